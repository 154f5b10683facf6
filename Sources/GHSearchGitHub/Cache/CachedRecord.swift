import FoundationEssentials

/// The record kept beside a cached answer's body (`CachedResponse.record`)
/// with the answer's header fields, read without the body
/// (`ResponseCache.lookupRecord`): what a revisit's first frame draws.
public struct CachedRecord: Sendable, Equatable {
    public var etag: String
    public var link: String?
    public var storedAt: Int64?
    public var record: [UInt8]

    public init(etag: String, link: String?, storedAt: Int64?, record: [UInt8]) {
        self.etag = etag
        self.link = link
        self.storedAt = storedAt
        self.record = record
    }

    /// The record `response` carries (or the one made of its rows); nil when it carries none.
    public init?(_ response: CachedResponse) {
        guard let record = response.recordToKeep else { return nil }
        self.init(etag: response.etag, link: response.link, storedAt: response.storedAt, record: record)
    }

    /// `storedAt` as a date.
    public var storedDate: Date? { storedAt.map { Date(timeIntervalSince1970: TimeInterval($0)) } }
}
