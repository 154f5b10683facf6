import Foundation
import Testing
import TestSupport
@testable import GHSearchTerminal

@Suite(.standardTimeLimit) struct TerminalSizeTests {
    private let kernel = TerminalSize(columns: 120, rows: 40)

    @Test func environmentWinsOverTheKernel() {
        let size = TerminalSize.resolve(environment: ["COLUMNS": "100", "LINES": "30"], windowSize: kernel)
        #expect(size == TerminalSize(columns: 100, rows: 30))
    }

    @Test func eachDimensionFallsBackOnItsOwn() {
        let size = TerminalSize.resolve(environment: ["COLUMNS": "100"], windowSize: kernel)
        #expect(size == TerminalSize(columns: 100, rows: 40))
    }

    @Test(arguments: ["", "abc", "0", "-5", "12x", " 80", "99999999999999999999", "10001"])
    func unusableEnvironmentValuesAreIgnored(value: String) {
        let size = TerminalSize.resolve(environment: ["COLUMNS": value, "LINES": value], windowSize: kernel)
        #expect(size == kernel)
    }

    @Test func theKernelSizeIsUsedWithoutEnvironment() {
        #expect(TerminalSize.resolve(environment: [:], windowSize: kernel) == kernel)
    }

    @Test func noTerminalAndNoEnvironmentGives80x24() {
        #expect(TerminalSize.resolve(environment: [:], windowSize: nil) == TerminalSize(columns: 80, rows: 24))
    }

    @Test func anUnsizedPseudoTerminalCountsAsUnknown() {
        let unsized = TerminalSize(columns: 0, rows: 0)
        #expect(TerminalSize.resolve(environment: [:], windowSize: unsized) == .fallback)
    }

    @Test func aFileHasNoWindowSize() {
        let fd = open("/dev/null", O_RDONLY)
        defer { close(fd) }
        #expect(TerminalSize.windowSize(of: fd) == nil)
    }
}
