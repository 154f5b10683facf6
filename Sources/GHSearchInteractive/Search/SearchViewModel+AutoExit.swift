/// fzf's `-1` (`--select-1`) and `-0` (`--exit-0`): decided once, when
/// the first list of the name on the line has settled (every page in, or
/// the loading stopped at its bound), on the rows the filter then shows —
/// the words typed since included, as fzf decides on its query when its
/// input ends. A failed search decides nothing: its status line says why.
extension SearchViewModel {
    mutating func autoExitIfSettled() -> [SearchEffect] {
        guard autoExitPending, searching == nil, let results, !results.isStale,
              results.subject.isSameList(as: query.subject),
              !results.loadingMore,
              // A search's pages load as the user scrolls: what is in has settled.
              results.next == nil || results.stopped != nil || results.moreFailure != nil
                || results.subject.query != nil else { return [] }
        autoExitPending = false
        if pick.selectOne, visible.count == 1 {
            return [.printLines([pick.printField.line(for: results.repositories[visible[0]])]), .exit(.success)]
        }
        if pick.exitZero, visible.isEmpty { return [.exit(.failure)] }
        return []
    }
}
