import Foundation
import GHSearchGitHub
import TestSupport

/// GitHub in memory: each user's list answered at once from a script (a
/// user not in it: 404; a user in `held`: an hour of virtual time later),
/// every request logged with the virtual time it was sent at.
final class ScriptedGitHub: HTTPClient {
    struct Sent: Sendable, Equatable {
        var url: String
        var at: Duration
    }

    let log = Watched<[Sent]>([])
    private let repositories: [String: [String]]
    private let clock: ManualClock
    private let held: Set<String>

    init(repositories: [String: [String]], clock: ManualClock, held: Set<String> = []) {
        self.repositories = repositories
        self.clock = clock
        self.held = held
    }

    /// The logins whose lists were asked for, in order.
    var logins: [String] {
        log.value.compactMap { Self.login(in: $0.url) }
    }

    static func login(in url: String) -> String? {
        guard let range = url.range(of: "/users/") else { return nil }
        return url[range.upperBound...].split(separator: "/").first.map(String.init)
    }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        log.update { $0.append(Sent(url: request.url, at: clock.now.offset)) }
        if let login = Self.login(in: request.url), held.contains(login) {
            try? await clock.sleep(for: .seconds(3_600))
        }
        guard let login = Self.login(in: request.url), let names = repositories[login] else {
            return HTTPResponse(status: 404, body: Array(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-a-user","status":"404"}"#.utf8))
        }
        let body = "[" + names.map {
            #"{"name":"\#($0)","full_name":"\#(login)/\#($0)","html_url":"https://github.com/\#(login)/\#($0)","clone_url":"https://github.com/\#(login)/\#($0).git","description":"about \#($0)","stargazers_count":1}"#
        }.joined(separator: ",") + "]"
        let headers = HTTPHeaders([("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "59"),
                                   ("x-ratelimit-reset", "2000000000")])
        return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8))
    }
}
