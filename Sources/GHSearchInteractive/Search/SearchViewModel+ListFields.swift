import GHSearchFilter

/// The list's fields the screens read, and the rows the search stream's
/// answers change in place (no copy of them: a get/set pair would copy the
/// whole `LoadedResults` at every page appended).
extension SearchViewModel {
    /// The rows on screen (`ListState.results`).
    public internal(set) var results: LoadedResults? {
        get { listState.results }
        _modify { yield &listState.results }
    }

    /// The prompt line as typed.
    public var line: String { listState.line }
    public var query: SearchQuery { listState.query }
    /// Indices into `results.repositories` that pass the local filter, in the order shown.
    public var visible: [Int] { listState.visible }
    /// The local filter (the line after the name), parsed.
    public var filter: Filter { listState.filter }
    /// What matched the filter where, for the rows drawn.
    public var engine: FilterEngine { listState.engine }
}
