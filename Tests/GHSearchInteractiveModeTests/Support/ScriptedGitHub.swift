import Foundation
import GHSearchGitHub
import TestSupport

/// GitHub in memory: each user's list answered at once from a script (a
/// user not in it: 404; a user in `held`: an hour of virtual time later),
/// every request logged with the virtual time it was sent at. With
/// `pageSize`, a list longer than that comes in pages (`Link` with `next`
/// and `last`), and with `laterPagesHeldUntil` its pages after the first are
/// answered at that virtual instant, all at once.
final class ScriptedGitHub: HTTPClient {
    struct Sent: Sendable, Equatable {
        var url: String
        var at: Duration
    }

    let log = Watched<[Sent]>([])
    private let repositories: [String: [String]]
    private let clock: ManualClock
    private let held: Set<String>
    private let pageSize: Int?
    private let laterPagesHeldUntil: Duration?

    init(repositories: [String: [String]], clock: ManualClock, held: Set<String> = [], pageSize: Int? = nil,
         laterPagesHeldUntil: Duration? = nil) {
        self.repositories = repositories
        self.clock = clock
        self.held = held
        self.pageSize = pageSize
        self.laterPagesHeldUntil = laterPagesHeldUntil
    }

    /// The logins whose lists were asked for, in order.
    var logins: [String] {
        log.value.compactMap { Self.login(in: $0.url) }
    }

    static func login(in url: String) -> String? {
        guard let range = url.range(of: "/users/") else { return nil }
        return url[range.upperBound...].split(separator: "/").first.map(String.init)
    }

    /// The page a list's URL asks for (`page=N`; the first without it).
    static func page(in url: String) -> Int {
        let query = url.split(separator: "?").dropFirst().first ?? ""
        let item = query.split(separator: "&").first { $0.hasPrefix("page=") }
        return item.flatMap { Int($0.dropFirst("page=".count)) } ?? 1
    }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        log.update { $0.append(Sent(url: request.url, at: clock.now.offset)) }
        if let login = Self.login(in: request.url), held.contains(login) {
            try? await clock.sleep(for: .seconds(3_600))
        }
        guard let login = Self.login(in: request.url), var names = repositories[login] else {
            return HTTPResponse(status: 404, body: Array(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-a-user","status":"404"}"#.utf8))
        }
        var links: [String] = []
        if let pageSize, names.count > pageSize {
            let page = Self.page(in: request.url)
            let last = (names.count + pageSize - 1) / pageSize
            if page > 1, let laterPagesHeldUntil {
                try? await clock.sleep(until: ManualClock.Instant(offset: laterPagesHeldUntil))
            }
            names = Array(names.dropFirst((page - 1) * pageSize).prefix(pageSize))
            let list = "https://api.github.com/users/\(login)/repos?per_page=\(pageSize)&page="
            if page < last { links = ["<\(list)\(page + 1)>; rel=\"next\"", "<\(list)\(last)>; rel=\"last\""] }
        }
        let body = "[" + names.map {
            #"{"name":"\#($0)","full_name":"\#(login)/\#($0)","html_url":"https://github.com/\#(login)/\#($0)","clone_url":"https://github.com/\#(login)/\#($0).git","description":"about \#($0)","stargazers_count":1}"#
        }.joined(separator: ",") + "]"
        let headers = HTTPHeaders([("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "59"),
                                   ("x-ratelimit-reset", "2000000000")] + (links.isEmpty ? [] : [("link", links.joined(separator: ", "))]))
        return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8))
    }
}
