import FoundationEssentials

/// Remembers, per request URL and credentials, the last `200` answer with its
/// `ETag`, so a repeat can be sent with `If-None-Match` and a `304` (which
/// costs no quota) served from here.
///
/// Every method may do I/O (the disk cache runs it off Swift's cooperative
/// pool), hence `async`; none may fail a search: a cache that cannot be read
/// or written only misses.
public protocol ResponseCache: Sendable {
    func lookup(_ key: ResponseCacheKey) async -> CachedResponse?
    func store(_ response: CachedResponse, for key: ResponseCacheKey) async
    /// Forgets `key`'s answer (it proved unusable).
    func remove(_ key: ResponseCacheKey) async
    /// Whether an answer for `key` would be kept if stored: when not, its
    /// body is not kept apart from where the HTTP client reads it.
    func keepsBody(for key: ResponseCacheKey) -> Bool
    /// The record kept beside `key`'s answer, read without its body (nil:
    /// no answer, no record, or one that could not be read): a revisit's
    /// rows drawn from the cache. Whoever gets nil looks the answer up.
    func lookupRecord(_ key: ResponseCacheKey) async -> CachedRecord?
}

extension ResponseCache {
    /// Every answer is kept.
    public func keepsBody(for key: ResponseCacheKey) -> Bool { true }
}

/// A URL plus a digest of the credentials it was fetched with, so answers for
/// one token are never served to another (the token itself is never kept).
public struct ResponseCacheKey: Sendable, Hashable {
    public var url: String
    public var credentialDigest: String

    public init(url: String, credentialDigest: String) {
        self.url = url
        self.credentialDigest = credentialDigest
    }
}

public struct CachedResponse: Sendable, Equatable {
    public var etag: String
    /// The `Link` header of the cached answer (a 304 does not repeat it).
    public var link: String?
    public var body: [UInt8]
    /// When the answer was fetched, in whole seconds since 1970 (nil: not
    /// known): how old the rows are when they are shown because GitHub
    /// could not be reached (`cached 3 min ago · offline`).
    public var storedAt: Int64?
    /// What was read of the body, kept beside it in a compact form that is
    /// cheaper to read than the body (a list's first page: its rows, as
    /// `RowsRecord`), or nil. Opaque to the cache, which keeps it with the
    /// body and tied to it; the body stays what a 304 is answered from.
    public var record: [UInt8]?
    /// The rows read from the body, to be kept as its record (`record`
    /// made of them, `RowsRecord`, when the answer is written: not on the
    /// way to the frame that shows them); nil when the record is given or
    /// none is kept.
    public var rows: RepositoryList?

    public init(etag: String, link: String?, body: [UInt8], storedAt: Int64? = nil, record: [UInt8]? = nil,
                rows: RepositoryList? = nil) {
        self.etag = etag
        self.link = link
        self.body = body
        self.storedAt = storedAt
        // The record as given, or the rows it is to be made of.
        (self.record, self.rows) = (record, rows)
    }

    /// The record to keep beside the body: the one given, or the one made of `rows`.
    public var recordToKeep: [UInt8]? {
        record ?? rows.map(RowsRecord.encode)
    }

    /// `storedAt` as a date.
    public var storedDate: Date? { storedAt.map { Date(timeIntervalSince1970: TimeInterval($0)) } }
}
