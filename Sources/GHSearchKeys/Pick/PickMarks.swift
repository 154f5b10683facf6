import GHSearchGitHub
/// The rows marked with `--multi`, kept across filter changes and across
/// names: a mark stays until it is toggled off. Held in list order — by the
/// order in which their lists were first marked in, then by row — which is
/// the order Enter prints them in.
public struct PickMarks: Sendable, Equatable {
    public struct Mark: Sendable, Equatable {
        /// Whose list the row is in, and its place there.
        public var list: SearchSubject
        public var index: Int
        public var repository: Repository
    }

    public private(set) var marks: [Mark] = []
    /// Lists, in the order their first mark was made.
    private var lists: [SearchSubject] = []

    public init() {}

    public var isEmpty: Bool { marks.isEmpty }
    public var count: Int { marks.count }
    public var repositories: [Repository] { marks.map(\.repository) }

    /// Whether `repository` is marked.
    public func contains(_ repository: Repository) -> Bool {
        let key = PickMarks.key(repository)
        return marks.contains { PickMarks.key($0.repository) == key }
    }

    /// Marks the row, or unmarks it when it was marked.
    public mutating func toggle(_ repository: Repository, in list: SearchSubject, index: Int) {
        let key = PickMarks.key(repository)
        if let found = marks.firstIndex(where: { PickMarks.key($0.repository) == key }) {
            marks.remove(at: found)
            return
        }
        if !lists.contains(list.folded) { lists.append(list.folded) }
        marks.append(Mark(list: list, index: index, repository: repository))
        let lists = self.lists
        let order = { (mark: Mark) in lists.firstIndex(of: mark.list.folded) ?? lists.count }
        marks.sort { a, b in order(a) != order(b) ? order(a) < order(b) : a.index < b.index }
    }

    /// A repository's identity: its full name, case-insensitively.
    static func key(_ r: Repository) -> String {
        (r.fullName ?? ((r.owner?.login).map { "\($0)/\(r.name)" } ?? r.name)).lowercased()
    }
}
