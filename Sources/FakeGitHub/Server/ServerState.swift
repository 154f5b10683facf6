/// Everything the server's threads share, guarded by one lock.
struct ServerState {
    enum Phase {
        case idle
        case running
        case stopped
    }

    var phase: Phase = .idle
    var configuration: FakeGitHubConfiguration
    var port: Int = 0
    var directory: UserDirectory
    var faults: [FaultRule] = []
    var latencyByLogin: [String: Duration] = [:]
    var rejectedTokens: Set<String> = []
    var ledger: QuotaLedger
    /// Search requests per caller (GitHub counts them apart from the core limit).
    var searchLedger: SearchLedger
    /// GraphQL points per caller (GitHub keeps them apart from REST's requests).
    var graphQLLedger: QuotaLedger
    /// GraphQL queries per caller in the secondary limit's window.
    var graphQLSecondaryLedger: QuotaLedger
    /// Queries still to be answered with a timeout (`timeOutNextGraphQLQueries`).
    var graphQLTimeoutsLeft = 0
    /// What the next queries that would run get instead (`failNextGraphQLQueries`), in order.
    var graphQLFaults: [GraphQLFault] = []
    var log: [RecordedRequest] = []
    var sequence: Int = 0
    var connectionsAccepted: Int = 0
    var openConnections: Set<Int32> = []

    init(configuration: FakeGitHubConfiguration) {
        self.configuration = configuration
        ledger = QuotaLedger(configuration: configuration.quota)
        searchLedger = SearchLedger(configuration: configuration.search)
        graphQLLedger = QuotaLedger(configuration: configuration.graphQL.primaryQuota)
        graphQLSecondaryLedger = QuotaLedger(configuration: configuration.graphQL.secondaryQuota)
        directory = UserDirectory(users: configuration.users, htmlBase: configuration.htmlBaseURL, rootBase: "")
    }

    var rootBase: String { "http://127.0.0.1:\(port)" }

    mutating func rebuildDirectory() {
        directory = UserDirectory(users: configuration.users, htmlBase: configuration.htmlBaseURL, rootBase: rootBase)
    }

    /// The first fault that matches, spending one of its uses.
    mutating func takeFault(for request: RoutedRequest) -> ScriptedResponse? {
        guard let index = faults.firstIndex(where: { $0.matcher.matches(request) && $0.remaining != 0 }) else { return nil }
        var response = faults[index].response
        if let respond = faults[index].respond {
            let account = request.accountLogin.flatMap { directory.index(login: $0) }
            response = respond(FaultRequest(
                page: request.pageNumber, path: request.target.rawPath, rawQueryPairs: request.target.rawQueryPairs,
                origin: rootBase, apiBase: rootBase + request.apiPrefix, accountID: account.map { directory.users[$0].id }))
        }
        if let remaining = faults[index].remaining {
            if remaining <= 1 { faults.remove(at: index) } else { faults[index].remaining = remaining - 1 }
        }
        return response
    }

    func latency(for request: RoutedRequest) -> Duration {
        var total = configuration.latency
        if let login = request.accountLogin?.lowercased(), let extra = latencyByLogin[login] { total += extra }
        return total
    }

    mutating func updateRecord(sequence: Int, _ change: (inout RecordedRequest) -> Void) -> RecordedRequest? {
        guard let index = log.lastIndex(where: { $0.sequence == sequence }) else { return nil }
        change(&log[index])
        return log[index]
    }
}
