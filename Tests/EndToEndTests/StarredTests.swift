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
    static func fixture(quota: QuotaConfiguration = QuotaConfiguration(limit: 5000)) throws -> (FakeServerFixture, [String]) {
        let users = BuiltInDataSet.users
        var configuration = FakeGitHubConfiguration(users: users, quota: quota)
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

        // `starred_at`, as the star media type gives it: named, or with every field by `--json` alone.
        let times = try await ProcessRun.ghsearch(["--once", "--starred", "octocat", "--limit", "2", "--json", "full_name,starred_at",
                                                   "--api-url", fake.apiURL])
        #expect(times.stdout == "[\n  {\"full_name\":\"big/\(starred[249])\",\"starred_at\":\"2023-11-15T02:22:20Z\"},\n"
                + "  {\"full_name\":\"big/\(starred[248])\",\"starred_at\":\"2023-11-15T02:21:20Z\"}\n]\n", "\(times.stdout)")
        let every = try await ProcessRun.ghsearch(["--once", "--starred", "octocat", "--limit", "1", "--json", "--api-url", fake.apiURL])
        #expect(every.stdout.contains(",\"starred_at\":\"2023-11-15T02:22:20Z\"}"), "\(every.stdout)")
        let list = try await ProcessRun.ghsearch(["--once", "octocat", "--limit", "1", "--json", "--api-url", fake.apiURL])
        #expect(!list.stdout.contains("starred_at"), "a user's own list has no such field")

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

