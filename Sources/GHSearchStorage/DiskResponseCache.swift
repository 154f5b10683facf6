import Dispatch
import FoundationEssentials
import Glibc
import Synchronization
import GHSearchGitHub

/// A `ResponseCache` on disk (`$XDG_CACHE_HOME/ghsearch`): one file per
/// request URL and credentials, named by the SHA-256 of both, so answers
/// fetched with one token are never served to another and the token itself
/// is never written. The file's bytes are `CacheFile`'s (with a checksum).
///
/// - Safe with several ghsearch processes at once: a file is written whole
///   under a unique temporary name in the same directory, then `rename(2)`d
///   over the old one, so a reader sees the old file or the new one, never a
///   torn one.
/// - Self-healing: a file that is damaged (whatever its length), foreign,
///   larger than `maximumEntryBytes` (checked before a byte is read, so a
///   huge or sparse file costs nothing) or unreadable is a miss, and is
///   removed, so the next answer replaces it.
/// - Private: files are created `0600` whatever the directory's mode, and a
///   directory it creates is `0700`.
/// - Bounded: the directory is kept under `maximumBytes` by removing the
///   least recently used files (by modification time, which a hit refreshes).
/// - Off the pool: every disk access runs on a queue of its own, never on a
///   thread of Swift's cooperative pool.
///
/// Every failure (no space, no permission) only makes the cache miss: it
/// never fails a search.
public final class DiskResponseCache: ResponseCache {
    public let directory: URL
    public let maximumBytes: Int
    /// The largest file read: the body cap of the answers it keeps, plus room for the header.
    public let maximumEntryBytes: Int
    /// Bytes written since the size was last measured, per process.
    private let writtenSinceCheck = Mutex(Int.max / 2)
    private let queue = DispatchQueue(label: "ghsearch.disk-cache", qos: .utility, attributes: .concurrent)

    public static let defaultMaximumBytes = 200 << 20

    /// Uses (and creates, private to the user) `directory`.
    /// - Parameter maximumBodyBytes: the cap on the answers it keeps (the
    ///   client's body cap); larger files are not read.
    public init(directory: String, maximumBytes: Int = DiskResponseCache.defaultMaximumBytes,
                maximumBodyBytes: Int = 32 << 20) {
        self.directory = URL(fileURLWithPath: directory, isDirectory: true)
        self.maximumBytes = max(1, maximumBytes)
        self.maximumEntryBytes = CacheFile.maximumFileBytes(body: maximumBodyBytes)
    }

    public func lookup(_ key: ResponseCacheKey) async -> CachedResponse? {
        await offThePool { self.read(key) }
    }

    public func store(_ response: CachedResponse, for key: ResponseCacheKey) async {
        await offThePool { self.write(response, for: key) }
    }

    public func remove(_ key: ResponseCacheKey) async {
        await offThePool { _ = unlink(self.fileURL(for: key).path) }
    }

    /// Runs `work` on the cache's own queue and waits for it without holding a pool thread.
    private func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }

    // MARK: Blocking work (on `queue`)

    /// The entry for `key`, or nil after removing whatever stood in its place.
    func read(_ key: ResponseCacheKey) -> CachedResponse? {
        let path = fileURL(for: key).path
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            if errno != ENOENT { _ = unlink(path) }  // unreadable: a miss, and out of the way
            return nil
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= maximumEntryBytes,
              let bytes = readAll(fd, expected: Int(info.st_size)),
              let response = CacheFile.decode(bytes, for: key)
        else {
            if unlink(path) != 0, errno == EISDIR { _ = rmdir(path) }  // an empty directory goes too
            return nil
        }
        _ = futimens(fd, nil)  // now: a hit is a use, and the least recently used go first
        return response
    }

    /// Exactly `expected` bytes (a file that grew or shrank meanwhile is nil).
    private func readAll(_ fd: Int32, expected: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var count = 0
        while count <= expected {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, expected + 1 - count) }
            if n > 0 { count += n; continue }
            if n < 0, errno == EINTR { continue }
            break
        }
        guard count == expected else { return nil }
        bytes.removeLast()
        return bytes
    }

    func write(_ response: CachedResponse, for key: ResponseCacheKey) {
        guard let bytes = CacheFile.encode(response, for: key), bytes.count <= min(maximumBytes, maximumEntryBytes),
              PrivateDirectory.make(directory.path) else { return }
        let target = fileURL(for: key)
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        guard AtomicFile.write(bytes, to: target.path, through: temporary) else { return }
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
        directory.appendingPathComponent(DiskResponseCache.fileName(for: key))
    }

    static func fileName(for key: ResponseCacheKey) -> String {
        SHA256.hex(Array((key.url + "\n" + key.credentialDigest).utf8))
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
