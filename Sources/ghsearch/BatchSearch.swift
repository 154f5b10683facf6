import FoundationEssentials
import GHSearchCLI
import GHSearchGitHub
import GHSearchScripting

/// `--api`: the runner that searches a batch's users through REST, GraphQL
/// or each the cheaper way, with the rate-limit gate of each API (GraphQL
/// points are a quota apart from REST requests), and the quotas progress shows.
struct BatchSearch {
    let runner: BatchRunner<ContinuousClock>
    private let restGate: RateLimitGate<ContinuousClock>
    private let graphQLGate: RateLimitGate<ContinuousClock>?

    /// `auto` uses GraphQL when there is a token and the printed fields cost
    /// no more than REST (no per-repository connection, `topics` or
    /// `open_issues_count`); `graphql` requires a token (checked before).
    /// Stars (`--starred`) go through GraphQL the same way, newest first;
    /// `--sort updated` over stars is REST's alone.
    init(api: BatchAPI, options: CommandLineOptions, fields: [RepositoryField], token: String?,
         restClient: GitHubClient, restGate: RateLimitGate<ContinuousClock>, http: any HTTPClient,
         clock: ContinuousClock, now: @escaping @Sendable () -> Date, onWait: @escaping @Sendable (BatchWait) -> Void) {
        self.restGate = restGate
        let batchOptions = BatchOptions(options)
        let restRunner = BatchRunner(service: RepositoryService(client: restClient, clock: clock), gate: restGate,
                                     options: batchOptions, now: now)
        let selection = GraphQLRepositorySelection(fields: fields, sortsByStars: BatchOptions(options).sortsByStars)
        let useGraphQL = switch api {
        case .rest: false
        case .graphql: true
        case .auto: token != nil && !selection.isCostly && !(options.batchStarred && options.starredOrder == .updated)
        }
        guard useGraphQL else {
            runner = restRunner
            graphQLGate = nil
            return
        }
        let gate = RateLimitGate(clock: clock, now: now, reserve: options.reserve ?? 0, waits: !options.noWait, onWait: onWait)
        graphQLGate = gate
        let client = GraphQLClient(endpoint: restClient.endpoint,
                                   document: GraphQLQueryDocument(selection: selection, listOptions: options.listOptions,
                                                                 stars: options.batchStarred),
                                   http: http, token: token, timeout: options.requestTimeout, onRateLimit: { gate.observe($0) })
        let graphQL = GraphQLUserSource(client: client, gate: gate, clock: clock, options: batchOptions,
                                        reserve: options.reserve ?? 0, now: now)
        let source: any BatchUserSource = if api == .auto {
            AutoUserSource(rest: RESTUserSource(runner: restRunner), graphQL: graphQL, isCached: { login in
                options.batchStarred ? await restClient.hasCachedFirstStarredPage(login: login, order: options.starredOrder)
                    : await restClient.hasCachedFirstPage(login: login, options: options.listOptions)
            })
        } else {
            graphQL
        }
        runner = BatchRunner(service: RepositoryService(client: restClient, clock: clock), gate: restGate,
                             options: batchOptions, now: now, source: source)
    }

    /// The quota progress shows: GraphQL's once a query was answered, else REST's.
    var currentQuota: RateLimit {
        if let graphQL = graphQLGate?.rateLimit, graphQL.limit != nil { return graphQL }
        return restGate.rateLimit
    }

    /// What is left of every quota the batch spent from.
    var quotas: [RateLimit] {
        let spent = [restGate.rateLimit, graphQLGate?.rateLimit].compactMap { $0 }.filter { $0.limit != nil }
        return spent.isEmpty ? [restGate.rateLimit] : spent
    }
}
