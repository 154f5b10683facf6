import Testing
import TestSupport
@testable import GHSearchTerminal
import GHSearchCore

@Suite(.standardTimeLimit) struct KeyBindingTableTests {
    private func commands(for keys: String) -> [EditorCommand] {
        KeyBindingTable.bindings.filter { $0.keys == keys }.map(\.command)
    }

    @Test func everyCommandHasAKey() {
        let all = KeyBindingTable.bindings(multi: true, userKeys: [.ctrl("y")])
        for command in EditorCommand.allCases {
            #expect(all.contains { $0.command == command }, "\(command) has no key")
        }
    }

    @Test func withMultiTabMarksAndCtrlVStillOpensTheDetailView() {
        let multi = KeyBindingTable.bindings(multi: true, userKeys: [])
        #expect(multi.filter { $0.keys == "\t" }.map(\.command) == [.toggleMarkDown])
        #expect(multi.filter { $0.keys == "\u{1B}[Z" }.map(\.command) == [.toggleMarkUp])
        #expect(multi.filter { $0.keys == "\u{16}" }.map(\.command) == [.openDetail])
        #expect(Set(multi.map(\.keys)).count == multi.count)
    }

    @Test func aBoundKeyReplacesTheBuiltInMeaning() {
        let table = KeyBindingTable.bindings(multi: false, userKeys: [.alt("c"), .ctrl("o"), .function(1)])
        #expect(table.filter { $0.keys == "\u{1B}c" }.map(\.command) == [.userKey])
        #expect(table.filter { $0.keys == "\u{0F}" }.map(\.command) == [.userKey])
        #expect(table.filter { $0.keys == "\u{1B}OP" }.map(\.command) == [.userKey])
        #expect(Set(table.map(\.keys)).count == table.count)
    }

    @Test func noKeyIsBoundTwice() {
        let keys = KeyBindingTable.bindings.map(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func functionNamesAreDistinct() {
        let names = EditorCommand.allCases.map(\.functionName)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix("ghs-") && !$0.contains(" ") })
    }

    @Test func arrowsAreBoundInBothCursorModes() {
        #expect(commands(for: "\u{1B}[A") == [.selectPrevious])
        #expect(commands(for: "\u{1B}OA") == [.selectPrevious])
        #expect(commands(for: "\u{1B}[B") == [.selectNext])
        #expect(commands(for: "\u{1B}OB") == [.selectNext])
    }

    @Test func theKeysTheScreenRelyOnMeanWhatTheHelpSays() {
        #expect(commands(for: "\r") == [.submit])
        #expect(commands(for: "\n") == [.submit])
        #expect(commands(for: "\u{15}") == [.clearLine])
        #expect(commands(for: String(KeyBindingTable.loneEscapeKey)) == [.escape])
        #expect(commands(for: "\u{04}") == [.deleteOrEndOfInput])
        #expect(commands(for: "\u{03}") == [.interrupt])
        #expect(commands(for: "\u{10}") == [.selectPrevious])
        #expect(commands(for: "\u{0E}") == [.selectNext])
        #expect(commands(for: "\u{1B}[5~") == [.pageUp])
        #expect(commands(for: "\u{1B}[6~") == [.pageDown])
        #expect(commands(for: "\t") == [.openDetail])
        #expect(commands(for: "\u{0F}") == [.openBrowser])
        #expect(commands(for: "\u{16}") == [.openDetail])
        #expect(commands(for: "\u{1B}c") == [.clone])
        #expect(commands(for: "\u{1B}y") == [.copyURL])
        #expect(commands(for: "\u{1B}h") == [.openHomepage])
        #expect(commands(for: "\u{1B}i") == [.openIssues])
        #expect(commands(for: String(KeyBindingTable.wakeKey)) == [.wake])
    }

    /// README preview (#16): Home and End as xterm, VT220 and rxvt send them;
    /// the preview on Alt-V (Alt-P stays libedit's history).
    @Test func homeEndAndThePreviewKey() {
        for keys in ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"] { #expect(commands(for: keys) == [.home]) }
        for keys in ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"] { #expect(commands(for: keys) == [.end]) }
        #expect(commands(for: "\u{1B}v") == [.togglePreview])
        #expect(commands(for: "\u{1B}p").isEmpty && commands(for: "\u{1B}n").isEmpty)
    }

    @Test func privateKeysAreC1ControlsNoKeystrokeCanProduce() {
        for key in [KeyBindingTable.wakeKey, KeyBindingTable.loneEscapeKey] {
            #expect((0x80...0x9F).contains(key.value))
        }
    }

    @Test func bareEscapeIsNotBoundSoArrowSequencesStillWork() {
        #expect(commands(for: "\u{1B}").isEmpty)
    }
}
