import Foundation
import Testing
import TestSupport
import InteractiveTestSupport
import GHSearchCLI
import GHSearchGitHub
import GHSearchInteractive
import GHSearchInteractiveMode
import GHSearchTerminal
import GHSearchText

extension InteractiveModeSuites {
    /// The interactive mode wired to fakes, in memory and on virtual time: the
    /// editor's events go to the view model, the requests to GitHub, the frames
    /// to the screen writer, and what a run leaves behind (the terminal given
    /// back, the pick printed after it, the exit status) is checked here rather
    /// than only end to end.
    @Suite struct InteractiveModeTests {
        @Test func typingANameSendsOneThrottledRequestAndTheScreenShowsItsRepositories() async throws {
            let h = InteractiveModeHarness(repositories: ["o": ["one"], "octocat": ["a", "b", "c"]])
            let run = try h.start()
            let editor = try await h.editor()
            editor.send(.lineChanged("o"))
            // The first key goes at once, without time passing.
            let leading = await poll { h.http.logins == ["o"] }
            #expect(leading, "\(h.http.log.value)")
            for prefix in ["oc", "oct", "octo", "octoc", "octoca", "octocat"] {
                editor.send(.lineChanged(prefix))
            }
            await h.waitForScreen("3 Repositories")
            let sent = h.http.log.value
            #expect(h.http.logins.first == "o" && h.http.logins.last == "octocat", "\(sent)")
            #expect(h.http.logins.count < 4, "the keys in the throttle's window were not each sent: \(sent)")
            #expect(Set(h.http.logins).isSubset(of: ["o", "oc", "oct", "octo", "octoc", "octoca", "octocat"]))
            let octocat = try #require(sent.last)
            #expect(octocat.at > .zero, "the last name waited for the throttle's window: \(sent)")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }

        @Test func ctrlCGivesTheTerminalBackAndExits130WithNothingPrinted() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b", "c"]])
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("3 Repositories")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
            #expect(h.log.value == ["enter", "stop previews", "leave"], "\(h.log.value)")
            #expect(editor.record.value.closed == 1)
            #expect(h.closed.value == [InteractiveModeHarness.tty], "the controlling terminal closed once")
            #expect(h.out.value.isEmpty && h.err.value.isEmpty)
        }

        @Test func enterPrintsThePickAfterTheScreenIsGivenBackAndExitsZero() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b", "c"]])
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("3 Repositories")
            // Frames are drawn before the editor exists: the line is set once it is there.
            try await editor.record.wait(until: { $0.lines == ["octocat"] }, "the name given is on the prompt line")
            editor.send(.action(.moveSelection(1)))
            editor.send(.submit("octocat"))
            #expect(await run.value == .success)
            #expect(h.out.value == "https://github.com/octocat/b\n")
            #expect(h.log.value == ["enter", "stop previews", "leave", "out"], "printed only once the screen is given back")
            #expect(h.http.logins == ["octocat"], "Enter on the name searched already sends nothing")
        }

        @Test func aPickThatCannotBeWrittenExitsOneAndSaysWhy() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b"]], writeFails: true)
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("2 Repositories")
            editor.send(.submit("octocat"))
            #expect(await run.value == .failure)
            #expect(h.err.value.contains("No space left on device"), "\(h.err.value)")
        }

        @Test func anUnknownUserShowsGitHubsAnswerAndTheRunGoesOn() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b"]])
            let run = try h.start("nobody")
            let editor = try await h.editor()
            await h.waitForScreen("User 'nobody' not found on GitHub.")
            editor.send(.submit("octocat"))
            await h.waitForScreen("2 Repositories")
            #expect(h.http.logins == ["nobody", "octocat"])
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }

        @Test func withoutATerminalThatCanShowTheScreenItSaysSoAndAsksNothing() async throws {
            let dumb = TerminalCapabilities(inputIsTerminal: true, outputIsTerminal: true, isDumb: true, colorDepth: .none)
            let h = InteractiveModeHarness(repositories: ["octocat": ["a"]], terminal: dumb)
            let run = try h.start("octocat")
            #expect(await run.value == .usage)
            #expect(h.err.value == Catalogue.english.errorPrefix + Catalogue.english.interactiveNeedsTerminal(dumb: true) + "\n")
            #expect(h.http.log.value.isEmpty && h.log.value.isEmpty)
            #expect(h.closed.value == [InteractiveModeHarness.tty, InteractiveModeHarness.tty],
                    "closed when found unusable, and again after saying why")
        }
    }
}
