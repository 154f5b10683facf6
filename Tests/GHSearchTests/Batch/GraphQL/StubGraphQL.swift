import Foundation
import Synchronization
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// An `HTTPClient` that answers GraphQL batch queries in virtual time:
/// `counts[login]` repositories per owner (unknown logins: null), cursors
/// are positions, every query costs one point of `limit` per window of
/// `window` seconds (from the first query), and scripted answers go first.
/// It reads only the variables (the stub knows the query's shape).
final class StubGraphQL: HTTPClient {
    struct Sent: Equatable {
        var logins: [String]
        var at: Int
    }

    private struct State {
        var quota: StubQuotaWindow
        var log: [Sent] = []
        var scripted: [HTTPResponse] = []
    }

    let counts: [String: Int]
    let now: @Sendable () -> Date
    private let quota: StubQuotaWindow
    private let state: Mutex<State>

    init(counts: [String: Int], limit: Int = 5_000, window: Int = 3_600, now: @escaping @Sendable () -> Date) {
        self.counts = counts
        self.now = now
        quota = StubQuotaWindow(limit: limit, window: window)
        state = Mutex(State(quota: quota))
    }

    var log: [Sent] { state.withLock { $0.log } }

    /// The next query gets `response` instead.
    func script(_ response: HTTPResponse) {
        state.withLock { $0.scripted.append(response) }
    }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let t = Int(now().timeIntervalSince1970)
        let variables = (try? JSONSerialization.jsonObject(with: Data(request.body ?? [])) as? [String: Any])?["variables"] as? [String: Any] ?? [:]
        var owners: [(login: String, first: Int, after: Int)] = []
        while let login = variables["l\(owners.count)"] as? String {
            let index = owners.count
            owners.append((login, variables["f\(index)"] as? Int ?? 0, (variables["c\(index)"] as? String).flatMap(Int.init) ?? 0))
        }
        return state.withLock { state in
            state.log.append(Sent(logins: owners.map(\.login), at: t))
            if !state.scripted.isEmpty { return state.scripted.removeFirst() }
            let (remaining, reset): (Int, Int)
            switch state.quota.spend(at: t) {
            case .exhausted(let end):
                return HTTPResponse(status: 200, headers: headers(remaining: 0, reset: end),
                                    body: Array(#"{"errors":[{"type":"RATE_LIMITED","message":"API rate limit exceeded for user ID 1."}]}"#.utf8))
            case .spent(let left, let end):
                (remaining, reset) = (left, end)
            }
            var fields: [String] = []
            for (index, owner) in owners.enumerated() {
                guard let count = counts[owner.login] else {
                    fields.append("\"u\(index)\":null")
                    continue
                }
                let end = min(count, owner.after + owner.first)
                let nodes = (owner.after..<max(owner.after, end)).map { #"{"name":"\#(owner.login)-\#($0)"}"# }
                fields.append(#""u\#(index)":{"repositories":{"totalCount":\#(count),"pageInfo":{"hasNextPage":\#(end < count),"endCursor":"\#(end)"},"nodes":[\#(nodes.joined(separator: ","))]}}"#)
            }
            let body = #"{"data":{"rateLimit":{"limit":\#(quota.limit),"cost":1,"remaining":\#(remaining)},\#(fields.joined(separator: ","))}}"#
            return HTTPResponse(status: 200, headers: headers(remaining: remaining, reset: reset), body: Array(body.utf8))
        }
    }

    func headers(remaining: Int, reset: Int) -> HTTPHeaders {
        quota.headers(remaining: remaining, reset: reset, resource: "graphql")
    }
}
