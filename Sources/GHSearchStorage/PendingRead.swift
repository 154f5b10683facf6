import GHSearchGitHub

/// A cache file being read by one lookup, and the lookups of the same
/// answer that came meanwhile and wait for what it reads
/// (`DiskResponseCache.lookup`).
struct PendingRead {
    let key: ResponseCacheKey
    var waiting: [CheckedContinuation<CachedResponse?, Never>] = []
}
