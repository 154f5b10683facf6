import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting

@Suite(.standardTimeLimit) struct RateLimitBudgetTests {
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    func limit(_ remaining: Int, reset: TimeInterval?, of total: Int = 10) -> RateLimit {
        RateLimit(limit: total, remaining: remaining, reset: reset.map { t0.addingTimeInterval($0) })
    }

    @Test func unknownQuotaLetsRequestsGo() {
        var budget = RateLimitBudget()
        #expect(budget.decide(now: t0) == .send)
        #expect(budget.inFlight == 1)
    }

    @Test func requestsInFlightCountAsSpent() {
        var budget = RateLimitBudget()
        budget.observe(limit(2, reset: 60))
        #expect(budget.decide(now: t0) == .send)
        #expect(budget.decide(now: t0) == .send)
        #expect(budget.decide(now: t0) == .waitForAnswers)
        budget.observe(limit(1, reset: 60))
        budget.finish()
        #expect(budget.decide(now: t0) == .waitForAnswers)
        budget.observe(limit(0, reset: 60))
        budget.finish()
        #expect(budget.decide(now: t0) == .wait(until: t0.addingTimeInterval(60), .quota))
        #expect(budget.decide(now: t0.addingTimeInterval(60)) == .send, "a new window")
    }

    /// The server's clock is not ours: a request sent at the reset instant
    /// can still meet the spent window (and a 403). The window counts as
    /// over only `margin` after its reset; until then a spent quota waits.
    @Test func aWindowIsOverOnlyAMarginAfterItsReset() {
        var budget = RateLimitBudget(margin: 1)
        budget.observe(limit(1, reset: 60))
        #expect(budget.decide(now: t0) == .send)
        budget.observe(limit(0, reset: 60))
        budget.finish()
        #expect(budget.decide(now: t0.addingTimeInterval(60)) == .wait(until: t0.addingTimeInterval(60), .quota),
                "at the reset instant the server may not have rolled over")
        #expect(budget.decide(now: t0.addingTimeInterval(60.5)) == .wait(until: t0.addingTimeInterval(60), .quota))
        #expect(budget.inFlight == 0)
        #expect(budget.decide(now: t0.addingTimeInterval(61)) == .send, "a new window, one request alone")
        #expect(budget.decide(now: t0.addingTimeInterval(61)) == .waitForAnswers)
    }

    @Test func aNotModifiedAnswerGivesItsUnitBack() {
        var budget = RateLimitBudget()
        budget.observe(limit(1, reset: 60))
        #expect(budget.decide(now: t0) == .send)
        budget.observe(limit(1, reset: 60))  // a 304: nothing spent
        budget.finish()
        #expect(budget.decide(now: t0) == .send)
    }

    @Test func lateAnswersFromAnEarlierWindowOrWithMoreLeftAreIgnored() {
        var budget = RateLimitBudget()
        budget.observe(limit(3, reset: 60))
        budget.observe(limit(5, reset: 60))
        #expect(budget.remaining == 3)
        budget.observe(limit(9, reset: 120))
        #expect(budget.remaining == 9)
        budget.observe(limit(0, reset: 60))
        #expect(budget.remaining == 9 && budget.reset == t0.addingTimeInterval(120))
    }

    @Test func exhaustedWithoutAResetWaitsAMinute() {
        var budget = RateLimitBudget()
        budget.exhausted(RateLimit(), now: t0)
        #expect(budget.decide(now: t0) == .wait(until: t0.addingTimeInterval(60), .quota))
        #expect(budget.decide(now: t0.addingTimeInterval(60)) == .send)
    }

    @Test func aReserveAsLargeAsTheLimitStillLetsOneRequestGo() {
        var budget = RateLimitBudget(reserve: 100)
        budget.observe(limit(1, reset: 60, of: 1))
        #expect(budget.decide(now: t0) == .send)
    }

    @Test func pausesOutrankTheQuota() {
        var budget = RateLimitBudget()
        budget.observe(limit(5, reset: 60))
        budget.pause(until: t0.addingTimeInterval(2))
        #expect(budget.decide(now: t0) == .wait(until: t0.addingTimeInterval(2), .secondaryLimit))
        #expect(budget.decide(now: t0.addingTimeInterval(2)) == .send)
    }

    /// After a reset nothing is known of the new window: one request goes
    /// alone, the others wait for its answer (`--jobs N` with a quota below N).
    @Test func afterAResetOneRequestGoesFirst() {
        var budget = RateLimitBudget()
        budget.observe(limit(0, reset: 60, of: 5))
        let later = t0.addingTimeInterval(61)
        #expect(budget.decide(now: later) == .send)
        #expect(budget.decide(now: later) == .waitForAnswers)
        #expect(budget.decide(now: later) == .waitForAnswers)
        budget.observe(limit(4, reset: 120, of: 5))
        budget.finish()
        for _ in 0..<4 { #expect(budget.decide(now: later) == .send) }
        #expect(budget.decide(now: later) == .waitForAnswers, "four in flight for four left")
    }

    @Test func atTheStartOneRequestGoesFirstAndAnAnswerWithoutHeadersLetsTheRestGo() {
        var budget = RateLimitBudget()
        #expect(budget.decide(now: t0) == .send)
        #expect(budget.decide(now: t0) == .waitForAnswers)
        budget.finish()  // no rate-limit headers at all (a server without limits)
        #expect(budget.decide(now: t0) == .send)
        #expect(budget.decide(now: t0) == .send)
    }
}
