/// Decoded images by URL, least recently used dropped first once more than
/// `capacityBytes` of pixels are held. A value; wrap it in a lock to share.
struct ImageMemoryCache: Sendable {
    struct Entry: Sendable {
        var image: RGBAImage
        var etag: String?
    }

    let capacityBytes: Int
    private var entries: [String: Entry] = [:]
    /// Least recently used first.
    private var order: [String] = []
    private(set) var bytes = 0

    init(capacityBytes: Int) {
        self.capacityBytes = max(0, capacityBytes)
    }

    var count: Int { entries.count }

    /// The entry for `url`, now the most recently used.
    mutating func get(_ url: String) -> Entry? {
        guard let entry = entries[url] else { return nil }
        touch(url)
        return entry
    }

    mutating func put(_ entry: Entry, for url: String) {
        let size = entry.image.pixels.count
        guard size <= capacityBytes else { return }
        if let old = entries[url] { bytes -= old.image.pixels.count }
        entries[url] = entry
        bytes += size
        touch(url)
        while bytes > capacityBytes, let oldest = order.first {
            order.removeFirst()
            if let removed = entries.removeValue(forKey: oldest) { bytes -= removed.image.pixels.count }
        }
    }

    private mutating func touch(_ url: String) {
        order.removeAll { $0 == url }
        order.append(url)
    }
}
