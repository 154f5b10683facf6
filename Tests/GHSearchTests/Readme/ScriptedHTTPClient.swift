import GHSearchCLI
import Synchronization
import GHSearchGitHub

/// An HTTP client that answers at once from a script, in order, and keeps
/// every request it was sent.
final class ScriptedHTTPClient: HTTPClient {
    private let state: Mutex<(script: [Result<HTTPResponse, HTTPError>], requests: [HTTPRequest])>

    init(_ script: [Result<HTTPResponse, HTTPError>]) {
        state = Mutex((script, []))
    }

    convenience init(_ responses: HTTPResponse...) {
        self.init(responses.map { .success($0) })
    }

    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let next = state.withLock { state -> Result<HTTPResponse, HTTPError>? in
            state.requests.append(request)
            return state.script.isEmpty ? nil : state.script.removeFirst()
        }
        guard let next else { throw .other("no answer scripted for \(request.url)") }
        return try next.get()
    }
}
