import Foundation
import Synchronization
@testable import GHSearchCLI
@testable import GHSearchGitHub

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
        var quota: StubQuotaWindow
        var log: [Sent] = []
        var scripted: [String: [HTTPResponse]] = [:]
    }

    let now: @Sendable () -> Date
    private let quota: StubQuotaWindow
    private let state: Mutex<State>

    init(limit: Int, window: Int, now: @escaping @Sendable () -> Date) {
        self.now = now
        quota = StubQuotaWindow(limit: limit, window: window)
        state = Mutex(State(quota: quota))
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
            switch state.quota.spend(at: t) {
            case .exhausted(let reset):
                return HTTPResponse(status: 403, headers: headers(remaining: 0, reset: reset),
                                    body: Array(#"{"message":"API rate limit exceeded for 127.0.0.1."}"#.utf8))
            case .spent(let remaining, let reset):
                let body = #"[{"name":"\#(login)-repo","html_url":"https://github.com/\#(login)/\#(login)-repo"}]"#
                return HTTPResponse(status: 200, headers: headers(remaining: remaining, reset: reset), body: Array(body.utf8))
            }
        }
    }

    func headers(remaining: Int, reset: Int) -> HTTPHeaders {
        quota.headers(remaining: remaining, reset: reset, resource: "core")
    }
}
