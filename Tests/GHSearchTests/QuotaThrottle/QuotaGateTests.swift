import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchInteractive
@testable import GHSearchQuota

/// The pure decisions of the quota-aware throttle, event by event, in
/// virtual time (instants of the manual clock, in milliseconds here).
@Suite(.standardTimeLimit) struct QuotaGateTests {
    typealias Instant = ManualClock.Instant
    typealias Machine = QuotaDecisions<TypedLine, Instant>

    static func at(_ milliseconds: Int) -> Instant { Instant(offset: .milliseconds(milliseconds)) }

    static func line(_ text: String, urgent: Bool = false, searchMode: Bool = true, generation: Int = 0) -> TypedLine {
        TypedLine(text: text, isUrgent: urgent, searchMode: searchMode, generation: generation)
    }

    /// A machine told that `remaining` of 10 searches are left until `resetIn` ms.
    static func machine(remaining: Int, limit: Int = 10, resetIn: Int = 60_000) -> Machine {
        var machine = Machine(policy: QuotaThrottlePolicy())
        _ = machine.reported(limit: limit, remaining: remaining, resetAt: at(resetIn), now: at(0))
        return machine
    }

    // MARK: Plenty: the reference throttle

    @Test func plentyIsTheReferenceThrottleLeadingThenLatestPerWindow() {
        var machine = Self.machine(remaining: 5_000, limit: 5_000)
        #expect(machine.mode(now: Self.at(0)) == .live)
        // a at 0 (at once), b and c inside the window, c at its end (300),
        // which opens the next window; d after it is quiet goes at once.
        #expect(machine.received(Self.line("a"), now: Self.at(0)).emit == Self.line("a"))
        #expect(machine.received(Self.line("ab"), now: Self.at(100)).emit == nil)
        let held = machine.received(Self.line("abc"), now: Self.at(200))
        #expect(held.emit == nil)
        #expect(held.deadline == Self.at(300))
        let trailing = machine.timerFired(now: Self.at(300))
        #expect(trailing.emit == Self.line("abc"))
        #expect(trailing.deadline == nil)
        #expect(machine.received(Self.line("abcd"), now: Self.at(500)).emit == nil)  // window 300…600
        #expect(machine.timerFired(now: Self.at(600)).emit == Self.line("abcd"))
        #expect(machine.received(Self.line("abcde"), now: Self.at(1_000)).emit == Self.line("abcde"))
    }

    @Test func plentyEnterPassesAtOnceAndRepeatsAreNotPaidFor() {
        var machine = Self.machine(remaining: 5_000, limit: 5_000)
        _ = machine.received(Self.line("a"), now: Self.at(0))
        _ = machine.received(Self.line("ab"), now: Self.at(100))
        #expect(machine.received(Self.line("ab", urgent: true), now: Self.at(150)).emit == Self.line("ab", urgent: true))
        #expect(machine.budget.remaining == 4_998)
        // The same text again inside the window: sent at its end, as the
        // reference throttle sends it, but no search is counted.
        _ = machine.received(Self.line("ab"), now: Self.at(200))
        #expect(machine.timerFired(now: Self.at(450)).emit == Self.line("ab"))
        #expect(machine.budget.remaining == 4_998)
    }

    @Test func theEndOfAWindowIsLivelyEvenWithFewSearchesLeft() {
        // 10 left, the window ends in 1.9 s (0.9 s and the margin): at one
        // search per 0.3 s, 7 searches, and 8 may be spent above the reserve.
        var machine = Self.machine(remaining: 10, resetIn: 900)
        #expect(machine.mode(now: Self.at(0)) == .live)
        // The same 10 with a minute to go are few.
        var early = Self.machine(remaining: 10, resetIn: 60_000)
        #expect(early.mode(now: Self.at(0)) == .sparing)
        // As the minute runs out, the same 10 become plenty.
        #expect(early.mode(now: Self.at(58_700)) == .live)
    }

    // MARK: Low: only settled text

