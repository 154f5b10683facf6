import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `ghsearch` and samples its peak resident set (`VmHWM` in
/// `/proc/PID/status`, which only grows) until it ends. `wait4`'s
/// `ru_maxrss` cannot be used: a spawned child inherits the high-water mark
/// of the test process it was cloned from. The last sample may come a few
/// milliseconds before the end, so the result is a lower bound; a program
/// that held a 100 MB body would be seen holding it for far longer than
/// that. Output goes to files.
struct PeakMemoryRun {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The process's largest resident set, in MiB.
    var peakMegabytes: Int
    /// It was still running at the deadline (or past `memoryLimitMegabytes`) and was killed.
    var killed = false

    /// A run still going after `deadline` seconds, or holding more than
    /// `memoryLimitMegabytes`, is killed (`killed`), so a runaway program
    /// fails its test instead of hanging it or exhausting the machine.
    static func ghsearchBlocking(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
                                 deadline: TimeInterval = 120, memoryLimitMegabytes: Int = 2_048) throws -> PeakMemoryRun {
        let directory = ProcessRun.scratchDirectory()
        let outPath = directory + "/stdout", errPath = directory + "/stderr", inPath = directory + "/stdin"
        if let stdin { try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath)) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin == nil ? "/dev/null" : inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var env = ["PATH=/usr/bin:/bin", "HOME=\(directory)", "LANG=C.UTF-8", "XDG_CACHE_HOME=\(directory)"]
        env += SanitizerEnvironment.forChild(merging: environment).map { "\($0.key)=\($0.value)" }
        let argv = [Binary.ghsearch] + arguments
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { cArgv in
            withCStrings(env) { cEnv in posix_spawn(&pid, Binary.ghsearch, &actions, nil, cArgv, cEnv) }
        }
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        var peakKilobytes = 0
        var killed = false
        let end = Date().addingTimeInterval(deadline)
        while true {
            if let sample = highWaterKilobytes(pid) { peakKilobytes = max(peakKilobytes, sample) }
            if !killed, peakKilobytes > memoryLimitMegabytes * 1024 || Date() > end {
                kill(pid, SIGKILL)
                killed = true
            }
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped < 0 && errno != EINTR) { break }
            usleep(2_000)  // sampling interval, not a wait for an outcome
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return PeakMemoryRun(status: exitStatus,
                             stdout: text(outPath), stderr: text(errPath),
                             peakMegabytes: peakKilobytes / 1024, killed: killed)
    }

    /// The file's text, or "" when it cannot be read.
    static func text(_ path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// `VmHWM` of `pid`, once it runs ghsearch (not while it is still the
    /// clone of the test process that spawns it).
    private static func highWaterKilobytes(_ pid: pid_t) -> Int? {
        let status = text("/proc/\(pid)/status")
        guard status.hasPrefix("Name:\tghsearch\n"),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).dropLast(3).trimmingCharacters(in: .whitespaces))
    }

    struct SpawnError: Error { var code: Int32 }
}

/// Calls `body` with a NULL-terminated C array of copies of `strings`.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
