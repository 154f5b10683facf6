import Testing
import TestSupport
@testable import GHSearchTerminal
import GHSearchCLI
import GHSearchInteractive
import InteractiveTestSupport
import GHSearchKeys

/// The prompt's keys are `KeyTable`'s: each action becomes the editor's
/// command, libedit's function or the view model's action.
@Suite(.standardTimeLimit) struct KeyBindingTableTests {
    private func meaning(of name: String, in table: [KeyBinding] = KeyBindingTable.bindings) -> [KeyMeaning] {
        table.first { $0.key == Key(name: name)! }?.meanings ?? []
    }

    @Test func everyCommandAndFunctionHasAKey() {
        let all = KeyBindingTable.bindings(multi: false, user: []).flatMap(\.meanings)
        for command in EditorCommand.allCases where command != .wake {
            #expect(all.contains(.command(command)), "\(command) has no key")
        }
        for function in LineEditorFunction.allCases where function != .unixLineDiscard {
            #expect(all.contains(.lineEditor(function)), "\(function) has no key")
        }
    }

    @Test func everyActionHasAMeaning() {
        for action in KeyAction.plain {
            let meaning = KeyMeaning(action)
            switch action {
            case .accept: #expect(meaning == .command(.submit))
            case .clearQuery: #expect(meaning == .command(.clearLine))
            case .deleteCharOrEOF: #expect(meaning == .command(.deleteOrEndOfInput))
            default:
                #expect(meaning == (action.editsTheLine ? LineEditorFunction(action).map(KeyMeaning.lineEditor)
                                                         : SearchAction(action).map(KeyMeaning.action)), "\(action)")
            }
        }
    }

    @Test func withMultiTabMarksAndCtrlVStillOpensTheDetailView() {
        let multi = KeyBindingTable.bindings(multi: true, user: [])
        #expect(meaning(of: "tab", in: multi) == [.action(.toggleMark(1))])
        #expect(meaning(of: "btab", in: multi) == [.action(.toggleMark(-1))])
        #expect(meaning(of: "ctrl-v", in: multi) == [.action(.openDetail)])
        #expect(meaning(of: "tab") == [.action(.openDetail)])
        #expect(Set(multi.map(\.key)).count == multi.count)
    }

    @Test func aBoundKeyReplacesTheBuiltInMeaningWithItsChain() throws {
        let table = KeyBindingTable.bindings(
            multi: false, user: try KeyBind.parseList("alt-c:up+up,ctrl-o:kill-line+accept,f1:toggle-all,ctrl-left:abort"))
        #expect(meaning(of: "alt-c", in: table) == [.action(.moveSelection(-1)), .action(.moveSelection(-1))])
        #expect(meaning(of: "ctrl-o", in: table) == [.lineEditor(.killLine), .command(.submit)])
        #expect(meaning(of: "f1", in: table) == [.action(.markAll(.toggle))])
        #expect(meaning(of: "ctrl-left", in: table) == [.action(.interrupt)])
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
        let expected: [(String, [KeyMeaning])] = [
            ("enter", [.command(.submit)]), ("ctrl-j", [.command(.submit)]), ("ctrl-u", [.command(.clearLine)]),
            ("esc", [.action(.escape)]), ("ctrl-d", [.command(.deleteOrEndOfInput)]), ("ctrl-c", [.action(.interrupt)]),
            ("up", [.action(.moveSelection(-1))]), ("ctrl-p", [.action(.moveSelection(-1))]),
            ("down", [.action(.moveSelection(1))]), ("ctrl-n", [.action(.moveSelection(1))]),
            ("pgup", [.action(.page(-1))]), ("pgdn", [.action(.page(1))]), ("tab", [.action(.openDetail)]),
            ("ctrl-o", [.action(.openBrowser)]), ("ctrl-v", [.action(.openDetail)]), ("alt-c", [.action(.clone)]),
            ("alt-y", [.action(.copyURL)]), ("alt-h", [.action(.openHomepage)]), ("alt-i", [.action(.openIssues)]),
            ("home", [.lineEditor(.beginningOfLine), .action(.previewScroll(.top))]),
            ("end", [.lineEditor(.endOfLine), .action(.previewScroll(.bottom))]), ("alt-v", [.action(.togglePreview)]),
            ("ctrl-t", [.action(.toggleMode)]), ("btab", [.action(.toggleMark(-1))]),
            ("shift-up", [.action(.previewScroll(.lines(-1)))]), ("shift-down", [.action(.previewScroll(.lines(1)))]),
            ("shift-pgup", [.action(.previewScroll(.pages(-1)))]), ("shift-pgdn", [.action(.previewScroll(.pages(1)))]),
        ]
        for (name, meanings) in expected { #expect(meaning(of: name) == meanings, "\(name)") }
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
