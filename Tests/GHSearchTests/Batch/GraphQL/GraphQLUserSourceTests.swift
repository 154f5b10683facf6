import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// The GraphQL source in virtual time, through `BatchOrchestrator`: the same
/// rate-limit rules as REST, per-user errors, shrinking on timeouts.
@Suite(.standardTimeLimit) struct GraphQLUserSourceTests {
    static let epoch = 1_700_000_000

    struct Harness: VirtualBatchHarness {
        let clock = ManualClock()
        let stub: StubGraphQL
        let gate: RateLimitGate<ManualClock>
        let runner: BatchOrchestrator

        init(counts: [String: Int], limit: Int = 5_000, window: Int = 3_600, jobs: Int = 1, waits: Bool = true,
             maxOwners: Int = 50, pacer: (Int, Duration)? = nil,
             retryDelay: @escaping @Sendable (Int) -> Duration = { _ in .zero }) {
            let clock = self.clock
            let now = Self.wallClock(clock, epoch: GraphQLUserSourceTests.epoch)
            stub = StubGraphQL(counts: counts, limit: limit, window: window, now: now)
            let gate = RateLimitGate(clock: clock, now: now, waits: waits, margin: .zero)
            self.gate = gate
            let endpoint = try! GitHubEndpoint("https://api.github.com")
            let document = GraphQLQueryDocument(selection: GraphQLRepositorySelection(fields: [.name]), listOptions: ListOptions())
            let client = GraphQLClient(endpoint: endpoint, document: document, http: stub, token: "t", onRateLimit: { gate.observe($0) })
            let options = BatchOptions(jobs: jobs)
            let source = GraphQLUserSource(client: client, gate: gate, clock: clock, options: options, maxOwnersPerQuery: maxOwners,
                                           pacer: pacer.map { GraphQLQueryPacer(clock: clock, queries: $0.0, window: $0.1) },
                                           retryDelay: retryDelay, now: now)
            runner = BatchOrchestrator(source: source)
        }

        var sentAt: [Int] { stub.log.map { $0.at - GraphQLUserSourceTests.epoch } }
    }

    static func names(_ login: String, _ count: Int) -> BatchRecord.Outcome {
        .repositories((0..<count).map { Repository(name: "\(login)-\($0)") })
    }

    @Test func manyUsersPerQueryAndAnUnknownOneFailsAlone() async throws {
        let h = Harness(counts: ["a": 3, "b": 150, "c": 0], maxOwners: 3)
        let (summary, records) = await h.start(["a", "nobody", "b", "c"]).value
        #expect(h.stub.log.map(\.logins) == [["a", "nobody", "b"], ["b", "c"]])
        #expect(records.map(\.user) == ["a", "nobody", "b", "c"])
        #expect(records[1].outcome == .failure(.not_found, message: "User 'nobody' not found on GitHub."))
        #expect(records[2].outcome == Self.names("b", 150), "its second page continued from its cursor")
        #expect(records[3].outcome == Self.names("c", 0))
        #expect(summary.written == 4 && summary.failed == 1 && summary.exitStatus == .failure)
        #expect(h.gate.rateLimit.quotaText == "4998/5000" && h.gate.rateLimit.resource == "graphql")
    }

