import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The history file shared by instances that run at once, and one that is
/// not a history file (docs/RELIABILITY.md, "Fault matrix: interactive and
/// batch").
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct SharedHistoryTests {
    static func entries(_ path: String) -> [String] {
        PeakMemoryRun.text(path).split(separator: "\n").map(String.init).filter { $0 != "_HiStOrY_V2_" }
    }

    /// Two instances at once, each finding names in turn; the one that ends
    /// last had never seen the other's: afterwards the history holds them all.
    @Test func twoInstancesAtOnceKeepEachOthersNames() async throws {
        let fake = try FakeServerFixture()
        let state = ProcessRun.scratchDirectory()
        let environment = ["XDG_STATE_HOME": state]
        let first = try await TmuxSession.ghsearch(fake, [], width: 120, height: 24, environment: environment)
        defer { first.close() }
        let second = try await TmuxSession.ghsearch(fake, [], width: 120, height: 24, environment: environment)
        defer { second.close() }
        for tmux in [first, second] {
            try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        }
        let steps: [(TmuxSession, String, String)] = [
            (first, "octocat", "8 Repositories"), (second, "scotteg", "34 Repositories"),
            (first, "torvalds", "7 Repositories"),
        ]
        for (tmux, name, title) in steps {
            try await tmux.press("C-u")
            try await tmux.submit(name)
            try await tmux.expectScreen("\(name)'s rows") { $0.first?.hasPrefix(title) == true }
        }
        // The second ends first, then the first, which never loaded scotteg.
        try await second.press("Escape")
        #expect(try await second.waitForExit() == 130)
        try await first.press("Escape")
        #expect(try await first.waitForExit() == 130)
        let history = Self.entries(state + "/ghsearch/history")
        #expect(Set(history) == ["octocat", "scotteg", "torvalds"], "\(history)")
        #expect(history.count == 3, "each name once")
    }

    /// A history file that is not one (50 MB of bytes) is kept aside, never
    /// overwritten, and a note says where once the screen is given back.
    @Test func aHistoryFileOfGarbageIsKeptAsideWithANote() async throws {
        let fake = try FakeServerFixture()
        // A state directory whose path's length puts one of the note's spaces
        // at the end of a row of the 110-column screen, where a row's
        // trailing spaces are not told from the blank after them.
        let scratch = ProcessRun.scratchDirectory()
        let padding = try #require((1...220).first { k in
            let note = Self.note(for: scratch + "/" + String(repeating: "p", count: k) + "/ghsearch/history")
            return [109, 219].contains { note.count > $0 && note[note.index(note.startIndex, offsetBy: $0)] == " " }
        })
        let state = scratch + "/" + String(repeating: "p", count: padding)
        let path = state + "/ghsearch/history"
        try FileManager.default.createDirectory(atPath: state + "/ghsearch", withIntermediateDirectories: true)
        // 50 MB: a line of garbage, then a hole the file system does not store.
        let created = FileManager.default.createFile(atPath: path, contents: Data("\u{1B}]0;garbage\u{7}\u{0}\u{FF}\n".utf8))
        #expect(created && truncate(path, 50 << 20) == 0)
        let shell = try await PickTests.Shell.start(fake, environment: ["XDG_STATE_HOME": state])
        defer { shell.tmux.close() }
        try await shell.run(fake, ["octocat"])
        try await shell.tmux.expectScreen("octocat's rows") { $0.first?.hasPrefix("8 Repositories") == true }
        try await shell.tmux.press("Escape")
        let result = try await shell.finished()
        #expect(result.status == 130 && result.sttySame)
        var status = stat()
        #expect(stat(path + ".bad", &status) == 0 && status.st_size == 50 << 20, "the garbage is kept whole")
        #expect(Self.entries(path) == ["octocat"])
        // (The note wraps, at a space too: the screen's text with wrapped lines joined.)
        #expect(try await shell.tmux.unwrappedText().contains(Self.note(for: path)))
    }

    static func note(for path: String) -> String {
        "Note: \(path) was not a history file; it was kept as \(path).bad and a new history was started."
    }
}
