import FoundationEssentials
import GHSearchGitHub

/// Search all of GitHub, as the parent sees it: the mode's child
/// (`modeState`, reduced by `ModeFeature`), and the list started afresh
/// when the mode changes.
extension SearchViewModel {
    /// The mode's action, with the line lent to it.
    mutating func reduce(mode action: ModeAction) -> [SearchEffect] {
        apply(ModeFeature.reduce(&modeState, action, ModeEnvironment(line: line)))
    }

    /// After a toggle: the list of the other mode, with the line it had
    /// when the user left it. Rows seen for that line this session show at
    /// once; the line is searched as Enter would (through the throttle,
    /// which for a search spends the limit only as it allows).
    mutating func startList(afresh restored: String) -> [SearchEffect] {
        // The other mode's reasons do not belong to this one.
        var effects = changeStatus(to: .idle)
        notice = nil
        let mode = modeState.mode
        listState.restart(on: restored, mode: mode, seen: recent)
        if results != nil { effects += changeStatus(to: .results) }
        return effects + [.setLine(line)] + listState.searchForLine(urgent: true, mode: mode) + [.redraw]
    }

    /// The quota shown on the status line: the search limit in search mode.
    public var shownQuota: (limit: RateLimit?, isSearch: Bool) {
        modeState.mode == .search ? (modeState.searchQuota, true) : (quota, false)
    }
}

extension GitHubError {
    /// A refused query (422) or one too long to send changes nothing on
    /// screen but the status line: the rows it would have replaced stay.
    public var keepsRows: Bool {
        switch self {
        case .invalidQuery, .queryTooLong, .searchTextTooLong: true
        default: false
        }
    }
}