    @Test func aSpentQuotaWaitsForTheResetAndSendsTheSameQueryAgain() async throws {
        let h = Harness(counts: ["a": 1, "b": 1, "c": 1], limit: 1, window: 10, maxOwners: 1)
        let task = h.start(["a", "b", "c"])
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0], "the quota is known spent: nothing more is sent")
        h.advance(toSecond: 10)
        try await h.clock.waitForSleepers(1)
        h.advance(toSecond: 20)
        let (summary, records) = await task.value
        #expect(h.sentAt == [0, 10, 20])
        #expect(records.map(\.user) == ["a", "b", "c"] && summary.exitStatus == .success)
    }

    @Test func aRateLimitedAnswerWaitsForItsReset() async throws {
        let h = Harness(counts: ["a": 1])
        h.stub.script(HTTPResponse(status: 200, headers: h.stub.headers(remaining: 0, reset: Self.epoch + 30),
                                   body: Array(#"{"errors":[{"type":"RATE_LIMITED","message":"API rate limit exceeded for user ID 1."}]}"#.utf8)))
        let task = h.start(["a"])
        try await h.clock.waitForSleepers(1)
        h.advance(toSecond: 30)
        let (_, records) = await task.value
        #expect(h.sentAt == [0, 30])
        #expect(records.first?.outcome == Self.names("a", 1))
    }

    @Test func noWaitStopsWithTheQueriesUsersLeftForResume() async throws {
        let h = Harness(counts: ["a": 1, "b": 1, "c": 1], limit: 1, window: 10, waits: false, maxOwners: 1)
        let (summary, records) = await h.start(["a", "b", "c"]).value
        #expect(records.map(\.user) == ["a"])
        #expect(summary.exitStatus == .rateLimited && summary.left == 2)
    }

    @Test func aSecondaryLimitWaitsRetryAfter() async throws {
        let h = Harness(counts: ["a": 1])
        h.stub.script(HTTPResponse(status: 403, headers: HTTPHeaders([("retry-after", "5")]),
                                   body: Array(#"{"message":"You have exceeded a secondary rate limit."}"#.utf8)))
        let task = h.start(["a"])
        try await h.clock.waitForSleepers(1)
        h.advance(toSecond: 5)
        let (_, records) = await task.value
        #expect(h.sentAt == [0, 5])
        #expect(records.first?.isFailure == false)
    }

    @Test func timeoutsShrinkTheQueryAndTheBatchCompletes() async throws {
        let counts = Dictionary(uniqueKeysWithValues: (0..<8).map { ("u\($0)", 2) })
        let h = Harness(counts: counts, maxOwners: 8)
        for _ in 0..<2 {
            h.stub.script(HTTPResponse(status: 502, body: Array(#"{"data":null,"errors":[{"message":"Something went wrong while executing your query. This may be the result of a timeout, or it could be a GitHub bug."}]}"#.utf8)))
        }
        let (summary, records) = await h.start(counts.keys.sorted()).value
        #expect(h.stub.log.map(\.logins.count) == [8, 4, 2, 2, 2, 2])
        #expect(records.count == 8 && records.allSatisfy { !$0.isFailure })
        #expect(summary.exitStatus == .success)
    }

    @Test func serverErrorsAreTriedThreeTimesThenFailTheQuerysUsers() async throws {
        let h = Harness(counts: ["a": 1, "b": 1])
        for _ in 0..<3 { h.stub.script(HTTPResponse(status: 500)) }
        let (summary, records) = await h.start(["a", "b"]).value
        #expect(h.stub.log.count == 3)
        #expect(records.map(\.outcome) == Array(repeating: .failure(.server_error, message: "GitHub answered 500 (server error) to every attempt; try again later."), count: 2))
        #expect(summary.failed == 2)
    }

    static let internalError = HTTPResponse(status: 200, body: Array(
        #"{"data":null,"errors":[{"message":"Something went wrong while executing your query. Please include `C0DE:1234` when reporting this issue."}]}"#.utf8))

    @Test func gitHubsInternalErrorIsRetriedAfterAPauseWithTheSameQueryAndCompletes() async throws {
        let counts = Dictionary(uniqueKeysWithValues: (0..<8).map { ("u\($0)", 2) })
        let h = Harness(counts: counts, maxOwners: 8, retryDelay: { .seconds($0) })
        h.stub.script(Self.internalError)
        h.stub.script(HTTPResponse(status: 200, body: Array(#"{"data":null,"errors":[{"type":"SERVICE_UNAVAILABLE","message":"Service unavailable"}]}"#.utf8)))
        let task = h.start(counts.keys.sorted())
        try await h.clock.waitForSleepers(1)
        h.advance(toSecond: 1)
        try await h.clock.waitForSleepers(1)
        h.advance(toSecond: 3)
        let (summary, records) = await task.value
        #expect(h.sentAt == [0, 1, 3], "backoff: 1 s, then 2 s")
        #expect(h.stub.log.map(\.logins) == Array(repeating: counts.keys.sorted(), count: 3), "the same query: not split, not shrunk")
        #expect(records.count == 8 && records.allSatisfy { !$0.isFailure })
        #expect(summary.exitStatus == .success)
    }

    @Test func aTransientErrorOnEveryAttemptFailsTheQuerysUsersAsAServerError() async throws {
        let h = Harness(counts: ["a": 1, "b": 1])
        for _ in 0..<3 { h.stub.script(Self.internalError) }
        let (summary, records) = await h.start(["a", "b"]).value
        #expect(h.stub.log.count == 3, "3 attempts in all")
        let message = "GitHub failed to run the query at every attempt (Something went wrong while executing your query. Please include `C0DE:1234` when reporting this issue.); try again later."
        #expect(records.map(\.outcome) == Array(repeating: .failure(.server_error, message: message), count: 2))
        #expect(summary.failed == 2)
    }

    @Test(arguments: [
        (#"{"data":null,"errors":[{"type":"FORBIDDEN","message":"Resource not accessible by integration"}]}"#,
         BatchRecord.Outcome.failure(.forbidden, message: "GitHub refused the request (403): Resource not accessible by integration")),
        (#"{"errors":[{"path":["query"],"extensions":{"code":"undefinedField"},"message":"Field 'viewr' doesn't exist on type 'Query'"}]}"#,
         .failure(.invalid_response, message: "Unexpected answer from https://api.github.com: GitHub refused the query: Field 'viewr' doesn't exist on type 'Query'.")),
    ])
    func whatGitHubRefusesIsNotSentAgain(body: String, outcome: BatchRecord.Outcome) async throws {
        let h = Harness(counts: ["a": 1, "b": 1])
        h.stub.script(HTTPResponse(status: 200, body: Array(body.utf8)))
        let (_, records) = await h.start(["a", "b"]).value
        #expect(h.stub.log.count == 1)
        #expect(records.map(\.outcome) == [outcome, outcome])
    }

    @Test func refusedCredentialsStopWithEveryUserLeft() async throws {
        let h = Harness(counts: ["a": 1, "b": 1], maxOwners: 1)
        h.stub.script(HTTPResponse(status: 401, body: Array(#"{"message":"Bad credentials"}"#.utf8)))
        let (summary, records) = await h.start(["a", "b"]).value
        #expect(records.isEmpty && h.stub.log.count == 1)
        #expect(summary.stoppedByCredentials && summary.left == 2 && summary.exitStatus == .failure)
    }

    @Test func severalJobsSendSeveralQueriesOnceTheQuotaIsKnown() async throws {
        let counts = Dictionary(uniqueKeysWithValues: (0..<6).map { ("u\($0)", 1) })
        let h = Harness(counts: counts, jobs: 3, maxOwners: 1)
        let (_, records) = await h.start(counts.keys.sorted()).value
        #expect(records.count == 6 && h.stub.log.count == 6)
        #expect(h.stub.log.first?.logins == ["u0"])
    }

    @Test func thePacerKeepsToTheQueriesPerWindow() async throws {
        let counts = Dictionary(uniqueKeysWithValues: (0..<5).map { ("u\($0)", 1) })
        let h = Harness(counts: counts, maxOwners: 1, pacer: (2, .seconds(60)))
        let task = h.start(counts.keys.sorted())
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0, 0])
        h.advance(toSecond: 60)
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0, 0, 60, 60])
        h.advance(toSecond: 120)
        let (_, records) = await task.value
        #expect(h.sentAt == [0, 0, 60, 60, 120] && records.count == 5)
    }
}
