import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Keys typed the moment ghsearch starts, before its first frame (and
/// before the line editor exists): they reach the line, unechoed, and
/// search, full-screen as inline, where the terminal is asked where its
/// cursor is and the keys are read with its answer. Inline, the terminal
/// is asked again after a key's command: the keys read then reach the line too.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct TypeAheadTests {
    @Test func aNameTypedAsGHSearchStartsIsOnTheLineAndSearched() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, [], width: 100, height: 20, typingAtStart: "octocat")
        defer { tmux.close() }
        try await tmux.expectScreen("the name typed ahead, and its rows") {
            $0.last == "user> octocat" && $0.first?.hasPrefix("8 Repositories") == true
        }
        #expect(await fake.waitUntil(timeout: .seconds(30)) { $0.contains { $0.path == "/users/octocat/repos" } },
                "the search ran")
    }

    @Test func inlineANameTypedAsGHSearchStartsIsKeptThroughTheCursorsAnswer() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--height", "10"], width: 100, height: 20, typingAtStart: "octocat")
        defer { tmux.close() }
        try await tmux.expectScreen("the name typed ahead, and its rows") { lines in
            lines.contains("user> octocat") && lines.contains { $0.hasPrefix("8 Repositories") }
        }
        #expect(await fake.waitUntil(timeout: .seconds(30)) { $0.contains { $0.path == "/users/octocat/repos" } },
                "the search ran")
    }

    /// Keys typed while a bound command runs (one that does not read them)
    /// wait in the terminal; inline, taking the screen back asks where the
    /// cursor is, and those keys, read with the answer, reach the line in
    /// order, an arrow key's sequence included.
    @Test func inlineKeysTypedWhileACommandRunsReachTheLineAfterIt() async throws {
        let fake = try FakeServerFixture(users: [PickTests.sferik()])
        let shell = try await PickTests.Shell.start(fake)
        defer { shell.tmux.close() }
        let gate = shell.directory + "/gate"
        #expect(mkfifo(gate, 0o600) == 0)
        // The command says it started, then waits for the test on the gate, never reading the terminal.
        try await shell.run(fake, ["--height", "10", "--bind", "ctrl-x:execute(sh -c ': > started; read line < gate')", "sferik"])
        try await shell.waitForList { $0.contains { $0.hasPrefix("4 Repositories") } && $0.contains("user> sferik") }
        try await shell.tmux.press("C-x")
        #expect(await poll(timeout: .seconds(30)) { FileManager.default.fileExists(atPath: shell.directory + "/started") })
        try await shell.tmux.type("ab")
        try await shell.tmux.press("Left")
        try await shell.tmux.type("c")
        // The terminal echoes them while the command has it: they are in its input queue.
        try await shell.tmux.expectScreen("the keys echoed") { $0.contains { $0.contains("ab^[[Dc") } }
        let released = try await ShellRun.bash("echo go > " + TmuxSession.shellQuote(gate))
        #expect(released.status == 0)
        try await shell.waitForList("the keys on the line") { $0.contains("user> sferikacb") }
        try await shell.tmux.press("C-c")
        let result = try await shell.finished()
        #expect(result.status == 130 && result.sttySame)
    }

    /// Inline, a resize measures the terminal again without asking where
    /// the cursor is: keys right behind it are read by the line editor.
    @Test func inlineKeysTypedRightAfterAResizeAreKept() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--height", "10", "octocat"], width: 100, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("the inline list") { lines in
            lines.contains("user> octocat") && lines.contains { $0.hasPrefix("8 Repositories") }
        }
        try await tmux.resize(width: 80, height: 24, thenType: "xyz")
        try await tmux.expectScreen("the keys typed after the resize") { $0.contains("user> octocatxyz") }
    }
}
