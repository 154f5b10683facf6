import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// The batch scheduler in virtual time: a `ManualClock` and a wall clock
/// derived from it, against `StubGitHub`'s quota.
@Suite(.standardTimeLimit) struct BatchRunnerTests {
    static let epoch = 1_700_000_000

    struct Harness: VirtualBatchHarness {
        let clock = ManualClock()
        let stub: StubGitHub
        let gate: RateLimitGate<ManualClock>
        let runner: BatchOrchestrator
        /// Every wait the gate announced.
        let announced = Watched<[BatchWait]>([])

        init(limit: Int, window: Int, jobs: Int = 1, reserve: Int = 0, waits: Bool = true, margin: Duration = .zero) {
            let clock = self.clock
            let now = Self.wallClock(clock, epoch: BatchRunnerTests.epoch)
            stub = StubGitHub(limit: limit, window: window, now: now)
            let announced = self.announced
            let gate = RateLimitGate(clock: clock, now: now, reserve: reserve, waits: waits, margin: margin,
                                     onWait: { wait in announced.update { $0.append(wait) } })
            self.gate = gate
            let client = GitHubClient(endpoint: try! GitHubEndpoint("https://api.github.com"), http: stub, token: nil,
                                      onRateLimit: { gate.observe($0) })
            let service = RepositoryService(client: client, clock: clock, retryDelay: { _ in .zero })
            runner = BatchOrchestrator(source: RESTUserSource(service: service, gate: gate, options: BatchOptions(jobs: jobs), now: now))
        }

        /// Virtual seconds since the start at which each request was sent.
        var sentAt: [Int] { stub.log.map { $0.at - BatchRunnerTests.epoch } }
    }

