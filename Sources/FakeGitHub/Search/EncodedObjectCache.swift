import Synchronization

/// Repository objects written for search and `/user/repos` answers, kept by
/// value (a changed repository is a new key) with a digest of their bytes,
/// so paging through a large result neither writes nor hashes the same
/// ~5 kB objects again.
final class EncodedObjectCache: Sendable {
    struct Object: Sendable {
        var bytes: [UInt8]
        /// FNV-1a-64 of `bytes`.
        var digest: UInt64
    }

    private struct Key: Hashable {
        var repository: FakeRepository
        var account: FakeOwner
        var apiBase: String
        var htmlBase: String
    }

    private let objects = Mutex<[Key: Object]>([:])
    /// Objects kept before the cache starts afresh.
    private static let limit = 20_000

    func object(_ repository: FakeRepository, listedFor account: FakeOwner, encoder: RepositoryJSONEncoder) -> Object {
        let key = Key(repository: repository, account: account, apiBase: encoder.apiBase, htmlBase: encoder.htmlBase)
        if let done = objects.withLock({ $0[key] }) { return done }
        let bytes = encoder.encode(repository, listedFor: account)
        let made = Object(bytes: bytes, digest: Self.fnv(bytes))
        objects.withLock { cache in
            if cache.count >= Self.limit { cache.removeAll() }
            cache[key] = made
        }
        return made
    }

    /// A weak validator for a body made of `objects` and what surrounds them
    /// (`frame`: the counts and flags written around the list).
    static func etag(frame: String, objects: [Object]) -> String {
        var bytes = Array(frame.utf8)
        for object in objects {
            withUnsafeBytes(of: object.digest.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return ETag.weak(for: bytes)
    }

    private static func fnv(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
