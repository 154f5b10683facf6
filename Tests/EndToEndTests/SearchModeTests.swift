import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Searching all of GitHub as a person does it: the built binary in
/// tmux against the fake's `/search/repositories` (GitHub's search limit of
/// 10 a minute without a token) and `/user/repos`, the fake's log as the
/// witness of what was spent.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct SearchModeTests {
    static let token = "demo-token"

    static func fixture(incomplete: Bool = false) throws -> FakeServerFixture {
        var configuration = FakeGitHubConfiguration(users: BuiltInDataSet.users, quota: QuotaConfiguration(limit: 5000))
        configuration.search = SearchConfiguration(incompleteResults: incomplete,
                                                   viewers: [FakeViewer(token: token, login: "ml-lab")])
        return try FakeServerFixture(configuration: configuration)
    }

    func start(_ fake: FakeServerFixture, _ arguments: [String] = [], environment: [String: String] = [:])
        async throws -> TmuxSession
    {
        // Wide, so the URL column shows; no side preview to share it.
        try await TmuxSession.ghsearch(fake, ["--no-preview"] + arguments, width: 200, height: 24, environment: environment)
    }

    static func searches(_ fake: FakeServerFixture) -> [RecordedRequest] {
        fake.server.requests.filter { $0.path == "/search/repositories" }
    }

    @Test func typingAThreeWordQueryKeyByKeySpendsAtMostThreeSearchesAndNeverMeetsTheLimit() async throws {
        let fake = try Self.fixture()
        let tmux = try await start(fake, ["--search"])
        defer { tmux.close() }
        try await tmux.expectScreen("the search prompt") { $0.last?.hasPrefix("search>") == true }
        try await tmux.typeKeyByKey("machine learning swift", interval: .milliseconds(150))
        try await tmux.expectScreen("the search's rows and limit") { screen in
            screen.first?.hasPrefix("1 Repository") == true
                && screen.contains { $0.contains("https://github.com/ml-lab/machine-learning-swift") }
                && screen.dropLast().last?.contains("search ") == true
                && screen.dropLast().last?.contains("/10") == true
        }
        let screen = try await tmux.screen()
        #expect(screen.last == "search> machine learning swift")
        let searches = Self.searches(fake)
        #expect(searches.count <= 3, "\(searches.map(\.target))")
        #expect(searches.allSatisfy { $0.responseStatus != 403 && $0.responseStatus != 429 })
        #expect(searches.last?.queryItems.first { $0.name == "q" }?.value == "machine learning swift")
        let remaining = 10 - searches.count
        #expect(screen.dropLast().last?.contains("search \(remaining)/10") == true, "\(screen.dropLast().last ?? "")")
        #expect(fake.repositoryRequests.isEmpty, "a search touches no user's list")
    }

    @Test func totalCountTitleAndIncompleteResults() async throws {
        let fake = try Self.fixture(incomplete: true)
        let tmux = try await start(fake, ["--search", "stars:>=0"])
        defer { tmux.close() }
        // `big` alone has 3,000 repositories (with the other built-in users, 2,862 not forks): GitHub counts them all and serves the first 1,000.
        try await tmux.expectScreen("the total and the cap") { screen in
            screen.first?.hasPrefix("2,862 Repositories (first 1,000 reachable)") == true
        }
        try await tmux.expectScreen("incomplete_results on the status line") { screen in
            screen.dropLast().last?.contains("incomplete results") == true
        }
    }

    @Test func aRefusedQueryKeepsTheRowsWithGitHubsMessage() async throws {
        let fake = try Self.fixture()
        let tmux = try await start(fake, ["--search"])
        defer { tmux.close() }
        try await tmux.submit("topic:cli user:ml-lab")
        try await tmux.expectScreen("the cli repositories") { $0.first?.hasPrefix("2 Repositories") == true }
        // Typed on (Ctrl-U would be the Cancel button: an empty search, no rows).
        try await tmux.submit(" user:nobody-here")
        try await tmux.expectScreen("GitHub's 422 message") { screen in
            screen.dropLast().last?.contains("GitHub refused the search: Validation Failed: The listed users") == true
        }
        let screen = try await tmux.screen()
        #expect(screen.first?.hasPrefix("2 Repositories") == true && screen.contains { $0.contains("ml-lab/swift-cli-kit") },
                "the rows stay:\n\(screen.joined(separator: "\n"))")
        #expect(Self.searches(fake).last?.responseStatus == 422)
    }

    @Test func togglingModesKeepsEachModesLastText() async throws {
        let fake = try Self.fixture()
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.expectScreen("the user prompt") { $0.last?.hasPrefix("user>") == true }
        try await tmux.submit("octocat")
        try await tmux.expectScreen("octocat's rows") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("C-t")
        try await tmux.expectScreen("an empty search prompt") { screen in
            screen.last?.hasPrefix("search>") == true && screen.last?.contains("octocat") == false
                && screen.first?.hasPrefix("0 Repositories") == true
        }
        try await tmux.submit("topic:cli user:ml-lab")
        try await tmux.expectScreen("the search's rows") { $0.contains { $0.contains("ml-lab/swift-cli-kit") } }
        try await tmux.press("C-t")
        try await tmux.expectScreen("octocat again") { $0.last == "user> octocat" && $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("C-t")
        try await tmux.expectScreen("the search again") { screen in
            screen.last == "search> topic:cli user:ml-lab" && screen.contains { $0.contains("ml-lab/swift-cli-kit") }
        }
    }

    @Test func theDetailViewAndEnterPickWorkOnSearchResults() async throws {
        let fake = try Self.fixture()
        let shell = try await PickTests.Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--print", "full_name", "--search", "topic:cli user:ml-lab"])
        try await shell.waitForList("the search's rows") { screen in
            screen.first?.hasPrefix("2 Repositories") == true && screen.last == "search> topic:cli user:ml-lab"
        }
        try await shell.tmux.press("Down")
        try await shell.tmux.press("Tab")
        try await shell.tmux.expectScreen("the detail view of the second result") { $0.first?.hasPrefix("ml-lab/cli-spinner") == true }
        try await shell.tmux.press("Escape")
        try await shell.waitForList("the rows again") { $0.first?.hasPrefix("2 Repositories") == true }
        try await shell.tmux.press("Enter")
        let result = try await shell.finished()
        #expect(result.status == 0 && result.out == "ml-lab/cli-spinner" && result.sttySame, "\(result)")
    }

    @Test func mineListsPrivateRepositoriesWithALockWithAToken() async throws {
        let fake = try Self.fixture()
        let tmux = try await start(fake, ["--mine"], environment: ["GH_TOKEN": Self.token])
        defer { tmux.close() }
        try await tmux.expectScreen("the token's repositories") { screen in
            screen.first?.hasPrefix("11 Repositories") == true && screen.contains { $0.contains("🔒 secret-model") }
        }
        #expect(fake.server.requests.contains { $0.path == "/user/repos" })
    }

    @Test func mineWithoutATokenSaysWhyAndAsksNothing() async throws {
        let fake = try Self.fixture()
        let tmux = try await start(fake, ["--mine"], environment: ["GH_TOKEN": "", "GITHUB_TOKEN": ""])
        defer { tmux.close() }
        try await tmux.expectScreen("the reason") { screen in
            screen.dropLast().last?.contains("This needs a token: set GH_TOKEN") == true
        }
        #expect(!fake.server.requests.contains { $0.path == "/user/repos" })
    }
}

extension SearchModeTests {
    @Test func scrollingPastTheFirstPageLoadsTheNextThroughLink() async throws {
        let fake = try Self.fixture()
        let tmux = try await start(fake, ["--search", "stars:>=0"])
        defer { tmux.close() }
        try await tmux.expectScreen("the first page") { $0.first?.hasPrefix("2,862 Repositories (first 1,000 reachable)") == true }
        for _ in 0..<6 { try await tmux.press("PageDown") }
        #expect(await fake.waitUntil(timeout: .seconds(20)) { log in
            log.contains { $0.path == "/search/repositories" && $0.queryItems.contains { $0.name == "page" && $0.value == "2" } }
        }, "\(Self.searches(fake).map(\.target))")
        // The title stays GitHub's total; the rows grow past the first 100.
        try await tmux.expectScreen("more rows under the same title") { screen in
            screen.first?.hasPrefix("2,862 Repositories (first 1,000 reachable)") == true
                && screen.dropLast().last?.contains("more below") == true
        }
        #expect(Self.searches(fake).allSatisfy { ![403, 422, 429].contains($0.responseStatus ?? 0) },
                "\(Self.searches(fake).map { ($0.target, $0.responseStatus) })")
    }
}
