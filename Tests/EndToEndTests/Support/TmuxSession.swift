import Foundation
import TestSupport

/// Drives a program in a real terminal, as a person would: `tmux` runs it in
/// a detached session of a fixed size; `type` sends keys, `screen` reads what
/// is shown, `waitFor` polls the screen until a condition holds (generous
/// deadline, never a fixed sleep). Each session has its own tmux server
/// socket, so tests never see each other's windows.
///
/// Every call is asynchronous: the tmux client runs off the cooperative
/// pool and the polling sleeps without holding a thread, so end-to-end tests
/// can run side by side.
final class TmuxSession: Sendable {
    let socket: String
    let name = "t"

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    }

    private init(socket: String) {
        self.socket = socket
    }

    /// Starts `command` (argv) with `environment` in a `width`×`height`
    /// terminal; `typingAtStart` is typed the moment it starts (by the same
    /// tmux command that starts it: before the program can have drawn anything).
    static func start(_ command: [String], environment: [String: String] = [:], width: Int = 100,
                      height: Int = 30, typingAtStart: String? = nil) async throws -> TmuxSession {
        let socket = ScratchRoot.path + "/tmux-" + UUID().uuidString.prefix(8)
        let session = TmuxSession(socket: socket)
        // An empty config home: a developer's own ~/.config/ghsearch/config never reaches a test.
        var env = ["TERM=xterm-256color", "LANG=C.UTF-8", "XDG_CONFIG_HOME=" + ProcessRun.scratchDirectory()]
        SanitizerReports.checkScope()
        env += SanitizerEnvironment.forChild(merging: environment)
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // `env -i` so nothing from the test runner's environment leaks in;
        // `remain-on-exit` keeps the pane readable after the program ends,
        // set by the command that starts it: the server handles the
        // program's end only after that whole command, so a program that
        // ends at once (`-1`) cannot end the session before it is set.
        let shellCommand = (["env", "-i"] + env + command).map(TmuxSession.shellQuote).joined(separator: " ")
        try await offThePool {
            try TmuxSession.startServer(["-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", session.name,
                                         "-x", String(width), "-y", String(height), shellCommand,
                                         ";", "set-option", "-t", session.name, "remain-on-exit", "on"]
                                        + (typingAtStart.map { [";", "send-keys", "-t", session.name, "-l", $0] } ?? []))
        }
        return session
    }

    deinit { close() }

    /// Ends the tmux server (and the program in it). Does not wait: the
    /// server goes away on a thread of its own.
    func close() {
        let socket = self.socket
        Thread.detachNewThread {
            _ = try? TmuxSession.client(["-S", socket, "kill-server"])
            try? FileManager.default.removeItem(atPath: socket)
        }
    }

    /// Sends keys in tmux's key syntax (`"Enter"`, `"C-u"`, `"Escape"`, `"Up"`), each as one key.
    func press(_ keys: String...) async throws {
        for key in keys { try await tmux(["send-keys", "-t", name, key]) }
    }

    /// Types literal text, all at once (one read for the program).
    func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Types `text` one character at a time, `interval` apart, as a person
    /// types. The pauses are tmux's own (one client call), so they hold
    /// however slowly this machine starts processes.
    func typeKeyByKey(_ text: String, interval: Duration) async throws {
        let seconds = String(format: "%.3f", Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18)
        var arguments: [String] = []
        for (index, character) in text.enumerated() {
            if index > 0 { arguments += [";", "run-shell", "sleep \(seconds)", ";"] }
            arguments += ["send-keys", "-t", name, "-l", String(character)]
        }
        try await tmux(arguments)
    }

    /// Pastes `text` as a terminal does: bracketed (`ESC[200~` … `ESC[201~`)
    /// when the program has asked for that, line feeds sent as typed.
    func paste(_ text: String) async throws {
        try await tmux(["set-buffer", "-b", "paste", "--", text])
        try await tmux(["paste-buffer", "-p", "-r", "-d", "-b", "paste", "-t", name])
    }

    /// The visible screen, one string per row, trailing spaces removed.
    func screen() async throws -> [String] {
        var text = try await tmux(["capture-pane", "-p", "-t", name])
        if text.hasSuffix("\n") { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The visible screen as text, a line wrapped by the terminal joined
    /// back (`capture-pane -J`): a space that fell at the end of a row is
    /// kept, where `screen()` trims it.
    func unwrappedText() async throws -> String {
        try await tmux(["capture-pane", "-p", "-J", "-t", name])
    }

    /// Whether the program has ended (the pane is dead) and its exit status.
    func exitStatus() async throws -> Int? {
        // A program killed by a signal has no status, only a signal: it is
        // reported as the shell does (128 + the signal), never as running.
        let out = try await tmux(["display-message", "-p", "-t", name, "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}"])
        let parts = out.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "1" else { return nil }
        if let status = Int(parts[1]) { return status }
        if let signal = Int(parts[2]) { return 128 + signal }
        // tmux 3.3a can mark a pane dead (its terminal closed) and never reap
        // the program: no status, a zombie for good. Its status is then read
        // where the kernel keeps it for the parent, in /proc.
        let pid = try await tmux(["display-message", "-p", "-t", name, "#{pane_pid}"])
        return Int32(pid.trimmingCharacters(in: .whitespacesAndNewlines)).flatMap(Self.zombieExitStatus)
    }

    /// The exit status of an exited, unreaped process, as a shell reports it
    /// (128 + the signal when one ended it); nil while it runs or once reaped.
    static func zombieExitStatus(_ pid: Int32) -> Int? {
        // Read with read(2): /proc files report a size of 0, which readers
        // that go by the size take for empty.
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let stat = String(decoding: buffer[0..<count], as: UTF8.self)
        guard let nameEnd = stat.lastIndex(of: ")") else { return nil }
        // After the name in parentheses: field 3 (state) … field 52 (exit_code).
        let fields = stat[stat.index(after: nameEnd)...].split(whereSeparator: \.isWhitespace)
        guard fields.count > 49, fields[0] == "Z", let code = Int(fields[49]) else { return nil }
        return code & 0x7F == 0 ? (code >> 8) & 0xFF : 128 + (code & 0x7F)
    }

    /// The pane's title: an OSC 0/2 sequence that reached the terminal would change it.
    func paneTitle() async throws -> String {
        try await tmux(["display-message", "-p", "-t", name, "#{pane_title}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen with tmux's own record of the styling (SGR) of each cell.
    func styledScreen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-e", "-t", name])
    }

    func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// Polls the screen until `condition` holds on a settled screen: one
    /// that two captures a polling interval apart show the same (apart from
    /// the spinner, which turns every 100 ms). tmux may be read halfway
    /// through a frame (the title drawn, the rows not yet), so a frame
    /// counts only once it is whole. Returns that screen; nil after
    /// `deadline` seconds. Sleeps between captures without holding a thread.
    @discardableResult
    func waitFor(deadline: TimeInterval = TmuxSession.screenDeadline, _ condition: @Sendable ([String]) -> Bool) async throws -> [String]? {
        let (screen, matched) = try await poll(deadline: deadline, condition)
        return matched ? screen : nil
    }

    /// The settled screen that satisfied `condition`, or the last screen
    /// seen when `deadline` passed first.
    func poll(deadline: TimeInterval = TmuxSession.screenDeadline, _ condition: @Sendable ([String]) -> Bool) async throws
        -> (screen: [String], matched: Bool) {
        let end = Date().addingTimeInterval(deadline)
        var last: [String] = []
        var previous: [String]?
        repeat {
            last = try await screen()
            if previous.map(TmuxSession.withoutSpinner) == TmuxSession.withoutSpinner(last) && condition(last) {
                return (last, true)
            }
            previous = last
            try await Task.sleep(for: .milliseconds(20))  // polling interval, not a wait for an outcome
        } while Date() < end
        return (last, false)
    }

    /// How long a screen is waited for: generous, since only a screen that
    /// never comes should fail. Under two CPU burners on a machine shared
    /// with other builds (load 20 and more), 20 s was once too short for a
    /// frame that did come (a 5 s answer, then a settled screen).
    static let screenDeadline: TimeInterval = 60

    /// The spinner's frames (`SearchScreen.spinnerFrames`) as one mark, so a
    /// turning spinner does not count as an unsettled screen.
    static func withoutSpinner(_ lines: [String]) -> [String] {
        let frames: Set<Character> = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        return lines.map { String($0.map { frames.contains($0) ? "*" : $0 }) }
    }

    /// Runs a tmux client command against this session's server, off the pool.
    @discardableResult
    func tmux(_ arguments: [String]) async throws -> String {
        let socket = self.socket
        return try await offThePool { try TmuxSession.client(["-S", socket] + arguments) }
    }

    /// Runs the tmux client and returns its output. A client starts no
    /// server (only `startServer` does), so it needs no special care.
    static func client(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TmuxError(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs the tmux command that starts the server. It must not capture
    /// output: the server inherits the pipe and never closes it. Every
    /// descriptor above 2 is closed before tmux runs, so the server keeps
    /// none of this process's pipes open (Foundation's `Process` waits for
    /// those to close), and the signal mask is cleared.
    static func startServer(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // The test process may run this from a thread whose signals are
        // blocked, and the mask is inherited: a tmux server started with it
        // never sees SIGCHLD and never ends on kill-server. Perl (always on
        // Debian) clears the mask before exec.
        process.arguments = ["-c", #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] 2>/dev/null && eval "exec $n>&-"; done; exec /usr/bin/perl -MPOSIX -e 'sigprocmask(SIG_SETMASK, POSIX::SigSet->new) or die "sigprocmask"; exec { $ARGV[0] } @ARGV or die "exec"' /usr/bin/tmux "$@""#, "bash"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TmuxError(arguments: arguments, status: process.terminationStatus)
        }
    }

    static func shellQuote(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    struct TmuxError: Error, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var description: String { "tmux \(arguments.joined(separator: " ")) exited \(status)" }
    }
}
