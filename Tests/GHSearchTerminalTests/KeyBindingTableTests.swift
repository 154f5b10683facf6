import Testing
import TestSupport
@testable import GHSearchTerminal
import GHSearchCore

@Suite(.standardTimeLimit) struct KeyBindingTableTests {
    private func meaning(of name: String, in table: [KeyBinding] = KeyBindingTable.bindings) -> [KeyMeaning] {
        table.filter { $0.key == Key(name: name)! }.map(\.meaning)
    }

    @Test func everyCommandHasAKey() {
        let all = KeyBindingTable.bindings(multi: true, userKeys: [.alt("x")])
        for command in EditorCommand.allCases where command != .wake {
            #expect(all.contains { $0.meaning == .command(command) }, "\(command) has no key")
        }
        for function in LineEditorFunction.allCases {
            #expect(all.contains { $0.meaning == .lineEditor(function) }, "\(function) has no key")
        }
    }

    @Test func withMultiTabMarksAndCtrlVStillOpensTheDetailView() {
        let multi = KeyBindingTable.bindings(multi: true, userKeys: [])
        #expect(meaning(of: "tab", in: multi) == [.command(.toggleMarkDown)])
        #expect(meaning(of: "btab", in: multi) == [.command(.toggleMarkUp)])
        #expect(meaning(of: "ctrl-v", in: multi) == [.command(.openDetail)])
        #expect(Set(multi.map(\.key)).count == multi.count)
    }

    @Test func aBoundKeyReplacesTheBuiltInMeaning() {
        let table = KeyBindingTable.bindings(
            multi: false, userKeys: [.alt("c"), .ctrl("o"), .function(1), BoundKey(name: "ctrl-left")!])
        for name in ["alt-c", "ctrl-o", "f1", "ctrl-left"] {
            #expect(meaning(of: name, in: table) == [.command(.userKey)], "\(name)")
        }
        #expect(Set(table.map(\.key)).count == table.count)
    }

    @Test func noKeyIsBoundTwice() {
        let keys = KeyBindingTable.bindings.map(\.key)
        #expect(Set(keys).count == keys.count)
    }

    @Test func functionNamesAreDistinct() {
        let names = EditorCommand.allCases.map(\.functionName) + [KeyBindingTable.commandFunctionName]
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix("ghs-") && !$0.contains(" ") })
    }

    @Test func theKeysTheScreenReliesOnMeanWhatTheHelpSays() {
        let expected: [(String, EditorCommand)] = [
            ("enter", .submit), ("ctrl-j", .submit), ("ctrl-u", .clearLine), ("esc", .escape),
            ("ctrl-d", .deleteOrEndOfInput), ("ctrl-c", .interrupt), ("up", .selectPrevious), ("ctrl-p", .selectPrevious),
            ("down", .selectNext), ("ctrl-n", .selectNext), ("pgup", .pageUp), ("pgdn", .pageDown), ("tab", .openDetail),
            ("ctrl-o", .openBrowser), ("ctrl-v", .openDetail), ("alt-c", .clone), ("alt-y", .copyURL),
            ("alt-h", .openHomepage), ("alt-i", .openIssues), ("home", .home), ("end", .end), ("alt-v", .togglePreview),
            ("ctrl-t", .toggleMode), ("btab", .toggleMarkUp),
        ]
        for (name, command) in expected { #expect(meaning(of: name) == [.command(command)], "\(name)") }
    }

    /// The editing keys readline and fzf users know.
    @Test func theEditingKeysOfReadline() {
        let expected: [(String, LineEditorFunction)] = [
            ("left", .backwardChar), ("right", .forwardChar), ("ctrl-b", .backwardChar), ("ctrl-f", .forwardChar),
            ("ctrl-left", .backwardWord), ("alt-b", .backwardWord), ("alt-left", .backwardWord),
            ("ctrl-right", .forwardWord), ("alt-f", .forwardWord), ("alt-right", .forwardWord),
            ("bspace", .backwardDeleteChar), ("ctrl-h", .backwardDeleteChar), ("del", .deleteChar),
            ("ctrl-w", .backwardKillWord), ("alt-bspace", .backwardKillWord), ("alt-d", .killWord),
            ("ctrl-k", .killLine), ("ctrl-y", .yank), ("ctrl-a", .beginningOfLine), ("ctrl-e", .endOfLine),
            ("alt-p", .historyPrevious), ("alt-n", .historyNext), ("ctrl-r", .historySearch),
        ]
        for (name, function) in expected { #expect(meaning(of: name) == [.lineEditor(function)], "\(name)") }
    }

    @Test func privateKeysAreC1ControlsNoKeystrokeCanProduce() {
        let keys = [KeyBindingTable.wakeKey, KeyBindingTable.commandKey] + LineEditorFunction.allCases.map(\.privateKey)
        #expect(Set(keys).count == keys.count)
        for key in keys { #expect((0x80...0x9F).contains(key.value)) }
    }
}
