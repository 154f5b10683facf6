import FakeGitHub
import Foundation
import Testing
import TestSupport

/// A user's stars in the interactive mode, as a person gets there:
/// `ghsearch --starred USER`, or `starred:USER` typed at the prompt; the
/// built binary in tmux against the fake's `GET /users/{user}/starred`.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct StarredInteractiveTests {
    func start(_ fake: FakeServerFixture, _ arguments: [String], environment: [String: String] = [:])
        async throws -> TmuxSession
    {
        try await TmuxSession.ghsearch(fake, ["--no-preview"] + arguments, width: 160, height: 24, environment: environment)
    }

    static let anonymous = ["GH_TOKEN": "", "GITHUB_TOKEN": ""]

    @Test func starredOpensTheUsersStarsEveryPageNewestFirst() async throws {
        let (fake, starred) = try StarredTests.fixture()
        let tmux = try await start(fake, ["--starred", "octocat"], environment: ["GH_TOKEN": "t"])
        defer { tmux.close() }
        try await tmux.expectScreen("every star, the title saying whose") { screen in
            screen.first?.hasPrefix("250 Repositories starred by octocat") == true
        }
        let screen = try await tmux.screen()
        #expect(screen.last == "user> starred:octocat", "\(screen.joined(separator: "\n"))")
        // Rows of many owners show `owner/name`, the newest star first.
        #expect(screen.dropFirst(2).first?.hasPrefix("big/" + starred.last!) == true, "\(screen.joined(separator: "\n"))")
        // Pages 2 and 3 load in the background, at once (`rel="last"` names them): in either order.
        #expect(StarredTests.requests(fake).map(\.target).sorted() == [
            "/users/octocat/starred?per_page=100",
            "/users/octocat/starred?per_page=100&page=2",
            "/users/octocat/starred?per_page=100&page=3",
        ])
        #expect(StarredTests.requests(fake).allSatisfy { $0.headers["Accept"] == "application/vnd.github.star+json" })
        #expect(fake.repositoryRequests.isEmpty, "no user's own list was asked for")

        // The filter applies to the stars as to a list.
        let newest = starred.last!
        try await tmux.type(" '" + newest)
        try await tmux.expectScreen("the newest star alone") { screen in
            screen.first?.hasPrefix("1 Repository (of 250) starred by octocat") == true
                && screen.contains { $0.hasPrefix("big/" + newest) }
        }
    }

    @Test func thePrefixSwitchesToAUsersStarsAndBack() async throws {
        let (fake, starred) = try StarredTests.fixture()
        let tmux = try await start(fake, [], environment: ["GH_TOKEN": "t"])
        defer { tmux.close() }
        try await tmux.submit("octocat")
        try await tmux.expectScreen("octocat's own repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("C-u")
        try await tmux.typeKeyByKey("starred:octocat", interval: .milliseconds(40))
        try await tmux.expectScreen("octocat's stars") { screen in
            screen.first?.hasPrefix("250 Repositories starred by octocat") == true
                && screen.contains { $0.hasPrefix("big/" + starred.last!) }
        }
        // Typed key by key, through the same throttle and deduplication as a name:
        // `starred:o`, `starred:oc`… may be asked, `starred:octocat` once.
        let firstPages = StarredTests.requests(fake).filter { $0.target == "/users/octocat/starred?per_page=100" }
        #expect(firstPages.count == 1, "\(StarredTests.requests(fake).map(\.target))")
        try await tmux.press("C-u")
        try await tmux.submit("octocat")
        try await tmux.expectScreen("octocat's own repositories again") { screen in
            screen.first?.hasPrefix("8 Repositories") == true && !(screen.first?.contains("starred") ?? true)
        }
    }

    @Test func noneUnknownAndAtMeWithoutAToken() async throws {
        let (fake, _) = try StarredTests.fixture()
        let tmux = try await start(fake, ["--starred", "torvalds"], environment: Self.anonymous)
        defer { tmux.close() }
        try await tmux.expectScreen("a user who starred nothing") { screen in
            screen.first?.hasPrefix("0 Repositories starred by torvalds") == true
                && screen.dropLast().last?.contains("torvalds has starred no repositories.") == true
        }
        try await tmux.press("C-u")
        try await tmux.submit("starred:nobody-here")
        try await tmux.expectScreen("an unknown user") { screen in
            screen.dropLast().last?.contains("User 'nobody-here' not found on GitHub.") == true
        }
        fake.server.resetLog()
        try await tmux.press("C-u")
        try await tmux.submit("starred:@me")
        try await tmux.expectScreen("@me needs a token") { screen in
            screen.dropLast().last?.contains("This needs a token") == true
        }
        #expect(StarredTests.requests(fake).isEmpty, "nothing sent for @me without a token")
    }

    @Test func atMeWithATokenIsTheTokensUsersStars() async throws {
        let (fake, starred) = try StarredTests.fixture()
        let tmux = try await start(fake, ["--starred", "@me"], environment: ["GH_TOKEN": "t"])
        defer { tmux.close() }
        try await tmux.expectScreen("the token's user's stars") { screen in
            screen.first?.hasPrefix("250 Repositories starred by @me") == true
                && screen.contains { $0.hasPrefix("big/" + starred.last!) }
        }
        #expect(StarredTests.requests(fake).first?.target == "/user/starred?per_page=100")
    }

    /// Stale-if-error as for a list: with the fake stopped, the stars a first
    /// run cached show with the mark, every page; `--offline` reads them too.
    @Test func theCachedStarsShowWhenGitHubIsOutOfReach() async throws {
        let (fake, starred) = try StarredTests.fixture()
        let cache = ProcessRun.scratchDirectory()
        let environment = ["GH_TOKEN": "t", "XDG_CACHE_HOME": cache]
        let first = try await ProcessRun.ghsearch(["--once", "--starred", "octocat", "--api-url", fake.apiURL], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        fake.server.stop()
        for extra in [[], ["--offline"]] {
            let tmux = try await start(fake, ["--starred", "octocat"] + extra, environment: environment)
            defer { tmux.close() }
            try await tmux.expectScreen("the cached stars, marked (\(extra))") { screen in
                screen.first?.hasPrefix("250 Repositories starred by octocat") == true
                    && screen.contains { $0.hasPrefix("big/" + starred.last!) }
                    && screen.contains { $0.hasPrefix("cached just now · offline") }
            }
        }
    }

    /// A spent quota as for a list: the stars the response cache holds show,
    /// marked, beside the rate limit's message (not `0 Repositories`).
    @Test func aSpentQuotaShowsTheCachedStars() async throws {
        let (fake, starred) = try StarredTests.fixture(quota: QuotaConfiguration(limit: 3, resetSeconds: 600))
        let cache = ProcessRun.scratchDirectory()
        let environment = ["GH_TOKEN": "t", "XDG_CACHE_HOME": cache]
        let first = try await ProcessRun.ghsearch(["--once", "--starred", "octocat", "--api-url", fake.apiURL], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let tmux = try await start(fake, ["--starred", "octocat"], environment: environment)
        defer { tmux.close() }
        try await tmux.expectScreen("the cached stars beside the rate limit") { screen in
            screen.first?.hasPrefix("250 Repositories starred by octocat · cached") == true
                && screen.contains { $0.hasPrefix("big/" + starred.last!) }
                && screen.contains { $0.contains("rate limit is used up") }
        }
    }
}
