import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The history file every running instance shares (libedit's format).
///
/// Each save happens under an exclusive lock on `PATH.lock` (`flock`): the
/// file is read again, this session's lines are merged in
/// (`HistoryMerge`), and the result is written to a temporary file that
/// is renamed over the old one, so a reader never sees half a file and
/// two instances never lose each other's lines. A file that is not a
/// history file (libedit cannot read it, or it is larger than any history
/// could be) is never overwritten: it is renamed to `PATH.bad` (or
/// `PATH.bad.2`, … when that is taken), and `keptAside` says where, for a
/// note once the screen is given back.
struct HistoryFile {
    let path: String
    /// Entries kept (the newest).
    let limit: Int

    /// Larger than 500 entries of any length a line can have: not a history file.
    static let maximumBytes = 4 << 20

    struct Outcome: Equatable {
        /// The entries, oldest first.
        var entries: [String]
        /// Where a file that was not a history file was moved, if one was.
        var keptAside: String?
    }

    /// The entries saved so far.
    func load() -> Outcome {
        withLock { read() }
    }

    /// Merges `added` (this session's lines, oldest first) into the file;
    /// the entries now in it. A file that cannot be written stays as it
    /// was (the lines stay in memory).
    @discardableResult
    func save(added: [String]) -> Outcome {
        withLock {
            var outcome = read()
            outcome.entries = HistoryMerge.merge(file: outcome.entries, added: added, limit: limit)
            guard let history = LineHistory(size: max(1, limit)) else { return outcome }
            for entry in outcome.entries { history.add(entry) }
            let temporary = path + ".tmp.\(getpid())"
            if history.save(to: temporary) {
                if rename(temporary, path) != 0 { unlink(temporary) }
            } else {
                unlink(temporary)
            }
            return outcome
        }
    }

    /// The file's entries; a file that is not a history file is moved aside first.
    private func read() -> Outcome {
        var status = stat()
        guard stat(path, &status) == 0 else { return Outcome(entries: []) }  // none yet (a link is followed)
        let isFile = (status.st_mode & S_IFMT) == S_IFREG
        if isFile && status.st_size == 0 { return Outcome(entries: []) }
        if isFile && status.st_size <= Self.maximumBytes, let history = LineHistory(size: max(1, limit)),
           history.load(from: path) {
            return Outcome(entries: history.entries)
        }
        return Outcome(entries: [], keptAside: moveAside())
    }

    /// Renames the file to the first free `PATH.bad`, `PATH.bad.2`, …; where it went.
    private func moveAside() -> String? {
        for number in 1...100 {
            let target = path + ".bad" + (number == 1 ? "" : ".\(number)")
            var status = stat()
            guard lstat(target, &status) != 0 else { continue }
            return rename(path, target) == 0 ? target : nil
        }
        return nil
    }

    /// Runs `body` holding the lock on `PATH.lock`. A lock not had within
    /// about 5 s (an instance stopped while it held it) is done without:
    /// the rename still keeps the file whole.
    private func withLock<T>(_ body: () -> T) -> T {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
        }
        let fd = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return body() }
        defer { close(fd) }
        var attempts = 0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, attempts < 500 else { return body() }
            attempts += 1
            usleep(10_000)
        }
        defer { flock(fd, LOCK_UN) }
        return body()
    }
}
