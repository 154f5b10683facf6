import FoundationEssentials
import GHSearchGitHub

/// `--api graphql`: many users per GraphQL query (see `GraphQLBatch` for the
/// packing), each query let through by its own `RateLimitGate` (GraphQL
/// points are a quota apart from REST's requests) and by the pacer of the
/// secondary limit, `jobs` queries at a time, the first alone so the quota
/// is known before more go out.
///
/// A whole-query failure is handled as REST handles a request's: 5xx and
/// transport failures are tried 3 times in all; a primary-limit answer
/// waits for the reset and sends the same query again, a secondary one
/// waits `retry-after` (else 60 s, doubling); refused credentials stop the
/// batch (the query's users are left for `--resume`). A query too big or
/// too slow for GitHub is split. Errors about one user (`NOT_FOUND` on its
/// alias) fail that user only.
public struct GraphQLUserSource<C: Clock>: BatchSource where C.Duration == Duration {
    let client: GraphQLClient
    let gate: RateLimitGate<C>
    let pacer: GraphQLQueryPacer<C>
    let clock: C
    let options: BatchOptions
    let configuration: GraphQLBatch.Configuration
    /// Points left unused (`--reserve`), so a query is not planned to spend them.
    let reserve: Int
    let attempts: Int
    let retryDelay: @Sendable (Int) -> Duration
    let now: @Sendable () -> Date

    public init(client: GraphQLClient, gate: RateLimitGate<C>, clock: C, options: BatchOptions, reserve: Int = 0,
                maxOwnersPerQuery: Int = 50, pacer: GraphQLQueryPacer<C>? = nil, attempts: Int = 3,
                retryDelay: @escaping @Sendable (Int) -> Duration = { .milliseconds(250 << min($0 - 1, 4)) },
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.gate = gate
        self.clock = clock
        self.options = options
        self.reserve = max(0, reserve)
        self.pacer = pacer ?? GraphQLQueryPacer(clock: clock)
        var configuration = GraphQLBatch.Configuration()
        configuration.maxOwnersPerQuery = max(1, maxOwnersPerQuery)
        configuration.attempts = attempts
        self.configuration = configuration
        self.attempts = attempts
        self.retryDelay = retryDelay
        self.now = now
    }

    /// What became of one query.
    enum QueryOutcome: Sendable {
        case answered(GraphQLResponse)
        /// Too big or too slow: split it.
        case tooLarge(GitHubError)
        case failed(GitHubError)
        /// The gate stopped (`--no-wait`) before it was sent.
        case stopped
    }

    public func fetch(_ logins: [String], onEvent: @escaping @Sendable (BatchEvent) -> Void,
                      finished: (BatchRecord) -> BatchContinuation) async -> BatchSourceEnd {
        let apiURL = options.apiURL
        let now = self.now
        var batch = GraphQLBatch(logins: logins, selection: client.document.selection, limit: options.limit,
                                 sortsByStars: options.sortsByStars, configuration: configuration,
                                 describe: { $0.describe(apiURL: apiURL, now: now()) },
                                 graphQLURL: client.endpoint.graphQLURL)
        var end = BatchSourceEnd()
        await withTaskGroup(of: (GraphQLQueryPlan, QueryOutcome).self) { group in
            var running = 0
            var halted = false
            func start(upTo jobs: Int) {
                while running < jobs, !halted, let (plan, newOwners) = batch.nextPlan(pointsAvailable: pointsLeft) {
                    running += 1
                    for login in newOwners { onEvent(.started(login)) }
                    group.addTask { (plan, await execute(plan)) }
                }
            }
            start(upTo: 1)
            for await (plan, outcome) in group {
                running -= 1
                var records: [BatchRecord] = []
                switch outcome {
                case .answered(let response):
                    records = batch.answered(plan, response)
                    for owner in plan.owners {
                        if let pages = batch.pages(of: owner.login) {
                            onEvent(.page(owner.login, fetched: pages.fetched, last: pages.last))
                        }
                    }
                case .tooLarge(let error):
                    records = batch.timedOut(plan, error: error)
                case .failed(.badCredentials):
                    batch.abandoned(plan)
                    halted = true
                    end.stoppedByCredentials = true
                case .failed(let error):
                    records = batch.failed(plan, error: error)
                case .stopped:
                    batch.abandoned(plan)
                    halted = true
                }
                for record in records where finished(record) != .proceed {
                    halted = true
                }
                if gate.stoppedAt != nil { halted = true }
                start(upTo: options.jobs)
            }
        }
        end.stoppedAt = gate.stoppedAt
        return end
    }

    /// Points known to be left beyond the reserve; nil before the first answer.
    private var pointsLeft: Int? {
        gate.rateLimit.remaining.map { max(0, $0 - reserve) }
    }

    /// One query through the pacer and the gate, waiting out rate limits and
    /// retrying what may succeed.
    func execute(_ plan: GraphQLQueryPlan) async -> QueryOutcome {
        var attempt = 1
        var limits = BatchLimitRetry(options: options)
        while true {
            await pacer.admit()
            guard let ticket = await gate.acquire() else { return .stopped }
            let result = await client.send(plan)
            gate.release(ticket)
            switch result {
            case .success(let response):
                return .answered(response)
            case .failure(.tooLarge(let error)):
                return .tooLarge(error)
            case .failure(.gitHub(let error)):
                if limits.waitsOut(error, gate: gate) { continue }
                guard error.isRetryable, attempt < attempts else { return .failed(error) }
                try? await clock.sleep(for: retryDelay(attempt))
                attempt += 1
            }
        }
    }
}