    @Test func waitsForEachResetInsteadOfSendingARequestThatWouldFail() async throws {
        let h = Harness(limit: 2, window: 10)
        let task = h.start(["a", "b", "c", "d", "e"])
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0, 0])
        h.advance(toSecond: 9)
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0, 0], "nothing is sent before the reset")
        h.advance(toSecond: 10)
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0, 0, 10, 10])
        h.advance(toSecond: 20)
        let (summary, records) = await task.value
        #expect(h.sentAt == [0, 0, 10, 10, 20])
        #expect(h.stub.log.allSatisfy { !$0.conditional })
        #expect(records.map(\.user) == ["a", "b", "c", "d", "e"])
        #expect(records.allSatisfy { !$0.isFailure })
        #expect(summary.exitStatus == .success && summary.written == 5 && summary.left == 0)
    }

    @Test func theMarginIsAddedToTheResetTime() async throws {
        let h = Harness(limit: 1, window: 10, margin: .seconds(1))
        let task = h.start(["a", "b"])
        try await h.clock.waitForSleepers(1)
        h.advance(toSecond: 10)
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0])
        h.advance(toSecond: 11)
        _ = await task.value
        #expect(h.sentAt == [0, 11])
    }

    @Test func reserveLeavesRequestsUnused() async throws {
        let h = Harness(limit: 3, window: 10, reserve: 1)
        let task = h.start(["a", "b", "c"])
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0, 0])
        h.advance(toSecond: 10)
        _ = await task.value
        #expect(h.sentAt == [0, 0, 10])
    }

    @Test func aPrimaryLimitAnswerWaitsForItsResetAndSendsTheSameRequestAgain() async throws {
        let h = Harness(limit: 100, window: 100)
        // The quota was spent elsewhere: the first answer is a 403 with reset at +30.
        h.stub.script("a", HTTPResponse(status: 403, headers: h.stub.headers(remaining: 0, reset: Self.epoch + 30),
                                        body: Array(#"{"message":"API rate limit exceeded"}"#.utf8)))
        let task = h.start(["a", "b"])
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0])
        h.advance(toSecond: 30)
        let (summary, records) = await task.value
        #expect(h.stub.log.map(\.url) == [
            "https://api.github.com/users/a/repos?per_page=100", "https://api.github.com/users/a/repos?per_page=100",
            "https://api.github.com/users/b/repos?per_page=100",
        ])
        #expect(h.sentAt == [0, 30, 30])
        #expect(records.allSatisfy { !$0.isFailure } && summary.exitStatus == .success)
    }

    @Test func aSecondaryLimitWaitsRetryAfterSeconds() async throws {
        let h = Harness(limit: 100, window: 100)
        h.stub.script("a", HTTPResponse(status: 403, headers: HTTPHeaders([("retry-after", "2")]),
                                        body: Array(#"{"message":"You have exceeded a secondary rate limit."}"#.utf8)))
        let task = h.start(["a"])
        try await h.clock.waitForSleepers(1)
        h.advance(toSecond: 1)
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0])
        h.advance(toSecond: 2)
        let (_, records) = await task.value
        #expect(h.sentAt == [0, 2])
        #expect(records.first?.isFailure == false)
    }

    @Test func aSecondaryLimitWithoutRetryAfterBacksOffFromAMinuteAndGivesUp() async throws {
        let h = Harness(limit: 100, window: 100)
        for _ in 0..<5 {
            h.stub.script("a", HTTPResponse(status: 403, body: Array(#"{"message":"You have exceeded a secondary rate limit."}"#.utf8)))
        }
        let task = h.start(["a"])
        for second in [60, 180, 420, 900] {
            try await h.clock.waitForSleepers(1)
            h.advance(toSecond: second)
        }
        let (summary, records) = await task.value
        #expect(h.sentAt == [0, 60, 180, 420, 900])
        #expect(records.first?.outcome == .failure(.rate_limited, message: "GitHub's secondary rate limit was hit; wait a minute before trying again."))
        #expect(summary.exitStatus == .failure)
    }

    @Test func noWaitStopsAtTheLimitWithoutWritingUnfinishedUsers() async throws {
        let h = Harness(limit: 2, window: 10, waits: false)
        let (summary, records) = await h.start(["a", "b", "c", "d"]).value
        #expect(h.sentAt == [0, 0])
        #expect(records.map(\.user) == ["a", "b"])
        #expect(summary.exitStatus == .rateLimited && summary.left == 2)
        #expect(summary.stoppedAt?.until == Date(timeIntervalSince1970: TimeInterval(Self.epoch + 10)))
    }

    @Test func serverErrorsAreRetriedThreeTimesInAllThenReported() async throws {
        let h = Harness(limit: 100, window: 100)
        for _ in 0..<2 { h.stub.script("a", HTTPResponse(status: 502)) }
        for _ in 0..<3 { h.stub.script("b", HTTPResponse(status: 500)) }
        let (summary, records) = await h.start(["a", "b"]).value
        #expect(h.stub.log.count == 6)
        #expect(records[0].outcome == .repositories([Repository(name: "a-repo", htmlURL: "https://github.com/a/a-repo")]))
        #expect(records[1].outcome == .failure(.server_error, message: "GitHub answered 500 (server error) to every attempt; try again later."))
        #expect(summary.failed == 1 && summary.exitStatus == .failure)
    }

    @Test func severalJobsNeverOverspendTheQuota() async throws {
        let h = Harness(limit: 3, window: 10, jobs: 4)
        let users = (1...7).map { "u\($0)" }
        let task = h.start(users)
        // Every job waits for the reset on its own: the three that were
        // answered and the one that found the quota spent. (Waiting for one
        // sleeper raced the others still on their way to the gate.)
        try await h.clock.waitForSleepers(4)
        #expect(h.sentAt == [0, 0, 0])
        h.advance(toSecond: 10)
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0, 0, 0, 10, 10, 10])
        h.advance(toSecond: 20)
        let (_, records) = await task.value
        #expect(Set(records.map(\.user)) == Set(users) && records.count == 7)
        #expect(h.stub.log.count == 7, "no request was refused")
    }

    // MARK: Waits longer than any real one

    static let decade = 315_360_000

    /// A primary-limit 403 whose reset is ten years away.
    static func limitedForADecade(_ h: Harness) -> HTTPResponse {
        HTTPResponse(status: 403, headers: h.stub.headers(remaining: 0, reset: epoch + decade),
                     body: Array(#"{"message":"API rate limit exceeded"}"#.utf8))
    }

    @Test func aResetYearsAwayIsCutToTheMaximumThenTriedOnceMore() async throws {
        let h = Harness(limit: 100, window: 100)
        h.stub.script("a", Self.limitedForADecade(h))
        let task = h.start(["a", "b"])
        try await h.clock.waitForSleepers(1)
        let wait = try #require(h.announced.value.last)
        #expect(wait.asked == Date(timeIntervalSince1970: TimeInterval(Self.epoch + Self.decade)), "the user is told what was asked")
        #expect(wait.until == Date(timeIntervalSince1970: TimeInterval(Self.epoch) + RateLimit.maximumWait), "and what is obeyed")
        h.advance(toSecond: Int(RateLimit.maximumWait) - 1)
        try await h.clock.waitForSleepers(1)
        #expect(h.sentAt == [0])
        h.advance(toSecond: Int(RateLimit.maximumWait))
        let (summary, records) = await task.value
        #expect(h.sentAt == [0, 3_700, 3_700], "the same request once more, then the next user")
        #expect(records.allSatisfy { !$0.isFailure } && summary.exitStatus == .success)
    }

    @Test func aRetryAfterOfATrillionSecondsIsCutToTheMaximum() async throws {
        let h = Harness(limit: 100, window: 100)
        h.stub.script("a", HTTPResponse(status: 403, headers: HTTPHeaders([("retry-after", "999999999999")]),
                                        body: Array(#"{"message":"You have exceeded a secondary rate limit."}"#.utf8)))
        let task = h.start(["a"])
        try await h.clock.waitForSleepers(1)
        #expect(h.announced.value.last?.asked != nil)
        h.advance(toSecond: 3_700)
        let (_, records) = await task.value
        #expect(h.sentAt == [0, 3_700])
        #expect(records.first?.isFailure == false)
    }

    @Test func anImplausibleWaitAskedAgainStopsTheBatch() async throws {
        let h = Harness(limit: 100, window: 100)
        for _ in 0..<2 {
            h.stub.script("a", Self.limitedForADecade(h))
        }
        let task = h.start(["a", "b"])
        try await h.clock.waitForSleepers(1)
        h.advance(toSecond: 3_700)
        let (summary, records) = await task.value
        #expect(h.sentAt == [0, 3_700], "not a third request, not a second wait of an hour")
        #expect(records.isEmpty)
        #expect(summary.exitStatus == .rateLimited && summary.left == 2)
        #expect(summary.stoppedAt?.asked != nil)
    }

    @Test func noWaitStopsAtOnceAtAnImplausibleReset() async throws {
        let h = Harness(limit: 100, window: 100, waits: false)
        h.stub.script("a", Self.limitedForADecade(h))
        let (summary, _) = await h.start(["a"]).value
        #expect(h.sentAt == [0])
        #expect(summary.exitStatus == .rateLimited)
    }
}