    @Test func lowSendsOnlySettledTextNeverAPrefixOfTheWordBeingTyped() {
        var machine = Self.machine(remaining: 2)  // at the reserve: no finished words either
        for (index, line) in TypedLine.keystrokes("machine learning").enumerated() {
            let output = machine.received(line, now: Self.at(150 * index))
            #expect(output.emit == nil, "\(line)")
            #expect(output.deadline == Self.at(150 * index + 800))
            #expect(output.mode == .sparing)
        }
        #expect(machine.timerFired(now: Self.at(150 * 15 + 799)).emit == nil)
        let settled = machine.timerFired(now: Self.at(150 * 15 + 800))
        #expect(settled.emit == Self.line("machine learning"))
        #expect(settled.deadline == nil)
        #expect(machine.budget.remaining == 1)
    }

    @Test func lowSendsAFinishedWordWhileMoreThanTheReserveRemains() {
        var machine = Self.machine(remaining: 3)
        #expect(machine.received(Self.line("machine "), now: Self.at(0)).emit == Self.line("machine "))
        #expect(machine.budget.remaining == 2)
        // Now at the reserve: the next finished word waits to settle.
        #expect(machine.received(Self.line("machine learning "), now: Self.at(2_000)).emit == nil)
        #expect(machine.timerFired(now: Self.at(2_800)).emit == Self.line("machine learning "))
        // A space inside an open window waits too.
        var fresh = Self.machine(remaining: 9)
        _ = fresh.received(Self.line("a "), now: Self.at(0))
        #expect(fresh.received(Self.line("a b "), now: Self.at(200)).emit == nil)
    }

    @Test func lowEnterSearchesAtOnceOnceForTheSameText() {
        var machine = Self.machine(remaining: 1)
        #expect(machine.received(Self.line("swift", urgent: true), now: Self.at(0)).emit == Self.line("swift", urgent: true))
        let spent = machine.received(Self.line("swift", urgent: true), now: Self.at(500))
        #expect(spent.emit == nil)
        #expect(spent.mode == .waiting(until: Self.at(61_000)))
    }

    @Test func lowDropsTextThatAsksWhatWasLastSearched() {
        var machine = Self.machine(remaining: 5)
        _ = machine.received(Self.line("swift "), now: Self.at(0))
        _ = machine.received(Self.line("swift x"), now: Self.at(100))
        let back = machine.received(Self.line("swift  "), now: Self.at(200))
        #expect(back.emit == nil)
        #expect(back.deadline == nil)
        #expect(!machine.isHolding)
        // A retry (new generation) of the same text is a new search.
        #expect(machine.received(Self.line("swift", urgent: true, generation: 1), now: Self.at(300)).emit != nil)
    }

    // MARK: Zero: nothing until the reset, then the latest once

    @Test func spentSendsNothingUntilTheResetThenTheLatestTextOnce() {
        var machine = Self.machine(remaining: 0, resetIn: 10_000)
        let reset = Self.at(11_000)  // GitHub's reset plus the 1 s margin
        #expect(machine.mode(now: Self.at(0)) == .waiting(until: reset))
        for (index, line) in TypedLine.keystrokes("rust cli").enumerated() {
            let output = machine.received(line, now: Self.at(500 + 150 * index))
            #expect(output.emit == nil)
            #expect(output.deadline == reset)
            #expect(output.mode == .waiting(until: reset))
        }
        #expect(machine.received(Self.line("rust cli", urgent: true), now: Self.at(4_000)).emit == nil)
        #expect(machine.timerFired(now: Self.at(10_999)).emit == nil)
        let atReset = machine.timerFired(now: reset)
        #expect(atReset.emit == Self.line("rust cli", urgent: true))
        #expect(atReset.mode == .sparing)
        #expect(atReset.deadline == nil)
        #expect(machine.budget.remaining == 9)
        #expect(machine.timerFired(now: Self.at(12_000)).emit == nil)
    }

    @Test func spentWithNothingTypedOnlyWakesToSayTheWaitIsOver() {
        var machine = Self.machine(remaining: 0, resetIn: 5_000)
        let output = machine.timerFired(now: Self.at(6_000))
        #expect(output.emit == nil)
        #expect(output.mode == .sparing)
        #expect(machine.budget.remaining == 10)
        #expect(machine.budget.resetAt == nil)
    }

