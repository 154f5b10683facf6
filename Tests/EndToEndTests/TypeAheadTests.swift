import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Keys typed the moment ghsearch starts, before its first frame (and
/// before the line editor exists): they reach the line, unechoed, and
/// search, full-screen as inline, where the terminal is asked where its
/// cursor is and the keys are read with its answer.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct TypeAheadTests {
    @Test func aNameTypedAsGHSearchStartsIsOnTheLineAndSearched() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, [], width: 100, height: 20, typingAtStart: "octocat")
        defer { tmux.close() }
        try await tmux.expectScreen("the name typed ahead, and its rows") {
            $0.last == "user> octocat" && $0.first?.hasPrefix("8 Repositories") == true
        }
        #expect(await fake.waitUntil(timeout: .seconds(30)) { $0.contains { $0.path == "/users/octocat/repos" } },
                "the search ran")
    }

    @Test func inlineANameTypedAsGHSearchStartsIsKeptThroughTheCursorsAnswer() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--height", "10"], width: 100, height: 20, typingAtStart: "octocat")
        defer { tmux.close() }
        try await tmux.expectScreen("the name typed ahead, and its rows") { lines in
            lines.contains("user> octocat") && lines.contains { $0.hasPrefix("8 Repositories") }
        }
        #expect(await fake.waitUntil(timeout: .seconds(30)) { $0.contains { $0.path == "/users/octocat/repos" } },
                "the search ran")
    }
}
