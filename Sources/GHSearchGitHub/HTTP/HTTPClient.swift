/// Sends HTTP requests. The only way the core reaches the network.
///
/// Cancelling the calling task must abort the transfer promptly (the
/// connection is closed, not merely ignored) and make `send` throw
/// `HTTPError.cancelled`.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}
