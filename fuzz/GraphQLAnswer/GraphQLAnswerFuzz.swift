@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// libFuzzer entry: the first byte picks the HTTP status (200 most often),
/// the rest is the body of a GraphQL answer to a query of three owners
/// (`GraphQLClient.read`, then `GraphQLBatch` takes the outcome in, as
/// `GraphQLUserSource` does). Checks: a 200 read as an answer has an entry
/// for every alias; each owner gets at most one record, and only an owner
/// of the query; nothing stays in flight; no record's message carries a
/// control character; and each error list sorts into one kind.
@_cdecl("LLVMFuzzerTestOneInput")
public func graphQLAnswerFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let statuses = [200, 200, 200, 200, 502, 504, 500, 503, 401, 403, 429, 404, 400, 301]
    let status = bytes.first.map { statuses[Int($0) % statuses.count] } ?? 200
    let body = Array(bytes.dropFirst())

    let logins = ["a", "b", "c"]
    let selection = GraphQLRepositorySelection(fields: [.name, .description, .stargazers_count, .topics])
    var batch = GraphQLBatch(logins: logins, selection: selection, limit: nil, sortsByStars: false)
    guard let (plan, _) = batch.nextPlan(pointsAvailable: nil) else { fatalError("no plan for three owners") }
    let client = GraphQLClient(endpoint: try! GitHubEndpoint("https://api.github.com"),
                               document: GraphQLQueryDocument(selection: selection, listOptions: ListOptions()),
                               http: Unreachable(), token: "t")
    let headers = HTTPHeaders([("x-ratelimit-limit", "5000"), ("x-ratelimit-remaining", "4990")])
    let records: [BatchRecord]
    switch client.read(HTTPResponse(status: status, headers: headers, body: body), plan: plan) {
    case .success(let answer):
        for index in plan.owners.indices where answer.owners[GraphQLQueryPlan.alias(index)] == nil {
            fatalError("no entry for alias u\(index)")
        }
        _ = GraphQLFailureKind(answer.errors)
        records = batch.answered(plan, answer)
    case .failure(.tooLarge(let error)):
        records = batch.timedOut(plan, error: error)
    case .failure(.gitHub(let error)):
        records = batch.failed(plan, error: error)
    }
    if batch.inFlight != 0 { fatalError("\(batch.inFlight) owners left in flight") }
    var seen: Set<String> = []
    for record in records {
        guard logins.contains(record.user), seen.insert(record.user).inserted else {
            fatalError("a record for \(record.user.debugDescription), twice or not asked for")
        }
        if case .failure(_, let message) = record.outcome,
           message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            fatalError("a failure message carries a control character: \(message.debugDescription)")
        }
    }
    return 0
}

/// The client never sends here: only `read` is fuzzed.
struct Unreachable: HTTPClient {
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        throw .cancelled
    }
}
