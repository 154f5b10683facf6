/// An answer the test chooses instead of the normal one: what to send
/// (status, headers, body) and how to send it (delivery).
///
/// Scripted answers carry GitHub's usual headers (rate-limit headers show
/// the caller's quota without spending it) unless `standardHeaders` is off;
/// `headers` then replace same-named ones and `removedHeaders` drop some.
public struct ScriptedResponse: Sendable {
    /// The status; `nil` keeps the normal answer's status (with `.regular`).
    public var status: Int?
    /// Header fields to set (replacing standard ones of the same name).
    public var headers: [HTTPHeaderField]
    /// Names of standard header fields to leave out (e.g. `"Link"`).
    public var removedHeaders: [String]
    /// Whether GitHub's usual header fields are sent too.
    public var standardHeaders: Bool
    public var body: Body
    public var delivery: Delivery

    public init(
        status: Int? = nil,
        headers: [HTTPHeaderField] = [],
        removedHeaders: [String] = [],
        standardHeaders: Bool = true,
        body: Body = .regular,
        delivery: Delivery = .complete
    ) {
        self.status = status
        self.headers = headers
        self.removedHeaders = removedHeaders
        self.standardHeaders = standardHeaders
        self.body = body
        self.delivery = delivery
    }

    /// What the body holds.
    public enum Body: Sendable {
        /// The answer the server would have sent anyway (page, 404, …);
        /// combine with header overrides or a delivery fault.
        case regular
        /// Exactly these bytes (may be invalid UTF-8 or invalid JSON).
        case bytes([UInt8])
        /// `count` bytes made by repeating `pattern`, streamed without
        /// holding the whole body in memory.
        case repeating(pattern: [UInt8], count: Int)
        /// A gzip body (sent with `content-encoding: gzip` whatever the
        /// request asked) that inflates to `inflatedBytes` bytes of JSON.
        case gzipBomb(inflatedBytes: Int)
        /// GitHub's secondary-rate-limit JSON, naming this answer's request id.
        case secondaryRateLimitMessage
    }

    /// How the answer goes out on the wire.
    public enum Delivery: Sendable, Hashable {
        /// Whole answer, then keep-alive as usual.
        case complete
        /// Read the request, answer nothing, keep the connection open until
        /// the client hangs up or the server stops.
        case neverAnswer
        /// Read the request, then close the connection without a byte.
        case closeWithoutResponse
        /// Send the head and the first `bytes` of the body, then stall for
        /// `duration` (`nil`: until the client hangs up), then send the rest.
        case stallAfter(bytes: Int, duration: Duration?)
        /// Send the head (declaring the full length) and the first `bytes`
        /// of the body, then close.
        case truncateAfter(bytes: Int)
    }
}

extension ScriptedResponse {
    /// A JSON body with a status, the usual headers.
    public static func json(status: Int, _ body: String) -> ScriptedResponse {
        ScriptedResponse(status: status, body: .bytes(Array(body.utf8)))
    }

    /// 500/502/504 with the recorded GitHub server-error JSON body.
    public static func serverError(_ status: Int = 502) -> ScriptedResponse {
        .json(status: status, GitHubErrorBodies.serverError)
    }

    /// 503 with GitHub's HTML "Unicorn!" page (recorded), `text/html`.
    public static var serviceUnavailable: ScriptedResponse {
        ScriptedResponse(
            status: 503,
            headers: [HTTPHeaderField(name: "content-type", value: "text/html; charset=utf-8")],
            removedHeaders: ["etag", "link", "cache-control"],
            body: .bytes(Array(UnicornPage.html.utf8)))
    }

    /// 403 secondary rate limit, with `retry-after` when given.
    /// The body's request id is filled in per request.
    public static func secondaryRateLimit(retryAfter seconds: Int?) -> ScriptedResponse {
        var headers: [HTTPHeaderField] = []
        if let seconds { headers.append(HTTPHeaderField(name: "retry-after", value: String(seconds))) }
        return ScriptedResponse(status: 403, headers: headers, body: .secondaryRateLimitMessage)
    }

    /// 401 Bad credentials.
    public static var badCredentials: ScriptedResponse {
        .json(status: 401, GitHubErrorBodies.badCredentials)
    }

    /// A redirect (301, 302, 307, 308) to `location`, empty body.
    public static func redirect(_ status: Int, to location: String) -> ScriptedResponse {
        ScriptedResponse(
            status: status,
            headers: [HTTPHeaderField(name: "location", value: location)],
            removedHeaders: ["etag", "link"],
            body: .bytes([]))
    }

    /// 200 whose body is not JSON.
    public static var invalidJSON: ScriptedResponse {
        .json(status: 200, #"[{"id":1,"name":"broken","html_url":"https://github.com/x/broken""#)
    }

    /// 200 with a JSON object where the list's array belongs.
    public static var objectInsteadOfArray: ScriptedResponse {
        .json(status: 200, #"{"message":"this is an object","items":[]}"#)
    }

    /// The normal answer with this `Link` header instead of the real one.
    public static func link(_ value: String) -> ScriptedResponse {
        ScriptedResponse(headers: [HTTPHeaderField(name: "link", value: value)])
    }

    /// 200 with a body of `bytes` bytes (`1,1,1,…`, not JSON as a whole),
    /// streamed.
    public static func hugeBody(bytes: Int) -> ScriptedResponse {
        ScriptedResponse(status: 200, body: .repeating(pattern: Array("1,".utf8), count: bytes))
    }

    /// 200 gzip bomb.
    public static func gzipBomb(inflatedBytes: Int = 200 << 20) -> ScriptedResponse {
        ScriptedResponse(status: 200, body: .gzipBomb(inflatedBytes: inflatedBytes))
    }

    /// Never answers.
    public static var neverAnswer: ScriptedResponse {
        ScriptedResponse(delivery: .neverAnswer)
    }

    /// Closes the connection without answering.
    public static var closeWithoutResponse: ScriptedResponse {
        ScriptedResponse(delivery: .closeWithoutResponse)
    }

    /// The normal answer, cut after `bytes` bytes of body and closed.
    public static func truncated(afterBytes bytes: Int) -> ScriptedResponse {
        ScriptedResponse(delivery: .truncateAfter(bytes: bytes))
    }

    /// The normal answer, stalled after `bytes` bytes of body.
    public static func stalled(afterBytes bytes: Int, for duration: Duration? = nil) -> ScriptedResponse {
        ScriptedResponse(delivery: .stallAfter(bytes: bytes, duration: duration))
    }
}
