import FakeGitHub
import Foundation
import Testing

/// Terminal input edge cases (docs/RELIABILITY.md, "Terminal input"): a
/// paste whose end never comes cannot hold the keyboard, and keys typed
/// right after the window grows are not measured against the old width.
@Suite(.timeLimit(.minutes(2)), .serialized, .enabled(if: TmuxSession.isAvailable)) struct InteractiveInputTests {
    static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]  // ESC [ 2 0 0 ~

    func start(_ fake: FakeServerFixture, width: Int = 100) throws -> TmuxSession {
        let tmux = try TmuxSession.ghsearch(fake, ["octocat"], width: width, height: 20)
        try tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        return tmux
    }

    /// ghsearch's exit status, once it ended; nil if it is still running
    /// after a generous deadline (10 s was not, at a load average of 28).
    func waitForExit(_ tmux: TmuxSession) throws -> Int? {
        let end = Date().addingTimeInterval(30)
        while Date() < end {
            if let status = try tmux.exitStatus() { return status }
            Thread.sleep(forTimeInterval: 0.02)  // polling interval, not a wait for an outcome
        }
        return nil
    }

    @Test func ctrlCWinsOverAPasteWhoseEndNeverCame() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake)
        defer { tmux.close() }
        try tmux.sendBytes(Self.pasteStart + Array("pasted".utf8))
        try tmux.press("C-c")
        #expect(try waitForExit(tmux) != nil, "Ctrl-C ended ghsearch")
    }

    @Test func aPasteWhoseEndNeverCameIsOverAfterASilence() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake)
        defer { tmux.close() }
        try tmux.sendBytes(Self.pasteStart + Array(" x".utf8))
        try tmux.expectScreen("the pasted text") { $0.last == "> octocat x" }
        Thread.sleep(forTimeInterval: 1)  // the user's pause after the stray marker: the input being tested, not a wait
        try tmux.press("C-u")
        try tmux.expectScreen("the cleared prompt") { $0.last?.hasPrefix("> octocat") == false && $0.first?.hasPrefix("0 Repositories") == true }
        try tmux.press("C-d")
        #expect(try waitForExit(tmux) != nil, "Ctrl-D on the empty line ended ghsearch")
    }

    @Test func keysTypedRightAfterTheWindowGrowsAreKept() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake, width: 30)
        defer { tmux.close() }
        try tmux.type(" abcdefghijklmnopqrstuvwxyz")
        // The prompt row is full at 30 columns: the line stops short of the edge.
        let narrow = try #require(try tmux.waitFor { $0.last?.hasPrefix("> octocat abcdefghijkl") == true })
        let kept = narrow.last ?? ""
        try tmux.resize(width: 100, height: 20, thenType: "ABC")
        try tmux.expectScreen("the keys typed after the resize") { $0.last == kept + "ABC" }
    }

    /// The neighbour: a batch of keys that ends in keys the full row refuses
    /// still reports the line as it stands (it used to wait for another key).
    @Test func aLineTypedPastTheEdgeIsFilteredAsItStands() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake, width: 40)
        defer { tmux.close() }
        try tmux.type(" " + String(repeating: "q", count: 60))
        try tmux.expectScreen("the filter applied") { $0.first?.hasPrefix("0 Repositories (of 8)") == true }
    }
}
