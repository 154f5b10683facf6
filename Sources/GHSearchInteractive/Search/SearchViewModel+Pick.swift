import GHSearchGitHub
import GHSearchKeys
/// Pick and act, as the parent sees it: the child's state (`pickState`,
/// reduced by `PickFeature`) and what it picks.
extension SearchViewModel {
    /// The repository the actions act on: the one shown, else the one selected.
    public var actingRepository: Repository? {
        detail?.repository ?? selectedRepository
    }

    /// What Enter (or a `print(…)` key) prints: the marked rows in list
    /// order, else the acting repository.
    public var picked: [Repository] {
        PickFeature.picked(pickState, pickContext)
    }
}
