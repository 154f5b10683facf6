import Foundation
import Synchronization
@testable import GHSearchCore

/// An `HTTPClient` that answers like GitHub's repository list, in virtual
/// time: a primary quota of `limit` requests per window of `window` seconds
/// (the window starts at the first request, like GitHub's), one repository
/// per user, and scripted answers taken first. Every request is logged with
/// the virtual time it was sent at.
final class StubGitHub: HTTPClient {
    struct Sent: Equatable {
        var url: String
        var at: Int
        var conditional: Bool
    }

    private struct State {
        var windowStart: Int?
        var used = 0
        var log: [Sent] = []
        var scripted: [String: [HTTPResponse]] = [:]
    }

    let limit: Int
    let window: Int
    let now: @Sendable () -> Date
    private let state = Mutex(State())

    init(limit: Int, window: Int, now: @escaping @Sendable () -> Date) {
        self.limit = limit
        self.window = window
        self.now = now
    }

    var log: [Sent] { state.withLock { $0.log } }

    /// The next request for `login` gets `response` instead.
    func script(_ login: String, _ response: HTTPResponse) {
        state.withLock { $0.scripted[login, default: []].append(response) }
    }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let t = Int(now().timeIntervalSince1970)
        let login = request.url.components(separatedBy: "/users/").last?.components(separatedBy: "/").first ?? ""
        return state.withLock { state in
            state.log.append(Sent(url: request.url, at: t, conditional: request.headers["If-None-Match"] != nil))
            if var queue = state.scripted[login], !queue.isEmpty {
                let response = queue.removeFirst()
                state.scripted[login] = queue
                return response
            }
            if let start = state.windowStart, t >= start + window {
                state.windowStart = nil
                state.used = 0
            }
            let start = state.windowStart ?? t
            state.windowStart = start
            if state.used >= limit {
                return HTTPResponse(status: 403, headers: headers(remaining: 0, reset: start + window),
                                    body: Array(#"{"message":"API rate limit exceeded for 127.0.0.1."}"#.utf8))
            }
            state.used += 1
            let body = #"[{"name":"\#(login)-repo","html_url":"https://github.com/\#(login)/\#(login)-repo"}]"#
            return HTTPResponse(status: 200, headers: headers(remaining: limit - state.used, reset: start + window),
                                body: Array(body.utf8))
        }
    }

    func headers(remaining: Int, reset: Int) -> HTTPHeaders {
        HTTPHeaders([("x-ratelimit-limit", "\(limit)"), ("x-ratelimit-remaining", "\(remaining)"),
                     ("x-ratelimit-reset", "\(reset)"), ("x-ratelimit-resource", "core")])
    }
}
