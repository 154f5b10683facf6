import Synchronization

/// A bounded in-memory `ResponseCache` for one session: the interactive mode
/// revalidates users it has already shown with `If-None-Match`. The least
/// recently used answers go first once `capacityBytes` is exceeded.
public final class MemoryResponseCache: ResponseCache {
    private struct State {
        /// Least recently used first. One list searched in order (as the
        /// order of use was kept before): a session's answers are few, and
        /// a dictionary keyed by `ResponseCacheKey` cost the runtime a search
        /// of all its conformance records when the first answer was stored,
        /// between the answer and the first frame.
        var entries: [(key: ResponseCacheKey, response: CachedResponse)] = []
        var bytes = 0

        /// Takes `key`'s entry out of the list.
        mutating func remove(_ key: ResponseCacheKey) -> CachedResponse? {
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let response = entries.remove(at: index).response
            bytes -= response.body.count
            return response
        }

        mutating func append(_ response: CachedResponse, for key: ResponseCacheKey) {
            entries.append((key, response))
            bytes += response.body.count
        }
    }

    private let state = Mutex(State())
    private let capacityBytes: Int

    public init(capacityBytes: Int = 64 << 20) {
        self.capacityBytes = capacityBytes
    }

    public func lookup(_ key: ResponseCacheKey) -> CachedResponse? {
        state.withLock { s in
            guard let entry = s.remove(key) else { return nil }
            s.append(entry, for: key)  // now the most recently used
            return entry
        }
    }

    public func remove(_ key: ResponseCacheKey) {
        state.withLock { s in _ = s.remove(key) }
    }

    public func store(_ response: CachedResponse, for key: ResponseCacheKey) {
        guard response.body.count <= capacityBytes else { return }
        state.withLock { s in
            _ = s.remove(key)
            s.append(response, for: key)
            while s.bytes > capacityBytes, !s.entries.isEmpty {
                s.bytes -= s.entries.removeFirst().response.body.count
            }
        }
    }
}
