import GHSearchGitHub
import GHSearchFilter

/// The rows the list shows and its selection: the line's filter over the
/// rows loaded, the selection kept on the repository the user chose.
extension ListState {
    /// The line changed: a new filter applies at once; a new login waits for the search.
    mutating func lineChanged(_ newLine: String, mode: SearchMode) {
        line = newLine
        let newQuery = SearchQuery(line: newLine, mode: mode)
        let oldQuery = query
        query = newQuery
        if newQuery.subject != oldQuery.subject || newQuery.repository != oldQuery.repository {
            wantedRepository = newQuery.repository
        }
        if newQuery.subject?.folded != oldQuery.subject?.folded { selectionChosen = false }
        guard newQuery.filter != oldQuery.filter else {
            selectWantedRepository()
            return
        }
        filter = Filter(newQuery.filter)
        // A new filter ranks the rows anew: the selection goes to the best
        // match, as fzf's cursor does (Enter picks the top row), unless the
        // user chose a row: that one is followed while it passes.
        refilter(following: chosenRow)
    }

    /// The list afresh on `restored`, read in `mode` (the mode changed: the
    /// other mode's rows and filter do not apply); the rows of its subject
    /// seen this session show at once.
    mutating func restart(on restored: String, mode: SearchMode, seen: RecentResults) {
        results = nil
        query = SearchQuery(line: "", mode: mode)
        filter = .empty
        line = ""
        lineChanged(restored, mode: mode)
        if let cached = seen.results(for: query.subject) {
            show(cached)
        } else {
            refilter(following: nil)
        }
    }

    /// Moves the selection (clamped to the rows): the user chose.
    mutating func moveSelection(by delta: Int) {
        wantedRepository = nil
        selectionChosen = true
        if visible.isEmpty {
            selected = nil
        } else {
            let current = selected ?? (delta > 0 ? -1 : visible.count)
            selected = max(0, min(visible.count - 1, current + delta))
        }
    }

    /// Shows `loaded`, the selection kept on its repository if asked.
    mutating func show(_ loaded: LoadedResults, keepingSelection: Bool = false) {
        let followed = keepingSelection ? selectedRow.map { ($0, results!.repositories[$0]) } : nil
        results = loaded
        refilter(following: followed)
    }

    /// Recomputes the rows that pass the filter, ranked (`FilterEngine`:
    /// typing on narrows, erasing is a cache lookup, a new page is matched
    /// alone). The selection follows `followed` (a row of the rows as they
    /// were, and its repository) while it passes, else sits on the first row
    /// (so Enter, Tab and the actions work at once), or is nil when no row
    /// passes. A pasted `owner/repo` is selected as soon as its row is there.
    mutating func refilter(following followed: (row: Int, repository: Repository)?) {
        guard results != nil else {
            visible = []
            selected = nil
            return
        }
        if filter.isEmpty, filter.sort == nil, defaultSort == nil, !results!.corpusIsPrepared {
            // The rows in list order: no corpus needed yet (the first frame).
            visible = Array(0..<results!.repositories.count)
        } else {
            results!.prepareCorpus()
            engine.run(filter, over: results!.corpus, defaultSort: defaultSort, into: &visible)
        }
        let followedRow = followed.flatMap { row(of: $0.repository, near: $0.row) }
        selected = visible.isEmpty ? nil : (followedRow.flatMap { visible.firstIndex(of: $0) } ?? 0)
        selectWantedRepository()
    }

    /// The row of `results.repositories` selected, if any.
    var selectedRow: Int? {
        guard let selected, selected < visible.count else { return nil }
        return visible[selected]
    }

    /// The selected repository, if any.
    public var selectedRepository: Repository? {
        guard let row = selectedRow, let results else { return nil }
        return results.repositories[row]
    }

    /// The row the user chose, and its repository, to be followed as the
    /// rows change; nil while the selection is the top row's by default.
    var chosenRow: (row: Int, repository: Repository)? {
        selectionChosen ? selectedRow.map { ($0, results!.repositories[$0]) } : nil
    }

    /// The row that holds `repository` (by id, else by name), looked for at
    /// `hint` first: rows are only ever appended, so it is nearly always there.
    private func row(of repository: Repository, near hint: Int) -> Int? {
        guard let rows = results?.repositories else { return nil }
        func same(_ row: Repository) -> Bool {
            if let id = repository.id, let other = row.id { return id == other }
            return row.name == repository.name && row.fullName == repository.fullName
        }
        if hint < rows.count, same(rows[hint]) { return hint }
        return rows.firstIndex(where: same)
    }

    /// Selects the repository a pasted `owner/repo` named, once its row is
    /// in the list of that owner.
    mutating func selectWantedRepository() {
        guard let wanted = wantedRepository?.lowercased(), let results,
              results.subject.isSameList(as: query.subject) else { return }
        if let position = visible.firstIndex(where: { results.repositories[$0].name.lowercased() == wanted }) {
            selected = position
            wantedRepository = nil
        }
    }
}
