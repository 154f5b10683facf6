import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `ghsearch --once --starred USER` against the fake's
/// `GET /users/{user}/starred` (GitHub's format, star media type, `Link`
/// paging): several pages in the order starred, a user with none, an
/// unknown user, `@me` with a token and without.
@Suite(.standardTimeLimit, .sanitizerReports) struct StarredTests {
    /// `octocat` starred 250 of `big`'s repositories (three pages of 100),
    /// one a minute, the last the newest; `torvalds` starred nothing; the
    /// token `t` is `octocat`'s.
    static func fixture() throws -> (FakeServerFixture, [String]) {
        let users = BuiltInDataSet.users
        var configuration = FakeGitHubConfiguration(users: users, quota: QuotaConfiguration(limit: 5000))
        configuration.search = SearchConfiguration(viewers: [FakeViewer(token: "t", login: "octocat")])
        let big = try #require(users.first { $0.login == "big" })
        let starred = big.repositories.filter { $0.owner == nil }.prefix(250).map(\.name)
        configuration.stars["octocat"] = starred.enumerated().map { index, name in
            FakeStar(owner: "big", name: name, starredAt: 1_700_000_000 + Int64(index) * 60)
        }
        return (try FakeServerFixture(configuration: configuration), starred)
    }

    static func requests(_ fake: FakeServerFixture) -> [RecordedRequest] {
        fake.server.requests.filter { $0.path.hasSuffix("/starred") }
    }

    @Test func everyPageInTheOrderStarredNewestFirst() async throws {
        let (fake, starred) = try Self.fixture()
        let run = try await ProcessRun.ghsearch(["--once", "--starred", "octocat", "--json", "full_name", "--api-url", fake.apiURL])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = starred.reversed().map { "  {\"full_name\":\"big/\($0)\"}" }.joined(separator: ",\n")
        #expect(run.stdout == "[\n" + expected + "\n]\n")
        let requests = Self.requests(fake)
        #expect(requests.map(\.target) == [
            "/users/octocat/starred?per_page=100",
            "/users/octocat/starred?per_page=100&page=2",
            "/users/octocat/starred?per_page=100&page=3",
        ])
        #expect(requests.allSatisfy { $0.headers["Accept"] == "application/vnd.github.star+json" })

        let limited = try await ProcessRun.ghsearch(["--once", "--starred", "octocat", "--limit", "3", "--api-url", fake.apiURL])
        #expect(limited.stdout == starred.reversed().prefix(3).map { "\($0)\thttps://github.com/big/\($0)\n" }.joined())
    }

    @Test func aTableOnATerminalNamesEachOwner() async throws {
        let (fake, starred) = try Self.fixture()
        let table = try await ProcessRun.ghsearchOnTerminal(["--once", "--starred", "octocat", "--limit", "2", "--api-url", fake.apiURL])
        #expect(table.status == 0)
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.count == 4, "\(table.stdout)")
        #expect(lines[2].hasPrefix("big/" + starred.last!), "\(table.stdout)")
    }

    @Test func noneUnknownAndTheTokensOwn() async throws {
        let (fake, starred) = try Self.fixture()
        let none = try await ProcessRun.ghsearch(["--once", "--starred", "torvalds", "--api-url", fake.apiURL])
        #expect(none.status == 0, "\(none.stderr)")
        #expect(none.stdout == "" && none.stderr == "")

        let unknown = try await ProcessRun.ghsearch(["--once", "--starred", "nobody-here", "--api-url", fake.apiURL])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "Error: User 'nobody-here' not found on GitHub.\n")

        let mine = try await ProcessRun.ghsearch(["--once", "--starred", "@me", "--limit", "1", "--api-url", fake.apiURL],
                                                 environment: ["GH_TOKEN": "t"])
        #expect(mine.status == 0, "\(mine.stderr)")
        #expect(mine.stdout == "\(starred.last!)\thttps://github.com/big/\(starred.last!)\n")
        #expect(Self.requests(fake).last?.target == "/user/starred?per_page=100")

        fake.server.resetLog()
        let anonymous = try await ProcessRun.ghsearch(["--once", "--starred", "@me", "--api-url", fake.apiURL],
                                                      environment: ["GH_TOKEN": "", "GITHUB_TOKEN": ""])
        #expect(anonymous.status == 1)
        #expect(anonymous.stderr.contains("This needs a token"), "\(anonymous.stderr)")
        #expect(Self.requests(fake).isEmpty, "nothing sent without a token")
    }

    @Test func badUsage() async throws {
        let conflict = try await ProcessRun.ghsearch(["--once", "octocat", "--starred", "torvalds"])
        #expect(conflict.status == 64)
        #expect(conflict.stderr.contains("'--starred' and 'octocat' cannot be used together"), "\(conflict.stderr)")
        let invalid = try await ProcessRun.ghsearch(["--once", "--starred", "a/b"])
        #expect(invalid.status == 64)
        #expect(invalid.stderr.contains("'a/b' is not a GitHub user name"), "\(invalid.stderr)")
    }
}
