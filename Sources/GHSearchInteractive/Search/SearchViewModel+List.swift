import GHSearchGitHub

/// The list as the parent sees it: its state (`listState`, reduced by
/// `ListFeature`; its rows filled by `LoadingFeature`) and what it reads of
/// the parent.
extension SearchViewModel {
    /// The list's action, with what it reads of the parent.
    mutating func reduce(list action: ListAction) -> [SearchEffect] {
        apply(ListFeature.reduce(&listState, action, listEnvironment))
    }

    /// What the list reads of the parent.
    var listEnvironment: ListEnvironment {
        ListEnvironment(mode: modeState.mode, windowRows: listWindowRows, retryable: loadingState.retryableSubject, pick: pick,
                        marked: !pickState.marks.isEmpty, readmes: readmes)
    }
}
