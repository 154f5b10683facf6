import FoundationEssentials
import GHSearchGitHub

/// Search all of GitHub, as the parent sees it: the mode's child
/// (`modeState`, reduced by `ModeFeature`); the list started afresh when
/// the mode changes is the loading's (`LoadingAction.freshList`).
extension SearchViewModel {
    /// The mode's action, with the line lent to it.
    mutating func reduce(mode action: ModeAction) -> [SearchEffect] {
        apply(ModeFeature.reduce(&modeState, action, ModeEnvironment(line: line)))
    }

    /// The quota shown on the status line: the search limit in search mode.
    public var shownQuota: (limit: RateLimit?, isSearch: Bool) {
        modeState.mode == .search ? (modeState.searchQuota, true) : (quota, false)
    }
}
