import GHSearchGitHub
/// The bookkeeping of a GraphQL batch, without I/O: which owners wait for
/// which page, how they are packed into queries, and what each answer
/// means for each owner. `GraphQLUserSource` sends the queries.
///
/// **Packing.** Owners waiting for a further page go first (a user's record
/// is written only when all its pages are in, so finishing started users
/// keeps memory and a kill's loss small), then new owners in input order.
/// A query holds at most `maxOwnersPerQuery` owners, asks at most 100
/// repositories of each (fewer when `--limit` or the known `totalCount`
/// needs fewer), stays within GitHub's 500,000 nodes and within the node
/// budget, and costs no more than the points known to be left.
///
/// **Shrinking.** The node budget starts at what `maxOwnersPerQuery` full
/// pages need; a query that times out halves it (down to a single page of
/// one repository) and its owners are asked again in smaller queries;
/// `growAfter` answers in a row double it again, but never back to a size
/// that timed out (on GitHub a timeout costs 10 seconds), until
/// `forgetAfter` answers in a row suggest the server has changed. An owner
/// whose query timed out `attempts` times with it alone (its page cut
/// smaller each time) fails.
struct GraphQLBatch: Sendable {
    struct Configuration: Sendable, Equatable {
        var maxOwnersPerQuery = 50
        var maxFirst = 100
        var maxNodes = GraphQLBatch.gitHubNodeLimit
        var growAfter = 4
        /// Answers in a row after which a size that timed out is tried again.
        var forgetAfter = 64
        /// Tries of an owner whose answer carried an error GitHub may not repeat.
        var attempts = 3
        /// Pages of one owner before its pagination is taken for a loop.
        var maxPages = 100_000
        /// Repositories gathered for one owner before it fails as too many
        /// (`PageFollower.maximumRepositories`, as through REST).
        var maxRepositories = PageFollower.maximumRepositories
    }

    /// GitHub's limit on the nodes of one query.
    static let gitHubNodeLimit = 500_000

    private struct Owner: Sendable {
        var login: String
        /// Each repository once (by id), at most `maxRepositories`.
        var repositories: DistinctRepositories
        var after: String?
        var totalCount: Int?
        var pages = 0
        var cursors: Set<String> = []
        var retries = 0
        var soloTimeouts = 0
        var started = false
        /// Nodes of its pages that were not repositories: its record is then a failure.
        var notRepositories: SkippedEntries?
    }

    let configuration: Configuration
    let selection: GraphQLRepositorySelection
    /// Repositories wanted per owner while fetching (nil: all pages).
    let fetchLimit: Int?
    /// `--limit`, applied after a local sort.
    let limit: Int?
    let sortsByStars: Bool
    /// How a failure is worded in its record (the API URL and the time are the source's).
    let describe: @Sendable (GitHubError) -> String
    /// Where the queries go (named where nodes were not repositories).
    let graphQLURL: String

    private var owners: [String: Owner] = [:]
    private var fresh: ArraySlice<String>
    private var again: [String] = []
    private var againStart = 0
    private(set) var inFlight = 0
    /// The most nodes a query may ask for now.
    private(set) var nodeBudget: Int
    private let fullBudget: Int
    /// Below the smallest query that timed out (until `forgetAfter` answers in a row).
    private var ceiling: Int
    private var streak = 0
    private var answersSinceTimeout = 0

    init(logins: [String], selection: GraphQLRepositorySelection, limit: Int?, sortsByStars: Bool,
         configuration: Configuration = Configuration(),
         describe: @escaping @Sendable (GitHubError) -> String = { $0.describe(apiURL: "https://api.github.com") },
         graphQLURL: String = "https://api.github.com/graphql") {
        self.configuration = configuration
        self.describe = describe
        self.graphQLURL = graphQLURL
        self.selection = selection
        self.limit = limit
        self.sortsByStars = sortsByStars
        fetchLimit = sortsByStars ? nil : limit
        var unique: [String] = []
        for login in logins where owners[Self.key(login)] == nil {
            owners[Self.key(login)] = Owner(login: login, repositories: DistinctRepositories(cap: configuration.maxRepositories))
            unique.append(login)
        }
        fresh = unique[...]
        fullBudget = min(configuration.maxNodes, configuration.maxOwnersPerQuery * selection.nodes(first: configuration.maxFirst))
        nodeBudget = fullBudget
        ceiling = fullBudget
    }

    private static func key(_ login: String) -> String { login.lowercased() }

