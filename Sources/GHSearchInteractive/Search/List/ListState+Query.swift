import GHSearchGitHub
import GHSearchText

/// What the line asks the search stream for, read in the prompt's mode.
extension ListState {
    /// The key the stream gets for the line.
    func key(urgent: Bool, mode: SearchMode) -> SearchKey {
        SearchKey(subject: query.subject, generation: generation, urgent: urgent, mode: mode, text: mode == .search ? line : "")
    }

    /// The limit the line meets now, if any.
    func lineProblem(mode: SearchMode) -> SearchViewModel.LineProblem? {
        if mode == .search, let text = query.subject?.query {
            let length = SearchTextLength.of(text)
            if length > SearchTextLength.limit { return .searchTextTooLong(length: length, limit: SearchTextLength.limit) }
        }
        if line.unicodeScalars.count >= ScreenGeometry.promptMaximumLength { return .lineFull(limit: ScreenGeometry.promptMaximumLength) }
        return nil
    }

    /// The search for the line: none while its text is longer than GitHub
    /// reads (the request would only come back as a 422).
    func searchForLine(urgent: Bool, mode: SearchMode) -> [SearchEffect] {
        if case .searchTextTooLong = lineProblem(mode: mode) { return [] }
        return [.search(key(urgent: urgent, mode: mode))]
    }
}
