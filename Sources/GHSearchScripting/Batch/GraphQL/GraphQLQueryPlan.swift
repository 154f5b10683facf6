/// One query of a GraphQL batch: a page of repositories for each of up to
/// ~50 owners, each under its own alias (`u0`, `u1`, …), with what GitHub
/// will charge for it and how many nodes it may return.
public struct GraphQLQueryPlan: Sendable, Equatable {
    /// One owner's page in the query.
    public struct OwnerPage: Sendable, Equatable {
        /// The login as given in the input (sent as a variable, never in the text).
        public var login: String
        /// Repositories asked for, 1…100.
        public var first: Int
        /// The `endCursor` of the owner's previous page; nil for its first page.
        public var after: String?

        public init(login: String, first: Int, after: String? = nil) {
            self.login = login
            self.first = first
            self.after = after
        }
    }

    public var owners: [OwnerPage]
    /// GitHub's cost: the requests of every connection, divided by 100, rounded, at least 1.
    public var cost: Int
    /// Nodes the query may return (GitHub refuses more than 500,000).
    public var nodes: Int

    public init(owners: [OwnerPage], selection: GraphQLRepositorySelection) {
        self.owners = owners
        cost = Self.cost(requests: owners.reduce(0) { $0 + selection.requests(first: $1.first) })
        nodes = owners.reduce(0) { $0 + selection.nodes(first: $1.first) }
    }

    /// The alias of owner `index` in the query.
    public static func alias(_ index: Int) -> String { "u\(index)" }

    /// `requests / 100` rounded (halves up), at least 1.
    public static func cost(requests: Int) -> Int {
        max(1, (requests + 50) / 100)
    }
}
