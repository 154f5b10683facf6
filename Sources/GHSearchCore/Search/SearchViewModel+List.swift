extension SearchViewModel {
    /// The line changed: a new filter applies at once; a new login waits for the search.
    mutating func lineChanged(_ newLine: String) {
        notice = nil
        line = newLine
        let newQuery = SearchQuery(line: newLine)
        let oldQuery = query
        query = newQuery
        if newQuery.login != oldQuery.login || newQuery.repository != oldQuery.repository {
            wantedRepository = newQuery.repository
        }
        guard newQuery.filter != oldQuery.filter else {
            selectWantedRepository()
            return
        }
        // Typing on narrows what already matched: look only at those rows.
        let narrowing = newQuery.login == oldQuery.login && !oldQuery.filter.isEmpty
            && newQuery.filter.lowercased().hasPrefix(oldQuery.filter.lowercased())
            && !oldQuery.filter.hasSuffix(" ")
        refilter(following: selectedRepository, within: narrowing ? visible : nil)
    }

    /// Moves the selection (clamped to the rows), and loads the next page
    /// when it reaches the last loaded row.
    mutating func moveSelection(by delta: Int) -> [SearchEffect] {
        notice = nil
        wantedRepository = nil  // the user chose
        if visible.isEmpty {
            selection = nil
        } else {
            let current = selection ?? (delta > 0 ? -1 : visible.count)
            selection = max(0, min(visible.count - 1, current + delta))
        }
        return loadMoreIfWanted() + [.redraw]
    }

    mutating func show(_ loaded: LoadedResults, keepingSelection: Bool = false) {
        let followed = keepingSelection ? selectedRepository : nil
        results = loaded
        refilter(following: followed)
    }

    /// Recomputes the rows that pass the filter. The selection follows
    /// `followed` while it passes, else sits on the first row (so Enter,
    /// Tab and the actions work at once), or is nil when no row passes. A
    /// pasted `owner/repo` is selected as soon as its row is there.
    mutating func refilter(following followed: Repository?, within candidates: [Int]? = nil) {
        visible = results?.indices(matching: query.filter, within: candidates) ?? []
        selection = visible.isEmpty ? nil : (followed.flatMap(position(of:)) ?? 0)
        selectWantedRepository()
    }

    /// Where `repository` is among the visible rows.
    func position(of repository: Repository) -> Int? {
        guard let results else { return nil }
        return visible.firstIndex {
            let row = results.repositories[$0]
            return row.name == repository.name && row.fullName == repository.fullName
        }
    }

    /// Selects the repository a pasted `owner/repo` named, once its row is
    /// in the list of that owner.
    mutating func selectWantedRepository() {
        guard let wanted = wantedRepository?.lowercased(), let results,
              results.login.lowercased() == query.login.lowercased() else { return }
        if let position = visible.firstIndex(where: { results.repositories[$0].name.lowercased() == wanted }) {
            selection = position
            wantedRepository = nil
        }
    }
}
