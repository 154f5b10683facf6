/// Switches for the search API and the token owners, while the server runs.
extension FakeGitHubServer {
    /// New search settings; every caller's search window starts afresh.
    public func setSearch(_ search: SearchConfiguration) {
        state.withLock { state in
            state.configuration.search = search
            state.searchLedger = SearchLedger(configuration: search)
        }
    }

    /// Sets `incomplete_results` in search answers.
    public func setSearchIncompleteResults(_ incomplete: Bool) {
        state.withLock { $0.configuration.search.incompleteResults = incomplete }
    }

    /// Starts every caller's search window afresh.
    public func resetSearchQuota() {
        state.withLock { $0.searchLedger = SearchLedger(configuration: $0.configuration.search) }
    }
}
