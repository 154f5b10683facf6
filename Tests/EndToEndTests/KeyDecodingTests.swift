import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The keys real terminals send (xterm/VTE, tmux/screen, rxvt, the Linux
/// console, kitty), typed as their bytes into the program: a key nothing is
/// bound to leaves the line as it was, a bound one does its work, no part of
/// a sequence becomes text, and none of them searches anything.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct KeyDecodingTests {
    /// A generous Escape delay: a loaded machine may deliver a sequence in
    /// two reads some milliseconds apart, which must not be cut in two.
    static let environment = ["ESCDELAY": "500"]

    static let modifiers = 2...8
    static let arrows = ["A", "B", "C", "D"]
    static let functionTildes = [15, 17, 18, 19, 20, 21, 23, 24]

    /// Keys that change nothing on the line (unbound, or bound to the list:
    /// selection, pages). Plain Delete, Shift-Tab and the word motions'
    /// neighbours that edit are left out: they have their own test.
    static var xterm: [String] {
        var keys: [String] = []
        for final in arrows + ["H", "F"] {
            keys += ["\u{1B}[\(final)", "\u{1B}O\(final)"]
            keys += modifiers.map { "\u{1B}[1;\($0)\(final)" }
        }
        keys += ["\u{1B}[2~", "\u{1B}[5~", "\u{1B}[6~"]
        for n in [2, 3, 5, 6] { keys += modifiers.map { "\u{1B}[\(n);\($0)~" } }
        for final in ["P", "Q", "R", "S"] {
            keys.append("\u{1B}O\(final)")
            keys += modifiers.map { "\u{1B}[1;\($0)\(final)" }
        }
        for n in functionTildes {
            keys.append("\u{1B}[\(n)~")
            keys += modifiers.map { "\u{1B}[\(n);\($0)~" }
        }
        return keys
    }

    static var tmux: [String] {
        xterm.filter { !$0.hasSuffix("H") && !$0.hasSuffix("F") } + ["\u{1B}[1~", "\u{1B}[4~"]
            + modifiers.flatMap { ["\u{1B}[1;\($0)H", "\u{1B}[1;\($0)F"] }
    }

    static var rxvt: [String] {
        var keys: [String] = []
        for final in arrows {
            keys += ["\u{1B}[\(final)", "\u{1B}[\(final.lowercased())", "\u{1B}O\(final.lowercased())", "\u{1B}\u{1B}[\(final)"]
        }
        for n in [2, 3, 5, 6, 7, 8] {
            for suffix in ["~", "$", "^", "@"] where !(n == 3 && suffix == "~") {
                keys += ["\u{1B}[\(n)\(suffix)", "\u{1B}\u{1B}[\(n)\(suffix)"]
            }
        }
        for n in [11, 12, 13, 14] + functionTildes {
            keys += ["~", "$", "^", "@"].map { "\u{1B}[\(n)\($0)" }
        }
        return keys
    }

    static var linux: [String] {
        arrows.map { "\u{1B}[\($0)" } + ["\u{1B}[1~", "\u{1B}[4~", "\u{1B}[2~", "\u{1B}[5~", "\u{1B}[6~"]
            + ["A", "B", "C", "D", "E"].map { "\u{1B}[[\($0)" } + functionTildes.map { "\u{1B}[\($0)~" }
    }

    static var kitty: [String] {
        xterm + modifiers.map { "\u{1B}[13;\($0)~" } + [
            "\u{1B}[97;7u", "\u{1B}[97;5:3u", "\u{1B}[27;7;97~", "\u{1B}[57344u",
            // Mouse reports: SGR wheel and click, X10 wheel.
            "\u{1B}[<64;10;5M", "\u{1B}[<65;10;5M", "\u{1B}[<0;3;4M", "\u{1B}[<0;3;4m", "\u{1B}[M`!!",
        ]
    }

    func start(_ fake: FakeServerFixture) async throws -> TmuxSession {
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat"], width: 100, height: 20, environment: Self.environment)
        try await tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        return tmux
    }

    @Test func theKeysOfEveryTerminalLeaveTheLineAsItWasAndSearchNothing() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake)
        defer { tmux.close() }
        let before = fake.repositoryRequests
        for (terminal, keys) in [("xterm", Self.xterm), ("tmux", Self.tmux), ("rxvt", Self.rxvt),
                                 ("linux", Self.linux), ("kitty", Self.kitty)] {
            // Then End (the cursor back to the end: some keys move it) and a
            // marker typed after them: the line must be the name and the marker, nothing else.
            try await tmux.sendBytes(Array((keys.joined() + "\u{1B}[4~").utf8))
            try await tmux.type(" z")
            try await tmux.expectScreen("the line after \(terminal)'s \(keys.count) keys") { $0.last == "user> octocat z" }
            try await tmux.sendBytes([0x7F, 0x7F])
            try await tmux.expectScreen("the line back as it was") {
                $0.last == "user> octocat" && $0.first?.hasPrefix("8 Repositories") == true
            }
        }
        try await tmux.expectNothingSearched(since: before, on: fake)
    }

    /// Ctrl-Left used to turn `scotteg` into `scotteg5D` and search for it.
    @Test func theEditingKeysOfReadlineEditTheLine() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake)
        defer { tmux.close() }
        let before = fake.repositoryRequests
        func send(_ bytes: String, then text: String = "", expect line: String) async throws {
            try await tmux.sendBytes(Array(bytes.utf8))
            if !text.isEmpty { try await tmux.type(text) }
            try await tmux.expectScreen("the line \(line.debugDescription) after \(bytes.debugDescription)") {
                $0.last == "user> " + line
            }
        }
        try await tmux.type(" abc def")
        try await send("", expect: "octocat abc def")
        try await send("\u{1B}[1;5D", then: "X", expect: "octocat abc Xdef")  // Ctrl-Left, xterm
        try await send("\u{1B}Od", then: "Y", expect: "octocat abc YXdef")  // Ctrl-Left, rxvt
        try await send("\u{1B}[1~\u{1B}[8~", then: "Q", expect: "octocat abc YXdefQ")  // Home (tmux), End (rxvt)
        try await send("\u{17}", expect: "octocat abc")  // Ctrl-W
        try await send("\u{19}", expect: "octocat abc YXdefQ")  // Ctrl-Y
        try await send("\u{1B}\u{7F}", expect: "octocat abc")  // Alt-Backspace
        try await send("\u{1B}b\u{1B}b\u{1B}f\u{1B}[1;5C", then: "W", expect: "octocat abcW")  // Alt-B, Alt-F, Ctrl-Right
        try await send("\u{1B}[1;3D\u{1B}d", then: "ab", expect: "octocat ab")  // Alt-Left (xterm), Alt-D
        try await send("\u{1B}[D\u{1B}[3~", expect: "octocat a")  // Left, Delete
        try await send("\u{1B}[D\u{1B}[D\u{0B}", expect: "octocat")  // Left, Left, Ctrl-K
        try await tmux.expectNothingSearched(since: before, on: fake)
    }

    /// Esc in the detail view goes back to the list, Esc in the list leaves:
    /// two Esc in one read do both (the second used to be lost).
    @Test func twoEscapesInOneReadLeaveTheDetailViewAndThenGhsearch() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.press("Tab")
        try await tmux.expectScreen("the detail view") { $0.first?.hasPrefix("octocat/") == true }
        try await tmux.sendBytes([0x1B, 0x1B])
        let status = try await tmux.waitForExit()
        let screen = status != nil ? [] : try await tmux.screen()
        #expect(status == 130, "both Esc counted; the screen:\n\(screen.joined(separator: "\n"))")
    }
}
