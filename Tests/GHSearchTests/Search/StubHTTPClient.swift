import TestSupport
import GHSearchCLI
import Synchronization
import GHSearchGitHub

/// An HTTP client whose every request waits until the test answers it, so a
/// test decides exactly when (and in which order) responses arrive. Records
/// each call and whether the caller cancelled it. With `honoursCancellation`
/// off it behaves like a server that answers late anyway.
///
/// A call is recorded in the same step that parks it, so a request a test
/// has seen (`waitForCalls`) can always be answered.
final class StubHTTPClient: HTTPClient {
    struct Call: Sendable {
        var request: HTTPRequest
        var cancelled = false
        var answered = false
    }

    typealias Waiter = CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>

    struct Ledger: Sendable {
        var calls: [Call] = []
        /// The parked requests by call index, with the id of the `send` that parked each.
        fileprivate var parked: [Int: (send: UInt64, continuation: Waiter)] = [:]
        fileprivate var sends: UInt64 = 0
    }

    private let ledger = Watched(Ledger())
    let honoursCancellation: Bool

    init(honoursCancellation: Bool = true) {
        self.honoursCancellation = honoursCancellation
    }

    /// Every request sent so far, in order.
    var calls: [Call] { ledger.value.calls }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let id = ledger.update { ledger in
            ledger.sends += 1
            return ledger.sends
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (done: Waiter) in
                // The cancellation flag is set before the handler runs and both
                // take the ledger's lock: a call is either seen cancelled here
                // or found parked by the handler.
                let cancelledAlready = ledger.update { ledger in
                    ledger.calls.append(Call(request: request))
                    let index = ledger.calls.count - 1
                    if honoursCancellation && Task.isCancelled {
                        ledger.calls[index].cancelled = true
                        return true
                    }
                    ledger.parked[index] = (id, done)
                    return false
                }
                if cancelledAlready { done.resume(returning: .failure(.cancelled)) }
            }
        } onCancel: {
            guard honoursCancellation else { return }
            let continuation = ledger.update { ledger in
                ledger.parked.first { $0.value.send == id }.map { index, parked in
                    ledger.parked[index] = nil
                    ledger.calls[index].cancelled = true
                    return parked.continuation
                }
            }
            continuation?.resume(returning: .failure(.cancelled))
        }
        return try result.get()
    }

    /// Waits until at least `count` requests have been sent.
    func waitForCalls(_ count: Int) async throws {
        try await waitUntil({ $0.count >= count }, "\(count) request(s)")
    }

    /// Waits until `condition` holds of the calls sent so far.
    func waitUntil(_ condition: @escaping @Sendable ([Call]) -> Bool, _ description: String) async throws {
        try await ledger.wait(until: { condition($0.calls) }, description)
    }

    /// Answers request number `index` (0-based). Returns false if it is not
    /// waiting (cancelled, answered already, or never sent).
    @discardableResult
    func answer(_ index: Int, _ response: HTTPResponse) -> Bool {
        guard let continuation = take(index, answering: true) else { return false }
        continuation.resume(returning: .success(response))
        return true
    }

    func answerFailure(_ index: Int, _ error: HTTPError) {
        take(index, answering: false)?.resume(returning: .failure(error))
    }

    var urls: [String] { calls.map(\.request.url) }

    private func take(_ index: Int, answering: Bool) -> Waiter? {
        ledger.update { ledger in
            guard let parked = ledger.parked.removeValue(forKey: index) else { return nil }
            if answering { ledger.calls[index].answered = true }
            return parked.continuation
        }
    }
}

/// Answers in GitHub's format.
enum Answers {
    static func repositories(_ login: String, names: [String], next: String? = nil, last: String? = nil,
                             remaining: Int = 59, reset: Int = 2_000_000_000) -> HTTPResponse {
        let body = "[" + names.map { #"{"name":"\#($0)","html_url":"https://github.com/\#(login)/\#($0)","description":"about \#($0)","stargazers_count":1}"# }.joined(separator: ",") + "]"
        var headers = HTTPHeaders([("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", String(remaining)),
                                   ("x-ratelimit-reset", String(reset)), ("etag", "W/\"\(login)-\(names.count)\"")])
        let links = [next.map { "<\($0)>; rel=\"next\"" }, last.map { "<\($0)>; rel=\"last\"" }].compactMap { $0 }
        if !links.isEmpty { headers.append(name: "link", value: links.joined(separator: ", ")) }
        return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8))
    }

    static let notFound = HTTPResponse(status: 404, body: Array(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-a-user","status":"404"}"#.utf8))

    static func rateLimited(reset: Int) -> HTTPResponse {
        HTTPResponse(status: 403, headers: HTTPHeaders([("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", String(reset))]),
                     body: Array(#"{"message":"API rate limit exceeded for 127.0.0.1."}"#.utf8))
    }

    static let notModified = HTTPResponse(status: 304, headers: HTTPHeaders([("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "58")]))
}
