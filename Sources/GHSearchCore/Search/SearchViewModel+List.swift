extension SearchViewModel {
    /// The line changed: a new filter applies at once; a new login waits for the search.
    mutating func lineChanged(_ newLine: String) {
        notice = nil
        line = newLine
        let newQuery = SearchQuery(line: newLine)
        let oldQuery = query
        query = newQuery
        guard newQuery.filter != oldQuery.filter else { return }
        filter = Filter(newQuery.filter)
        refilter(keepingSelection: false)
    }

    /// Moves the selection (clamped to the rows), and loads the next page
    /// when it reaches the last loaded row.
    mutating func moveSelection(by delta: Int) -> [SearchEffect] {
        notice = nil
        if visible.isEmpty {
            selection = nil
        } else {
            let current = selection ?? (delta > 0 ? -1 : visible.count)
            selection = max(0, min(visible.count - 1, current + delta))
        }
        return loadMoreIfWanted() + [.redraw]
    }

    mutating func show(_ loaded: LoadedResults, keepingSelection: Bool = false) {
        results = loaded
        refilter(keepingSelection: keepingSelection)
    }

    /// Recomputes the rows that pass the filter, ranked (`FilterEngine`:
    /// typing on narrows, erasing is a cache lookup, a new page is matched
    /// alone). The selection stays on the same repository when it still
    /// passes, else at the same position (clamped), or goes.
    mutating func refilter(keepingSelection: Bool) {
        let previous = keepingSelection ? selection : nil
        let selectedRow = previous.flatMap { $0 < visible.count ? visible[$0] : nil }
        if let results {
            visible = engine.run(filter, over: results.corpus, defaultSort: defaultSort).rows
        } else {
            visible = []
        }
        guard let previous, !visible.isEmpty else {
            selection = nil
            return
        }
        if let selectedRow, previous < visible.count, visible[previous] == selectedRow {
            selection = previous
        } else if let selectedRow, let index = visible.firstIndex(of: selectedRow) {
            selection = index
        } else {
            selection = min(previous, visible.count - 1)
        }
    }
}
