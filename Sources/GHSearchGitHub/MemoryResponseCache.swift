import Synchronization

/// A bounded in-memory `ResponseCache` for one session: the interactive mode
/// revalidates users it has already shown with `If-None-Match`. The least
/// recently used answers go first once `capacityBytes` is exceeded.
///
/// Pages after a list's first (`page=N`, N > 1) share a smaller budget
/// (`laterPageBytes`) within it, the least recently used going first: a
/// revisit revalidates the first page (the rows loaded are kept in memory
/// apart), and the later ones are asked for again only when it changed. A
/// user's every page is ~5 kB of JSON a repository (500 MB for 100,000):
/// kept whole, they pushed every first page out and doubled the memory of
/// loading a long list. Once one list's own later pages outgrow that
/// budget, its further pages are not kept (`keepsBody(for:)` says so before
/// they are asked for, so their bodies are never copied out of the HTTP
/// client), while another list's still push the least recently used out.
public final class MemoryResponseCache: ResponseCache {
    private struct State {
        /// Least recently used first. One list searched in order (as the
        /// order of use was kept before): a session's answers are few, and
        /// a dictionary keyed by `ResponseCacheKey` cost the runtime a search
        /// of all its conformance records when the first answer was stored,
        /// between the answer and the first frame.
        /// `list`: for a later page, the list it belongs to (`MemoryResponseCache.list(of:)`).
        var entries: [(key: ResponseCacheKey, response: CachedResponse, list: String?)] = []
        var bytes = 0
        /// The bytes of the entries that are later pages.
        var laterPageBytes = 0
        /// The lists whose own later pages outgrew their budget (one of
        /// them went to make room for another): their other pages are not kept.
        var fullLists: [String] = []

        /// Takes `key`'s entry out of the list.
        mutating func remove(_ key: ResponseCacheKey) -> CachedResponse? {
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            return remove(at: index).response
        }

        mutating func remove(at index: Int) -> (key: ResponseCacheKey, response: CachedResponse, list: String?) {
            let entry = entries.remove(at: index)
            bytes -= entry.response.body.count
            if entry.list != nil { laterPageBytes -= entry.response.body.count }
            return entry
        }

        mutating func append(_ response: CachedResponse, for key: ResponseCacheKey, list: String?) {
            entries.append((key, response, list))
            bytes += response.body.count
            if list != nil { laterPageBytes += response.body.count }
        }
    }

    private let state = Mutex(State())
    private let capacityBytes: Int
    private let laterPageBytes: Int

    /// - Parameters:
    ///   - capacityBytes: the bodies kept, in all.
    ///   - laterPageBytes: of them, those of pages after a list's first.
    public init(capacityBytes: Int = 64 << 20, laterPageBytes: Int = 4 << 20) {
        self.capacityBytes = capacityBytes
        self.laterPageBytes = min(laterPageBytes, capacityBytes)
    }

    /// Whether `url` asks for a page after the first (`page=2` or more).
    static func isLaterPage(_ url: String) -> Bool {
        return (PageURLs.pageNumber(url) ?? 1) > 1
    }

    /// The list a later page belongs to (its URL at page 1, and the
    /// credentials); nil for any other answer.
    static func list(of key: ResponseCacheKey) -> String? {
        guard isLaterPage(key.url) else { return nil }
        return (PageURLs.replacingPage(in: key.url, with: 1) ?? key.url) + " " + key.credentialDigest
    }

    /// Whether an answer for `key` would be kept: not a later page (not kept
    /// yet) of a list whose later pages outgrew their budget.
    public func keepsBody(for key: ResponseCacheKey) -> Bool {
        guard let list = Self.list(of: key) else { return true }
        return state.withLock { s in !s.fullLists.contains(list) || s.entries.contains { $0.key == key } }
    }

    public func lookup(_ key: ResponseCacheKey) -> CachedResponse? {
        state.withLock { s in
            guard let index = s.entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = s.remove(at: index)
            s.append(entry.response, for: key, list: entry.list)  // now the most recently used
            return entry.response
        }
    }

    /// The record stored with `key`'s answer (a use, as a lookup is).
    public func lookupRecord(_ key: ResponseCacheKey) -> CachedRecord? {
        lookup(key).flatMap(CachedRecord.init)
    }

    public func remove(_ key: ResponseCacheKey) {
        state.withLock { s in _ = s.remove(key) }
    }

    public func store(_ response: CachedResponse, for key: ResponseCacheKey) {
        let list = Self.list(of: key)
        guard response.body.count <= (list != nil ? laterPageBytes : capacityBytes) else { return }
        state.withLock { s in
            _ = s.remove(key)
            s.append(response, for: key, list: list)
            var index = 0
            while s.laterPageBytes > laterPageBytes, index < s.entries.count {
                guard let pushed = s.entries[index].list else {
                    index += 1
                    continue
                }
                _ = s.remove(at: index)
                if pushed == list, !s.fullLists.contains(pushed) { s.fullLists.append(pushed) }
            }
            while s.bytes > capacityBytes, !s.entries.isEmpty {
                _ = s.remove(at: 0)
            }
        }
    }
}
