/// A complete HTTP response: status of the final response (never a
/// `100 Continue`), its headers, and the decoded (gunzipped) body.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// What the request's `HTTPBodyReader` read of the body, when the client
    /// ran it (the body is then empty unless the reader keeps it); nil otherwise.
    public var content: (any Sendable)?

    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [], content: (any Sendable)? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.content = content
    }

    /// Equal in status, headers and body, and in whether content was read.
    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.headers == rhs.headers && lhs.body == rhs.body
            && (lhs.content == nil) == (rhs.content == nil)
    }
}
