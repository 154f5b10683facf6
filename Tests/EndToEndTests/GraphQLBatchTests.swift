import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `ghsearch --batch --api graphql|rest|auto` as a built binary against the
/// fake GitHub: the same JSON Lines through either API, at a fraction of
/// the quota through GraphQL, and the same resilience.
@Suite(.standardTimeLimit, .sanitizerReports) struct GraphQLBatchTests {
    static let restToken = ["GH_TOKEN": "e2e-rest-token"]
    static let graphQLToken = ["GH_TOKEN": "e2e-graphql-token"]

    /// `count` users named `prefix1…`, with 0, 1, 150 or 250 repositories as
    /// `repositories(i)` says.
    static func users(_ count: Int, prefix: String, repositories: (Int) -> Int) -> [FakeUser] {
        (1...count).map { FakeData.user(login: "\(prefix)\($0)", id: 80_000_000 + $0, repositoryCount: repositories($0), seed: UInt64($0)) }
    }

    static func sortedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).sorted()
    }

    static func batch(_ fake: FakeServerFixture, _ input: String, _ arguments: [String], token: [String: String],
                      stdin: String? = nil) async throws -> ProcessRun {
        try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "-q"] + arguments, environment: token, stdin: stdin, deadline: 100)
    }

    @Test func aThousandUsersGiveTheSameLinesThroughBothAPIsAtAFractionOfTheQuota() async throws {
        // 485 users with no repository, 485 with one, 5 with 150 and 5 with
        // 250 (two and three pages), and 20 names nobody has.
        let users = Self.users(980, prefix: "k") { i in i <= 485 ? 0 : i <= 970 ? 1 : i <= 975 ? 150 : 250 }
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 100_000), users: users)
        let logins = users.map(\.login) + (1...20).map { "nobody-\($0)" }
        var random = SeededGenerator("aThousandUsersGiveTheSameLinesThroughBothAPIs")
        let input = try BatchTests.inputFile(logins.shuffled(using: &random))
        let rest = try await Self.batch(fake, input, ["--api", "rest", "--no-cache", "--jobs", "4"], token: Self.restToken)
        let graphQL = try await Self.batch(fake, input, ["--api", "graphql"], token: Self.graphQLToken)
        #expect(rest.status == 1 && graphQL.status == 1, "20 users are unknown: \(graphQL.stderr)")
        let lines = Self.sortedLines(graphQL.stdout)
        #expect(lines.count == 1_000)
        #expect(lines == Self.sortedLines(rest.stdout), "the same records, whatever the API")
        #expect(lines.filter { $0.contains(#""error":"not_found""#) }.count == 20)

        let restSpent = fake.server.quotaUsed(token: "e2e-rest-token", resource: .core)
        let graphQLSpent = fake.server.quotaUsed(token: "e2e-graphql-token", resource: .graphql)
        #expect(restSpent == 485 + 485 + 5 * 2 + 5 * 3 + 20)
        #expect(graphQLSpent * 25 <= restSpent, "GraphQL spent \(graphQLSpent) points, REST \(restSpent) requests")
        #expect(fake.server.quotaUsed(token: "e2e-graphql-token", resource: .core) == 0, "no REST request in GraphQL mode")

        // Logins travel as variables: no query text names a user.
        let queries = fake.server.requests.filter { $0.path == "/graphql" }
        #expect(queries.count == graphQLSpent)
        for query in queries {
            let body = try #require(try JSONSerialization.jsonObject(with: Data(query.body)) as? [String: Any])
            let text = try #require(body["query"] as? String)
            #expect(!text.contains("k1") && !text.contains("nobody"))
        }
    }

    @Test func everyFieldEverySortAndTheHostileTextsMatchREST() async throws {
        let users = Self.users(10, prefix: "f") { [0, 1, 7, 150, 33][$0 % 5] } + [BuiltInDataSet.hostile]
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 100_000), users: users)
        let input = try BatchTests.inputFile(users.map(\.login) + ["nobody-here"])
        for options in [["--json"], ["--json", "name,stargazers_count", "--sort", "stars", "--limit", "120"],
                        ["--type", "all", "--sort", "pushed", "--limit", "101"]] {
            let rest = try await Self.batch(fake, input, ["--api", "rest", "--no-cache"] + options, token: Self.restToken)
            let graphQL = try await Self.batch(fake, input, ["--api", "graphql"] + options, token: Self.graphQLToken)
            #expect(graphQL.status == 1, "\(graphQL.stderr)")
            #expect(Self.sortedLines(graphQL.stdout) == Self.sortedLines(rest.stdout), "\(options)")
            #expect(Self.sortedLines(graphQL.stdout).count == 12)
        }
    }

    @Test func anUnknownUserReportedAsAnErrorOnItsAliasFailsAloneAndEnterpriseUsesApiGraphql() async throws {
        let users = Self.users(5, prefix: "n") { $0 }
        let fake = try FakeServerFixture(users: users)
        fake.server.setGraphQL(GraphQLConfiguration(unknownOwner: .notFoundError))
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL + "/api/v3", "--api", "graphql", "-q"],
                                          environment: Self.graphQLToken, stdin: "n1\nghost\nn2\nn3\nn4\nn5\n")
        #expect(run.status == 1)
        let objects = try BatchTests.objects(run.stdout)
        #expect(objects.count == 6)
        #expect(objects.filter { $0["count"] is Int }.count == 5)
        #expect(run.stdout.contains(#"{"user":"ghost","error":"not_found","message":"User 'ghost' not found on GitHub."}"#))
        #expect(fake.server.requests.map(\.path) == ["/api/graphql"], "one query for all six")
    }

    @Test func aQueryTimeoutShrinksTheBatchAndItCompletes() async throws {
        let users = Self.users(120, prefix: "t") { $0 % 3 }
        let fake = try FakeServerFixture(users: users)
        // A query of 50 owners asks for 5,000 nodes; more than 1,500 time out.
        fake.server.setGraphQLTimeout(aboveNodes: 1_500)
        let input = try BatchTests.inputFile(users.map(\.login))
        let graphQL = try await Self.batch(fake, input, ["--api", "graphql"], token: Self.graphQLToken)
        #expect(graphQL.status == 0, "\(graphQL.stderr)")
        let statuses = fake.server.requests.filter { $0.path == "/graphql" }.map(\.responseStatus)
        #expect(statuses.prefix(3) == [502, 502, 200], "5,000 nodes, then 2,500 time out; 1,250 pass")
        #expect(statuses.filter { $0 == 502 }.count <= 4, "the budget grows back, never to a size that timed out: \(statuses)")
        let rest = try await Self.batch(fake, input, ["--api", "rest", "--no-cache"], token: Self.restToken)
        #expect(Self.sortedLines(graphQL.stdout) == Self.sortedLines(rest.stdout))
    }

    /// Each answer GitHub gives instead of running a query, once, to the
    /// first query of 8 users: what may pass again is sent again (the same
    /// query), what may pass smaller is split, what never will is not sent again.
    @Test(arguments: [
        (GraphQLFault.internalError, 0, "retried"),
        (.serviceUnavailable, 0, "retried"),
        (.unicorn(status: 503), 0, "retried"),
        (.timeout, 0, "split"),
        (.maxNodeLimitExceeded, 0, "split"),
        (.forbidden, 1, "forbidden"),
        (.validation, 1, "invalid_response"),
    ])
    func gitHubsAnswersInsteadOfAQueryAreRetriedSplitOrFinal(fault: GraphQLFault, status: Int32, outcome: String) async throws {
        let users = Self.users(8, prefix: "g") { $0 }
        let fake = try FakeServerFixture(users: users)
        fake.server.failNextGraphQLQueries([fault])
        let input = try BatchTests.inputFile(users.map(\.login))
        let run = try await Self.batch(fake, input, ["--api", "graphql"], token: Self.graphQLToken)
        #expect(run.status == status, "\(fault): \(run.stderr)")
        let lines = Self.sortedLines(run.stdout)
        #expect(lines.count == 8, "\(fault): every user has its record")
        let queries = fake.server.requests.filter { $0.path == "/graphql" }
        let logins = try queries.map { query in
            let body = try #require(try JSONSerialization.jsonObject(with: Data(query.body)) as? [String: Any])
            let variables = try #require(body["variables"] as? [String: Any])
            return variables.values.compactMap { $0 as? String }.filter { $0.hasPrefix("g") }.sorted()
        }
        switch outcome {
        case "retried":
            #expect(run.status == 0 && lines.allSatisfy { !$0.contains(#""error""#) }, "\(fault)")
            #expect(logins.count == 2 && logins[0] == logins[1], "\(fault): the same query once more: \(logins)")
        case "split":
            #expect(lines.allSatisfy { !$0.contains(#""error""#) }, "\(fault)")
            #expect(logins.count > 2 && logins[1].count < logins[0].count, "\(fault): smaller queries: \(logins)")
        default:
            #expect(queries.count == 1, "\(fault): not sent again")
            #expect(lines.allSatisfy { $0.contains(#""error":"\#(outcome)""#) }, "\(fault): \(lines)")
        }
    }

    @Test func killedMidwayThenResumedInGraphQLModeLosesAndDuplicatesNothing() async throws {
        // Queries of up to 50 users, and users whose second and third pages
        // come in later queries: a kill finds users started and not written.
        let users = Self.users(300, prefix: "r") { $0 % 40 == 0 ? 250 : $0 % 20 == 0 ? 150 : $0 % 2 }
        let fake = try FakeServerFixture(users: users)
        let input = try BatchTests.inputFile(users.map(\.login))
        let reference = try await Self.batch(fake, input, ["--api", "graphql"], token: Self.graphQLToken)
        #expect(reference.status == 0)
        fake.server.setLatency(.milliseconds(150))
        let output = ProcessRun.scratchDirectory() + "/out.jsonl"
        let killed = try await KilledRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "--api", "graphql", "--output", output, "--quiet"],
                                            environment: Self.graphQLToken, output: output, afterLines: 30)
        #expect(killed, "killed before it finished")
        let before = try String(contentsOfFile: output, encoding: .utf8)
        #expect(before.split(separator: "\n").count < 300)
        fake.server.setLatency(.zero)

        let resumed = try await Self.batch(fake, input, ["--api", "graphql", "--output", output, "--resume"], token: Self.graphQLToken)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let after = try String(contentsOfFile: output, encoding: .utf8)
        #expect(after.hasSuffix("\n"))
        #expect(Self.sortedLines(after) == Self.sortedLines(reference.stdout), "none lost, none twice, none cut")
    }

    @Test func resumeWorksAcrossModesAndAutoUsesRESTForCachedUsers() async throws {
        let users = Self.users(40, prefix: "m") { $0 % 10 == 0 ? 150 : $0 % 2 }
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 100_000), users: users)
        let cache = ProcessRun.scratchDirectory()
        let environment = Self.graphQLToken.merging(["XDG_CACHE_HOME": cache]) { $1 }
        let firstHalf = try BatchTests.inputFile(users.prefix(20).map(\.login))
        let all = try BatchTests.inputFile(users.map(\.login))
        let output = ProcessRun.scratchDirectory() + "/out.jsonl"
        // REST writes the first half (and fills the cache) ...
        let rest = try await Self.batch(fake, firstHalf, ["--api", "rest", "-o", output], token: environment)
        #expect(rest.status == 0)
        fake.server.resetLog()
        // ... GraphQL finishes the rest, skipping the users already written.
        let resumed = try await Self.batch(fake, all, ["--api", "graphql", "-o", output, "--resume"], token: environment)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let queried = fake.server.requests.flatMap { request -> [String] in
            let variables = (try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])?["variables"] as? [String: Any]
            return variables?.compactMap { $0.key.hasPrefix("l") ? $0.value as? String : nil } ?? []
        }
        #expect(Set(queried) == Set(users.suffix(20).map(\.login)))
        let reference = try await Self.batch(fake, all, ["--api", "rest", "--no-cache"], token: Self.restToken)
        #expect(Self.sortedLines(try String(contentsOfFile: output, encoding: .utf8)) == Self.sortedLines(reference.stdout))

        // auto: the cached half revalidated through REST (free 304s), the other half through GraphQL.
        fake.server.resetLog()
        let auto = try await Self.batch(fake, all, [], token: environment)
        #expect(auto.status == 0)
        #expect(Self.sortedLines(auto.stdout) == Self.sortedLines(reference.stdout))
        let restRequests = fake.server.requests.filter { $0.path.hasSuffix("/repos") }
        #expect(!restRequests.isEmpty && restRequests.allSatisfy { $0.responseStatus == 304 })
        let restUsers = restRequests.filter { $0.path.hasPrefix("/users/") }.compactMap { $0.pathSegments.dropFirst().first }
        #expect(Set(restUsers) == Set(users.prefix(20).map(\.login)))
        #expect(fake.server.requests.filter { $0.path == "/graphql" }.count == 2, "20 users, 2 with a second page")
    }

    @Test func tokensLimitsAndTheChoiceOfAPI() async throws {
        let users = Self.users(60, prefix: "l") { [0, 1][$0 % 2] }
        let fake = try FakeServerFixture(users: users)
        let input = try BatchTests.inputFile(users.map(\.login))
        // GraphQL answers no anonymous caller: refused before any request.
        let anonymous = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "--api", "graphql"])
        #expect(anonymous.status == 64)
        #expect(anonymous.stderr == "Error: --api graphql needs a token (GH_TOKEN or GITHUB_TOKEN): GitHub's GraphQL API answers no anonymous request.\n")
        #expect(fake.server.requests.isEmpty)
        // auto without a token is REST; with topics asked, too (GraphQL would cost as much).
        _ = try await Self.batch(fake, input, [], token: [:])
        _ = try await Self.batch(fake, input, ["--json", "name,topics", "--no-cache"], token: Self.restToken)
        #expect(fake.server.requests.allSatisfy { $0.path.hasSuffix("/repos") } && fake.server.requests.count == 120)

        // Two points an hour: the first query is answered, the batch stops at the limit (--no-wait) ...
        fake.server.resetLog()
        fake.server.setGraphQL(GraphQLConfiguration(pointsPerWindow: 1, resetSeconds: 2))
        let output = ProcessRun.scratchDirectory() + "/out.jsonl"
        let stopped = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "--api", "graphql", "-o", output, "--no-wait"],
                                              environment: Self.graphQLToken)
        #expect(stopped.status == 3, "\(stopped.stderr)")
        #expect(stopped.stderr.contains("Error: stopped because the rate limit is used up (--no-wait); 10 users left."))
        #expect(stopped.stderr.contains("quota left 0/1 GraphQL points"))
        // ... and waits for the reset without it.
        let resumed = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "--api", "graphql", "-o", output, "--resume", "-q"],
                                              environment: Self.graphQLToken)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try BatchTests.objects(try String(contentsOfFile: output, encoding: .utf8)).count == 60)

        // A secondary limit (2 queries in 2 seconds here) is waited out.
        fake.server.setGraphQL(GraphQLConfiguration(secondaryPointsPerWindow: 1, secondaryWindowSeconds: 2))
        fake.server.resetLog()
        let paced = try await Self.batch(fake, input, ["--api", "graphql"], token: Self.graphQLToken)
        #expect(paced.status == 0, "\(paced.stderr)")
        #expect(fake.server.requests.map(\.responseStatus) == [200, 403, 200])
        #expect(try BatchTests.objects(paced.stdout).count == 60)
    }
}
