import GHSearchGitHub

/// An answer read from the disk, kept for the next lookup of it
/// (`DiskResponseCache`, with write-behind).
struct KeptRead {
    let key: ResponseCacheKey
    let response: CachedResponse
}
