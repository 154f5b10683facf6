import Testing
import TestSupport
@testable import GHSearchInteractive

/// The answers kept this session: found by key, the newest kept when the
/// bound is passed, a key stored again made the newest.
@Suite(.standardTimeLimit) struct RecentlyStoredTests {
    @Test func theLeastRecentlyStoredGoesFirst() {
        var stored = RecentlyStored<String, Int>(capacity: 2)
        stored.remember(1, for: "a")
        stored.remember(2, for: "b")
        stored.remember(10, for: "a")  // the newest again
        stored.remember(3, for: "c")  // past the bound: "b" goes
        #expect(stored.value(for: "a") == 10)
        #expect(stored.value(for: "b") == nil)
        #expect(stored.value(for: "c") == 3)
        #expect(stored.value(for: "d") == nil)
    }

    @Test func equalWhenTheSameAnswersWereStoredInTheSameOrder() {
        var one = RecentlyStored<String, Int>(capacity: 3)
        var other = RecentlyStored<String, Int>(capacity: 3)
        #expect(one == other)
        one.remember(1, for: "a")
        one.remember(2, for: "b")
        other.remember(2, for: "b")
        other.remember(1, for: "a")
        #expect(one != other)
        other.remember(2, for: "b")
        #expect(one == other)
        other.remember(5, for: "b")
        #expect(one != other)
        #expect(RecentlyStored<String, Int>(capacity: 2) != RecentlyStored<String, Int>(capacity: 3))
    }
}
