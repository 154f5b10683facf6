import FoundationEssentials
import Glibc
import Synchronization

/// A `ResponseCache` on disk (`$XDG_CACHE_HOME/ghsearch`): one file per
/// request URL and credentials, named by the SHA-256 of both, so answers
/// fetched with one token are never served to another and the token itself
/// is never written.
///
/// Safe with several ghsearch processes at once: a file is written whole
/// under a unique temporary name in the same directory, then `rename(2)`d
/// over the old one, so a reader sees the old file or the new one, never a
/// torn one. Damaged files read as misses. The directory is kept under
/// `maximumBytes` by removing the least recently used files (by
/// modification time, which a hit refreshes). Every failure (no space, no
/// permission) only makes the cache miss: it never fails a search.
public final class DiskResponseCache: ResponseCache {
    public let directory: URL
    public let maximumBytes: Int
    /// Bytes written since the size was last measured, per process.
    private let writtenSinceCheck = Mutex(Int.max / 2)

    public static let defaultMaximumBytes = 200 << 20

    /// Uses (and creates, private to the user) `directory`.
    public init(directory: String, maximumBytes: Int = DiskResponseCache.defaultMaximumBytes) {
        self.directory = URL(fileURLWithPath: directory, isDirectory: true)
        self.maximumBytes = max(1, maximumBytes)
    }

    public func lookup(_ key: ResponseCacheKey) -> CachedResponse? {
        let url = fileURL(for: key)
        guard let data = try? Data(contentsOf: url),
              let response = CacheFile.decode(Array(data), for: key) else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
        return response
    }

    public func store(_ response: CachedResponse, for key: ResponseCacheKey) {
        guard let bytes = CacheFile.encode(response, for: key), bytes.count <= maximumBytes else { return }
        let manager = FileManager.default
        try? manager.createDirectory(at: directory, withIntermediateDirectories: true,
                                     attributes: [.posixPermissions: 0o700])
        let target = fileURL(for: key)
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? manager.removeItem(at: temporary)
            return
        }
        if rename(temporary.path, target.path) != 0 {
            try? manager.removeItem(at: temporary)
            return
        }
        let due = writtenSinceCheck.withLock { written -> Bool in
            written += bytes.count
            guard written > maximumBytes / 8 else { return false }
            written = 0
            return true
        }
        if due { trim() }
    }

    /// The file holding `key`'s answer.
    func fileURL(for key: ResponseCacheKey) -> URL {
        directory.appendingPathComponent(SHA256.hex(Array((key.url + "\n" + key.credentialDigest).utf8)))
    }

    /// Removes the least recently used files until the directory is under
    /// `maximumBytes`, and temporary files left by a process that died
    /// mid-write (older than ten minutes).
    func trim() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        var files: [(url: URL, size: Int, modified: Date)] = []
        var total = 0
        let staleTemporary = Date().addingTimeInterval(-600)
        for name in names {
            let url = directory.appendingPathComponent(name)
            guard let attributes = try? manager.attributesOfItem(atPath: url.path),
                  attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            if name.hasPrefix(".") {
                if name.hasSuffix(".tmp"), modified < staleTemporary { try? manager.removeItem(at: url) }
                continue
            }
            let size = Self.byteCount(attributes[.size])
            files.append((url, size, modified))
            total += size
        }
        guard total > maximumBytes else { return }
        for file in files.sorted(by: { $0.modified < $1.modified }) {
            try? manager.removeItem(at: file.url)
            total -= file.size
            if total <= maximumBytes * 9 / 10 { break }
        }
    }

    /// A file's size as `attributesOfItem` gives it (`UInt` today).
    private static func byteCount(_ value: Any?) -> Int {
        switch value {
        case let size as UInt: Int(clamping: size)
        case let size as UInt64: Int(clamping: size)
        case let size as Int: size
        default: 0
        }
    }
}
