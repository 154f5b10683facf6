import Dispatch
import GHSearchCore
#if canImport(Glibc)
import Glibc
#endif

/// The one way ghsearch starts another program (the browser, `gh auth
/// token`; clone and the user's commands bound to keys next): never through
/// a shell (`posix_spawn`, each argument is one argument), with nothing of
/// this process open but its standard input, output and error, and with an
/// environment scrubbed of the token (`ChildEnvironment`).
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
        guard let pid = spawn(executable, arguments, environment: environment, actions: &actions) else { return false }
        DispatchQueue.global().async {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
        return true
    }

    /// Runs `executable` with `arguments` to its end; nil when it could not
    /// be started or has not ended within `timeout` (it is then killed).
    /// At most `limit` bytes of output are kept.
    static func output(of executable: String, _ arguments: [String], environment: [String: String], timeout: Duration,
                       limit: Int = 64 << 10) -> Run? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let started = spawn(executable, arguments, environment: environment, actions: &actions)
        close(writeEnd)
        guard let pid = started else { return nil }

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

    /// `posix_spawn` with argv and the environment as C strings; the child's pid, or nil.
    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              actions: inout posix_spawn_file_actions_t) -> pid_t? {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = ChildEnvironment.scrubbed(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        // Nothing else this process has open (sockets, the terminal, pipes) reaches the child.
        _ = closeFrom?(&actions, 3)
        var pid = pid_t()
        return posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 ? pid : nil
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later),
    /// which Swift's Glibc module does not declare; nil where it is missing.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
    }()
}
