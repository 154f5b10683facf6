import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Faults of the interactive mode that come from the terminal side while the
/// network is busy or the keyboard sends what no one means to type.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct InteractiveFaultTests {
    /// SIGWINCH while a search is in flight: the screen is re-laid at once
    /// (prompt still at the bottom, nothing past the new width), the request
    /// goes on without being sent again, and its answer is drawn at the new size.
    @Test func aResizeDuringARequestLaysTheAnswerOutAtTheNewSize() async throws {
        let fake = try FakeServerFixture()
        // Long enough for a slow (sanitized, loaded) ghsearch to redraw after
        // the resize before the answer comes (5 s was not, under TSan or a
        // load of 20), and short of the client's 15 s stall timeout (at 15 s
        // the request timed out and went again, three times).
        fake.server.setLatency(.seconds(10), forLogin: "scotteg")
        let tmux = try await TmuxSession.ghsearch(fake, [], width: 120, height: 24)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        try await tmux.submit("scotteg")
        #expect(await fake.waitUntil(timeout: standardWait) { $0.contains { $0.path == "/users/scotteg/repos" } })
        let before = fake.repositoryRequests
        try await tmux.resize(width: 60, height: 16)
        try await tmux.expectScreen("the narrow screen while the answer is on its way") { screen in
            screen.count == 16 && screen.last == "user> scotteg" && screen.allSatisfy { DisplayColumns.width(Substring($0)) <= 60 }
                && !screen.contains { $0.hasPrefix("34 Repositories") }
        }
        try await tmux.expectScreen("the answer at the new size") { screen in
            screen.count == 16 && screen.first?.hasPrefix("34 Repositories") == true
                && screen[1].hasPrefix("NAME") && screen[1].contains("DESCRIPTION") && !screen[1].contains("URL")
                && screen.last == "user> scotteg"
                && screen.allSatisfy { DisplayColumns.width(Substring($0)) <= 60 }
        }
        #expect(fake.repositoryRequests.filter { $0.path == "/users/scotteg/repos" }.count == 1, "a resize sends nothing")
        try await tmux.expectNothingSearched(since: before, on: fake)
    }

    /// Ctrl-@ / Ctrl-Space send a NUL byte. It is dropped (libedit's
    /// set-mark, which ghsearch has no use for, let a wake-up key that came
    /// right after it into the line one run in four): the search text stays
    /// what was typed.
    @Test func aNulTypedAtThePromptIsNotPartOfTheName() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, [], width: 100, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        try await tmux.type("octo")
        try await tmux.press("C-Space")
        try await tmux.press("C-@")
        try await tmux.submit("cat")
        try await tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        #expect(try await tmux.screen().last == "user> octocat")
        #expect(fake.repositoryRequests.allSatisfy { !$0.target.contains("%00") && !$0.target.contains("\u{0}") })
        #expect(fake.repositoryRequests.last?.path == "/users/octocat/repos")
        #expect(try await tmux.exitStatus() == nil, "still running")
    }

    /// A pasted list of names is text to edit, never a search per line: the
    /// interactive screen turns bracketed paste on, so the line breaks
    /// arrive as spaces (the first name searched, the rest a filter).
    @Test func aPastedListIsTextToEditNotASearchPerLine() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, [], width: 100, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        try await tmux.paste("octocat\ntorvalds\tx\n")
        try await tmux.expectScreen("the whole paste on the prompt, filtering octocat's repositories") { screen in
            screen.last == "user> octocat torvalds x" && screen.first?.hasPrefix("0 Repositories (of 8)") == true
        }
        #expect(fake.repositoryRequests.map(\.path) == ["/users/octocat/repos"])
        try await tmux.press("C-u")
        try await tmux.submit("torvalds")
        try await tmux.expectScreen("Enter still searches after a paste") { $0.first?.hasPrefix("7 Repositories") == true }
    }
}
