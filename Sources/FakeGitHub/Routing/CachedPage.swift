import Synchronization

/// One written page of a repository list: body, validator, and its gzip
/// form made on first demand.
final class CachedPage: Sendable {
    let body: [UInt8]
    let etag: String
    let itemCount: Int
    /// The last page number for this page size (0 when the list is empty).
    let lastPage: Int
    private let gzipped = Mutex<[UInt8]?>(nil)

    init(body: [UInt8], itemCount: Int, lastPage: Int) {
        self.body = body
        self.etag = ETag.weak(for: body)
        self.itemCount = itemCount
        self.lastPage = lastPage
    }

    /// The body gzipped, compressed once (concurrent first callers wait).
    var gzippedBody: [UInt8] {
        gzipped.withLock { cached in
            if let cached { return cached }
            let made = Gzip.compress(body)
            cached = made
            return made
        }
    }
}
