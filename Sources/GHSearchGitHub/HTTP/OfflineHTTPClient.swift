/// The `HTTPClient` of `--offline`: sends nothing, and fails every request
/// at once with `.offline` (not retried), so the response cache answers
/// (`RepositoryService`'s stale-if-error) or the failure says it is not cached.
public struct OfflineHTTPClient: HTTPClient {
    public init() {}

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        throw .offline
    }
}
