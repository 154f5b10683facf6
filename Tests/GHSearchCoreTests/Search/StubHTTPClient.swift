import GHSearchCore
import Synchronization

/// An HTTP client whose every request waits until the test answers it, so a
/// test decides exactly when (and in which order) responses arrive. Records
/// each call and whether the caller cancelled it. With `honoursCancellation`
/// off it behaves like a server that answers late anyway.
final class StubHTTPClient: HTTPClient {
    struct Call: Sendable {
        var request: HTTPRequest
        var cancelled = false
        var answered = false
    }

    private struct Pending {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
    }

    let calls = Watched<[Call]>([])
    private let pending = Mutex<[Int: Pending]>([:])
    let honoursCancellation: Bool

    init(honoursCancellation: Bool = true) {
        self.honoursCancellation = honoursCancellation
    }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let index = calls.update { calls -> Int in
            calls.append(Call(request: request))
            return calls.count - 1
        }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                    pending.withLock { $0[index] = Pending(continuation: continuation) }
                }
            } onCancel: {
                guard honoursCancellation else { return }
                let continuation = pending.withLock { $0.removeValue(forKey: index)?.continuation }
                calls.update { $0[index].cancelled = true }
                continuation?.resume(throwing: HTTPError.cancelled)
            }
        } catch {
            throw (error as? HTTPError) ?? .cancelled
        }
    }

    /// Waits until at least `count` requests have been sent.
    func waitForCalls(_ count: Int) async throws {
        try await calls.wait(until: { $0.count >= count }, "\(count) request(s)")
    }

    /// Answers request number `index` (0-based). Returns false if it was cancelled.
    @discardableResult
    func answer(_ index: Int, _ response: HTTPResponse) -> Bool {
        guard let continuation = pending.withLock({ $0.removeValue(forKey: index)?.continuation }) else { return false }
        calls.update { $0[index].answered = true }
        continuation.resume(returning: response)
        return true
    }

    func answerFailure(_ index: Int, _ error: HTTPError) {
        let continuation = pending.withLock { $0.removeValue(forKey: index)?.continuation }
        continuation?.resume(throwing: error)
    }

    var urls: [String] { calls.value.map(\.request.url) }
}

/// Answers in GitHub's format.
enum Answers {
    static func repositories(_ login: String, names: [String], next: String? = nil,
                             remaining: Int = 59, reset: Int = 2_000_000_000) -> HTTPResponse {
        let body = "[" + names.map { #"{"name":"\#($0)","html_url":"https://github.com/\#(login)/\#($0)","description":"about \#($0)","stargazers_count":1}"# }.joined(separator: ",") + "]"
        var headers = HTTPHeaders([("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", String(remaining)),
                                   ("x-ratelimit-reset", String(reset)), ("etag", "W/\"\(login)-\(names.count)\"")])
        if let next { headers.append(name: "link", value: "<\(next)>; rel=\"next\"") }
        return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8))
    }

    static let notFound = HTTPResponse(status: 404, body: Array(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-a-user","status":"404"}"#.utf8))

    static func rateLimited(reset: Int) -> HTTPResponse {
        HTTPResponse(status: 403, headers: HTTPHeaders([("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", String(reset))]),
                     body: Array(#"{"message":"API rate limit exceeded for 127.0.0.1."}"#.utf8))
    }

    static let notModified = HTTPResponse(status: 304, headers: HTTPHeaders([("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "58")]))
}
