import FoundationEssentials

/// The newest rate limit GitHub reported for each of its resources (`core`,
/// `search`, …): searches are counted apart from everything else (10 or 30
/// a minute against 60 or 5,000 an hour), so each is tracked and shown on its
/// own (`search 7/10` beside `57/60`).
public struct RateLimitBook: Sendable, Equatable {
    public private(set) var limits: [String: RateLimit] = [:]

    public init() {}

    /// The resource of an answer that names none.
    public static let defaultResource = "core"

    /// Records `limit` under its resource. Answers can arrive out of order
    /// (a superseded request finishing late): a report of an older window is
    /// ignored, and within one window the lowest `remaining` stands.
    public mutating func record(_ limit: RateLimit) {
        let resource = limit.resource ?? Self.defaultResource
        limits[resource] = Self.merged(limits[resource], limit)
    }

    public subscript(resource: String) -> RateLimit? {
        limits[resource]
    }

    public var core: RateLimit? { limits[Self.defaultResource] }
    public var search: RateLimit? { limits["search"] }

    public static func merged(_ known: RateLimit?, _ new: RateLimit) -> RateLimit {
        guard let known, let knownReset = known.reset, let newReset = new.reset else { return new }
        if newReset > knownReset { return new }
        if newReset < knownReset { return known }
        var merged = new
        if let a = known.remaining, let b = new.remaining { merged.remaining = min(a, b) }
        if let a = known.used, let b = new.used { merged.used = max(a, b) }
        return merged
    }
}
