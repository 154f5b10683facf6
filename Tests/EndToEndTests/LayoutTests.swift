import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `--height` and `--layout` as a person uses them: ghsearch typed into a
/// shell in tmux, after lines of the shell's own, and picked from with
/// `out=$(…)`.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct LayoutTests {
    @Test func heightDrawsTenRowsInlineAndLeavesTheShellsScreenAsItWas() async throws {
        let fake = try FakeServerFixture()
        let shell = try await PickTests.Shell.start(fake)
        defer { shell.tmux.close() }
        let tmux = shell.tmux
        try await tmux.type("clear; echo earlier-one; echo earlier-two")
        try await tmux.press("Enter")
        try await tmux.expectScreen("the shell's lines") { $0.contains("earlier-two") }
        try await tmux.type("out=$(\(TmuxSession.shellQuote(Binary.ghsearch)) --api-url \(fake.apiURL) --height 10 --print full_name scotteg); echo \"DONE $? $out\"")
        try await tmux.press("Enter")
        // The shell's lines, its command (two rows at 110 columns), then ghsearch's ten rows: the prompt on the tenth.
        let screen = try #require(await tmux.waitFor { screen in
            screen.firstIndex { $0.hasPrefix("34 Repositories") }.map { title in
                screen[title + 9].hasPrefix("user> scotteg") && screen[title + 8].contains("quota")
            } == true
        })
        let title = try #require(screen.firstIndex { $0.hasPrefix("34 Repositories") })
        #expect(screen.contains("earlier-one") && screen.contains("earlier-two"), "the shell's screen is not replaced")
        let below = screen[min(screen.count, title + 10)...]
        #expect(below.allSatisfy { $0.isEmpty }, "ten rows drawn, none below: \(screen)")
        try await tmux.press("Down", "Enter")
        let done = try #require(await tmux.waitFor { $0.contains { $0.hasPrefix("DONE ") } })
        #expect(done.contains("DONE 0 scotteg/CacheCore"))
        #expect(done.contains("earlier-one") && done.contains("earlier-two"), "still there after the exit")
        #expect(!done.contains { $0.hasPrefix("34 Repositories") || $0.hasPrefix("user>") }, "ghsearch's rows cleared")
    }

    @Test func reversePutsThePromptOnTop() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--layout", "reverse", "scotteg"], width: 100, height: 20,
                                                  environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt on top, the list under it") { screen in
            screen.first?.hasPrefix("user> scotteg") == true && screen[1].hasPrefix("34 Repositories")
                && screen[3].hasPrefix("› cache-demo") && screen.last?.contains("quota") == true
        }
        // The keys and the mouse work as ever: a click on the third row (screen row 6) selects it.
        try await tmux.sendBytes(MouseTests.click(column: 5, row: 6))
        try await tmux.expectScreen("the clicked row") { $0[5].hasPrefix("› CacheTutorial") }
        try await tmux.type(" x")
        try await tmux.expectScreen("typing on the top row") { $0.first?.hasPrefix("user> scotteg x") == true }
    }

    @Test func badValuesAreUsageErrors() async throws {
        for arguments in [["--height", "0"], ["--height", "101%"], ["--height", "ten"], ["--layout", "sideways"]] {
            let run = try await offThePoolInScope { try ProcessRun.runBlocking(Binary.ghsearch, arguments) }
            #expect(run.status == 64, "\(arguments)")
        }
    }
}
