import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `--border`, `--info`, `--layout reverse-list` and `--preview-window` for
/// the built-in preview as a person uses them: ghsearch in tmux against the
/// fake GitHub, picking, typing and clicking inside each arrangement.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct BorderInfoTests {
    /// Whether every row from the second to the one before the last is
    /// inside side lines: `│ ` at the left, ` │` ending at `width` cells.
    static func insideSideLines(_ screen: [String], width: Int) -> Bool {
        screen.dropFirst().dropLast().allSatisfy { row in
            row.hasPrefix("│ ") && row.hasSuffix("│") && DisplayColumns.width(Substring(row)) == width
        }
    }

    @Test func aRoundedBorderAroundTheFullScreenAndEverythingWorksInside() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--border", "scotteg"], width: 100, height: 20,
                                                  environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        let screen = try #require(await tmux.waitFor { screen in
            screen.count == 20 && screen[0] == "╭" + String(repeating: "─", count: 98) + "╮"
                && screen[19] == "╰" + String(repeating: "─", count: 98) + "╯"
                && screen[1].hasPrefix("│ 34 Repositories") && screen[3].hasPrefix("│ › cache-demo")
                && screen[18].hasPrefix("│ user> scotteg") && screen[17].contains("quota")
        })
        #expect(Self.insideSideLines(screen, width: 100), "\(screen)")
        // Typing, the keys and the mouse work inside it: a click on the third row (screen row 6, column 7).
        try await tmux.sendBytes(MouseTests.click(column: 7, row: 6))
        try await tmux.expectScreen("the clicked row") { $0[5].hasPrefix("│ › CacheTutorial") }
        try await tmux.type(" cache")
        try await tmux.expectScreen("the filter typed inside the border") { screen in
            screen[18].hasPrefix("│ user> scotteg cache") && screen[18].hasSuffix("│") && Self.insideSideLines(screen, width: 100)
        }
        // The detail view inside it too.
        try await tmux.press("Tab")
        try await tmux.expectScreen("the detail view inside the border") { screen in
            screen[1].hasPrefix("│ scotteg/") && Self.insideSideLines(screen, width: 100) && screen[19].hasPrefix("╰")
        }
    }

    @Test func theBorderInItsColourAndEachStyle() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--border=double", "--color", "border:#ff0000", "scotteg"],
                                                  width: 100, height: 16, environment: ["COLORTERM": "truecolor"])
        defer { tmux.close() }
        try await tmux.expectScreen("a double border") { $0.first?.hasPrefix("╔═") == true && $0.last?.hasPrefix("╚═") == true }
        let styled = try await tmux.styledScreen()
        #expect(ColorTests.style(at: "╔", inLineStartingWith: "╔", of: styled)?.contains("38;2;255;0;0") == true,
                "\(styled.debugDescription)")
        #expect(ColorTests.style(at: "║", inLineStartingWith: "║", of: styled)?.contains("38;2;255;0;0") == true)
        for (style, top, side) in [("sharp", "┌─", "│ "), ("bold", "┏━", "┃ "), ("horizontal", "──────", "")] {
            let other = try await TmuxSession.ghsearch(fake, ["--border=" + style, "scotteg"], width: 100, height: 16,
                                                       environment: ["NO_COLOR": "1"])
            defer { other.close() }
            try await other.expectScreen("--border=\(style)") { screen in
                screen.first?.hasPrefix(top) == true && screen.count > 1 && screen[1].hasPrefix(side + "34 Repositories")
            }
        }
    }

    @Test func koreanWidthsKeepTheRightLineInItsColumn() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--border", "--no-preview", "scotteg"], width: 120, height: 20,
                                                  environment: ["LANG": "ko_KR.UTF-8", "NO_COLOR": "1"])
        defer { tmux.close() }
        let screen = try #require(await tmux.waitFor { $0.count > 2 && $0[1].hasPrefix("│ 저장소 34개") && $0[2].contains("이름") })
        #expect(Self.insideSideLines(screen, width: 120), "\(screen)")
    }

    @Test func sideLinesOnlyGiveTheScreensTheirColumnsFromTheStart() async throws {
        // Only the columns differ from the terminal's: the preview is split within them all the same.
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--border", "vertical", "--preview-window", "left:40", "--preview", "scotteg"],
                                                  width: 130, height: 16, environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("the pane at the left, inside the side lines") { screen in
            screen.count == 16 && screen[0].hasPrefix("│ scotteg/cache-demo") && screen[0].contains("│34 Repositories")
                && screen[15].hasPrefix("│ user> scotteg") && Self.insideSideLines([""] + screen + [""], width: 130)
        }
        let block = try await TmuxSession.ghsearch(fake, ["--border=block", "scotteg"], width: 100, height: 12,
                                                   environment: ["NO_COLOR": "1"])
        defer { block.close() }
        try await block.expectScreen("a border of blocks") { screen in
            screen.first?.hasPrefix("▛▀▀") == true && screen.last?.hasPrefix("▙▄▄") == true
                && screen[1].hasPrefix("▌ 34 Repositories") && screen[1].hasSuffix("▐")
        }
    }

    @Test func aNarrowTerminalDropsTheSideLines() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--border", "scotteg"], width: 22, height: 12,
                                                  environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("lines above and below only") { screen in
            screen.first == String(repeating: "─", count: 22) && screen.last == String(repeating: "─", count: 22)
                && screen[1].hasPrefix("34 Repositories") && screen[10].hasPrefix("user> scotteg")
        }
    }

    @Test func aBorderInlineLeavesTheShellsScreenAndPicks() async throws {
        let fake = try FakeServerFixture()
        let shell = try await PickTests.Shell.start(fake)
        defer { shell.tmux.close() }
        let tmux = shell.tmux
        try await tmux.type("clear; echo earlier-one")
        try await tmux.press("Enter")
        try await tmux.expectScreen("the shell's line") { $0.contains("earlier-one") }
        try await tmux.type("out=$(\(TmuxSession.shellQuote(Binary.ghsearch)) --api-url \(fake.apiURL) --height 10 --border --print full_name scotteg); echo \"DONE $? $out\"")
        try await tmux.press("Enter")
        let screen = try #require(await tmux.waitFor { screen in
            screen.firstIndex { $0.hasPrefix("╭") }.map { top in
                top + 9 < screen.count && screen[top + 1].hasPrefix("│ 34 Repositories")
                    && screen[top + 8].hasPrefix("│ user> scotteg") && screen[top + 9].hasPrefix("╰")
            } == true
        })
        let top = try #require(screen.firstIndex { $0.hasPrefix("╭") })
        #expect(screen[(top + 10)...].allSatisfy { $0.isEmpty }, "ten rows drawn, none below: \(screen)")
        #expect(Self.insideSideLines(Array(screen[top...(top + 9)]), width: 110))
        try await tmux.press("Down", "Enter")
        let done = try #require(await tmux.waitFor { $0.contains { $0.hasPrefix("DONE ") } })
        #expect(done.contains("DONE 0 scotteg/CacheCore"))
        #expect(done.contains("earlier-one") && !done.contains { $0.hasPrefix("╭") || $0.hasPrefix("│") }, "cleared on exit")
    }

    @Test func infoInlineAndHidden() async throws {
        let fake = try FakeServerFixture()
        let inline = try await TmuxSession.ghsearch(fake, ["--info", "inline", "scotteg"], width: 100, height: 16,
                                                    environment: ["NO_COLOR": "1"])
        defer { inline.close() }
        try await inline.expectScreen("the count after the query") { screen in
            screen.last?.hasPrefix("user> scotteg < 34 Repositories") == true && screen[0].hasPrefix("NAME") && screen[1].hasPrefix("› cache-demo")
        }
        try await inline.type(" tut")
        try await inline.expectScreen("the count follows the filter") { $0.last?.hasPrefix("user> scotteg tut < ") == true
            && $0.last?.contains("(of 34)") == true }
        let right = try await TmuxSession.ghsearch(fake, ["--info=inline-right", "scotteg"], width: 100, height: 16,
                                                   environment: ["NO_COLOR": "1"])
        defer { right.close() }
        try await right.expectScreen("the count at the right end") { screen in
            guard let last = screen.last else { return false }
            return last.hasPrefix("user> scotteg ") && last.hasSuffix("34 Repositories")
                && DisplayColumns.width(Substring(last)) == 100 && screen[0].hasPrefix("NAME")
        }
        let prefixed = try await TmuxSession.ghsearch(fake, ["--info=inline: :: ", "scotteg"], width: 100, height: 16,
                                                      environment: ["NO_COLOR": "1"])
        defer { prefixed.close() }
        try await prefixed.expectScreen("the count after the user's prefix") {
            $0.last?.hasPrefix("user> scotteg :: 34 Repositories") == true
        }
        let hidden = try await TmuxSession.ghsearch(fake, ["--no-info", "scotteg"], width: 100, height: 16,
                                                    environment: ["NO_COLOR": "1"])
        defer { hidden.close() }
        try await hidden.expectScreen("no count") { screen in
            screen[0].hasPrefix("NAME") && screen[1].hasPrefix("› cache-demo") && screen.last == "user> scotteg"
                && !screen.contains { $0.contains("34 Repositories") }
        }
        // The list starts a row higher: a click on screen row 3 selects the second row.
        try await hidden.sendBytes(MouseTests.click(column: 5, row: 3))
        try await hidden.expectScreen("the clicked row") { $0[2].hasPrefix("› ") }
    }

    @Test func reverseListPutsTheFirstRowJustAboveThePrompt() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--layout", "reverse-list", "scotteg"], width: 100, height: 20,
                                                  environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("the first row at the bottom") { screen in
            screen[0].hasPrefix("34 Repositories") && screen[1].hasPrefix("NAME") && screen[17].hasPrefix("› cache-demo")
                && screen[18].contains("quota") && screen[19].hasPrefix("user> scotteg")
        }
        // Up goes up the screen; the mouse counts from the bottom too.
        try await tmux.press("Down")
        try await tmux.expectScreen("the second row, above the first") { $0[16].hasPrefix("› ") && $0[17].hasPrefix("  cache-demo") }
        try await tmux.sendBytes(MouseTests.click(column: 5, row: 16))  // the third row
        try await tmux.expectScreen("the clicked row") { $0[15].hasPrefix("› ") }
    }

    @Test func previewWindowPlacesTheBuiltInPreviewAboveTheList() async throws {
        let fake = try FakeServerFixture(users: BuiltInDataSet.users + [BuiltInReadmes.user])
        let tmux = try await TmuxSession.ghsearch(fake, ["--preview", "--preview-window", "up:8", "readmes"], width: 100,
                                                  height: 30, environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("the preview above, a rule, then the list") { screen in
            screen[0].hasPrefix("readmes/") && screen[8] == String(repeating: "─", count: 100)
                && screen[9].hasPrefix("9 Repositories") && screen[11].hasPrefix("› ") && screen[29].hasPrefix("user> readmes")
        }
        // It follows the selection.
        let first = try await tmux.screen()[0]
        try await tmux.press("Down")
        try await tmux.expectScreen("the next repository in the preview") { $0[0].hasPrefix("readmes/") && $0[0] != first }
        // hidden: Alt-V shows it.
        let hidden = try await TmuxSession.ghsearch(fake, ["--preview-window", "left:40%:hidden", "readmes"], width: 120,
                                                    height: 20, environment: ["NO_COLOR": "1"])
        defer { hidden.close() }
        try await hidden.expectScreen("no preview") { $0[0].hasPrefix("9 Repositories") }
        try await hidden.press("M-v")
        try await hidden.expectScreen("the preview at the left") { screen in
            screen[0].hasPrefix("readmes/") && screen[0].contains("│9 Repositories")
        }
    }

    @Test func reverseWithABorderInlineInfoAndACommandPaneBelowPicks() async throws {
        let fake = try FakeServerFixture()
        let shell = try await PickTests.Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--layout", "reverse", "--border=sharp", "--info", "inline-right",
                                   "--preview", "echo NAME={full_name}", "--preview-window", "down:5",
                                   "--print", "full_name", "scotteg"], environment: ["NO_COLOR": "1"])
        // 24 rows: the border, the prompt with the count at its right, the list, a rule, the pane, the status, the border.
        try await shell.tmux.expectScreen("every part in its place") { screen in
            screen.count == 24 && screen[0].hasPrefix("┌─") && screen[23].hasPrefix("└─")
                && screen[1].hasPrefix("│ user> scotteg ") && screen[1].hasSuffix("34 Repositories │")
                && screen[2].hasPrefix("│ NAME") && screen[3].hasPrefix("│ › cache-demo")
                && screen[16].hasPrefix("│ ───") && screen[17] == "│ NAME=scotteg/cache-demo" + String(repeating: " ", count: 84) + "│"
                && screen[22].contains("quota")
        }
        try await shell.tmux.press("Down")
        try await shell.tmux.expectScreen("the pane follows the selection") { $0[17].hasPrefix("│ NAME=scotteg/CacheCore") }
        try await shell.tmux.press("Enter")
        let (status, out, sttySame) = try await shell.finished()
        #expect(status == 0 && out == "scotteg/CacheCore" && sttySame)
    }

    @Test func reverseListWithABorderAndTheBuiltInPreviewAtTheLeftKeepsSearchModeAndTheDetailView() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--layout=reverse-list", "--border", "--preview-window", "left:40",
                                                         "--preview", "scotteg"], width: 130, height: 24,
                                                  environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("the preview at the left, the list turned over at the right") { screen in
            screen.count == 24 && screen[1].hasPrefix("│ scotteg/cache-demo") && screen[1].contains("│34 Repositories")
                && screen[20].contains("│› cache-demo") && screen[22].hasPrefix("│ user> scotteg")
                && Self.insideSideLines(screen, width: 130)
        }
        try await tmux.press("C-t")
        try await tmux.expectScreen("search mode's prompt inside the border") { $0[22].hasPrefix("│ search>") && $0[22].hasSuffix("│") }
        try await tmux.press("C-t")
        try await tmux.expectScreen("back to the list") { $0[22].hasPrefix("│ user>") }
        try await tmux.press("Tab")
        try await tmux.expectScreen("the detail view inside the border") { screen in
            screen[1].hasPrefix("│ scotteg/cache-demo") && !screen[1].contains("Repositories") && Self.insideSideLines(screen, width: 130)
        }
    }

    @Test func badValuesAreUsageErrors() async throws {
        for arguments in [["--border=line"], ["--border=Rounded"], ["--info", "sideways"], ["--info=hidden:x"]] {
            let run = try await offThePoolInScope { try ProcessRun.runBlocking(Binary.ghsearch, arguments + ["octocat"]) }
            #expect(run.status == 64, "\(arguments)")
        }
    }
}
