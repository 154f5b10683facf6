import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `--preview COMMAND` as a person uses it: the real binary in tmux against
/// the fake GitHub, its preview command run by the real `sh`. What the
/// program wrote to the terminal is recorded by tmux (`pipe-pane`) and is
/// the oracle for what must never reach it.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct PreviewCommandTests {
    /// Whether `pid` is gone (or dead, a zombie its parent has not reaped yet).
    static func isGone(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: nameEnd)...].split(separator: " ").first == "Z"
    }

    static func pids(in file: String) -> [Int32] {
        ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
    }

    @Test func theOutputShowsWithItsColoursAndNoOtherEscapeReachesTheTerminal() async throws {
        let fake = try FakeServerFixture()
        let written = ProcessRun.scratchDirectory() + "/written"
        let tmux = try await TmuxSession.ghsearch(
            fake, ["--preview", #"echo {full_name}; printf "\e[31mred\e[0m\e]52;c;eA==\a""#], width: 120, height: 24)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        // Everything the program writes from now on, as the terminal gets it.
        try await tmux.tmux(["pipe-pane", "-t", tmux.name, "-o", "cat >> " + TmuxSession.shellQuote(written)])
        try await tmux.submit("scotteg")
        try await tmux.expectScreen("the name and the red text in the pane") { screen in
            screen.first?.hasPrefix("34 Repositories") == true && screen[0].contains("│scotteg/")
                && screen[1].hasSuffix("│red")
        }
        let styled = try await tmux.styledScreen().split(separator: "\n")
        #expect(styled[1].contains("\u{1B}[31m") && styled[1].hasSuffix("red"), "the command's colour kept: \(styled[1])")
        // The pane's text reached the terminal, and no OSC 52 (nor any OSC) with it.
        let bytes = try #require(await poll { (try? Data(contentsOf: URL(fileURLWithPath: written))).flatMap {
            String(decoding: $0, as: UTF8.self).contains("red") ? $0 : nil
        } })
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[31mred"))
        #expect(!text.contains("\u{1B}]") && !text.contains("eA=="), "an OSC reached the terminal")
        #expect(try await tmux.tmux(["list-buffers"]).isEmpty, "nothing reached tmux's clipboard")
    }

    @Test func aSlowCommandIsKilledWhenTheSelectionMovesOn() async throws {
        let fake = try FakeServerFixture()
        let directory = ProcessRun.scratchDirectory()
        let shells = directory + "/shells", sleeps = directory + "/sleeps"
        // The shell, and the sleep it starts, each write their pid down.
        let command = "echo $$ >> \(shells); echo {name}; sleep 30 & echo $! >> \(sleeps); wait"
        let tmux = try await TmuxSession.ghsearch(fake, ["scotteg", "--preview", command, "--preview-window", "down:5"],
                                                  width: 120, height: 24)
        defer { tmux.close() }
        try await tmux.expectScreen("the first row's command running") { screen in
            screen.contains("cache-demo") && screen.contains { $0.hasPrefix("─────") }
        }
        let first = try #require(await poll { let pids = Self.pids(in: shells) + Self.pids(in: sleeps); return pids.count == 2 ? pids : nil })
        #expect(!first.contains(where: Self.isGone), "the first command runs while the selection stays")
        try await tmux.press("Down")
        try await tmux.expectScreen("the second row's command running") { $0.contains("CacheCore") }
        #expect(await poll { first.allSatisfy(Self.isGone) ? true : nil } == true,
                "the shell and its sleep were killed when the selection moved")
        let second = try #require(await poll { let pids = Self.pids(in: shells) + Self.pids(in: sleeps); return pids.count == 4 ? pids : nil })
        // Leaving ghsearch kills the one still running.
        try await tmux.press("Escape")
        #expect(try await tmux.waitForExit() == 130)
        #expect(await poll { second.allSatisfy(Self.isGone) ? true : nil } == true, "nothing outlives ghsearch")
    }

    @Test func aBadWindowIsAUsageError() async throws {
        let run = try await offThePoolInScope {
            try ProcessRun.runBlocking(Binary.ghsearch, ["--preview", "echo {name}", "--preview-window", "middle"])
        }
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: The value 'middle' is invalid for '--preview-window <window>'."))
    }

    /// Polls `value` until it gives something, for 30 s, without holding a thread.
    func poll<T: Sendable>(_ value: @escaping @Sendable () -> T?) async -> T? {
        let end = Date().addingTimeInterval(30)
        repeat {
            if let found = await offThePool(value) { return found }
            try? await Task.sleep(for: .milliseconds(20))  // polling interval, not a wait for an outcome
        } while Date() < end
        return nil
    }
}
