import FoundationEssentials
import GHSearchGitHub

/// `--api` and `--search`: the one source a batch asks (REST, GraphQL, each
/// user the cheaper way, or a search per query), with the rate-limit gate of
/// each API it spends from (GraphQL points are a quota apart from REST
/// requests), and the quotas progress shows.
struct BatchAPISources<C: Clock>: Sendable where C.Duration == Duration {
    let source: any BatchSource
    private let restGate: RateLimitGate<C>
    private let graphQLGate: RateLimitGate<C>?

    /// `auto` uses GraphQL when there is a token and the printed fields cost
    /// no more than REST (no per-repository connection, `topics` or
    /// `open_issues_count`); `graphql` requires a token (checked before).
    /// Stars (`--starred`) go through GraphQL the same way, newest first;
    /// `--sort updated` over stars is REST's alone. A search (`--search`)
    /// is REST's.
    init(options: BatchModeOptions, dependencies: BatchDependencies<C>, restClient: GitHubClient,
         restGate: RateLimitGate<C>, onWait: @escaping @Sendable (BatchWait) -> Void) {
        self.restGate = restGate
        let batch = options.batch
        let clock = dependencies.clock
        let now = dependencies.now
        let service = RepositoryService(client: restClient, clock: clock)
        if options.search {
            source = SearchQuerySource(service: service, gate: restGate, options: batch, request: options.searchRequest, now: now)
            graphQLGate = nil
            return
        }
        let rest = RESTUserSource(service: service, gate: restGate, options: batch, now: now)
        let selection = GraphQLRepositorySelection(fields: options.fields, sortsByStars: batch.sortsByStars)
        let useGraphQL = switch options.api {
        case .rest: false
        case .graphql: true
        case .auto: dependencies.token != nil && !selection.isCostly && !(batch.starred && batch.starredOrder == .updated)
        }
        guard useGraphQL else {
            source = rest
            graphQLGate = nil
            return
        }
        let gate = RateLimitGate(clock: clock, now: now, reserve: options.reserve, waits: !options.noWait, onWait: onWait)
        graphQLGate = gate
        let client = GraphQLClient(endpoint: restClient.endpoint,
                                   document: GraphQLQueryDocument(selection: selection, listOptions: batch.listOptions,
                                                                 stars: batch.starred),
                                   http: dependencies.http, token: dependencies.token, timeout: options.requestTimeout,
                                   onRateLimit: { gate.observe($0) })
        let graphQL = GraphQLUserSource(client: client, gate: gate, clock: clock, options: batch,
                                        reserve: options.reserve, now: now)
        guard options.api == .auto else {
            source = graphQL
            return
        }
        source = AutoUserSource(rest: rest, graphQL: graphQL, isCached: { login in
            batch.starred ? await restClient.hasCachedFirstStarredPage(login: login, order: batch.starredOrder)
                : await restClient.hasCachedFirstPage(login: login, options: batch.listOptions)
        })
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
