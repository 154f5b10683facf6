import Foundation
import Testing
import TestSupport
import GHSearchInteractiveMode

extension InteractiveModeSuites {
    /// The first frame comes before the line editor: the terminal is
    /// entered and the frame and its prompt row drawn, then the editor is
    /// made (libedit loaded, the history read) on a thread of its own while
    /// frames asked for meanwhile are drawn; keys typed before the editor
    /// existed are its first input.
    @Suite struct InteractiveModeFirstFrameTests {
        @Test func theEmptyFrameAndThePromptAreOnTheTerminalBeforeTheEditorIsMade() async throws {
            let h = InteractiveModeHarness()
            let run = try h.start()
            let editor = try await h.editor()
            let before = try #require(h.writtenBeforeEditor.value)
            #expect(before.contains("0 Repositories"), "the frame: \(before)")
            #expect(before.contains("user> "), "the prompt row: \(before)")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }

        @Test func theNameGivenIsOnThePromptRowOfTheFirstFrame() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b", "c"]])
            let run = try h.start("octocat")
            let editor = try await h.editor()
            let before = try #require(h.writtenBeforeEditor.value)
            #expect(before.contains("user> octocat"), "\(before)")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }

        /// A frame asked for while the editor is being made (a revisit's
        /// rows from the cache, or an answer) is drawn then, not once the
        /// editor is there.
        @Test func anAnswerArrivingWhileTheEditorIsMadeIsDrawnAtOnce() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b", "c"]], holdsEditor: true)
            let run = try h.start("octocat")
            await h.waitForScreen("3 Repositories")
            try await h.writtenBeforeEditor.wait(until: { $0 != nil }, "the editor's making begun (before or after the answer)")
            #expect(h.editorMade == false, "the rows are on screen while the editor is still held")
            h.releaseEditor()
            let editor = try await h.editor()
            try await editor.record.wait(until: { $0.lines == ["octocat"] }, "the name given is the editor's line")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
            #expect(h.log.value == ["enter", "stop previews", "leave"], "\(h.log.value)")
        }

        /// An editor that cannot be made (libedit missing) after the first
        /// frame: the terminal given back, why said, 1.
        @Test func anEditorThatCannotBeMadeGivesTheTerminalBackAndSaysWhy() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a"]], editorFails: true)
            let run = try h.start("octocat")
            #expect(await run.value == .failure)
            #expect(h.writtenBeforeEditor.value?.contains("user> octocat") == true, "the first frame came first")
            #expect(h.log.value == ["enter", "leave"], "\(h.log.value)")
            #expect(h.err.value.contains("libedit.so.2"), "\(h.err.value)")
            #expect(h.closed.value == [InteractiveModeHarness.tty])
        }

        @Test func keysTypedBeforeTheEditorExistedAreItsFirstInput() async throws {
            let h = InteractiveModeHarness(typedAhead: Array("oct".utf8))
            let run = try h.start()
            let editor = try await h.editor()
            #expect(editor.configuration.typedAhead == Array("oct".utf8))
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }
    }
}
