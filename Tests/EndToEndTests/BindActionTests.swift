import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `--bind` with fzf's actions, as a script uses them (`out=$(ghsearch …)`
/// in a shell in tmux, `stty -a` compared on every exit), and the preview
/// keys (Shift-Up/Down, Shift-PgUp/PgDn) in the detail view.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct BindActionTests {
    typealias Shell = PickTests.Shell

    @Test func toggleAllMarksEveryRowWithMulti() async throws {
        let fake = try FakeServerFixture(users: [PickTests.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--multi", "--print", "name", "--bind", "ctrl-t:toggle-all", "sferik"])
        try await shell.waitForList()
        try await shell.tmux.press("C-t")
        try await shell.waitForList("every row marked") { $0.first?.contains("4 marked") == true }
        try await shell.tmux.press("Enter")
        let result = try await shell.finished()
        #expect(result.status == 0 && result.out == PickTests.names.joined(separator: "\n") && result.sttySame)
    }

    /// `+` runs the actions in order: a command run silently for the
    /// selected row, two moves down, then accept.
    @Test func aChainRunsInOrder() async throws {
        let fake = try FakeServerFixture(users: [PickTests.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--bind", "ctrl-x:execute-silent(touch {name}.seen)+down+down+accept", "sferik"])
        try await shell.waitForList()
        try await shell.tmux.press("C-x")
        let result = try await shell.finished()
        #expect(result.status == 0 && result.out == "https://github.com/sferik/gamma" && result.sttySame)
        #expect(FileManager.default.fileExists(atPath: shell.directory + "/alpha.seen"))
    }

    /// `execute-silent` keeps the screen: the list stays, the command's output goes nowhere.
    @Test func executeSilentKeepsTheScreen() async throws {
        let fake = try FakeServerFixture(users: [PickTests.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--bind", "f2:execute-silent(sh -c 'echo NOISE; touch \"$0.seen\"' {name})", "sferik"])
        try await shell.waitForList()
        try await shell.tmux.press("Down")
        try await shell.waitForList("beta selected") { $0.contains { $0.contains("beta") } }
        try await shell.tmux.press("F2")
        let seen = shell.directory + "/beta.seen"
        #expect(await poll(timeout: .seconds(20)) { FileManager.default.fileExists(atPath: seen) })
        try await shell.waitForList("the list, untouched") { screen in
            screen.first?.hasPrefix("4 Repositories") == true && !screen.contains { $0.contains("NOISE") }
        }
        try await shell.tmux.press("Escape")
        let result = try await shell.finished()
        #expect(result.status == 130 && result.out == "" && result.sttySame)
    }

    /// `become` leaves, then the command runs in ghsearch's place: its
    /// output is ghsearch's, and so is its status.
    @Test(arguments: [("echo picked {full_name}", 0, "picked sferik/beta"), ("sh -c 'exit 7'", 7, "")])
    func becomeRunsTheCommandInGhsearchsPlace(_ command: String, _ status: Int, _ out: String) async throws {
        let fake = try FakeServerFixture(users: [PickTests.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--bind", "ctrl-b:become(\(command))", "sferik"])
        try await shell.waitForList()
        try await shell.tmux.press("Down")
        try await shell.waitForList("beta selected") { $0.contains { $0.contains("beta") } }
        try await shell.tmux.press("C-b")
        let result = try await shell.finished()
        #expect(result.status == status && result.out == out && result.sttySame)
    }

    @Test func anUnknownActionOrKeyIsAUsageErrorListingTheValidOnes() async throws {
        let action = try await ProcessRun.ghsearch(["--bind", "ctrl-x:launch-rockets", "sferik"])
        #expect(action.status == 64)
        #expect(action.stderr.contains("unknown action 'launch-rockets'"), "\(action.stderr)")
        for name in ["toggle-all", "execute-silent(COMMAND)", "become(COMMAND)", "preview-up", "toggle-search"] {
            #expect(action.stderr.contains(name), "\(name): \(action.stderr)")
        }
        let key = try await ProcessRun.ghsearch(["--bind", "hyper-x:abort", "sferik"])
        #expect(key.status == 64)
        #expect(key.stderr.contains("unknown key 'hyper-x'") && key.stderr.contains("ctrl-a…ctrl-z"), "\(key.stderr)")
    }

    /// Shift-Down/Up scroll the detail view a line, Shift-PgDn/PgUp a
    /// page (fzf's preview-down, preview-page-down), as xterm sends them.
    @Test func shiftArrowsScrollTheDetailView() async throws {
        let (_, tmux) = try await ReadmeViewTests.openLongReadme()
        defer { tmux.close() }
        try await tmux.expectScreen("the README's first lines") { ReadmeViewTests.position($0).map { $0.first == 1 } == true }
        try await tmux.sendBytes(Array("\u{1B}[1;2B".utf8))  // Shift-Down
        try await tmux.expectScreen("a line down") { ReadmeViewTests.position($0).map { $0.first == 2 } == true }
        try await tmux.sendBytes(Array("\u{1B}[6;2~".utf8))  // Shift-PgDn: a page is the window less one line
        try await tmux.expectScreen("a page down") { ReadmeViewTests.position($0).map { $0.first == 12 } == true }
        try await tmux.sendBytes(Array("\u{1B}[1;2A".utf8))  // Shift-Up
        try await tmux.expectScreen("a line up") { ReadmeViewTests.position($0).map { $0.first == 11 } == true }
        try await tmux.sendBytes(Array("\u{1B}[5;2~".utf8))  // Shift-PgUp
        try await tmux.expectScreen("a page up") { ReadmeViewTests.position($0).map { $0.first == 1 } == true }
        #expect(try await tmux.screen().last == "user> readmes long", "the line is untouched")
    }
}
