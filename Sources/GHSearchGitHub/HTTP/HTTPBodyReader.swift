/// A reader a request may carry for its 200's decoded body: a client that
/// decodes bodies on a thread of its own (`CurlHTTPClient`) runs it there,
/// right after decoding, on bytes it reuses from one response to the next,
/// and hands back what it read (`HTTPResponse.content`) instead of bytes
/// that would cross threads. A client may ignore it; the caller then reads
/// the body itself.
///
/// `read` answers nil for a body it cannot read: the response then carries
/// the body, for the caller to read and report. With `keepsBody` the
/// response carries the body either way (for a response cache).
///
/// Two readers are equal when they leave the same in a response (whether
/// it keeps the body): a closure has no identity to compare, so requests
/// are equal when they ask for the same thing, not for the same reader.
public struct HTTPBodyReader: Sendable, Equatable {
    public let read: @Sendable (UnsafeBufferPointer<UInt8>) -> (any Sendable)?
    public let keepsBody: Bool

    public init(keepsBody: Bool, read: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> (any Sendable)?) {
        self.read = read
        self.keepsBody = keepsBody
    }

    public static func == (lhs: HTTPBodyReader, rhs: HTTPBodyReader) -> Bool {
        lhs.keepsBody == rhs.keepsBody
    }
}
