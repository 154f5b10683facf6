import GHSearchGitHub
import GHSearchKeys
/// Pick and act, as the parent sees it: the child's state (`pickState`,
/// reduced by `PickFeature`) and Enter in the list, which picks on a
/// searched line.
extension SearchViewModel {
    /// The rows marked with `--multi` (Tab / Shift-Tab).
    /// The repository the actions act on: the one shown, else the one selected.
    public var actingRepository: Repository? {
        detail?.repository ?? selectedRepository
    }

    /// What Enter (or a `print(…)` key) prints: the marked rows in list
    /// order, else the acting repository.
    public var picked: [Repository] {
        PickFeature.picked(pickState, pickContext)
    }

    /// Enter in the list: on an unchanged line whose name was searched and
    /// has a row selected (or rows marked), the pick; else nil, and Enter
    /// searches as before.
    mutating func pickOnEnter(_ newLine: String) -> [SearchEffect]? {
        guard newLine == line, let results, results.subject == query.subject,
              selectedRepository != nil || !pickState.marks.isEmpty else { return nil }
        return reduce(pick: .printField(pick.printField))
    }
}
