import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText

@Suite("RelativeTime", .standardTimeLimit)
struct RelativeTimeTests {
    private let now = Date(timeIntervalSince1970: 1_750_000_000)

    private static let cases: [(secondsAgo: Double, phrase: String)] = [
        (0, "just now"),
        (59, "just now"),
        (60, "1 min ago"),
        (59 * 60 + 59, "59 min ago"),
        (3600, "1 hour ago"),
        (5 * 3600, "5 hours ago"),
        (86_400, "1 day ago"),
        (3 * 86_400, "3 days ago"),
        (29 * 86_400, "29 days ago"),
        (30 * 86_400, "1 mo ago"),
        (65 * 86_400, "2 mo ago"),
        (364 * 86_400, "12 mo ago"),
        (365 * 86_400, "1 yr ago"),
        (3 * 365 * 86_400 + 100, "3 yr ago"),
        (-500, "just now"),
    ]

    @Test("English phrases", arguments: cases)
    func english(secondsAgo: Double, expected: String) {
        #expect(RelativeTime.describe(now.addingTimeInterval(-secondsAgo), relativeTo: now) == expected)
    }

    @Test("dates far apart do not trap")
    func extremes() {
        #expect(RelativeTime.describe(.distantPast, relativeTo: .distantFuture).hasSuffix("yr ago"))
        #expect(RelativeTime.describe(.distantFuture, relativeTo: .distantPast) == "just now")
    }

    @Test("another catalogue changes only the words")
    func catalogue() {
        let korean = RelativeTimeCatalog(justNow: "방금") { count, unit in
            let units: [RelativeTimeCatalog.Unit: String] = [.minute: "분", .hour: "시간", .day: "일", .month: "개월", .year: "년"]
            return "\(count)\(units[unit] ?? "") 전"
        }
        #expect(RelativeTime.describe(now.addingTimeInterval(-3 * 86_400), relativeTo: now, catalog: korean) == "3일 전")
        #expect(RelativeTime.describe(now, relativeTo: now, catalog: korean) == "방금")
    }
}
