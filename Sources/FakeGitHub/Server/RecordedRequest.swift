/// One request the server received, and what became of it.
public struct RecordedRequest: Sendable {
    /// 1-based order of arrival since the server started (not reset by `resetLog`).
    public var sequence: Int
    /// The connection it came on (1-based, in order of acceptance).
    public var connectionID: Int
    public var method: String
    /// The request target exactly as sent (path and query, still encoded).
    public var target: String
    /// The path as sent, without the query.
    public var path: String
    /// The path split at `/` and percent-decoded per segment.
    public var pathSegments: [String]
    /// Decoded query items in order.
    public var queryItems: [QueryItem]
    public var headers: HTTPHeaderFields
    /// The request body as received (a GraphQL query; empty for most requests).
    public var body: [UInt8]
    /// The status of the answer, once its head went out; `nil` when none was sent.
    public var responseStatus: Int?
    /// Body bytes written (before any compression was undone by the client).
    public var bodyBytesSent: Int
    /// Whether the client closed the connection before the answer was
    /// fully sent (during latency, a stall, or mid-body).
    public var clientHungUp: Bool
    public var arrivedAt: ContinuousClock.Instant
    /// When the exchange ended: answer fully sent, connection dropped, or
    /// server stopped. `nil` while it is still going on.
    public var endedAt: ContinuousClock.Instant?
    /// When the hang-up was noticed.
    public var hungUpAt: ContinuousClock.Instant?

    /// Whether the exchange is over.
    public var isFinished: Bool { endedAt != nil }

    /// The last value of a query parameter.
    public func queryValue(_ name: String) -> String? {
        queryItems.last { $0.name == name }?.value
    }
}
