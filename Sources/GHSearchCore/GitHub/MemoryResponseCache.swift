import Synchronization

/// A bounded in-memory `ResponseCache` for one session: the interactive mode
/// revalidates users it has already shown with `If-None-Match`. The least
/// recently used answers go first once `capacityBytes` is exceeded.
public final class MemoryResponseCache: ResponseCache {
    private struct State {
        var entries: [ResponseCacheKey: CachedResponse] = [:]
        var order: [ResponseCacheKey] = []
        var bytes = 0
    }

    private let state = Mutex(State())
    private let capacityBytes: Int

    public init(capacityBytes: Int = 64 << 20) {
        self.capacityBytes = capacityBytes
    }

    public func lookup(_ key: ResponseCacheKey) -> CachedResponse? {
        state.withLock { s in
            guard let entry = s.entries[key] else { return nil }
            s.order.removeAll { $0 == key }
            s.order.append(key)
            return entry
        }
    }

    public func remove(_ key: ResponseCacheKey) {
        state.withLock { s in
            guard let old = s.entries.removeValue(forKey: key) else { return }
            s.bytes -= old.body.count
            s.order.removeAll { $0 == key }
        }
    }

    public func store(_ response: CachedResponse, for key: ResponseCacheKey) {
        guard response.body.count <= capacityBytes else { return }
        state.withLock { s in
            if let old = s.entries[key] {
                s.bytes -= old.body.count
                s.order.removeAll { $0 == key }
            }
            s.entries[key] = response
            s.order.append(key)
            s.bytes += response.body.count
            while s.bytes > capacityBytes, !s.order.isEmpty {
                let evicted = s.order.removeFirst()
                s.bytes -= s.entries.removeValue(forKey: evicted)?.body.count ?? 0
            }
        }
    }
}
