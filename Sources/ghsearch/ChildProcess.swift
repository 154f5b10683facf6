import Foundation
import GHSearchCore

/// The one way ghsearch starts another program — the browser, `git clone`,
/// the user's commands bound to keys — never through a shell (each argument
/// is one argument) and with an environment scrubbed of the token
/// (`ChildEnvironment`). Two ways:
///
/// - `start`: detached from the screen (standard input, output and error on
///   `/dev/null`, since its output would tear the frame), not waited for:
///   the browser.
/// - `run`: on the terminal, waited for: an `execute(…)` key's command, or
///   `git clone`. `posix_spawn` with the terminal as standard input, output
///   and error, and every signal back to its default and unblocked
///   (ghsearch ignores `SIGPIPE`, and `SIGINT` while the command runs; the
///   command must not inherit that).
enum ChildProcess {
    /// Starts `executable` with `arguments`; false when it could not be started.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ChildEnvironment.scrubbed(environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }

    /// Runs `arguments` (the first is looked up in `PATH` unless it holds a
    /// `/`) with `terminal` as its standard streams, and waits for it.
    static func run(_ arguments: [String], terminal: Int32, environment: [String: String]) -> CommandOutcome {
        guard let name = arguments.first else { return .notFound }
        let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        guard let executable = BrowserLauncher.resolve(name, path: path) else { return .notFound }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal, fd)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments.dropFirst()).map { strdup($0) } + [nil]
        let envp = ChildEnvironment.scrubbed(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { return .notStarted(spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .notStarted(errno) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift cannot import (macros).
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}

extension CommandOutcome {
    /// The status a shell would report for it (128 + the signal).
    var exitStatus: ExitStatus {
        switch self {
        case .exited(let status): ExitStatus(rawValue: status)
        case .signalled(let signal): ExitStatus(rawValue: 128 + signal)
        case .notFound: ExitStatus(rawValue: 127)
        case .notStarted: ExitStatus(rawValue: 126)
        }
    }
}