    @Test func notMeteredTextKeepsTheReferenceThrottleEvenWhenSpent() {
        // User mode (a user's list is not a search) and clearing the line.
        var machine = Self.machine(remaining: 0, resetIn: 30_000)
        #expect(machine.received(Self.line("octocat", searchMode: false), now: Self.at(0)).emit != nil)
        #expect(machine.received(Self.line("torvalds", searchMode: false), now: Self.at(100)).deadline == Self.at(300))
        #expect(machine.timerFired(now: Self.at(300)).emit == Self.line("torvalds", searchMode: false))
        #expect(machine.received(Self.line(""), now: Self.at(1_000)).emit == Self.line(""))
    }

    // MARK: The budget

    @Test func everySearchSentIsCountedBeforeItsAnswer() {
        var machine = Self.machine(remaining: 4)
        _ = machine.received(Self.line("a "), now: Self.at(0))
        _ = machine.received(Self.line("a b "), now: Self.at(400))
        #expect(machine.budget.remaining == 2)
        // A late answer of the first search (3 left) cannot raise it.
        _ = machine.reported(limit: 10, remaining: 3, resetAt: Self.at(60_000), now: Self.at(500))
        #expect(machine.budget.remaining == 2)
        // Nor can an answer of an older window; a newer window replaces it.
        _ = machine.reported(limit: 10, remaining: 9, resetAt: Self.at(1_000), now: Self.at(600))
        #expect(machine.budget.remaining == 2)
        _ = machine.reported(limit: 10, remaining: 9, resetAt: Self.at(130_000), now: Self.at(700))
        #expect(machine.budget.remaining == 9)
    }

    @Test func aRefusalWaitsForTheResetItNamesOrBacksOffWhenThatHasPassed() {
        var machine = Self.machine(remaining: 5)
        let refused = machine.rejected(limit: 10, resetAt: Self.at(20_000), now: Self.at(1_000))
        #expect(refused.mode == .waiting(until: Self.at(21_000)))
        // A reset already past by this clock (GitHub's clock behind ours):
        // 1 s, then 2 s, then 4 s…
        var skewed = Self.machine(remaining: 5)
        #expect(skewed.rejected(limit: 10, resetAt: Self.at(0), now: Self.at(1_000)).mode == .waiting(until: Self.at(2_000)))
        #expect(skewed.rejected(limit: 10, resetAt: Self.at(0), now: Self.at(2_000)).mode == .waiting(until: Self.at(4_000)))
        #expect(skewed.rejected(limit: 10, resetAt: nil, now: Self.at(4_000)).mode == .waiting(until: Self.at(8_000)))
    }

    @Test func aSpentLimitWithoutAResetWaitsAWindow() {
        var machine = Machine(policy: QuotaThrottlePolicy())
        #expect(machine.reported(limit: 10, remaining: 0, resetAt: nil, now: Self.at(0)).mode == .waiting(until: Self.at(60_000)))
    }

    @Test func backgroundSearchesLeaveTheReserveToTyping() {
        var machine = Self.machine(remaining: 4)
        #expect(machine.backgroundSearch(now: Self.at(0)).granted)
        #expect(machine.backgroundSearch(now: Self.at(0)).granted)
        #expect(!machine.backgroundSearch(now: Self.at(0)).granted)
        #expect(machine.budget.remaining == 2)
        var unknown = Machine(policy: QuotaThrottlePolicy())
        #expect(unknown.backgroundSearch(now: Self.at(0)).granted)
        var spent = Self.machine(remaining: 0, limit: 30)
        #expect(!spent.backgroundSearch(now: Self.at(0)).granted)
    }

    @Test func finishedWordsAreTextEndingInASpaceAfterSomeText() {
        #expect(QuotaGate<TypedLine, Instant>.finishesAWord("swift "))
        #expect(QuotaGate<TypedLine, Instant>.finishesAWord("language:swift\t"))
        #expect(!QuotaGate<TypedLine, Instant>.finishesAWord("swift"))
        #expect(!QuotaGate<TypedLine, Instant>.finishesAWord("   "))
        #expect(!QuotaGate<TypedLine, Instant>.finishesAWord(""))
    }
}