    /// Every owner is done (or given up).
    var isFinished: Bool { fresh.isEmpty && againStart == again.count && inFlight == 0 }

    /// Some owner waits for a query.
    var hasWaitingOwners: Bool { !fresh.isEmpty || againStart < again.count }

    /// Pages of `login` in so far and its last page as its `totalCount` (and
    /// `--limit`) tell at full pages; nil once it is done or before its first page.
    func pages(of login: String) -> (fetched: Int, last: Int?)? {
        guard let owner = owners[Self.key(login)], owner.pages > 0 else { return nil }
        let wanted = [owner.totalCount, fetchLimit].compactMap { $0 }.min()
        let last = wanted.map { max(owner.pages + 1, ($0 + configuration.maxFirst - 1) / configuration.maxFirst) }
        return (owner.pages, last)
    }

    // MARK: Planning

    /// The next query, and the owners it starts (their first page); nil when
    /// no owner waits. `pointsAvailable`: points known to be left (the plan
    /// holds at least one owner whatever it costs).
    mutating func nextPlan(pointsAvailable: Int?) -> (plan: GraphQLQueryPlan, started: [String])? {
        var pages: [GraphQLQueryPlan.OwnerPage] = []
        var started: [String] = []
        var requests = 0
        var nodes = 0
        while pages.count < configuration.maxOwnersPerQuery, let key = peek() {
            guard var owner = owners[key] else {
                pop()  // done already: nothing to ask
                continue
            }
            var first = wantedFirst(owner)
            if pages.isEmpty {
                // The first owner always goes, its page cut to the budget.
                while first > 1, selection.nodes(first: first) > nodeBudget { first = max(1, first / 2) }
            } else {
                guard nodes + selection.nodes(first: first) <= nodeBudget else { break }
                if let points = pointsAvailable,
                   GraphQLQueryPlan.cost(requests: requests + selection.requests(first: first)) > max(points, 1) { break }
            }
            pop()
            requests += selection.requests(first: first)
            nodes += selection.nodes(first: first)
            pages.append(GraphQLQueryPlan.OwnerPage(login: owner.login, first: first, after: owner.after))
            if !owner.started {
                owner.started = true
                owners[key] = owner
                started.append(owner.login)
            }
        }
        guard !pages.isEmpty else { return nil }
        inFlight += pages.count
        return (GraphQLQueryPlan(owners: pages, selection: selection), started)
    }

    private func wantedFirst(_ owner: Owner) -> Int {
        var first = configuration.maxFirst
        if let fetchLimit { first = min(first, fetchLimit - owner.repositories.count) }
        if let total = owner.totalCount { first = min(first, total - owner.repositories.count) }
        return max(1, first)
    }

    private func peek() -> String? {
        if againStart < again.count { return again[againStart] }
        return fresh.first.map(Self.key)
    }

    private mutating func pop() {
        if againStart < again.count {
            againStart += 1
            if againStart == again.count {
                again.removeAll(keepingCapacity: true)
                againStart = 0
            }
        } else {
            fresh.removeFirst()
        }
    }

    private mutating func requeue(_ key: String) {
        again.append(key)
    }

    // MARK: Outcomes

