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
/// - Read where asked: a lookup reads the file on the caller's thread (a
///   miss is one failed `open`; a hit one page of JSON read, less work than
///   decoding it after), with no hop to another thread and back: a
///   revisit's first frame waits for the lookup, and so does a new user's
///   request. Lookups of one answer at once share one read.
/// - Records read alone: `lookupRecord` reads a file's header and the
///   record kept beside its body (a list's first page: its rows), its
///   first few kilobytes, not the body: a revisit's frame is drawn from it.
/// - Writes off the pool: every write and removal runs on a queue of its
///   own, never on a thread of Swift's cooperative pool.
/// - Write-behind, when asked (`writeBehind`, the interactive mode): `store`
///   keeps the answer in memory and returns; it is written 50 ms later, so
///   the frame that shows the answer neither waits for the disk nor shares
///   the 2 cores with the write. A `lookup` meanwhile is answered from
///   memory, `remove` drops it, and `flush()` writes what is still waiting
///   before the process exits. The last answer read is kept, too, for the
///   next lookup of it (one, which takes it).
///
/// Every failure (no space, no permission) only makes the cache miss: it
/// never fails a search.
public final class DiskResponseCache: ResponseCache {
    /// The directory's path, as given (no trailing `/` needed).
    public let directory: String
    public let maximumBytes: Int
    /// The largest file read: the body cap of the answers it keeps, plus room for the header.
    public let maximumEntryBytes: Int
    /// Bytes written since the size was last measured, per process.
    private let writtenSinceCheck = Mutex(Int.max / 2)
    let queue = DispatchQueue(label: "ghsearch.disk-cache", qos: .utility, attributes: .concurrent)

    /// Whether `store` returns before its write is done.
    public let writeBehind: Bool
    /// With `writeBehind`: the answers stored and not written yet, each
    /// with the number of its store. A list searched in order (a few at
    /// most), as in `MemoryResponseCache`. And the last answer read from
    /// the disk (`kept`), for the next lookup of the same answer, which
    /// takes it: a revisit's frame drawn from the cache and its request
    /// asking whether the answer changed look the same answer up one after
    /// the other, and read it once.
    private let waiting = Mutex<(entries: [(key: ResponseCacheKey, response: CachedResponse, number: Int)], stores: Int,
                                 kept: KeptRead?)>(([], 0, nil))
    /// The files being read, each with the lookups waiting for it: lookups
    /// of one answer at once (a revisit's frame drawn from the cache, and
    /// its request asking whether the answer changed) read it once. A list
    /// searched in order (one or two at once), not a dictionary: the
    /// runtime makes a dictionary's type the first time one is used, work
    /// done before a revisit's first frame.
    private let reading = Mutex<[PendingRead]>([])
    /// How long a stored answer waits before it is written (`writeBehind`).
    static let writeDelay = DispatchTimeInterval.milliseconds(50)

    public static let defaultMaximumBytes = 200 << 20

    /// Uses (and creates, private to the user) `directory`.
    /// - Parameter maximumBodyBytes: the cap on the answers it keeps (the
    ///   client's body cap); larger files are not read.
    /// - Parameter writeBehind: `store` only queues the write (call `flush()` before exiting).
    public init(directory: String, maximumBytes: Int = DiskResponseCache.defaultMaximumBytes,
                maximumBodyBytes: Int = 32 << 20, writeBehind: Bool = false) {
        self.directory = directory
        self.writeBehind = writeBehind
        self.maximumBytes = max(1, maximumBytes)
        self.maximumEntryBytes = CacheFile.maximumFileBytes(body: maximumBodyBytes)
    }

    public func lookup(_ key: ResponseCacheKey) async -> CachedResponse? {
        if writeBehind, let response = waiting.withLock({ state -> CachedResponse? in
            if let stored = state.entries.first(where: { $0.key == key }) { return stored.response }
            guard let kept = state.kept, kept.key == key else { return nil }
            state.kept = nil
            return kept.response
        }) { return response }
        let path = filePath(for: key)
        let reads = reading.withLock { reads -> Bool in
            guard !reads.contains(where: { $0.key == key }) else { return false }
            reads.append(PendingRead(key: key))
            return true
        }
        if reads {
            let response = read(key, at: path)
            let joined = reading.withLock { reads -> [CheckedContinuation<CachedResponse?, Never>] in
                guard let index = reads.firstIndex(where: { $0.key == key }) else { return [] }
                return reads.remove(at: index).waiting
            }
            for lookup in joined { lookup.resume(returning: response) }
            // Kept for the next lookup of it when none shared this read.
            if writeBehind, joined.isEmpty, let response {
                waiting.withLock { $0.kept = KeptRead(key: key, response: response) }
            }
            return response
        }
        return await withCheckedContinuation { continuation in
            let joined = reading.withLock { reads -> Bool in
                guard let index = reads.firstIndex(where: { $0.key == key }) else { return false }
                reads[index].waiting.append(continuation)
                return true
            }
            // The read under way ended meanwhile: read it again.
            if !joined { continuation.resume(returning: read(key, at: path)) }
        }
    }

