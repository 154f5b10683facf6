import Foundation
import Testing
@testable import GHSearchCLI

/// The man page's date: SOURCE_DATE_EPOCH's day in UTC, today without it,
/// nil (refused) for anything that is not a whole number of seconds.
@Suite(.standardTimeLimit) struct ManPageDateTests {
    let now = Date(timeIntervalSince1970: 1_764_637_200)  // 2025-12-02 01:00 UTC

    @Test func sourceDateEpochGivesTheDayInUTC() {
        #expect(ManPageDate.resolve(sourceDateEpoch: "1772323200", now: now) == "2026-03-01")
        #expect(ManPageDate.resolve(sourceDateEpoch: "1772409599", now: now) == "2026-03-01")  // 23:59:59
        #expect(ManPageDate.resolve(sourceDateEpoch: "0", now: now) == "1970-01-01")
    }

    @Test func withoutItTheDayItIsMade() {
        #expect(ManPageDate.resolve(sourceDateEpoch: nil, now: now) == "2025-12-02")
        #expect(ManPageDate.resolve(sourceDateEpoch: "", now: now) == "2025-12-02")
    }

    @Test(arguments: ["yesterday", "-1", "+5", " 5", "1.5", "1e9", "١٢٣", "99999999999999999999"])
    func anythingElseIsRefused(value: String) {
        #expect(ManPageDate.resolve(sourceDateEpoch: value, now: now) == nil)
    }
}
