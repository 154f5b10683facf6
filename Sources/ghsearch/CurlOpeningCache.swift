import GHSearchCurl
import GHSearchGitHub

/// The interactive mode's response cache, which opens libcurl at the first
/// lookup it cannot answer: a request for that answer follows at once (a
/// user not seen before), so libcurl is opened as soon as that is known.
/// An answer it holds is drawn before any request (a revisit's frame, whose
/// request waits for it), and libcurl waits until after that frame.
struct CurlOpeningCache: ResponseCache {
    let cache: any ResponseCache

    func lookup(_ key: ResponseCacheKey) async -> CachedResponse? {
        let response = await cache.lookup(key)
        if response == nil { CurlHTTPClient.startOpeningElsewhere() }
        return response
    }

    /// A record it holds is drawn before any request; one it does not hold
    /// is followed by `lookup`, which opens libcurl if that misses too.
    func lookupRecord(_ key: ResponseCacheKey) async -> CachedRecord? {
        await cache.lookupRecord(key)
    }

    func store(_ response: CachedResponse, for key: ResponseCacheKey) async {
        await cache.store(response, for: key)
    }

    func remove(_ key: ResponseCacheKey) async {
        await cache.remove(key)
    }

    func keepsBody(for key: ResponseCacheKey) -> Bool {
        cache.keepsBody(for: key)
    }
}
