import Foundation

/// Where a test process makes its scratch files: one root of its own in the
/// temporary directory, `$TMPDIR/ghsearch-tests-<pid>-XXXXXX`, removed when
/// the process exits, so that a run leaves nothing there.
///
/// - At exit (`atexit`: however the process ends by itself, failed tests
///   included) every process still using the root is killed first — the
///   tests' tmux servers and the programs in them, known by the root's path
///   in their command line or environment — then the root is removed.
/// - A test process killed before its exit (a CI timeout, Ctrl-C) leaves its
///   root behind: the next test process removes every root that no live
///   process holds, the same way. A process holds its root by an `flock` on
///   it, taken as it is made and kept for its life; the kernel lets it go
///   however the process ends.
public enum ScratchRoot {
    /// How every root's name starts.
    public static let prefix = "ghsearch-tests-"

    /// The root; made, and the roots of ended runs removed, on first use.
    public static var path: String { held.path }

    /// A new path in the root, `name-<UUID>`, not made.
    public static func path(named name: String) -> String {
        path + "/" + name + "-" + UUID().uuidString
    }

    /// A new empty directory in the root, `name-<UUID>`.
    public static func directory(named name: String) -> String {
        let path = path(named: name)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes the roots in `base` that no live process holds: the processes
    /// still using one are killed, then it goes. A root not marked as held
    /// yet (its process may be between making and locking it) goes only once
    /// it is a minute old.
    public static func removeOrphans(in base: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return }
        for name in names where name.hasPrefix(prefix) {
            let root = base + "/" + name
            let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            var status = stat()
            let old = fstat(descriptor, &status) == 0 && status.st_mtim.tv_sec < time(nil) - 60
            guard old || FileManager.default.fileExists(atPath: root + "/" + heldMark) else { continue }
            removeRoot(root)
        }
    }

    /// Kills the processes using `root` (`processes(using:)`), waits for them
    /// to end, then removes it.
    static func removeRoot(_ root: String) {
        let pids = processes(using: root)
        for pid in pids { kill(pid, SIGKILL) }
        let end = Date().addingTimeInterval(10)
        while pids.contains(where: isRunning), Date() < end { usleep(10_000) }
        // Again if a file came while the tree was walked (a process not found above).
        for _ in 0..<3 where FileManager.default.fileExists(atPath: root) {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    /// The file in a root that says its process has locked it.
    public static let heldMark = ".held"

    private struct Held: Sendable {
        var path: String
        var descriptor: Int32
    }

    private static let held: Held = {
        let base = FileManager.default.temporaryDirectory.path
        removeOrphans(in: base)
        var template = Array((base + "/" + prefix + "\(getpid())-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            fatalError("cannot make a scratch directory in \(base): \(String(cString: strerror(errno)))")
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        flock(descriptor, LOCK_EX)
        _ = FileManager.default.createFile(atPath: path + "/" + heldMark, contents: nil)
        atexit { ScratchRoot.removeRoot(ScratchRoot.held.path) }
        return Held(path: path, descriptor: descriptor)
    }()

    /// The processes (other than this one) whose command line or environment
    /// names a path in `root`: every program a test started there, and the
    /// programs those started.
    public static func processes(using root: String) -> [pid_t] {
        let needle = Array((root + "/").utf8)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let pid = pid_t(name), pid != getpid() else { return nil }
            let named = ["cmdline", "environ"].contains { file in
                let bytes = ProcFile.bytes("/proc/\(pid)/\(file)")
                return bytes.count >= needle.count && bytes.indices.dropLast(needle.count - 1).contains {
                    bytes[$0] == needle[0] && bytes[$0..<$0 + needle.count].elementsEqual(needle)
                }
            }
            return named ? pid : nil
        }
    }

    /// Whether `pid` is a process that has not ended (a zombie has).
    public static func isRunning(_ pid: pid_t) -> Bool {
        let stat = ProcFile.bytes("/proc/\(pid)/stat")
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count else { return false }
        return stat[close + 2] != UInt8(ascii: "Z")
    }
}
