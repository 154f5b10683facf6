import FakeGitHub
import Glibc

/// `fake-github`: GitHub's repository-list API on 127.0.0.1, for demos,
/// end-to-end tests and benchmarks.
let usage = """
    OVERVIEW: A loopback fake of GitHub's API for listing a user's repositories.

    USAGE: fake-github [options]

    Serves GET /users/{login}/repos and /user/{id}/repos (also under /api/v3)
    with GitHub's headers, Link pagination, rate limits, ETag/304 and gzip,
    GET /search/repositories (GitHub's qualifiers, its own rate limit, the
    1,000-result cap), GET /user/repos for a --viewer token,
    GET /repos/{owner}/{repo}/readme (raw with Accept: application/vnd.github.raw,
    else base64 JSON), and GET /avatars/u/{id} (PNG); POST /graphql (also
    /api/graphql) with repositoryOwner(login:) { repositories(…) },
    user(login:) { starredRepositories(…) }, rateLimit,
    GitHub's cost formula and node limit, a 5,000-point hour and 2,000 queries
    a minute per token; GET /rate_limit; GET /users/{login}/starred and
    GET /user/starred (the star media type's starred_at, sort, direction)
    for --stars. Prints one line,
    `listening on http://127.0.0.1:PORT`, then serves until SIGINT or SIGTERM.

    Built-in users: scotteg (34 repositories), octocat (8), torvalds (7),
    empty (0), user250 (250), big (3000), hostile (6, texts with escape
    sequences and control characters), readmes (9: long, huge, binary, latin1,
    utf16, cjk, hostile, empty and none READMEs), ml-lab (11, one private: a
    search demo; try --viewer demo:ml-lab). Every other repository with
    a description has a README written from its fields.

    OPTIONS:
      --port <n>              Port on 127.0.0.1 (default: 0, any free port).
      --user <login>:<count>  Add a user with <count> generated repositories
                              (repeatable; replaces a built-in user of that login).
      --no-builtin-users      Serve only the --user accounts.
      --quota <n>             Requests per rate-limit window and caller (default: 60).
      --reset-seconds <n>     Length of the rate-limit window (default: 3600).
      --search-quota <n>      Searches per window without a token (default: 10).
      --search-quota-token <n>
                              Searches per window and token (default: 30).
      --search-reset-seconds <n>
                              Length of the search window (default: 60).
      --incomplete-results    Answer searches with incomplete_results: true.
      --malformed-entries <login>
                              Every page of <login>'s list opens with entries
                              that are not repositories (repeatable).
      --hostile-clone-urls <login>
                              <login>'s repositories carry clone_url and ssh_url
                              values that would run a command or read a path
                              if handed to git (repeatable).
      --foreign <kind>        Answer as another server than GitHub's API does
                              (a wrong --api-url): gitlab (a JSON 404),
                              not-found-page (an HTML 404), web-page (an HTML 200).
      --viewer <token>:<login>[:<org>,...]
                              The token belongs to <login>, a member of the
                              organisations named (repeatable): GET /user/repos
                              and private search results (default: none).
      --stars <login>:<owner>  <login> starred every repository of <owner>, one a
                              minute, the last listed the newest (repeatable).
      --latency-ms <n>        Delay before every answer (default: 0).
      --login-latency-ms <login>:<n>
                              More delay before answers about <login> (its
                              pages, 304s included), on top of --latency-ms
                              (repeatable).
      --per-page-default <n>  Page size when per_page is absent (default: 30).
      --graphql-points <n>    GraphQL points per hour and token (default: 5000).
      --graphql-timeout-nodes <n>
                              GraphQL queries asking for more nodes time out (502).
      --no-gzip               Never compress answers.
      --chunked               Send bodies with transfer-encoding: chunked.
      --log                   One line per request on stderr.
      -h, --help              Show this help.

    """

func fail(_ message: String) -> Never {
    let text = "Error: \(message)\nUsage: fake-github [options]\n  See 'fake-github --help' for more information.\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(64)
}

func writeOut(_ text: String) {
    _ = text.withCString { write(1, $0, strlen($0)) }
}

var configuration = FakeGitHubConfiguration(requestLogLimit: 1_000)
var extraUsers: [FakeUser] = []
var builtIn = true
var hostileCloneLogins: Set<String> = []
var starsWanted: [(login: String, owner: String)] = []
var loginLatencies: [(login: String, latency: Duration)] = []
var log = false
var arguments = CommandLine.arguments.dropFirst()

func number(for option: String, _ value: String?, minimum: Int = 0) -> Int {
    guard let value else { fail("Missing value for '\(option) <n>'") }
    guard let parsed = Int(value), parsed >= minimum else { fail("The value '\(value)' is invalid for '\(option) <n>'") }
    return parsed
}

