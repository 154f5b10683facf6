import Synchronization

/// Bodies that are costly to make and made once: avatar PNGs and gzip bombs.
final class GeneratedBodies: Sendable {
    private let avatars = Mutex<[Int: (png: [UInt8], etag: String)]>([:])
    private let bombs = Mutex<[Int: [UInt8]]>([:])

    func avatar(id: Int) -> (png: [UInt8], etag: String) {
        if let done = avatars.withLock({ $0[id] }) { return done }
        let png = IdenticonPNG.make(id: id)
        let made = (png: png, etag: ETag.weak(for: png).replacingOccurrences(of: "W/", with: ""))
        avatars.withLock { $0[id] = made }
        return made
    }

    func gzipBomb(inflatedBytes: Int) -> [UInt8] {
        if let done = bombs.withLock({ $0[inflatedBytes] }) { return done }
        let made = GzipBomb.make(inflatedBytes: inflatedBytes)
        bombs.withLock { $0[inflatedBytes] = made }
        return made
    }
}
