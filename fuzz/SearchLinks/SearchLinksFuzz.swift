import Dispatch
import FoundationEssentials
@testable import GHSearchCLI
import Synchronization
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// libFuzzer entry: the server's answers to one `--batch --search` query
/// (`SearchQuerySource.search`: `PageFollower` over `fetchSearchPage`,
/// redirects followed by the client), scripted from the input: answers
/// separated by NUL, each a status byte (200, a redirect, 304, 4xx), then
/// `Name: value` header lines (`Location`, `Link`, any other), a blank line,
/// and the body. Once the script is spent the server answers an empty last
/// page. Checks: every request goes to the API's own origin (no link or
/// redirect leads the client, or its token, anywhere else); the query
/// ends within the answers given (no loop); its record says what happened
/// without a control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func searchLinksFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let answers = bytes.split(separator: 0, maxSplits: 15, omittingEmptySubsequences: false).map(ScriptedServer.answer)
    let endpoint = try! GitHubEndpoint("http://127.0.0.1:8080/api/v3")
    let server = ScriptedServer(answers: answers, endpoint: endpoint)
    let client = GitHubClient(endpoint: endpoint, http: server, token: "secret-token")
    let clock = ContinuousClock()
    let gate = RateLimitGate(clock: clock, now: { Date() }, waits: false)
    let options = BatchOptions(limit: 1_000, apiURL: endpoint.baseURL)
    let source = SearchQuerySource(service: RepositoryService(client: client, clock: clock, attempts: 1), gate: gate,
                                   options: options, request: { RepositorySearchRequest(query: $0) })
    let done = DispatchSemaphore(value: 0)
    let result = RecordBox()
    Task {
        let record = await source.search("language:swift stars:>10")
        result.record.withLock { $0 = record }
        done.signal()
    }
    done.wait()
    let requests = server.requests
    if requests.count > answers.count + 1 {
        fatalError("\(requests.count) requests for \(answers.count) answers: the pages went on past the last")
    }
    for request in requests where !endpoint.isSameOrigin(request.url) {
        fatalError("a request left the API: \(request.url.debugDescription)")
    }
    if let record = result.record.withLock({ $0 }), case .failure(_, let message) = record.outcome,
       message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        fatalError("a failure message carries a control character: \(message.debugDescription)")
    }
    return 0
}

final class RecordBox: Sendable {
    let record = Mutex<BatchRecord?>(nil)
}

/// The scripted answers, in order, then an empty last page; every request kept.
final class ScriptedServer: HTTPClient {
    let answers: [HTTPResponse]
    let endpoint: GitHubEndpoint
    private let log = Mutex<[HTTPRequest]>([])

    init(answers: [HTTPResponse], endpoint: GitHubEndpoint) {
        self.answers = answers
        self.endpoint = endpoint
    }

    var requests: [HTTPRequest] { log.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let index = log.withLock { log in
            log.append(request)
            return log.count - 1
        }
        if index < answers.count { return answers[index] }
        return HTTPResponse(status: 200, body: Array(#"{"total_count":0,"incomplete_results":false,"items":[]}"#.utf8))
    }

    static let statuses = [200, 200, 200, 200, 301, 302, 303, 307, 308, 304, 404, 422, 401, 400]

    /// A status byte, header lines, a blank line, the body. Rate-limit
    /// headers are left out (a real wait would stall the fuzzer).
    static func answer(_ bytes: ArraySlice<UInt8>) -> HTTPResponse {
        let status = bytes.first.map { statuses[Int($0) % statuses.count] } ?? 200
        let rest = Array(bytes.dropFirst())
        var headers: [(name: String, value: String)] = []
        var bodyStart = rest.count
        var lineStart = 0
        var index = 0
        while index < rest.count {
            if rest[index] == UInt8(ascii: "\n") {
                let line = String(decoding: rest[lineStart..<index], as: UTF8.self)
                if line.isEmpty {
                    bodyStart = index + 1
                    break
                }
                if let colon = line.firstIndex(of: ":") {
                    let name = String(line[..<colon])
                    let value = String(line[line.index(after: colon)...]).trimmingSpaces()
                    let lowered = name.lowercased()
                    if !lowered.hasPrefix("x-ratelimit") && lowered != "retry-after" { headers.append((name, value)) }
                }
                lineStart = index + 1
            }
            index += 1
        }
        if bodyStart == rest.count, lineStart == 0 { bodyStart = 0 }  // no header lines at all: all body
        return HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Array(rest[min(bodyStart, rest.count)...]))
    }
}
