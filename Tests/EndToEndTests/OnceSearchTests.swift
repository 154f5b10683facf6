import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `ghsearch --once --search QUERY` and `--once --mine` as a built
/// binary against the fake: the user mode's TSV, table and JSON, and hostile
/// queries that reach the server only inside `q`.
@Suite(.standardTimeLimit, .sanitizerReports) struct OnceSearchTests {
    static func fixture() throws -> FakeServerFixture {
        var configuration = FakeGitHubConfiguration(users: BuiltInDataSet.users, quota: QuotaConfiguration(limit: 5000))
        configuration.search = SearchConfiguration(anonymousLimit: 100, viewers: [FakeViewer(token: "t", login: "ml-lab")])
        return try FakeServerFixture(configuration: configuration)
    }

    static func searches(_ fake: FakeServerFixture) -> [RecordedRequest] {
        fake.server.requests.filter { $0.path == "/search/repositories" }
    }

    @Test func qualifiersPrintTabSeparatedRowsInGitHubsOrder() async throws {
        let fake = try Self.fixture()
        let run = try await ProcessRun.ghsearch(["--once", "--search", "language:swift stars:>10 user:ml-lab", "--sort", "stars",
                                                 "--api-url", fake.apiURL])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            machine-learning-swift\thttps://github.com/ml-lab/machine-learning-swift
            rx-search-demo\thttps://github.com/ml-lab/rx-search-demo
            swift-cli-kit\thttps://github.com/ml-lab/swift-cli-kit

            """)
        let search = try #require(Self.searches(fake).first)
        #expect(search.queryItems.map(\.name) == ["q", "sort", "per_page"])
        #expect(search.queryItems.first?.value == "language:swift stars:>10 user:ml-lab")
    }

    @Test func jsonAndTheTitleOnATerminal() async throws {
        let fake = try Self.fixture()
        let json = try await ProcessRun.ghsearch(["--once", "--search", "topic:cli", "user:ml-lab", "--json", "name,stars",
                                                  "--api-url", fake.apiURL])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout == """
            [
              {"name":"swift-cli-kit","stargazers_count":412},
              {"name":"cli-spinner","stargazers_count":18}
            ]

            """)
        let table = try await ProcessRun.ghsearchOnTerminal(["--once", "--search", "stars:>=0", "--limit", "5",
                                                             "--api-url", fake.apiURL])
        #expect(table.status == 0)
        #expect(table.stdout.split(separator: "\n").first?.contains("Repositories (first 1,000 reachable)") == true,
                "\(table.stdout)")
    }

    @Test func hostileQueriesReachTheServerOnlyInsideQ() async throws {
        let fake = try Self.fixture()
        let hostile = ["a&per_page=1", "b#frag", "c%2F..%2F", "d+e", "/../users/octocat/repos?x=", "f\ng",
                       String(repeating: "long ", count: 51)]
        for query in hostile {
            let run = try await ProcessRun.ghsearch(["--once", "--search", query, "--api-url", fake.apiURL])
            #expect([0, 64].contains(run.status), "\(query): \(run.stderr)")
        }
        // More text than GitHub reads (256 characters) is refused here, before any request.
        let tooLong = try await ProcessRun.ghsearch(["--once", "--search", String(repeating: "long ", count: 2_000),
                                                     "--api-url", fake.apiURL])
        #expect(tooLong.status == 64)
        #expect(tooLong.stderr.contains("9,999 characters") || tooLong.stderr.contains("9999 characters"), "\(tooLong.stderr)")
        let searches = Self.searches(fake)
        #expect(searches.count == hostile.count)
        for (search, query) in zip(searches, hostile) {
            #expect(search.queryItems.map(\.name) == ["q", "per_page"], "\(search.target)")
            let words = query.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            let q = search.queryItems.first?.value ?? ""
            #expect(q == query || q == words, "\(search.target)")
        }
        #expect(fake.repositoryRequests.allSatisfy { $0.path == "/search/repositories" })
    }

    @Test func mineWithATokenAndWithout() async throws {
        let fake = try Self.fixture()
        let mine = try await ProcessRun.ghsearch(["--once", "--mine", "--api-url", fake.apiURL], environment: ["GH_TOKEN": "t"])
        #expect(mine.status == 0, "\(mine.stderr)")
        #expect(mine.stdout.contains("secret-model\thttps://github.com/ml-lab/secret-model\n"))
        #expect(mine.stdout.split(separator: "\n").count == 11)
        let anonymous = try await ProcessRun.ghsearch(["--once", "--mine", "--api-url", fake.apiURL],
                                                      environment: ["GH_TOKEN": "", "GITHUB_TOKEN": ""])
        #expect(anonymous.status == 1)
        #expect(anonymous.stderr == "Error: This needs a token: set GH_TOKEN (or GITHUB_TOKEN) to one that can read your repositories.\n")
        #expect(!fake.server.requests.contains { $0.path == "/user/repos" && $0.headers["authorization"] == nil })
    }

    @Test func mineWithVisibilityAndAffiliation() async throws {
        let fake = try Self.fixture()
        let mine = try await ProcessRun.ghsearch(["--once", "--mine", "--visibility", "private", "--affiliation", "owner,collaborator",
                                                  "--api-url", fake.apiURL], environment: ["GH_TOKEN": "t"])
        #expect(mine.status == 0, "\(mine.stderr)")
        #expect(mine.stdout == "secret-model\thttps://github.com/ml-lab/secret-model\n")
        let request = try #require(fake.server.requests.last { $0.path == "/user/repos" })
        #expect(request.target.contains("visibility=private") && request.target.contains("affiliation=owner,collaborator"),
                "\(request.target)")
    }
}

/// `ghsearch --batch --search FILE`: one query per line, JSON Lines.
@Suite(.standardTimeLimit, .sanitizerReports) struct BatchSearchTests {
    @Test func oneQueryPerLineWaitsForTheSearchLimitInsteadOfMeetingA403() async throws {
        var configuration = FakeGitHubConfiguration(users: BuiltInDataSet.users, quota: QuotaConfiguration(limit: 5000))
        configuration.search = SearchConfiguration(anonymousLimit: 2, resetSeconds: 2)
        let fake = try FakeServerFixture(configuration: configuration)
        let input = """
            topic:cli user:ml-lab
            # a comment
            machine learning
            language:c# user:ml-lab
            user:nobody-here
            Machine  Learning

            """
        let run = try await ProcessRun.ghsearch(["--batch", "--search", "-", "--json", "name", "--api-url", fake.apiURL],
                                                stdin: input)
        #expect(run.status == 1, "one query failed: \(run.stderr)")
        #expect(run.stdout == """
            {"query":"topic:cli user:ml-lab","count":2,"repositories":[{"name":"swift-cli-kit"},{"name":"cli-spinner"}]}
            {"query":"machine learning","count":4,"repositories":[{"name":"machine-learning-swift"},{"name":"learning-notes"},{"name":"tensor-playground"},{"name":"ml-datasets"}]}
            {"query":"language:c# user:ml-lab","count":0,"repositories":[]}
            {"query":"user:nobody-here","error":"invalid_response","message":"GitHub refused the search: Validation Failed: The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them."}

            """)
        // The progress and the summary count queries, not users.
        #expect(run.stderr.contains("/4 queries · waiting for the rate limit reset"), "\(run.stderr)")
        #expect(run.stderr.contains("Done: 4 queries written, 1 failed"), "\(run.stderr)")
        #expect(!run.stderr.contains("users"), "\(run.stderr)")
        let searches = fake.server.requests.filter { $0.path == "/search/repositories" }
        #expect(searches.count == 4, "the repeated query (other case and spaces) is asked once")
        #expect(searches.allSatisfy { $0.responseStatus != 403 && $0.responseStatus != 429 }, "\(searches.map(\.responseStatus))")
    }
}
