/// The words of relative times ("3 days ago"), kept in one place per
/// language so another catalogue (e.g. Korean) is one more value.
public struct RelativeTimeCatalog: Sendable {
    /// A unit of elapsed time.
    public enum Unit: Sendable, Hashable, CaseIterable {
        case minute, hour, day, month, year
    }

    /// For less than a minute, and for times in the future (clock skew).
    public let justNow: String
    /// The phrase for `count` (1 or more) `unit`s ago.
    public let ago: @Sendable (_ count: Int, _ unit: Unit) -> String

    public init(justNow: String, ago: @escaping @Sendable (_ count: Int, _ unit: Unit) -> String) {
        self.justNow = justNow
        self.ago = ago
    }

    /// English: "just now", "5 min ago", "1 hour ago", "3 days ago",
    /// "2 mo ago", "1 yr ago".
    public static let english = RelativeTimeCatalog(justNow: "just now") { count, unit in
        switch unit {
        case .minute: "\(count) min ago"
        case .hour: count == 1 ? "1 hour ago" : "\(count) hours ago"
        case .day: count == 1 ? "1 day ago" : "\(count) days ago"
        case .month: "\(count) mo ago"
        case .year: "\(count) yr ago"
        }
    }
}

extension RelativeTimeCatalog {
    /// Korean: "방금", "5분 전", "1시간 전", "3일 전", "2개월 전", "1년 전".
    public static let korean = RelativeTimeCatalog(justNow: "방금") { count, unit in
        switch unit {
        case .minute: "\(count)분 전"
        case .hour: "\(count)시간 전"
        case .day: "\(count)일 전"
        case .month: "\(count)개월 전"
        case .year: "\(count)년 전"
        }
    }
}
