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

        /// A frame asked for while the editor is being made (an answer
        /// that came after the editor's delay) is drawn then, not once the
        /// editor is there.
        @Test func anAnswerArrivingWhileTheEditorIsMadeIsDrawnAtOnce() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b", "c"]], held: ["octocat"], holdsEditor: true)
            let run = try h.start("octocat")
            let (clock, output) = (h.clock, h.output)
            let begun = await poll {
                if h.writtenBeforeEditor.value != nil { return true }
                clock.advance(by: .milliseconds(10))
                return false
            }
            #expect(begun, "the editor's making began while the answer was held")
            #expect(h.writtenBeforeEditor.value?.contains("3 Repositories") == false)
            let shown = await poll {
                if output.text.contains("3 Repositories") { return true }
                clock.advance(by: .seconds(3_600))
                return false
            }
            #expect(shown, "the answer drawn while the editor is held: \(output.text.suffix(2_000))")
            h.releaseEditor()
            let editor = try await h.editor()
            try await editor.record.wait(until: { $0.lines == ["octocat"] }, "the name given is the editor's line")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
            #expect(h.log.value == ["enter", "stop previews", "leave"], "\(h.log.value)")
        }

        /// With a name given, the editor is made once the first search's
        /// rows are drawn (the cache's or the answer's): its making would
        /// otherwise share the cores with that frame. (The clock stands
        /// still: the editor cannot have been made for the time passed.)
        @Test func theEditorIsMadeOnceTheFirstSearchsRowsAreDrawn() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b", "c"]])
            let run = try h.start("octocat")
            let editor = try await h.editor()
            let before = try #require(h.writtenBeforeEditor.value)
            #expect(before.contains("3 Repositories"), "the rows came before the editor: \(before)")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }

        /// A first search that takes long does not hold the editor back
        /// longer than `EditorThread.editorDelay`.
        @Test func anAnswerThatTakesLongDoesNotHoldTheEditorBack() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b", "c"]], held: ["octocat"])
            let run = try h.start("octocat")
            let output = h.output
            #expect(await poll { output.text.contains("user> octocat") }, "the first frame")
            #expect(await poll { h.http.logins == ["octocat"] }, "the request sent")
            #expect(h.writtenBeforeEditor.value == nil, "made before its time")
            let clock = h.clock
            let made = await poll {
                if h.writtenBeforeEditor.value != nil { return true }
                clock.advance(by: .milliseconds(10))
                return false
            }
            #expect(made && clock.now.offset >= .milliseconds(50) && clock.now.offset < .seconds(3_600))
            let editor = try await h.editor()
            #expect(h.writtenBeforeEditor.value?.contains("3 Repositories") == false)
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
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
