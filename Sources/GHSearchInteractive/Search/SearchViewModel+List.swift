import GHSearchGitHub

/// The list as the parent sees it: its state (`listState`, reduced by
/// `ListFeature`), what it reads of the parent, and the rows the search
/// stream's answers put in it.
extension SearchViewModel {
    /// The list's action, with what it reads of the parent.
    mutating func reduce(list action: ListAction) -> [SearchEffect] {
        apply(ListFeature.reduce(&listState, action, listEnvironment))
    }

    /// What the list reads of the parent.
    var listEnvironment: ListEnvironment {
        ListEnvironment(mode: modeState.mode, windowRows: listWindowRows, retryable: retryableSubject, pick: pick,
                        marked: !pickState.marks.isEmpty, readmes: readmes)
    }

    /// The subject of the search that failed in a way another attempt may
    /// cure (offline, time out, 5xx), while none is in flight.
    var retryableSubject: SearchSubject? {
        guard case .failed(let error, let subject, _) = status, searching == nil, error.isRetryable else { return nil }
        return subject
    }

    /// Shows `loaded` in the list, the selection kept on its repository if asked.
    mutating func show(_ loaded: LoadedResults, keepingSelection: Bool = false) {
        listState.show(loaded, keepingSelection: keepingSelection)
    }

    /// Recomputes the rows the filter shows, the selection following `followed` (`ListState.refilter`).
    mutating func refilter(following followed: (row: Int, repository: Repository)?) {
        listState.refilter(following: followed)
    }

    /// The row of `results.repositories` selected, if any.
    var selectedRow: Int? { listState.selectedRow }
}
