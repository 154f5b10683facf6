import Foundation
import Testing
import TestSupport
import InteractiveTestSupport
import GHSearchGitHub
import GHSearchInteractive
import GHSearchInteractiveMode
import GHSearchKeys
import GHSearchTerminal

extension InteractiveModeSuites {
    /// The programs the interactive mode starts, through its injected launcher:
    /// a key's command on the terminal lent to it, `become` and `git clone`
    /// once the screen is given back (their status is ghsearch's), the browser
    /// (the URL shown when none opens).
    @Suite struct InteractiveModeProcessTests {
        @Test func executeLendsTheTerminalToTheCommandAndTheRunGoesOn() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b"]]) { log in
                InteractiveProcesses(runOnTerminal: { arguments, tty in
                    log.append("run \(arguments.joined(separator: " ")) on \(tty)")
                    return .exited(0)
                })
            }
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("2 Repositories")
            editor.send(.action(.execute(try CommandTemplate("echo {name}"))))
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
            #expect(h.log.value == ["enter", "suspend", "run echo a on \(InteractiveModeHarness.tty)", "resume", "stop previews", "leave"],
                    "\(h.log.value)")
        }

        /// Inline, entering again after the command asks the terminal where
        /// its cursor is: keys read with the answer go to the line editor.
        @Test func keysReadWhileTheScreenIsTakenBackGoToTheEditor() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a"]], typedAheadOnResume: Array("x\u{1B}[".utf8)) { _ in
                InteractiveProcesses(runOnTerminal: { _, _ in .exited(0) })
            }
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("1 Repository")
            editor.send(.action(.execute(try CommandTemplate("true"))))
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
            #expect(editor.record.value.typedAhead == Array("x\u{1B}[".utf8))
        }

        @Test func becomeRunsOnceTheScreenIsGivenBackAndItsStatusIsGhsearchs() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b"]]) { log in
                InteractiveProcesses(become: { arguments, tty in
                    log.append("become \(arguments.joined(separator: " ")) on \(tty)")
                    return .exited(3)
                })
            }
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("2 Repositories")
            editor.send(.action(.moveSelection(1)))
            editor.send(.action(.become(try CommandTemplate("vim {name}"))))
            #expect(await run.value == ExitStatus(rawValue: 3))
            #expect(h.log.value == ["enter", "stop previews", "leave", "become vim b on \(InteractiveModeHarness.tty)"], "\(h.log.value)")
        }

        @Test func cloneRunsGitForTheSelectedRepositoryAfterTheScreenAndExitsWithItsStatus() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b"]]) { log in
                InteractiveProcesses(findExecutable: { $0 == "git" ? "/usr/bin/git" : nil }, clone: { git, url, _ in
                    log.append("\(git) clone \(url)")
                    return .exited(128)
                })
            }
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("2 Repositories")
            editor.send(.action(.clone))
            #expect(await run.value == ExitStatus(rawValue: 128), "git's status, not 0")
            #expect(h.log.value == ["enter", "stop previews", "leave", "/usr/bin/git clone https://github.com/octocat/a.git"],
                    "\(h.log.value)")
        }

        @Test func withoutGitCloneSaysSoAndTheScreenStays() async throws {
            let h = InteractiveModeHarness(repositories: ["octocat": ["a"]]) { _ in
                InteractiveProcesses(findExecutable: { _ in nil })
            }
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("1 Repository")
            editor.send(.action(.clone))
            await h.waitForScreen("git")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
            #expect(h.log.value == ["enter", "stop previews", "leave"])
        }

        @Test func aBrowserThatDoesNotOpenLeavesTheURLOnScreen() async throws {
            let opened = Watched<[String]>([])
            let h = InteractiveModeHarness(repositories: ["octocat": ["a"]]) { _ in
                InteractiveProcesses(openBrowser: { url in
                    opened.update { $0.append(url) }
                    return false
                })
            }
            let run = try h.start("octocat")
            let editor = try await h.editor()
            await h.waitForScreen("1 Repository")
            let before = h.output.text.components(separatedBy: "https://github.com/octocat/a").count
            editor.send(.action(.openBrowser))
            let shown = await poll {
                h.clock.advance(by: .milliseconds(50))
                return h.output.text.components(separatedBy: "https://github.com/octocat/a").count > before
            }
            #expect(shown, "the URL to copy is shown: \(h.output.text.suffix(1_500))")
            #expect(opened.value == ["https://github.com/octocat/a"])
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }
    }
}
