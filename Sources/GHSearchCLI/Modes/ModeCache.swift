import GHSearchGitHub

/// The response cache a run shares between its clients, and how to write
/// what it still holds before the process ends (a write-behind cache).
public struct ModeCache: Sendable {
    public var cache: any ResponseCache
    public var flush: @Sendable () async -> Void

    public init(cache: any ResponseCache, flush: @escaping @Sendable () async -> Void = {}) {
        self.cache = cache
        self.flush = flush
    }
}
