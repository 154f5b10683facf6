import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Terminal input edge cases (docs/RELIABILITY.md, "Terminal input"): a
/// paste whose end never comes cannot hold the keyboard, and keys typed
/// right after the window grows are not measured against the old width.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct InteractiveInputTests {
    static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]  // ESC [ 2 0 0 ~

    func start(_ fake: FakeServerFixture, width: Int = 100) async throws -> TmuxSession {
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat"], width: width, height: 20)
        try await tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        return tmux
    }

    @Test func ctrlCWinsOverAPasteWhoseEndNeverCame() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.sendBytes(Self.pasteStart + Array("pasted".utf8))
        try await tmux.press("C-c")
        let status = try await tmux.waitForExit()
        let screen = status != nil ? [] : try await tmux.screen()
        #expect(status == 130, "Ctrl-C ended ghsearch quietly, without a pick (130); the screen:\n\(screen.joined(separator: "\n"))")
    }

    @Test func aPasteWhoseEndNeverCameIsOverAfterASilence() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.sendBytes(Self.pasteStart + Array(" x".utf8))
        try await tmux.expectScreen("the pasted text") { $0.last == "user> octocat x" }
        try await Task.sleep(for: .seconds(1))  // the user's pause after the stray marker: the input being tested, not a wait
        try await tmux.press("C-u")
        try await tmux.expectScreen("the cleared prompt") { $0.last?.hasPrefix("user> octocat") == false && $0.first?.hasPrefix("0 Repositories") == true }
        try await tmux.press("C-d")
        let status = try await tmux.waitForExit()
        let screen = status != nil ? [] : try await tmux.screen()
        #expect(status == 130, "Ctrl-D on the empty line ended ghsearch quietly, without a pick (130); the screen:\n\(screen.joined(separator: "\n"))")
    }

    @Test func keysTypedRightAfterTheWindowGrowsAreKept() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, width: 30)
        defer { tmux.close() }
        try await tmux.type(" abcdefghijklmnopqrstuvwxyz")
        // Longer than the row at 30 columns: it scrolls, its start hidden.
        _ = try #require(try await tmux.waitFor { $0.last?.hasPrefix("user> <") == true && $0.last?.hasSuffix("xyz") == true })
        try await tmux.resize(width: 100, height: 20, thenType: "ABC")
        try await tmux.expectScreen("the keys typed after the resize") { $0.last == "user> octocat abcdefghijklmnopqrstuvwxyzABC" }
    }

    /// The neighbour: a batch of keys longer than the row is filtered as
    /// it stands, whole.
    @Test func aLineTypedPastTheEdgeIsFilteredAsItStands() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, width: 40)
        defer { tmux.close() }
        try await tmux.type(" " + String(repeating: "q", count: 60))
        try await tmux.expectScreen("the filter applied") { $0.first?.hasPrefix("0 Repositories (of 8)") == true }
    }
}
