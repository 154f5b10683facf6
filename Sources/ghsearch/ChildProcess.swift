import Dispatch
import GHSearchCLI
#if canImport(Glibc)
import Glibc
import GHSearchGitHub
import GHSearchInteractive
import GHSearchKeys
#endif

/// The one way ghsearch starts another program — the browser, `gh auth
/// token`, `git clone`, the user's commands bound to keys — never through a
/// shell (`posix_spawn`, each argument is one argument), with nothing of
/// this process open but its standard input, output and error, every signal
/// back to its default and unblocked (ghsearch ignores `SIGPIPE`, and
/// `SIGINT` while a command runs on the terminal; a child must not inherit
/// that), and with an environment scrubbed of the token (`ChildEnvironment`).
///
/// - `start`: detached from the screen (standard streams on `/dev/null`,
///   since its output would tear the frame), not waited for: the browser.
/// - `output`: its standard output collected, with a deadline: `gh auth token`.
/// - `run`: on the terminal, waited for: an `execute(…)` key's command, or
///   `git clone`; on `/dev/null` (`execute-silent`), or with ghsearch's own
///   output (`become`).
enum ChildProcess {
    struct Run {
        var status: Int32
        var output: [UInt8]
    }

    /// Starts `executable` with `arguments` and does not wait for it (a
    /// browser): its standard input, output and error on `/dev/null` (its
    /// output would tear the screen). It is reaped when it ends, so it never
    /// lingers as a zombie. False when it could not be started.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard case .success(let pid) = spawn(executable, arguments, environment: environment, actions: &actions) else { return false }
        DispatchQueue.global().async {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
        return true
    }

    /// Where a command run and waited for reads and writes.
    enum Streams {
        /// The terminal, all three.
        case terminal(Int32)
        /// `/dev/null`, all three (`execute-silent`).
        case silent
        /// Standard input from `input` (the terminal), output and error ghsearch's own (`become`).
        case inherited(input: Int32)
    }

    /// Runs `arguments` (the first is looked up in `PATH` unless it holds a
    /// `/`) with `terminal` as its standard streams, and waits for it.
    static func run(_ arguments: [String], terminal: Int32, environment: [String: String]) -> CommandOutcome {
        run(arguments, streams: .terminal(terminal), environment: environment)
    }

    /// Runs `arguments` with `streams`, and waits for it.
    static func run(_ arguments: [String], streams: Streams, environment: [String: String]) -> CommandOutcome {
        guard let name = arguments.first else { return .notFound }
        let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        guard let executable = ExecutableSearch.find(name, path: path) else { return .notFound }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch streams {
        case .terminal(let terminal):
            for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
                posix_spawn_file_actions_adddup2(&actions, terminal, fd)
            }
        case .silent:
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        case .inherited(let input):
            posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        }
        let pid: pid_t
        switch spawn(executable, Array(arguments.dropFirst()), environment: environment, actions: &actions) {
        case .success(let started): pid = started
        case .failure(let failure): return .notStarted(failure.code)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .notStarted(errno) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift cannot import (macros).
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// A pipe whose two ends close when a program is started (the child gets
    /// its end through a `dup2` file action); nil when the system has no
    /// descriptors left (`errno` says why).
    static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return (fds[0], fds[1])
    }

    /// Runs `executable` with `arguments` to its end; nil when it could not
    /// be started or has not ended within `timeout` (it is then killed).
    /// At most `limit` bytes of output are kept.
    static func output(of executable: String, _ arguments: [String], environment: [String: String], timeout: Duration,
                       limit: Int = 64 << 10) -> Run? {
        guard let (readEnd, writeEnd) = closeOnExecPipe() else { return nil }
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let started = spawn(executable, arguments, environment: environment, actions: &actions)
        close(writeEnd)
        guard case .success(let pid) = started else { return nil }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + timeout
        var timedOut = false
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            if left <= .zero { timedOut = true; break }
            var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0 { if errno == EINTR { continue }; break }
            if ready == 0 { continue }
            let count = read(readEnd, &buffer, buffer.count)
            if count < 0 { if errno == EINTR { continue }; break }
            if count == 0 { break }
            if output.count < limit { output += buffer[0..<min(count, limit - output.count)] }
        }
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if timedOut { return nil }
        // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros.
        let exited = status & 0x7F == 0
        return Run(status: exited ? (status >> 8) & 0xFF : -1, output: output)
    }

    /// Why `posix_spawn` failed: its error number.
    struct SpawnFailure: Error {
        var code: Int32
    }

    /// `posix_spawn` with argv and the environment as C strings, and every
    /// signal back to its default and unblocked; the child's pid.
    /// - Parameter ownGroup: the child leads a process group of its own
    ///   (its pid), so it and everything it starts can be killed together.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                      actions: inout posix_spawn_file_actions_t, ownGroup: Bool = false) -> Result<pid_t, SpawnFailure> {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = ChildEnvironment.scrubbed(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        // Nothing else this process has open (sockets, the terminal, pipes) reaches the child.
        _ = closeFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        if ownGroup { posix_spawnattr_setpgroup(&attributes, 0) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
                                                    | (ownGroup ? POSIX_SPAWN_SETPGROUP : 0)))
        var pid = pid_t()
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        return code == 0 ? .success(pid) : .failure(SpawnFailure(code: code))
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later),
    /// which Swift's Glibc module does not declare; nil where it is missing.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
    }()
}
