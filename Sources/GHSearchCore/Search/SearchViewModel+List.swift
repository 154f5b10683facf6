extension SearchViewModel {
    /// The line changed: a new filter applies at once; a new login waits for the search.
    mutating func lineChanged(_ newLine: String) {
        notice = nil
        line = newLine
        let newQuery = SearchQuery(line: newLine)
        let oldQuery = query
        query = newQuery
        guard newQuery.filter != oldQuery.filter else { return }
        // Typing on narrows what already matched: look only at those rows.
        let narrowing = newQuery.login == oldQuery.login && !oldQuery.filter.isEmpty
            && newQuery.filter.lowercased().hasPrefix(oldQuery.filter.lowercased())
            && !oldQuery.filter.hasSuffix(" ")
        refilter(keepingSelection: false, within: narrowing ? visible : nil)
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

    /// Recomputes the rows that pass the filter; the selection stays (clamped) or goes.
    mutating func refilter(keepingSelection: Bool, within candidates: [Int]? = nil) {
        let previous = keepingSelection ? selection : nil
        visible = results?.indices(matching: query.filter, within: candidates) ?? []
        if let previous, !visible.isEmpty {
            selection = min(previous, visible.count - 1)
        } else {
            selection = nil
        }
    }
}