while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        writeOut(usage)
        exit(0)
    case "--port":
        configuration.port = number(for: argument, arguments.popFirst())
        if configuration.port > 65_535 { fail("The value '\(configuration.port)' is invalid for '--port <n>'") }
    case "--user":
        guard let value = arguments.popFirst() else { fail("Missing value for '--user <login>:<count>'") }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let count = Int(parts[1]), count >= 0 else {
            fail("The value '\(value)' is invalid for '--user <login>:<count>'")
        }
        let id = 50_000_000 + extraUsers.count * 10_000 + count
        extraUsers.append(FakeData.user(login: String(parts[0]), id: id, repositoryCount: count, seed: UInt64(id)))
    case "--no-builtin-users":
        builtIn = false
    case "--quota":
        configuration.quota.limit = number(for: argument, arguments.popFirst())
    case "--reset-seconds":
        configuration.quota.resetSeconds = number(for: argument, arguments.popFirst(), minimum: 1)
    case "--search-quota":
        configuration.search.anonymousLimit = number(for: argument, arguments.popFirst())
    case "--search-quota-token":
        configuration.search.authenticatedLimit = number(for: argument, arguments.popFirst())
    case "--search-reset-seconds":
        configuration.search.resetSeconds = number(for: argument, arguments.popFirst(), minimum: 1)
    case "--incomplete-results":
        configuration.search.incompleteResults = true
    case "--malformed-entries":
        guard let login = arguments.popFirst(), !login.isEmpty else { fail("Missing value for '--malformed-entries <login>'") }
        configuration.malformedEntries[login.lowercased()] = MalformedEntries.sample
    case "--hostile-clone-urls":
        guard let login = arguments.popFirst(), !login.isEmpty else { fail("Missing value for '--hostile-clone-urls <login>'") }
        hostileCloneLogins.insert(login.lowercased())
    case "--foreign":
        guard let value = arguments.popFirst() else { fail("Missing value for '--foreign <kind>'") }
        guard let kind = ForeignServer(rawValue: value) else {
            fail("The value '\(value)' is invalid for '--foreign <kind>'. Choose one of: \(ForeignServer.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        configuration.foreignServer = kind
    case "--viewer":
        guard let value = arguments.popFirst() else { fail("Missing value for '--viewer <token>:<login>[:<org>,...]'") }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            fail("The value '\(value)' is invalid for '--viewer <token>:<login>[:<org>,...]'")
        }
        let organisations = parts.count == 3 ? parts[2].split(separator: ",").map(String.init) : []
        configuration.search.viewers.append(
            FakeViewer(token: String(parts[0]), login: String(parts[1]), organisations: organisations))
    case "--stars":
        guard let value = arguments.popFirst() else { fail("Missing value for '--stars <login>:<owner>'") }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            fail("The value '\(value)' is invalid for '--stars <login>:<owner>'")
        }
        starsWanted.append((String(parts[0]), String(parts[1])))
    case "--latency-ms":
        configuration.latency = .milliseconds(number(for: argument, arguments.popFirst()))
    case "--login-latency-ms":
        guard let value = arguments.popFirst() else { fail("Missing value for '--login-latency-ms <login>:<n>'") }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let milliseconds = Int(parts[1]), milliseconds >= 0 else {
            fail("The value '\(value)' is invalid for '--login-latency-ms <login>:<n>'")
        }
        loginLatencies.append((String(parts[0]), .milliseconds(milliseconds)))
    case "--per-page-default":
        configuration.defaultPerPage = number(for: argument, arguments.popFirst(), minimum: 1)
    case "--graphql-points":
        configuration.graphQL.pointsPerWindow = number(for: argument, arguments.popFirst())
    case "--graphql-timeout-nodes":
        configuration.graphQL.timeoutAboveNodes = number(for: argument, arguments.popFirst(), minimum: 1)
    case "--no-gzip":
        configuration.gzip = false
    case "--chunked":
        configuration.chunkedTransfer = true
    case "--log":
        log = true
    default:
        fail("Unknown option '\(argument)'")
    }
}

var users = builtIn ? BuiltInDataSet.users : []
for user in extraUsers {
    users.removeAll { $0.login.lowercased() == user.login.lowercased() }
    users.append(user)
}
configuration.users = users.map { hostileCloneLogins.contains($0.login.lowercased()) ? $0.withHostileCloneURLs() : $0 }
for (login, owner) in starsWanted {
    guard let account = users.first(where: { $0.login.lowercased() == owner.lowercased() }) else {
        fail("The value '\(login):\(owner)' is invalid for '--stars <login>:<owner>': no user '\(owner)'")
    }
    configuration.stars[login.lowercased(), default: []] += account.repositories.enumerated().map { index, repository in
        FakeStar(owner: account.login, name: repository.name, starredAt: 1_700_000_000 + Int64(index) * 60)
    }
}
if log {
    configuration.requestObserver = { request in
        let status = request.responseStatus.map(String.init) ?? "-"
        let hangUp = request.clientHungUp ? " (client hung up)" : ""
        let line = "\(request.method) \(request.target) → \(status) \(request.bodyBytesSent) bytes, connection \(request.connectionID)\(hangUp)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}

// Signals are taken synchronously by this thread; every thread the server
// starts inherits the blocked mask.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGINT)
sigaddset(&signals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &signals, nil)

let server = FakeGitHubServer(configuration: configuration)
for (login, latency) in loginLatencies { server.setLatency(latency, forLogin: login) }
do {
    try server.start()
} catch {
    let text = "Error: cannot listen on 127.0.0.1:\(configuration.port): \(error)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(1)
}
writeOut("listening on \(server.baseURL)\n")
var received: Int32 = 0
sigwait(&signals, &received)
server.stop()
exit(0)
