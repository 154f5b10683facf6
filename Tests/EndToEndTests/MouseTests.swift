import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The mouse as a person uses it: SGR reports (mode 1006) sent to the real
/// binary in tmux with `send-keys -H`, as a terminal sends a click or the
/// wheel. tmux's own record of the pane's mouse modes (`mouse_sgr_flag`…)
/// says what ghsearch asked of the terminal, and script(1)'s typescript
/// what it wrote.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct MouseTests {
    /// An SGR mouse report: button code, 1-based column and row, press or release.
    static func report(_ code: Int, column: Int, row: Int, press: Bool = true) -> [UInt8] {
        Array("\u{1B}[<\(code);\(column);\(row)\(press ? "M" : "m")".utf8)
    }

    static func click(column: Int, row: Int) -> [UInt8] {
        report(0, column: column, row: row) + report(0, column: column, row: row, press: false)
    }

    /// tmux's mouse modes of the pane: standard (1000) and SGR (1006).
    static func mouseModes(_ tmux: TmuxSession) async throws -> String {
        try await tmux.tmux(["display-message", "-p", "-t", tmux.name, "#{mouse_standard_flag}#{mouse_sgr_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The row the selection's › is on (0-based screen row), without colours.
    static func selectedRow(_ screen: [String]) -> Int? {
        screen.firstIndex { $0.hasPrefix("› ") }
    }

    @Test func aClickSelectsTheWheelScrollsAndADoubleClickPicks() async throws {
        let fake = try FakeServerFixture()
        let shell = try await PickTests.Shell.start(fake)
        defer { shell.tmux.close() }
        let tmux = shell.tmux
        try await shell.run(fake, ["--print", "full_name", "scotteg"], environment: ["NO_COLOR": "1"])
        try await shell.waitForList("scotteg's rows") { $0.first?.hasPrefix("34 Repositories") == true && Self.selectedRow($0) == 2 }
        #expect(try await Self.mouseModes(tmux) == "11", "mouse reports asked for, in SGR form")
        // A click on the fourth row (screen row 6) selects it.
        try await tmux.sendBytes(Self.click(column: 8, row: 6))
        try await tmux.expectScreen("the clicked row selected") { Self.selectedRow($0) == 5 }
        // Two notches of the wheel down, one up: the selection follows.
        try await tmux.sendBytes(Self.report(65, column: 8, row: 6) + Self.report(65, column: 8, row: 6))
        try await tmux.expectScreen("two rows further") { Self.selectedRow($0) == 7 }
        try await tmux.sendBytes(Self.report(64, column: 8, row: 6))
        try await tmux.expectScreen("one row back") { Self.selectedRow($0) == 6 }
        let picked = try await tmux.screen()[4].dropFirst(2).prefix { $0 != " " }  // screen row 5, the third row
        // A double-click on screen row 5 picks that row, as Enter would.
        try await tmux.sendBytes(Self.click(column: 3, row: 5) + Self.click(column: 3, row: 5))
        let result = try await shell.finished()
        #expect(result.status == 0)
        #expect(result.out == "scotteg/\(picked)")
        #expect(result.sttySame)
        #expect(try await Self.mouseModes(tmux) == "00", "mouse reports off again")
    }

    @Test func theWheelScrollsTheDetailView() async throws {
        let (fake, tmux) = try await ReadmeViewTests.openLongReadme()
        defer { tmux.close() }
        _ = fake
        try await tmux.expectScreen("the README's first lines") { ReadmeViewTests.position($0).map { $0.first == 1 } == true }
        try await tmux.sendBytes(Self.report(65, column: 10, row: 5) + Self.report(65, column: 10, row: 5))
        try await tmux.expectScreen("six lines further") { ReadmeViewTests.position($0).map { $0.first == 7 } == true }
        try await tmux.sendBytes(Self.report(64, column: 10, row: 5))
        try await tmux.expectScreen("three lines back") { ReadmeViewTests.position($0).map { $0.first == 4 } == true }
    }

    @Test func theWheelScrollsThePreviewCommandsPane() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["scotteg", "--preview", "seq 100 | sed 's/^/L/'"], width: 100, height: 20,
                                                  environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("the pane's first lines") { $0.first?.hasSuffix("│L1") == true }
        // Over the pane (the right half): it scrolls; the selection stays.
        try await tmux.sendBytes(Self.report(65, column: 80, row: 4))
        try await tmux.expectScreen("three lines further") { $0.first?.hasSuffix("│L4") == true && Self.selectedRow($0) == 2 }
    }

    @Test func noMouseSendsNoMouseModeEscape() async throws {
        let fake = try FakeServerFixture()
        let directory = ProcessRun.scratchDirectory()
        let typescript = directory + "/typescript"
        let command = [Binary.ghsearch, "--api-url", fake.apiURL, "--no-mouse", "scotteg"].map(TmuxSession.shellQuote)
            .joined(separator: " ")
        let tmux = try await TmuxSession.start(["/usr/bin/script", "-q", "-e", "-f", "-c", command, typescript],
                                               environment: ["HOME": directory, "XDG_STATE_HOME": directory,
                                                             "XDG_CACHE_HOME": directory])
        defer { tmux.close() }
        try await tmux.expectScreen("scotteg's rows") { $0.first?.hasPrefix("34 Repositories") == true }
        #expect(try await Self.mouseModes(tmux) == "00")
        try await tmux.press("Escape")
        #expect(try await tmux.waitForExit() == 130)
        let written = try String(contentsOfFile: typescript, encoding: .utf8)
        #expect(written.contains("\u{1B}[?1049h"), "the typescript holds what ghsearch wrote")
        #expect(!written.contains("?1000h") && !written.contains("?1006h") && !written.contains("?1000l"))
    }
}
