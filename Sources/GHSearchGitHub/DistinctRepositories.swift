/// The repositories of one user's list as its pages come in, each kept
/// once and never more than `cap` of them: what `PageFollower` (REST
/// pages) and `GraphQLBatch` (GraphQL pages) both gather, so a server that
/// repeats itself or never ends costs bounded memory in every mode.
///
/// Repositories are told apart by GitHub's `id` (a name can change between
/// two requests, an id cannot); one without an id (a server that sends
/// none) by all of its fields. While few are kept (a first page), an id is
/// looked for among them, and the set of ids is made only when more come:
/// the runtime makes a set's type the first time one is used, work that
/// would otherwise come before the first page's rows are drawn.
public struct DistinctRepositories: Sendable, Equatable {
    /// The repositories kept, in the order the pages gave them.
    public private(set) var repositories: [Repository] = []
    /// The most kept; a page that would go past it is refused.
    public let cap: Int
    /// The ids kept, once more than `linearLimit` repositories came
    /// (empty before: they are looked for among `repositories`).
    private var seenIDs = Set<Int>()
    /// How many repositories are searched one by one for an id before the set is made.
    static let linearLimit = 100
    private var seenWithoutID = Set<Repository>()

    public init(cap: Int) {
        self.cap = max(1, cap)
    }

    public var count: Int { repositories.count }

    /// Makes room for `count` repositories in all.
    public mutating func reserveCapacity(_ count: Int) {
        repositories.reserveCapacity(min(count, cap))
        if min(count, cap) > DistinctRepositories.linearLimit { seenIDs.reserveCapacity(min(count, cap)) }
    }

    /// Adds the repositories of `page` not kept yet; how many were new, or
    /// nil when one more than `cap` would have been kept (the ones before
    /// it are).
    public mutating func add(_ page: [Repository]) -> Int? {
        var fresh = 0
        for repository in page where isNew(repository) {
            guard repositories.count < cap else { return nil }
            repositories.append(repository)
            fresh += 1
        }
        return fresh
    }

    /// Whether `repository` was not seen yet (recording it).
    private mutating func isNew(_ repository: Repository) -> Bool {
        guard let id = repository.id else { return seenWithoutID.insert(repository).inserted }
        if seenIDs.isEmpty {
            if repositories.count < DistinctRepositories.linearLimit {
                return !repositories.contains { $0.id == id }
            }
            for kept in repositories { if let id = kept.id { seenIDs.insert(id) } }
        }
        return seenIDs.insert(id).inserted
    }
}