    /// The record kept beside `key`'s answer, read from the file's first
    /// bytes (its header and the record, not the body), on the caller's
    /// thread; an answer waiting to be written (or kept from a read)
    /// answers from memory. Nil for anything else: no file, no record, a
    /// record that does not hold. A damaged file is left to `lookup`,
    /// which the caller makes next, to find and remove.
    public func lookupRecord(_ key: ResponseCacheKey) async -> CachedRecord? {
        if writeBehind, let held = waiting.withLock({ state -> (record: CachedRecord?, found: Bool)? in
            if let stored = state.entries.first(where: { $0.key == key }) { return (CachedRecord(stored.response), true) }
            guard let kept = state.kept, kept.key == key else { return nil }
            return (CachedRecord(kept.response), true)
        }) { return held.record }
        return readRecord(at: filePath(for: key), for: key)
    }

    public func store(_ response: CachedResponse, for key: ResponseCacheKey) async {
        guard writeBehind else { return await offThePool { self.write(response, for: key) } }
        let number = waiting.withLock { state -> Int in
            state.stores += 1
            if state.kept?.key == key { state.kept = nil }
            state.entries.removeAll { $0.key == key }
            state.entries.append((key, response, state.stores))
            return state.stores
        }
        queue.asyncAfter(deadline: .now() + DiskResponseCache.writeDelay, flags: .barrier) {
            guard let entry = self.waitingEntry(number: number) else { return }  // flushed, replaced or removed meanwhile
            self.write(entry.response, for: entry.key)
            // Answered from memory until the file is there: lookups read the disk without waiting for this write.
            self.waiting.withLock { $0.entries.removeAll { $0.number == number } }
        }
    }

    /// Writes every answer still waiting (with `writeBehind`, before the
    /// process exits), off the pool like every disk access.
    public func flush() async {
        let entries = waiting.withLock { state in
            defer { state.entries = [] }
            return state.entries
        }
        guard !entries.isEmpty else { return }
        await offThePool {
            for entry in entries { self.write(entry.response, for: entry.key) }
        }
    }

    public func remove(_ key: ResponseCacheKey) async {
        if writeBehind {
            waiting.withLock { state in
                state.entries.removeAll { $0.key == key }
                if state.kept?.key == key { state.kept = nil }
            }
        }
        await offThePool { _ = unlink(self.filePath(for: key)) }
    }

    /// The waiting answer stored as `number`, if it still waits.
    private func waitingEntry(number: Int) -> (key: ResponseCacheKey, response: CachedResponse)? {
        waiting.withLock { state in
            state.entries.first { $0.number == number }.map { ($0.key, $0.response) }
        }
    }

