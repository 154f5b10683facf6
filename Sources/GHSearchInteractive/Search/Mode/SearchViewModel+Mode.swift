import FoundationEssentials
import GHSearchGitHub

/// Search all of GitHub: the mode toggle, the search limit kept apart
/// from the core quota, and the countdown while the quota-aware throttle
/// waits for the search limit's reset.
extension SearchViewModel {
    /// The mode's actions.
    mutating func reduce(mode action: ModeAction) -> [SearchEffect] {
        switch action {
        case .toggle: toggleMode()
        case .quotaWait(let until): searchQuotaWait(until)
        }
    }

    /// Ctrl-T in the list: the other mode, with the line it had when the
    /// user left it. Rows seen for that line this session show at once; the
    /// line is searched as Enter would (through the throttle, which for a
    /// search spends the limit only as it allows).
    private mutating func toggleMode() -> [SearchEffect] {
        savedLines[mode] = line
        mode = mode.toggled
        let restored = savedLines[mode] ?? ""
        // The other mode's rows and reasons do not belong to this one.
        results = nil
        status = .idle
        failedSubject = nil
        query = SearchQuery(line: "", mode: mode)
        filter = .empty  // the other mode's filter words do not apply here
        line = ""
        lineChanged(restored)
        if let cached = recent.results(for: query.subject) {
            show(cached)
            status = .results
        } else {
            refilter(following: nil)
        }
        return [.setPrompt(mode.prompt), .setLine(line)] + searchForLine(urgent: true) + countdownForMode() + [.redraw]
    }

    /// Records the search limit (`note` sends it here): apart from the core quota.
    mutating func recordSearchQuota(_ limit: RateLimit) {
        searchQuota = RateLimitBook.merged(searchQuota, limit)
    }

    /// The quota-aware throttle waits until `until` (the countdown runs), or searches again.
    private mutating func searchQuotaWait(_ until: Date?) -> [SearchEffect] {
        guard until != searchWaitUntil else { return [] }
        let wasCounting = countsDown
        searchWaitUntil = until
        return countdownEffects(wasCounting: wasCounting) + [.redraw]
    }

    /// The quota shown on the status line: the search limit in search mode.
    public var shownQuota: (limit: RateLimit?, isSearch: Bool) {
        mode == .search ? (searchQuota, true) : (quota, false)
    }

    /// Whether the search limit's countdown runs: it is spent and the prompt searches.
    public var countsDown: Bool { searchWaitUntil != nil && mode == .search }

    private func countdownEffects(wasCounting: Bool) -> [SearchEffect] {
        switch (wasCounting, countsDown) {
        case (false, true): [.startTimer(.searchQuotaCountdown, every: SearchViewModel.countdownInterval)]
        case (true, false): [.cancel(.timer(.searchQuotaCountdown))]
        default: []
        }
    }

    /// After a toggle: the countdown runs in search mode only.
    private func countdownForMode() -> [SearchEffect] {
        guard searchWaitUntil != nil else { return [] }
        return countdownEffects(wasCounting: mode == .user)
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
