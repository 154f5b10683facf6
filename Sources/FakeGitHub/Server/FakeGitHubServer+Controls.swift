import Glibc

/// Switches that change the server's behaviour while it runs.
extension FakeGitHubServer {
    /// Delay before every answer (on top of any per-login delay).
    public func setLatency(_ latency: Duration) {
        state.withLock { $0.configuration.latency = latency }
    }

    /// Extra delay before answers about one account (`.zero` removes it).
    public func setLatency(_ latency: Duration, forLogin login: String) {
        state.withLock { state in
            if latency == .zero {
                state.latencyByLogin[login.lowercased()] = nil
            } else {
                state.latencyByLogin[login.lowercased()] = latency
            }
        }
    }

    /// Answers the next `times` matching requests (`nil`: all of them) with
    /// `response`. Rules are tried in the order added.
    public func addFault(_ response: ScriptedResponse, matching matcher: RequestMatcher = .any, times: Int? = 1) {
        state.withLock { $0.faults.append(FaultRule(matcher: matcher, response: response, remaining: times)) }
    }

    /// Scripted answers not yet used up.
    public var pendingFaultCount: Int {
        state.withLock { $0.faults.count }
    }

    /// Answers 401 Bad credentials to this token (sent as `token X` or `Bearer X`).
    public func rejectToken(_ token: String) {
        state.withLock { _ = $0.rejectedTokens.insert(token) }
    }

    /// Accepts a token again.
    public func acceptToken(_ token: String) {
        state.withLock { _ = $0.rejectedTokens.remove(token) }
    }

    /// New rate-limit settings; every caller starts a fresh window.
    public func setQuota(_ quota: QuotaConfiguration) {
        state.withLock { state in
            state.configuration.quota = quota
            state.ledger = QuotaLedger(configuration: quota)
        }
    }

    /// Switches between `transfer-encoding: chunked` and `content-length` framing.
    public func setChunkedTransfer(_ enabled: Bool) {
        state.withLock { $0.configuration.chunkedTransfer = enabled }
    }

    /// Every page of `login`'s list opens with `entries` (JSON texts: entries
    /// that are not repositories, e.g. `MalformedEntries.sample`), and its
    /// GraphQL pages with as many `null` nodes; `[]` serves it as GitHub does.
    public func setMalformedEntries(_ entries: [String], forLogin login: String) {
        state.withLock { $0.configuration.malformedEntries[login.lowercased()] = entries.isEmpty ? nil : entries }
    }

    /// Answers every request as another server than GitHub's API would
    /// (`ForeignServer`); nil answers as GitHub again.
    public func setForeignServer(_ kind: ForeignServer?) {
        state.withLock { $0.configuration.foreignServer = kind }
    }

    /// Turns gzip answers on or off.
    public func setGzipEnabled(_ enabled: Bool) {
        state.withLock { $0.configuration.gzip = enabled }
    }
}

/// Switches and accounting of `POST /graphql`.
extension FakeGitHubServer {
    /// New GraphQL settings; every caller's points and secondary window start afresh.
    public func setGraphQL(_ graphQL: GraphQLConfiguration) {
        state.withLock { state in
            state.configuration.graphQL = graphQL
            state.graphQLLedger = QuotaLedger(configuration: graphQL.primaryQuota)
            state.graphQLSecondaryLedger = QuotaLedger(configuration: graphQL.secondaryQuota)
        }
    }

    /// Queries asking for more than `nodes` nodes time out (502); nil: none do.
    public func setGraphQLTimeout(aboveNodes nodes: Int?) {
        state.withLock { $0.configuration.graphQL.timeoutAboveNodes = nodes }
    }

    /// These owners' GraphQL lists never end (`GraphQLConfiguration.repeatingOwners`).
    public func setGraphQLRepeating(owners: Set<String>) {
        state.withLock { $0.configuration.graphQL.repeatingOwners = Set(owners.map { $0.lowercased() }) }
    }

    /// The next `count` queries that would run time out instead (502).
    public func timeOutNextGraphQLQueries(_ count: Int) {
        state.withLock { $0.graphQLTimeoutsLeft = max(0, count) }
    }

    /// The next queries that would run are answered with `faults`, one each, in order.
    public func failNextGraphQLQueries(_ faults: [GraphQLFault]) {
        state.withLock { $0.graphQLFaults.append(contentsOf: faults) }
    }

    /// Requests (REST) or points (GraphQL) `token` (nil: anonymous callers)
    /// has spent in its current window.
    public func quotaUsed(token: String?, resource: QuotaResource) -> Int {
        let now = Int(time(nil))
        let key = token ?? Self.anonymousKey
        return state.withLock { state in
            switch resource {
            case .core: state.ledger.peek(key: key, now: now).used
            case .graphql: state.graphQLLedger.peek(key: key, now: now).used
            }
        }
    }
}
