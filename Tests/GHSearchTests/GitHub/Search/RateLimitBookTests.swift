import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// Rate limits kept per resource, newest knowledge first.
@Suite(.standardTimeLimit) struct RateLimitBookTests {
    private func limit(_ remaining: Int, of total: Int = 10, reset: TimeInterval = 1_000, resource: String? = "search") -> RateLimit {
        RateLimit(limit: total, remaining: remaining, used: total - remaining, reset: Date(timeIntervalSince1970: reset), resource: resource)
    }

    @Test func resourcesAreKeptApartCoreByDefault() {
        var book = RateLimitBook()
        book.record(limit(7))
        book.record(limit(57, of: 60, resource: nil))
        book.record(limit(4_999, of: 5_000, resource: "graphql"))
        #expect(book.search?.quotaText == "7/10")
        #expect(book.core?.quotaText == "57/60")
        #expect(book["graphql"]?.remaining == 4_999)
        #expect(book["code_search"] == nil)
    }

    @Test func aLateAnswerOfTheSameWindowCannotRaiseRemaining() {
        var book = RateLimitBook()
        book.record(limit(6))
        book.record(limit(8))
        #expect(book.search?.remaining == 6)
        #expect(book.search?.used == 4)
    }

    @Test func aNewWindowReplacesAnOldOneAndAnOldOneIsIgnored() {
        var book = RateLimitBook()
        book.record(limit(0, reset: 1_000))
        book.record(limit(9, reset: 1_060))
        #expect(book.search?.remaining == 9)
        book.record(limit(0, reset: 1_000))
        #expect(book.search?.remaining == 9)
        #expect(book.search?.reset == Date(timeIntervalSince1970: 1_060))
    }

    @Test func aReportWithoutResetIsTakenAsItIs() {
        var book = RateLimitBook()
        book.record(limit(3))
        book.record(RateLimit(limit: 10, remaining: 8, resource: "search"))
        #expect(book.search?.remaining == 8)
    }
}
