import GHSearchFilter
import GHSearchGitHub

/// The list's fields as the screens and the search stream's handlers read
/// them: each one is `listState`'s, changed in place (no copy of the rows).
extension SearchViewModel {
    /// The prompt line as typed.
    public internal(set) var line: String {
        get { listState.line }
        _modify { yield &listState.line }
    }

    public internal(set) var query: SearchQuery {
        get { listState.query }
        _modify { yield &listState.query }
    }

    /// The rows on screen.
    public internal(set) var results: LoadedResults? {
        get { listState.results }
        _modify { yield &listState.results }
    }

    /// Indices into `results.repositories` that pass the local filter, in the order shown.
    public internal(set) var visible: [Int] {
        get { listState.visible }
        _modify { yield &listState.visible }
    }

    /// The local filter (the line after the name), parsed.
    public internal(set) var filter: Filter {
        get { listState.filter }
        _modify { yield &listState.filter }
    }

    public internal(set) var engine: FilterEngine {
        get { listState.engine }
        _modify { yield &listState.engine }
    }

    /// `--sort`: the rows' order when the filter's words or `sort:` do not set one.
    public var defaultSort: FilterSort? { listState.defaultSort }

    public internal(set) var selectionChosen: Bool {
        get { listState.selectionChosen }
        _modify { yield &listState.selectionChosen }
    }

    /// The repository a pasted `owner/repo` or URL named, until its row is selected.
    public internal(set) var wantedRepository: String? {
        get { listState.wantedRepository }
        _modify { yield &listState.wantedRepository }
    }

    /// The generation of the next `SearchKey`.
    public internal(set) var generation: Int {
        get { listState.generation }
        _modify { yield &listState.generation }
    }
}