/// `--sort starred` (GitHub's `sort=created` on the starred endpoint, read
/// with `starred_at`) and `--batch --starred` (each input user's stars, over
/// REST or GraphQL).
@Suite(.standardTimeLimit, .sanitizerReports) struct StarredOrderAndBatchTests {
    @Test func sortStarredAsksGitHubForTheNewestStarFirst() async throws {
        let (fake, _) = try StarredTests.fixture()
        // Starred in an order unlike the names' and the ids': the newest is `c`.
        var configuration = FakeGitHubConfiguration(users: BuiltInDataSet.users, quota: QuotaConfiguration(limit: 5000))
        let octocat = try #require(BuiltInDataSet.users.first { $0.login == "octocat" }).repositories.map(\.name)
        configuration.stars["torvalds"] = [
            FakeStar(owner: "octocat", name: octocat[1], starredAt: 1_700_000_300),
            FakeStar(owner: "octocat", name: octocat[0], starredAt: 1_700_000_100),
            FakeStar(owner: "octocat", name: octocat[2], starredAt: 1_700_000_900),
        ]
        let ordered = try FakeServerFixture(configuration: configuration)
        let run = try await ProcessRun.ghsearch(["--once", "--starred", "torvalds", "--sort", "starred", "--json", "full_name",
                                                 "--api-url", ordered.apiURL])
        #expect(run.status == 0, "\(run.stderr)")
        let names = [octocat[2], octocat[1], octocat[0]].map { "  {\"full_name\":\"octocat/\($0)\"}" }
        #expect(run.stdout == "[\n" + names.joined(separator: ",\n") + "\n]\n")
        #expect(StarredTests.requests(ordered).map(\.target) == ["/users/torvalds/starred?per_page=100&sort=created&direction=desc"])

        let outside = try await ProcessRun.ghsearch(["--once", "octocat", "--sort", "starred", "--api-url", fake.apiURL])
        #expect(outside.status == 64)
        #expect(outside.stderr.hasPrefix("Error: '--sort starred' only applies to '--starred' (the order a user starred in).\n"),
                "\(outside.stderr)")
        #expect(fake.server.requests.isEmpty)
    }

    @Test func batchListsEachInputUsersStarsOverREST() async throws {
        let (fake, starred) = try StarredTests.fixture()
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--starred", "--api", "rest", "--json", "full_name", "--quiet",
                                                 "--api-url", fake.apiURL],
                                                environment: ["GH_TOKEN": "t"], stdin: "octocat\ntorvalds\nnobody-here\n")
        #expect(run.status == 1, "an unknown user is a failed line (exit 1): \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(run.stdout)")
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["user"] as? String == "octocat" && first["count"] as? Int == 250)
        let names = (first["repositories"] as? [[String: Any]])?.compactMap { $0["full_name"] as? String }
        #expect(names == starred.reversed().map { "big/\($0)" }, "every page, the newest star first")
        #expect(lines[1] == #"{"user":"torvalds","count":0,"repositories":[]}"#)
        #expect(lines[2].hasPrefix(#"{"user":"nobody-here","error":"not_found""#), "\(lines[2])")
        #expect(fake.server.requests.allSatisfy { $0.path != "/graphql" })
        #expect(StarredTests.requests(fake).map(\.target) == [
            "/users/octocat/starred?per_page=100",
            "/users/octocat/starred?per_page=100&page=2",
            "/users/octocat/starred?per_page=100&page=3",
            "/users/torvalds/starred?per_page=100",
            "/users/nobody-here/starred?per_page=100",
        ])
    }

    /// With a token, `auto` (and `graphql`) asks GraphQL's `starredRepositories`
    /// for many users per query: the same records as REST's, for a fraction of the quota.
    @Test func batchStarsThroughGraphQLAreTheSameRecordsAsREST() async throws {
        let (fake, _) = try StarredTests.fixture()
        let input = "octocat\ntorvalds\nnobody-here\nbig\n"
        let arguments = ["--batch", "-", "--starred", "--json", "full_name,stargazers_count,starred_at", "--quiet", "--no-cache",
                         "--api-url", fake.apiURL]
        let rest = try await ProcessRun.ghsearch(arguments + ["--api", "rest"], environment: ["GH_TOKEN": "t"], stdin: input)
        #expect(rest.status == 1, "\(rest.stderr)")
        for api in ["auto", "graphql"] {
            fake.server.resetLog()
            let graphQL = try await ProcessRun.ghsearch(arguments + ["--api", api], environment: ["GH_TOKEN": "t"], stdin: input)
            #expect(graphQL.status == 1, "\(graphQL.stderr)")
            // Records come as users finish (octocat's three pages last); the unknown user's message
            // names the API it came from; the records of stars are byte for byte REST's.
            let restLines = rest.stdout.split(separator: "\n").filter { !$0.contains("nobody-here") }.sorted()
            let graphQLLines = graphQL.stdout.split(separator: "\n").map(String.init)
            #expect(graphQLLines.count == 4)
            let same = graphQLLines.filter { !$0.contains("nobody-here") }.sorted() == restLines.map(String.init)
            #expect(same, "the records of stars differ from REST's (\(api))")
            #expect(graphQLLines.contains { $0.hasPrefix(#"{"user":"nobody-here","error":"not_found""#) }, "\(api)")
            let queries = fake.server.requests.filter { $0.path == "/graphql" }
            #expect(queries.count == 3, "three queries for 250 stars of one user and the rest on the first: \(api)")
            #expect(StarredTests.requests(fake).isEmpty, "no REST request: \(api)")
        }
        // `--sort stars` sorts here, over every page: GraphQL must bring the counts it sorts by.
        let byStars = ["--batch", "-", "--starred", "--sort", "stars", "--json", "name", "--quiet", "--no-cache", "--api-url", fake.apiURL]
        let restByStars = try await ProcessRun.ghsearch(byStars + ["--api", "rest"], environment: ["GH_TOKEN": "t"], stdin: "octocat\n")
        let graphQLByStars = try await ProcessRun.ghsearch(byStars + ["--api", "graphql"], environment: ["GH_TOKEN": "t"], stdin: "octocat\n")
        #expect(restByStars.status == 0 && graphQLByStars.status == 0, "\(restByStars.stderr)\(graphQLByStars.stderr)")
        #expect(restByStars.stdout == graphQLByStars.stdout, "the same order by stars through both APIs")
        let refused = try await ProcessRun.ghsearch(["--batch", "-", "--starred", "--api", "graphql", "--sort", "updated",
                                                     "--api-url", fake.apiURL], environment: ["GH_TOKEN": "t"], stdin: "octocat\n")
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("Error: GraphQL orders stars only by when they were starred"), "\(refused.stderr)")
    }

    @Test func batchStarsWaitOutTheRateLimitLikeLists() async throws {
        var configuration = FakeGitHubConfiguration(users: BuiltInDataSet.users, quota: QuotaConfiguration(limit: 2, resetSeconds: 2))
        let octocat = try #require(BuiltInDataSet.users.first { $0.login == "octocat" }).repositories.map(\.name)
        for (index, login) in ["torvalds", "big", "scotteg"].enumerated() {
            configuration.stars[login] = [FakeStar(owner: "octocat", name: octocat[index], starredAt: 1_700_000_000)]
        }
        let fake = try FakeServerFixture(configuration: configuration)
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--starred", "--json", "name", "--api-url", fake.apiURL],
                                                stdin: "torvalds\nbig\nscotteg\n", deadline: 120)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map(String.init) == ["torvalds", "big", "scotteg"].enumerated().map {
            #"{"user":"\#($1)","count":1,"repositories":[{"name":"\#(octocat[$0])"}]}"#
        })
        #expect(run.stderr.contains("waiting for the rate limit reset"), "\(run.stderr)")
        let statuses = StarredTests.requests(fake).map { $0.responseStatus ?? 0 }
        #expect(statuses.filter { $0 == 200 }.count == 3)
        #expect(statuses.filter { $0 == 403 || $0 == 429 }.count <= 1, "the gate waits for the reset rather than asking again")
    }
}