    /// An answer came: each owner's page is added (its record returned when
    /// it is complete), or it fails, or it is asked again.
    mutating func answered(_ plan: GraphQLQueryPlan, _ response: GraphQLResponse) -> [BatchRecord] {
        inFlight -= plan.owners.count
        streak += 1
        answersSinceTimeout += 1
        if answersSinceTimeout >= configuration.forgetAfter { ceiling = fullBudget }
        if streak >= configuration.growAfter {
            streak = 0
            nodeBudget = max(nodeBudget, min(ceiling, nodeBudget * 2))
        }
        var records: [BatchRecord] = []
        for (index, page) in plan.owners.enumerated() {
            let key = Self.key(page.login)
            guard var owner = owners[key] else { continue }
            let alias = GraphQLQueryPlan.alias(index)
            let errors = response.errors(for: alias)
            if errors.contains(where: { $0.type == "NOT_FOUND" }) {
                records.append(finish(key, failure: .userNotFound(owner.login)))
                continue
            }
            if let forbidden = errors.first(where: { $0.type == "FORBIDDEN" }) {
                records.append(finish(key, failure: .forbidden(message: forbidden.message)))
                continue
            }
            switch response.owners[alias] {
            case .null? where errors.isEmpty:
                records.append(finish(key, failure: .userNotFound(owner.login)))
            case .page(let received)? where errors.isEmpty:
                owner.retries = 0
                owner.soloTimeouts = 0
                // Nodes that are not repositories: left out, and the record fails once the pages are in,
                // as a list cut short does (the same leniency, and the same report, as through REST).
                if let skipped = SkippedEntries(received.skipped, from: graphQLURL) {
                    owner.notRepositories = owner.notRepositories?.adding(skipped) ?? skipped
                }
                // A repository a later page repeats is kept once; a server
                // that never ends stops at the same cap as through REST.
                guard let fresh = owner.repositories.add(received.repositories) else {
                    records.append(finish(key, failure: .tooManyRepositories(owner.repositories.cap)))
                    continue
                }
                if fresh == 0, !received.repositories.isEmpty {
                    // A page that brings nothing new: the same page again, under another cursor.
                    records.append(finish(key, failure: .paginationLoop(received.endCursor ?? "a page seen before")))
                    continue
                }
                owner.pages += 1
                if let total = received.totalCount { owner.totalCount = total }
                let full = fetchLimit.map { owner.repositories.count >= $0 } ?? false
                if !received.hasNextPage || full {
                    owners[key] = owner
                    records.append(finish(key))
                    continue
                }
                guard let cursor = received.endCursor, !received.repositories.isEmpty,
                      owner.cursors.insert(cursor).inserted, owner.pages < configuration.maxPages else {
                    records.append(finish(key, failure: .paginationLoop(received.endCursor ?? "a page without a cursor")))
                    continue
                }
                owner.after = cursor
                owners[key] = owner
                requeue(key)
            default:
                owner.retries += 1
                guard owner.retries < configuration.attempts else {
                    let detail = errors.first.map { "GitHub answered with an error for this user: \($0.message)" }
                        ?? Self.malformedDetail(response.owners[alias])
                    records.append(finish(key, failure: .invalidResponse(detail)))
                    continue
                }
                owners[key] = owner
                requeue(key)
            }
        }
        return records
    }

    private static func malformedDetail(_ answer: GraphQLResponse.OwnerAnswer?) -> String {
        if case .malformed(let detail)? = answer { return detail }
        return "the answer for this user is not in the shape asked for"
    }

    /// The query was too big or too slow: a smaller budget, its owners asked
    /// again; one alone in it fails after `attempts` such answers.
    mutating func timedOut(_ plan: GraphQLQueryPlan, error: GitHubError) -> [BatchRecord] {
        inFlight -= plan.owners.count
        streak = 0
        answersSinceTimeout = 0
        let floor = selection.nodes(first: 1)
        ceiling = max(floor, min(ceiling, plan.nodes - 1))
        nodeBudget = max(floor, min(nodeBudget, plan.nodes) / 2)
        var records: [BatchRecord] = []
        for page in plan.owners {
            let key = Self.key(page.login)
            guard var owner = owners[key] else { continue }
            if plan.owners.count == 1 {
                owner.soloTimeouts += 1
                if owner.soloTimeouts >= configuration.attempts {
                    records.append(finish(key, failure: error))
                    continue
                }
            }
            owners[key] = owner
            requeue(key)
        }
        return records
    }

    /// The query failed for good: every owner in it fails with `error`.
    mutating func failed(_ plan: GraphQLQueryPlan, error: GitHubError) -> [BatchRecord] {
        inFlight -= plan.owners.count
        return plan.owners.compactMap { owners[Self.key($0.login)] == nil ? nil : finish(Self.key($0.login), failure: error) }
    }

    /// The query was never answered (the batch stopped): its owners are left
    /// without a record, for `--resume`.
    mutating func abandoned(_ plan: GraphQLQueryPlan) {
        inFlight -= plan.owners.count
    }

    /// The owner's record (its repositories, sorted and cut as `--sort stars`
    /// and `--limit` say, or its failure); the owner is done.
    private mutating func finish(_ key: String, failure: GitHubError? = nil) -> BatchRecord {
        let owner = owners.removeValue(forKey: key) ?? Owner(login: key, repositories: DistinctRepositories(cap: 1))
        if let failure = failure ?? owner.notRepositories.map(GitHubError.notRepositories) {
            return BatchRecord(user: owner.login, outcome: .failure(BatchErrorCode(failure), message: describe(failure)))
        }
        var repositories = owner.repositories.repositories
        if sortsByStars { repositories.sort(by: RepositoryOrder.byStars) }
        if let limit, repositories.count > limit { repositories.removeSubrange(limit...) }
        return BatchRecord(user: owner.login, outcome: .repositories(repositories))
    }
}
