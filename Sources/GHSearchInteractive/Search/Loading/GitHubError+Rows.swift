import GHSearchGitHub

/// What a failed search does to the rows on screen.
extension GitHubError {
    /// A refused query (422) or one too long to send changes nothing on
    /// screen but the status line: the rows it would have replaced stay.
    public var keepsRows: Bool {
        if case .invalidQuery = self { return true }
        if case .queryTooLong = self { return true }
        if case .searchTextTooLong = self { return true }
        return false
    }

    /// The quota is spent (the primary or the secondary rate limit): the
    /// rows loaded before, or the response cache's, stand in, marked stale.
    var spentQuota: Bool {
        if case .rateLimited = self { return true }
        if case .secondaryRateLimit = self { return true }
        return false
    }
}