    /// Runs `work` on the cache's own queue and waits for it without holding a pool thread.
    private func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }

    // MARK: Blocking work (reads where asked, writes on `queue`)

    /// The entry for `key`, or nil after removing whatever stood in its place.
    func read(_ key: ResponseCacheKey, at path: String) -> CachedResponse? {
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

    /// The record of the file at `path`, from its first bytes: a few
    /// kilobytes hold the header and a page's rows; a larger record is
    /// read in a second go.
    func readRecord(at path: String, for key: ResponseCacheKey) -> CachedRecord? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= maximumEntryBytes,
              let first = readPrefix(fd, count: min(Int(info.st_size), DiskResponseCache.recordReadBytes)) else { return nil }
        let size = Int(info.st_size)
        if let record = CacheFile.decodeRecord(first, fileBytes: size, for: key) {
            _ = futimens(fd, nil)  // a hit is a use
            return record
        }
        guard let end = CacheFile.recordEnd(first, for: key), end > first.count, end <= size,
              let whole = readPrefix(fd, count: end),
              let record = CacheFile.decodeRecord(whole, fileBytes: size, for: key) else { return nil }
        _ = futimens(fd, nil)
        return record
    }

    /// The bytes read first for a record: the header and a page's rows
    /// (~0.3 kB a row) in most files, a few pages of memory.
    static let recordReadBytes = 16 << 10

    /// The file's first `count` bytes (nil when it is shorter).
    private func readPrefix(_ fd: Int32, count expected: Int) -> [UInt8]? {
        let bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            var count = 0
            while count < expected {
                let n = pread(fd, buffer.baseAddress! + count, expected - count, off_t(count))
                if n > 0 { count += n; continue }
                if n < 0, errno == EINTR { continue }
                break
            }
            initialized = count
        }
        return bytes.count == expected ? bytes : nil
    }

    /// Exactly `expected` bytes (a file that grew or shrank meanwhile is
    /// nil), read into memory that is not cleared first.
    private func readAll(_ fd: Int32, expected: Int) -> [UInt8]? {
        let bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            var count = 0
            while count <= expected {
                let n = Glibc.read(fd, buffer.baseAddress! + count, expected + 1 - count)
                if n > 0 { count += n; continue }
                if n < 0, errno == EINTR { continue }
                break
            }
            initialized = count
        }
        return bytes.count == expected ? bytes : nil
    }

    func write(_ response: CachedResponse, for key: ResponseCacheKey) {
        let limit = min(maximumBytes, maximumEntryBytes)
        var encoded = CacheFile.encode(response, for: key)
        if let bytes = encoded, bytes.count > limit, response.record != nil || response.rows != nil {
            // Too large with its record: the answer kept without it.
            var bare = response
            bare.record = nil
            bare.rows = nil
            encoded = CacheFile.encode(bare, for: key)
        }
        guard let bytes = encoded, bytes.count <= limit, PrivateDirectory.make(directory) else { return }
        let name = DiskResponseCache.fileName(for: key)
        let temporary = directory + "/.\(name).\(UUID().uuidString).tmp"
        guard AtomicFile.write(bytes, to: filePath(for: key), through: temporary) else { return }
        let due = writtenSinceCheck.withLock { written -> Bool in
            written += bytes.count
            guard written > maximumBytes / 8 else { return false }
            written = 0
            return true
        }
        if due { trim() }
    }

    /// Whether the cache in `directory` has a file for `key`'s answer (not
    /// whether it can be read): one `access(2)`, no read, no cache made. A
    /// hint for work worth starting before the lookup, which a request
    /// follows when it misses.
    public static func holdsFile(for key: ResponseCacheKey, in directory: String) -> Bool {
        access(directory + "/" + fileName(for: key), F_OK) == 0
    }

    /// The path of the file holding `key`'s answer: joined as strings
    /// (Foundation's `URL.appending` makes a set's type the first time, on
    /// the way to a revisit's first frame).
    func filePath(for key: ResponseCacheKey) -> String {
        directory + "/" + DiskResponseCache.fileName(for: key)
    }

    static func fileName(for key: ResponseCacheKey) -> String {
        SHA256.hex(Array((key.url + "\n" + key.credentialDigest).utf8))
    }

    /// Removes the least recently used files until the directory is under
    /// `maximumBytes`, and temporary files left by a process that died
    /// mid-write (older than ten minutes). One `lstat` per file, nothing
    /// more: `FileManager`'s attributes also read the user and group
    /// databases for every file's owner, which nothing here needs.
    func trim() {
        let path = directory
        guard let handle = opendir(path) else { return }
        var files: [(path: String, size: Int, modified: timespec)] = []
        var total = 0
        let staleTemporary = time(nil) - 600
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let file = path + "/" + name
            var info = stat()
            guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if name.hasPrefix(".") {
                if name.hasSuffix(".tmp"), info.st_mtim.tv_sec < staleTemporary { _ = unlink(file) }
                continue
            }
            files.append((file, Int(info.st_size), info.st_mtim))
            total += Int(info.st_size)
        }
        closedir(handle)
        guard total > maximumBytes else { return }
        let oldestFirst = files.sorted {
            ($0.modified.tv_sec, $0.modified.tv_nsec) < ($1.modified.tv_sec, $1.modified.tv_nsec)
        }
        for file in oldestFirst {
            _ = unlink(file.path)
            total -= file.size
            if total <= maximumBytes * 9 / 10 { break }
        }
    }
}
