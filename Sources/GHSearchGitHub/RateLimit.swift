import FoundationEssentials
import GHSearchText

/// GitHub's `x-ratelimit-*` headers from one response. Every field is
/// optional: old or unusual responses omit some (the 2013 recordings carry no
/// reset time), and garbage values are ignored rather than trusted.
public struct RateLimit: Sendable, Equatable {
    public var limit: Int?
    public var remaining: Int?
    public var used: Int?
    /// When the window resets (from `x-ratelimit-reset`, Unix seconds).
    public var reset: Date?
    /// `core`, `search`, … (from `x-ratelimit-resource`).
    public var resource: String?

    public init(limit: Int? = nil, remaining: Int? = nil, used: Int? = nil, reset: Date? = nil, resource: String? = nil) {
        self.limit = limit
        self.remaining = remaining
        self.used = used
        self.reset = reset
        self.resource = resource
    }

    /// Reads the headers; `nil` when the response carries none of them.
    public init?(headers: HTTPHeaders) {
        limit = RateLimit.number(headers["x-ratelimit-limit"])
        remaining = RateLimit.number(headers["x-ratelimit-remaining"])
        used = RateLimit.number(headers["x-ratelimit-used"])
        reset = RateLimit.number(headers["x-ratelimit-reset"]).map { Date(timeIntervalSince1970: TimeInterval($0)) }
        let resourceText = headers["x-ratelimit-resource"]?.trimmingSpaces()
        resource = (resourceText?.isEmpty ?? true) ? nil : resourceText
        if limit == nil, remaining == nil, used == nil, reset == nil, resource == nil { return nil }
    }

    /// `57/60`, or nil when either number is unknown.
    public var quotaText: String? {
        guard let remaining, let limit else { return nil }
        return "\(remaining)/\(limit)"
    }

    /// The longest wait a reset time or `retry-after` can plausibly ask for:
    /// GitHub's primary window is an hour, plus a margin for clocks. A
    /// longer one is not obeyed (`--batch` waits this long, then tries once
    /// more) and not repeated to the user as if it were true.
    public static let maximumWait: TimeInterval = 3_700

    public enum Plausibility: Sendable, Equatable {
        case plausible
        /// More than a minute ago: the server's clock, or its header, is wrong.
        case past
        /// Further away than `maximumWait`.
        case tooFar
    }

    /// Whether `reset` is a time a client can believe at `now`.
    public static func plausibility(of reset: Date, now: Date) -> Plausibility {
        let seconds = reset.timeIntervalSince(now)
        if seconds < -60 { return .past }
        if seconds > maximumWait { return .tooFar }
        return .plausible
    }

    /// A non-negative decimal integer of at most 12 digits, else nil.
    static func number(_ text: String?) -> Int? {
        guard let text = text?.trimmingSpaces(), !text.isEmpty, text.utf8.count <= 12,
              text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }
}
