import Foundation
import Synchronization
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchQuota

/// `throttle(by:)` in virtual time: one tick is one second of the manual
/// clock (the goal test scales it to 150 ms). Sleepers: a timer sleeps only
/// while a line is held back or the limit is spent.
@Suite(.standardTimeLimit) struct QuotaThrottleTests {
    /// The reference throttle's window of 3 ticks; settling takes 4.
    static let policy = QuotaThrottlePolicy(interval: .steps(3), settle: .steps(4), reserve: 2, horizon: .steps(60),
                                            resetMargin: .steps(1), maximumBackoff: .steps(60))

    /// The reference throttle's own diagrams, drawn alike while the search
    /// limit is plentiful.
    @Test(arguments: ReferenceThrottleDiagram.all)
    func plentyOfQuotaIsTheReferenceThrottle(_ diagram: ReferenceThrottleDiagram) async throws {
        var policy = Self.policy
        policy.interval = .steps(diagram.interval)
        try await expectQuotaMarble(diagram.input, diagram.output, sleepers: diagram.sleepers, policy: policy,
                                    prepare: { $0.report(remaining: 5_000, of: 5_000, resetIn: 3_600, clock: $1) },
                                    check: { throttle, _ in #expect(throttle.mode == .live) })
    }

    /// And for keys that spend no search (user mode), whatever is known of the limit.
    @Test(arguments: ReferenceThrottleDiagram.all)
    func keysThatSpendNoSearchAreTheReferenceThrottle(_ diagram: ReferenceThrottleDiagram) async throws {
        var policy = Self.policy
        policy.interval = .steps(diagram.interval)
        try await expectQuotaMarble(diagram.input, diagram.output, sleepers: diagram.sleepers, policy: policy,
                                    searchMode: false)
    }

    @Test func lowQuotaSendsOnlySettledText() async throws {
        // At the reserve: not even a finished word; the line goes once it
        // has been still for 4 ticks.
        try await expectQuotaMarble("abc d----|", "--------d|", sleepers: "111111110", policy: Self.policy,
                                    prepare: { $0.report(remaining: 2, resetIn: 600, clock: $1) },
                                    check: { throttle, _ in #expect(throttle.mode == .sparing) })
    }

    @Test func lowQuotaSendsAFinishedWordWhileMoreThanTheReserveRemains() async throws {
        let server = SearchLimitServer(limit: 10, window: .steps(60))
        try await expectQuotaMarble("ab cd----|", "--b-----d|", sleepers: "110111110", policy: Self.policy, server: server,
                                    prepare: { $0.report(remaining: 9, resetIn: 600, clock: $1) })
        #expect(server.searches == ["ab ", "ab cd"])
    }

    @Test func spentQuotaSendsNothingUntilTheResetThenTheLatestTextOnce() async throws {
        // Spent until tick 5 (+1 margin): the line typed meanwhile goes at
        // the reset, settled by then; one search.
        try await expectQuotaMarble("ab------|", "------b-|", sleepers: "11111100", policy: Self.policy,
                                    prepare: { throttle, clock in
                                        throttle.report(remaining: 0, resetIn: 5, clock: clock)
                                        #expect(throttle.mode == .waiting(until: .init(tick: 6)))
                                    },
                                    check: { throttle, _ in #expect(throttle.mode == .sparing) })
    }

    @Test func spentQuotaKeepsEnterUntilTheReset() async throws {
        try await expectQuotaMarble("abc<!----|", "------B--|", sleepers: "111111000", policy: Self.policy,
                                    prepare: { $0.report(remaining: 0, resetIn: 5, clock: $1) })
    }

    @Test func spentSearchQuotaLeavesUserModeAsItIs() async throws {
        try await expectQuotaMarble("abcdefghijk|", "a--d--g--j--[k|]", sleepers: "1111111111110", policy: Self.policy,
                                    searchMode: false,
                                    prepare: { $0.report(remaining: 0, resetIn: 100, clock: $1) })
    }

    @Test func aRefusalStopsTheSearchesUntilItsReset() async throws {
        // Another program spent the limit: the first search is refused (the
        // server's window is full), the next line waits for the reset the
        // refusal names (tick 0 + 8, + 1) and goes then, once; its answer
        // (a new window, spent again) is believed over the throttle's guess.
        let server = SearchLimitServer(limit: 1, window: .steps(8))
        _ = server.answer(TypedLine(text: "elsewhere"), now: .zero)
        try await expectQuotaMarble("ab -c------|", "--b------c-|", sleepers: "111111111110", policy: Self.policy,
                                    server: server,
                                    check: { throttle, _ in #expect(throttle.mode == .waiting(until: .init(tick: 18))) })
        #expect(server.searches == ["elsewhere", "ab ", "ab c"])
        #expect(server.refused == 1)
    }

    @Test func typingAThreeWordQueryAt150msAKeyCostsThreeSearchesThroughTheSequence() async throws {
        // One tick is 150 ms here, one key a tick: the window is 2 ticks
        // (0.3 s), settling 6 (0.9 s), the search window 400 (60 s), with a
        // fresh limit of 10 that the throttle learns from the first answer.
        let policy = QuotaThrottlePolicy(interval: .steps(2), settle: .steps(6), reserve: 2, horizon: .steps(400),
                                         resetMargin: .steps(7), maximumBackoff: .steps(400))
        let server = SearchLimitServer(limit: 10, window: .steps(400))
        let sleepers = String(repeating: "1", count: 7) + "0" + String(repeating: "1", count: 8) + "0"
            + String(repeating: "1", count: 10) + "0"
        try await expectQuotaMarble("machine learning swift------|", "-------e--------g----------t|", sleepers: sleepers,
                                    policy: policy, server: server)
        #expect(server.searches == ["machine ", "machine learning ", "machine learning swift"])
        #expect(server.refused == 0)
    }

    @Test func theModeChangeIsToldWhenItHappens() async throws {
        let clock = ManualClock()
        let changes = Watched<[QuotaThrottleMode<ManualClock.Instant>]>([])
        let box = Mutex<QuotaThrottle<TypedLine, ManualClock>?>(nil)
        let observed = QuotaThrottle<TypedLine, ManualClock>(
            policy: Self.policy, clock: clock, wallClock: { Date(timeIntervalSince1970: Double(clock.now.offset.components.seconds)) },
            onModeChange: { if let mode = box.withLock({ $0 })?.mode { changes.update { $0.append(mode) } } })
        box.withLock { $0 = observed }
        defer { box.withLock { $0 = nil } }  // the throttle holds the closure that holds the box: break the cycle
        observed.report(remaining: 0, resetIn: 5, clock: clock)
        observed.report(remaining: 5_000, of: 5_000, resetIn: 3_600, clock: clock)
        #expect(changes.value == [.waiting(until: .init(tick: 6)), .live])
        // A report or a refusal of another resource changes nothing.
        observed.report(RateLimit(limit: 60, remaining: 0, resource: "core"))
        observed.reportRejection(RateLimit(limit: 60, remaining: 0, resource: "core"))
        #expect(changes.value.count == 2)
        #expect(observed.mode == .live)
    }

    @Test func cancellingTheConsumerStopsTheTimerAndTheKeys() async throws {
        let clock = ManualClock()
        let throttle = QuotaThrottle<TypedLine, ManualClock>(policy: Self.policy, clock: clock)
        let source = ControlledSequence<TypedLine>()
        let throttled = source.throttle(by: throttle)
        let consumer = Task {
            for await _ in throttled {}
        }
        try await source.send(TypedLine(text: "a"))
        try await clock.waitForSleepers(1)  // settling
        consumer.cancel()
        try await consumer.value(within: .seconds(10))
        try await clock.waitForSleepers(0)
        try await source.waitForCancellation()
    }

    @Test func leavingTheLoopStopsTheTimerAndTheKeys() async throws {
        let clock = ManualClock()
        let throttle = QuotaThrottle<TypedLine, ManualClock>(policy: Self.policy, clock: clock)
        throttle.report(remaining: 0, resetIn: 50, clock: clock)  // the reset's timer sleeps from the start
        let source = ControlledSequence<TypedLine>()
        let throttled = source.throttle(by: throttle)
        let consumer = Task { () async throws -> TypedLine? in
            for await line in throttled {
                return line
            }
            return nil
        }
        try await clock.waitForSleepers(1)
        try await source.send(TypedLine(text: "x", searchMode: false))
        #expect(try await consumer.value(within: .seconds(10)) == TypedLine(text: "x", searchMode: false))
        try await clock.waitForSleepers(0)
        try await source.waitForCancellation()
    }

    @Test func backgroundSearchesAreCountedAndLeaveTheReserve() {
        let clock = ManualClock()
        let throttle = QuotaThrottle<TypedLine, ManualClock>(policy: Self.policy, clock: clock)
        #expect(throttle.requestBackgroundSearch())  // nothing known yet
        throttle.report(remaining: 3, resetIn: 60, clock: clock)
        #expect(throttle.requestBackgroundSearch())
        #expect(!throttle.requestBackgroundSearch())
    }
}
