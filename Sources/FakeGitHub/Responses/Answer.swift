/// What the server decided to send for one request.
struct Answer: Sendable {
    var status: Int
    /// Every header but the transport ones (`content-length`, `connection`),
    /// which the writer adds unless set here.
    var headers: HTTPHeaderFields
    var body: Body
    var delivery: ScriptedResponse.Delivery
    /// Whether the body is left out on the wire (HEAD, 304).
    var omitBody: Bool = false
    /// Whether the body goes out in chunked transfer encoding.
    var chunked: Bool = false

    enum Body: Sendable {
        case bytes([UInt8])
        case repeating(pattern: [UInt8], count: Int)

        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .repeating(_, let count): count
            }
        }
    }
}
