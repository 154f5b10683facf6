import Foundation

/// Drives a program in a real terminal, as a person would: `tmux` runs it in
/// a detached session of a fixed size; `type` sends keys, `screen` reads what
/// is shown, `waitFor` polls the screen until a condition holds (generous
/// deadline, never a fixed sleep). Each session has its own tmux server
/// socket, so tests never see each other's windows.
final class TmuxSession {
    let socket: String
    let name = "t"
    private(set) var closed = false

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    }

    /// Starts `command` (argv) with `environment` in a `width`×`height` terminal.
    init(_ command: [String], environment: [String: String] = [:], width: Int = 100, height: Int = 30) throws {
        socket = FileManager.default.temporaryDirectory.appendingPathComponent("ghs-tmux-\(UUID().uuidString.prefix(8))").path
        // An empty config home: a developer's own ~/.config/ghsearch/config never reaches a test.
        var env = ["TERM=xterm-256color", "LANG=C.UTF-8", "XDG_CONFIG_HOME=" + ProcessRun.scratchDirectory()]
        env += SanitizerEnvironment.variables.merging(environment, uniquingKeysWith: { $1 })
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // `env -i` so nothing from the test runner's environment leaks in;
        // `remain-on-exit` keeps the pane readable after the program ends.
        let shellCommand = (["env", "-i"] + env + command).map(TmuxSession.shellQuote).joined(separator: " ")
        try TmuxSession.tmux(["-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", name,
                              "-x", String(width), "-y", String(height), shellCommand], capturingOutput: false)
        try TmuxSession.tmux(["-S", socket, "set-option", "-t", name, "remain-on-exit", "on"])
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        _ = try? TmuxSession.tmux(["-S", socket, "kill-server"])
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Sends keys in tmux's key syntax (`"Enter"`, `"C-u"`, `"Escape"`, `"Up"`), each as one key.
    func press(_ keys: String...) throws {
        for key in keys { try TmuxSession.tmux(["-S", socket, "send-keys", "-t", name, key]) }
    }

    /// Types literal text, all at once (one read for the program).
    func type(_ text: String) throws {
        try TmuxSession.tmux(["-S", socket, "send-keys", "-t", name, "-l", text])
    }

    /// Pastes `text` as a terminal does: bracketed (`ESC[200~` … `ESC[201~`)
    /// when the program has asked for that, line feeds sent as typed.
    func paste(_ text: String) throws {
        try TmuxSession.tmux(["-S", socket, "set-buffer", "-b", "paste", "--", text])
        try TmuxSession.tmux(["-S", socket, "paste-buffer", "-p", "-r", "-d", "-b", "paste", "-t", name])
    }

    /// The visible screen, one string per row, trailing spaces removed.
    func screen() throws -> [String] {
        var text = try TmuxSession.tmux(["-S", socket, "capture-pane", "-p", "-t", name])
        if text.hasSuffix("\n") { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// Whether the program has ended (the pane is dead) and its exit status.
    func exitStatus() throws -> Int? {
        let out = try TmuxSession.tmux(["-S", socket, "display-message", "-p", "-t", name, "#{pane_dead} #{pane_dead_status}"])
        let parts = out.split(separator: " ")
        guard parts.first == "1", parts.count > 1 else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The pane's title: an OSC 0/2 sequence that reached the terminal would change it.
    func paneTitle() throws -> String {
        try TmuxSession.tmux(["-S", socket, "display-message", "-p", "-t", name, "#{pane_title}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen with tmux's own record of the styling (SGR) of each cell.
    func styledScreen() throws -> String {
        try TmuxSession.tmux(["-S", socket, "capture-pane", "-p", "-e", "-t", name])
    }

    func resize(width: Int, height: Int) throws {
        try TmuxSession.tmux(["-S", socket, "resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// Polls the screen until `condition` holds on a settled screen: one
    /// that two captures a polling interval apart show the same. tmux may
    /// be read halfway through a frame (the title drawn, the rows not yet),
    /// so a frame counts only once it is whole. Returns that screen; fails
    /// (returns nil) after `deadline` seconds.
    @discardableResult
    func waitFor(deadline: TimeInterval = 20, _ condition: ([String]) -> Bool) throws -> [String]? {
        let end = Date().addingTimeInterval(deadline)
        var last: [String] = []
        var previous: [String]?
        repeat {
            last = try screen()
            if last == previous && condition(last) { return last }
            previous = last
            Thread.sleep(forTimeInterval: 0.02)  // polling interval, not a wait for an outcome
        } while Date() < end
        lastFailedScreen = last
        return nil
    }

    /// The screen at the moment the last `waitFor` gave up, for failure messages.
    private(set) var lastFailedScreen: [String] = []

    /// Runs the tmux client. The command that starts the server must not
    /// capture output: the server inherits the pipe and never closes it.
    /// Every descriptor above 2 is closed before tmux runs, so the server it
    /// may start keeps none of this process's pipes open (Foundation's
    /// `Process` waits for those to close), and the signal mask is cleared.
    @discardableResult
    static func tmux(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // The test process runs this from a thread whose signals are blocked,
        // and the mask is inherited: a tmux server started with it never sees
        // SIGCHLD and never ends on kill-server. Perl (always on Debian)
        // clears the mask before exec.
        process.arguments = ["-c", #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] 2>/dev/null && eval "exec $n>&-"; done; exec /usr/bin/perl -MPOSIX -e 'sigprocmask(SIG_SETMASK, POSIX::SigSet->new) or die "sigprocmask"; exec { $ARGV[0] } @ARGV or die "exec"' /usr/bin/tmux "$@""#, "bash"] + arguments
        let out = Pipe()
        process.standardOutput = capturingOutput ? out : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = capturingOutput ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TmuxError(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
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
