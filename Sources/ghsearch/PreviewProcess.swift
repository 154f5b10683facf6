import Dispatch
import GHSearchCLI
import Synchronization
#if canImport(Glibc)
import Glibc
import GHSearchInteractive
import GHSearchPreviewCommand
#endif

/// Runs `--preview COMMAND` for the session (`PreviewCommandRunner`), as
/// fzf does: `/bin/sh -c COMMAND` (the placeholders already single-quoted
/// by `PreviewCommand`), standard input on `/dev/null`, standard output
/// and error into one pipe, in a process group of its own, with
/// `FZF_PREVIEW_COLUMNS`/`FZF_PREVIEW_LINES` (and `COLUMNS`/`LINES`) set
/// to the pane's size and the environment scrubbed of the token
/// (`ChildProcess.spawn`). Its output is read on a thread of its own and
/// yielded as it grows; when the consumer stops (the selection moved on,
/// the session stopped), the whole process group is killed with SIGKILL.
/// Past `PreviewOutput.maximumBytes` it is killed too, and the output says it was cut.
enum PreviewProcess {
    static func runner(environment: [String: String]) -> PreviewCommandRunner {
        { run in stream(run, environment: environment) }
    }

    /// Every preview command still running, killed when ghsearch leaves (`killAll`).
    private static let live = Mutex<Set<pid_t>>([])

    /// Kills what still runs (ghsearch is leaving: no orphan outlives it).
    static func killAll() {
        for pid in live.withLock({ $0 }) { kill(-pid, SIGKILL) }
    }

    static func stream(_ run: PreviewRun, environment: [String: String]) -> AsyncStream<PreviewOutput> {
        // Each output holds everything so far: only the newest matters.
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewOutput.self, bufferingPolicy: .bufferingNewest(1))
        let child = Child()
        continuation.onTermination = { termination in
            if case .cancelled = termination { child.kill() }
        }
        var variables = environment
        variables["FZF_PREVIEW_COLUMNS"] = String(run.columns)
        variables["FZF_PREVIEW_LINES"] = String(run.rows)
        variables["COLUMNS"] = String(run.columns)
        variables["LINES"] = String(run.rows)
        DispatchQueue.global(qos: .utility).async { [variables] in
            child.run(run.commandLine, environment: variables, into: continuation)
        }
        return stream
    }

    /// One command: its pid, and whether it was told to die or has been reaped.
    private final class Child: Sendable {
        private struct State {
            var pid: pid_t?
            var killed = false
            var reaped = false
        }

        private let state = Mutex(State())

        func kill() {
            state.withLock { s in
                s.killed = true
                if let pid = s.pid, !s.reaped { Glibc.kill(-pid, SIGKILL) }
            }
        }

        private var killed: Bool { state.withLock { $0.killed } }

        func run(_ commandLine: String, environment: [String: String], into continuation: AsyncStream<PreviewOutput>.Continuation) {
            defer { continuation.finish() }
            guard !killed else { return }
            guard let (readEnd, writeEnd) = ChildProcess.closeOnExecPipe() else {
                continuation.yield(PreviewOutput(ended: .notStarted(errno)))
                return
            }
            defer { close(readEnd) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, writeEnd, STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, writeEnd, STDERR_FILENO)
            let started = ChildProcess.spawn("/bin/sh", ["-c", commandLine], environment: environment, actions: &actions,
                                             ownGroup: true)
            close(writeEnd)
            let pid: pid_t
            switch started {
            case .success(let spawned): pid = spawned
            case .failure(let failure):
                continuation.yield(PreviewOutput(ended: .notStarted(failure.code)))
                return
            }
            PreviewProcess.live.withLock { _ = $0.insert(pid) }
            state.withLock { s in
                s.pid = pid
                if s.killed { Glibc.kill(-pid, SIGKILL) }
            }
            var output = PreviewOutput()
            var cut = false
            var unsent = false
            var buffer = [UInt8](repeating: 0, count: 16 << 10)
            while !killed {
                var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, 50)
                if ready < 0 { if errno == EINTR { continue }; break }
                if ready == 0 {
                    // A pause in the output: show what came.
                    if unsent { continuation.yield(output); unsent = false }
                    continue
                }
                let count = read(readEnd, &buffer, buffer.count)
                if count < 0 { if errno == EINTR || errno == EAGAIN { continue }; break }
                if count == 0 { break }
                let room = PreviewOutput.maximumBytes - output.bytes.count
                output.bytes += buffer[0..<min(count, room)]
                unsent = true
                if count > room {
                    cut = true
                    Glibc.kill(-pid, SIGKILL)
                    break
                }
            }
            // Reaped only once nothing can kill its group any more by mistake (its pid is still taken until then).
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
            state.withLock { $0.reaped = true }
            PreviewProcess.live.withLock { _ = $0.remove(pid) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            guard !killed else { return }
            let signal = status & 0x7F
            output.ended = cut ? .cut : signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
            continuation.yield(output)
        }
    }
}
