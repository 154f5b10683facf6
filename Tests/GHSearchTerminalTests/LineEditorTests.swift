import Foundation
import Testing
import TestSupport
@testable import GHSearchTerminal
import GHSearchCLI
import GHSearchInteractive
import GHSearchPresent
import InteractiveTestSupport
import GHSearchKeys

extension ProcessWideStateTests {
    /// The line editor driven through a pseudo-terminal, keys typed as bytes.
    @Suite(.standardTimeLimit) struct LineEditorTests {
        @Test func keysReportTheirEventsInOrder() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("sc")
            #expect(await run.recorder.wait(for: .lineChanged("sc")))
            run.terminal.type(
                "\u{1B}[A" + "\u{1B}OB" + "\u{10}" + "\u{0E}" + "\u{1B}[5~" + "\u{1B}[6~"
                    + "\t" + "\u{0F}" + "\u{16}" + "\u{1B}[Z" + "\u{1B}c" + "\u{1B}y" + "\u{1B}h" + "\u{1B}i"
                    + "\r" + "\u{15}" + "\u{03}")
            #expect(await run.waitUntilFinished())
            #expect(run.recorder.keys == [
                .moveSelection(-1), .moveSelection(1), .moveSelection(-1), .moveSelection(1),
                .page(-1), .page(1), .openDetail, .openBrowser, .openDetail, .toggleMark(-1),
                .clone, .copyURL, .openHomepage, .openIssues, .submit("sc"), .cleared, .interrupt,
            ])
            #expect(run.allEventsOnEditorThread)
            #expect(run.editor.currentLine == "")
            run.editor.close()
        }

        /// README preview: Home and End still move the cursor (typing
        /// lands where they put it) and are reported too (the detail view
        /// scrolls with them); Alt-V is reported.
        @Test func homeAndEndMoveTheCursorAndAreReported() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("bc")
            #expect(await run.recorder.wait(for: .lineChanged("bc")))
            run.terminal.type("\u{1B}[H" + "a")
            #expect(await run.recorder.wait(for: .lineChanged("abc")))
            run.terminal.type("\u{1B}OH" + "\u{1B}[4~" + "d")
            #expect(await run.recorder.wait(for: .lineChanged("abcd")))
            run.terminal.type("\u{1B}v" + "\u{03}")
            #expect(await run.waitUntilFinished())
            #expect(run.recorder.keys == [.home, .home, .end, .togglePreview, .interrupt])
            run.editor.close()
        }

        /// The editing keys readline and fzf users know, in xterm's and
        /// rxvt's forms; libedit is given no sequence, so nothing of one is text.
        @Test func theEditingKeysOfReadlineEditTheLine() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("abc def")
            #expect(await run.recorder.wait(for: .lineChanged("abc def")))
            run.terminal.type("\u{1B}[1;5D" + "X")  // Ctrl-Left
            #expect(await run.recorder.wait(for: .lineChanged("abc Xdef")))
            run.terminal.type("\u{1B}Od" + "\u{1B}Od" + "Y")  // Ctrl-Left twice (rxvt)
            #expect(await run.recorder.wait(for: .lineChanged("Yabc Xdef")))
            run.terminal.type("\u{1B}[1;5C" + "\u{1B}d")  // Ctrl-Right, Alt-D
            #expect(await run.recorder.wait(for: .lineChanged("Yabc")))
            run.terminal.type("\u{19}")  // Ctrl-Y
            #expect(await run.recorder.wait(for: .lineChanged("Yabc Xdef")))
            run.terminal.type("\u{17}" + "\u{1B}\u{7F}")  // Ctrl-W, Alt-Backspace
            #expect(await run.recorder.wait(for: .lineChanged("")))
            run.terminal.type("xyz" + "\u{1B}[D" + "\u{1B}[D" + "\u{1B}[3~" + "\u{0B}")  // Left, Left, Delete, Ctrl-K
            #expect(await run.recorder.wait(for: .lineChanged("x")))
            run.terminal.type("\u{1B}[1;3A\u{1B}[24;5~\u{1B}[2~\u{1B}[<64;1;1M" + "\u{03}")  // unbound: nothing (the mouse report is reported, for the screen)
            #expect(await run.waitUntilFinished())
            #expect(run.editor.currentLine == "x")
            #expect(run.recorder.keys == [.mouse(MouseEvent(button: .wheelUp, column: 1, row: 1)), .interrupt])
            run.editor.close()
        }

        /// Text whose read ends in keys that come to nothing (an unbound F5,
        /// a stray paste end marker) is reported when the read is used up,
        /// not held until the next key that means something.
        @Test(arguments: ["\u{1B}[15~", "\u{1B}[201~", "\u{1B}[200~\u{1B}[200~q\u{1B}[201~\u{1B}[201~"])
        func textFollowedByKeysWithoutAMeaningIsReportedAtOnce(_ rest: String) async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("xyz" + rest)
            let expected = rest.contains("q") ? "xyzq" : "xyz"
            #expect(await run.recorder.wait(for: .lineChanged(expected)))
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        @Test func ctrlDDeletesUnderTheCursorAndEndsOnAnEmptyLine() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("ab\u{02}\u{02}\u{04}")  // Ctrl-B twice: cursor on "a"
            #expect(await run.recorder.wait { $0.last == .lineChanged("b") })
            run.terminal.type("\u{15}\u{04}")
            #expect(await run.waitUntilFinished())
            #expect(run.recorder.keys == [.cleared, .endOfInput])
            run.editor.close()
        }

        @Test func escapeOnItsOwnIsReportedAndLeavesTheLineAlone() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("xy")
            #expect(await run.recorder.wait(for: .lineChanged("xy")))
            run.terminal.type("\u{1B}")
            #expect(await run.recorder.wait(for: .escape))
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            #expect(run.editor.currentLine == "xy")
            run.editor.close()
        }

        @Test func withMultiTabMarksAndBoundKeysReportTheirActions() async throws {
            let run = try EditorRun(multi: true, bindings: try KeyBind.parseList(
                "ctrl-y:execute(echo {name}),alt-x:print(name),f2:toggle-all+first,ctrl-o:abort"))
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("\t" + "\u{1B}[Z" + "\u{19}" + "\u{1B}x" + "\u{1B}OQ" + "\u{16}" + "\u{0F}")
            #expect(await run.waitUntilFinished())
            #expect(run.recorder.keys == [
                .toggleMark(1), .toggleMark(-1), .action(.execute(try CommandTemplate("echo {name}"))),
                .action(.printField(.field(.name))), .action(.markAll(.toggle)), .action(.first), .openDetail, .interrupt,
            ])
            run.editor.close()
        }

        @Test func anotherThreadGetsTheScreenRedrawnOnTheEditorThread() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            #expect(run.recorder.all == [.redrawRequested])
            let waker = run.editor.waker
            Thread.detachNewThread { waker.requestRedraw() }
            #expect(await run.recorder.wait { $0.filter { $0 == .redrawRequested }.count == 2 })
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            #expect(run.allEventsOnEditorThread)
            run.editor.close()
        }

        @Test func redrawRequestsThatChangeNothingOnThePromptRowDoNotWriteIt() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            let waker = run.editor.waker
            for count in 2...11 {
                Thread.detachNewThread { waker.requestRedraw() }
                #expect(await run.recorder.wait { $0.filter { $0 == .redrawRequested }.count == count })
            }
            run.terminal.type("x")
            #expect(await run.terminal.waitForOutput(containing: EditorRun.prompt + "x"))
            // The row at the start, and once for the key: not once a wake-up.
            let rows = run.terminal.screenBytes.components(separatedBy: EditorRun.prompt).count - 1
            #expect(rows == 2, "\(rows) prompt rows written: \(run.terminal.screenBytes.debugDescription)")
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        @Test func aResizeIsMeasuredAndReported() async throws {
            let run = try EditorRun(columns: 60, rows: 12)
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.resize(columns: 72, rows: 20)
            // The pty is no controlling terminal: the kernel tells nobody, so
            // the test sends the signal the kernel would have sent.
            kill(getpid(), SIGWINCH)
            let expected = TerminalSize.resolve(
                environment: ProcessInfo.processInfo.environment,
                windowSize: TerminalSize(columns: 72, rows: 20))
            #expect(await run.recorder.wait(for: .resized(expected)))
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        @Test func aNewlineInPastedTextSubmitsTheTextBeforeIt() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("apple\nswift")
            #expect(await run.recorder.wait { $0.last == .lineChanged("appleswift") })
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            #expect(run.recorder.keys == [.submit("apple"), .interrupt])
            run.editor.close()
        }

        /// With bracketed paste (which the interactive screen turns on), a
        /// pasted newline is a space: the paste is all there, to edit, and
        /// nothing is searched before the user says so.
        @Test func aBracketedPasteIsInsertedWholeAndSubmitsNothing() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("\u{1B}[200~apple\nswift\t\r\n\u{1B}[201~")
            #expect(await run.recorder.wait { $0.last == .lineChanged("apple swift  ") }, "\(run.recorder.all)")
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            #expect(run.recorder.keys == [.interrupt])
            run.editor.close()
        }

        @Test func invalidUTF8IsTypedAsReplacementCharacters() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type([0x61, 0xFF, 0xC3, 0x28, 0x9D, 0xEC, 0xA0, 0x80])
            #expect(await run.recorder.wait { $0.last == .lineChanged("a\u{FFFD}\u{FFFD}(\u{FFFD}저") })
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        /// The row's width is no limit: a line longer than the row is kept
        /// whole (it scrolls), up to `ScreenGeometry.promptMaximumLength` characters.
        @Test func aLongPasteIsKeptWholeUpToTheLineLimit() async throws {
            let run = try EditorRun(columns: 40, initialLine: String(repeating: "x", count: ScreenGeometry.promptMaximumLength - 300))
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type(String(repeating: "y", count: 300))
            let full = String(repeating: "x", count: ScreenGeometry.promptMaximumLength - 300) + String(repeating: "y", count: 300)
            #expect(await run.recorder.wait(for: .lineChanged(full)))
            #expect(run.cursorColumn <= 40)
            run.terminal.type("zzz\r")  // past the limit: not inserted
            #expect(await run.recorder.wait(for: .submit(full)))
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        /// `--border`: the prompt row starts after the left line and erases
        /// only the cells inside; `--info inline-right` puts the count at its
        /// right end, the line's room less its width.
        @Test func insideABorderThePromptRowKeepsItsLinesAndShowsTheInlineInfo() async throws {
            let run = try EditorRun(columns: 40, rows: 12)
            run.editor.layout = ScreenLayout(border: .rounded)
            run.start { event, editor in
                if event == .redrawRequested { editor.setInfo(PromptInfo(text: "3 rows", alignRight: true)) }
            }
            #expect(await run.waitUntilReady())
            // The row above the bottom line, from the third column, 36 cells erased.
            #expect(await run.terminal.waitForOutput(containing: "\u{1B}[11;3H\u{1B}[36X" + EditorRun.prompt))
            run.terminal.type("ab")
            #expect(await run.recorder.wait(for: .lineChanged("ab")))
            #expect(await run.terminal.waitForOutput(containing: EditorRun.prompt + "ab" + String(repeating: " ", count: 22) + "3 rows"))
            #expect(run.cursorColumn == 11, "after `test> ab`, two columns in")
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        /// The prompt row shows the end of a long line, its start marked hidden.
        @Test func aLineLongerThanTheRowScrollsWithTheCursorOnScreen() async throws {
            let run = try EditorRun(columns: 30)
            run.start()
            #expect(await run.waitUntilReady())
            let line = String((0..<100).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            run.terminal.type(line)
            #expect(await run.recorder.wait(for: .lineChanged(line)))
            #expect(await run.terminal.waitForOutput(containing: EditorRun.prompt + "<" + String(line.suffix(22))))
            #expect(run.cursorColumn == 30)
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        @Test func aPrefilledLineIsThereWhenTypingStarts() async throws {
            let run = try EditorRun(initialLine: "scotteg")
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("!")
            #expect(await run.recorder.wait(for: .lineChanged("scotteg!")))
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        @Test func theLineCanBeReplacedFromAnyEvent() async throws {
            let run = try EditorRun()
            run.start { event, editor in
                switch event {
                case .lineChanged("go"): editor.setLine("went")  // after a batch of keys
                case .submit("went!"): editor.setLine("done")  // inside a key function
                default: break
                }
            }
            #expect(await run.waitUntilReady())
            run.terminal.type("go")
            #expect(await run.recorder.wait(for: .lineChanged("go")))
            run.terminal.type("!\r")
            #expect(await run.recorder.wait(for: .submit("went!")))
            run.terminal.type("?\u{03}")
            #expect(await run.waitUntilFinished())
            #expect(run.recorder.lastLine == "done?")
            run.editor.close()
        }

        @Test func thePlaceholderIsDrawnDimmedOnAnEmptyLine() async throws {
            let run = try EditorRun(placeholder: "Enter GitHub ID")
            run.start()
            #expect(await run.waitUntilReady())
            #expect(await run.terminal.waitForOutput(containing: "Enter GitHub I"))
            #expect(run.terminal.screenBytes.contains("\u{1B}[0;2mEnter GitHub ID"), "dimmed (SGR 2)")
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }

        @Test func theHangUpOfTheTerminalEndsInput() async throws {
            let run = try EditorRun()
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.hangUp()
            #expect(await run.waitUntilFinished())
            #expect(run.recorder.keys == [.endOfInput])
            run.editor.close()
        }

        @Test func terminalModesAreLibeditsWhileRunningAndRestoredAfter() async throws {
            let run = try EditorRun()
            let before = run.terminal.modes
            run.start()
            #expect(await run.waitUntilReady())
            let during = run.terminal.modes
            #expect(during.c_lflag & tcflag_t(ICANON | ISIG | ECHO) == 0)
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
            let after = run.terminal.modes
            #expect(after.c_lflag == before.c_lflag)
            #expect(after.c_iflag == before.c_iflag)
            #expect(after.c_oflag == before.c_oflag)
        }

        @Test func submittedLinesAreSavedToTheHistoryFile() async throws {
            let folder = URL(fileURLWithPath: ScratchRoot.path(named: "history"))
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("state/ghsearch/history").path
            let run = try EditorRun(historyPath: path)
            run.start()
            #expect(await run.waitUntilReady())
            run.terminal.type("octocat\r\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
            let saved = try String(contentsOfFile: path, encoding: .utf8)
            #expect(saved.contains("octocat"))
            let next = try EditorRun(historyPath: path)
            #expect(next.editor.historyCount == 1)
            next.editor.close()
        }

        @Test func namesFoundGoIntoTheHistoryOnceAndTheNewestComesBack() async throws {
            let folder = URL(fileURLWithPath: ScratchRoot.path(named: "history"))
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("history").path
            let run = try EditorRun(historyPath: path)
            for name in ["sferik", "octocat", "sferik", "torvalds", "octocat"] { run.editor.rememberName(name) }
            #expect(run.editor.historyCount == 3)
            #expect(run.editor.newestHistoryEntry == "octocat")
            run.editor.close()
            let next = try EditorRun(historyPath: path)
            #expect(next.editor.historyCount == 3)
            #expect(next.editor.newestHistoryEntry == "octocat")
            next.editor.close()
        }

        /// Keys typed past the row's width, and right after the window grew
        /// before any resize was handled (here the kernel tells nobody),
        /// are all kept: the width is no limit.
        @Test func keysPastTheRowAndAfterTheWindowGrewAreKept() async throws {
            let run = try EditorRun(columns: 30, rows: 10)
            run.start()
            #expect(await run.waitUntilReady())
            let room = 30 - EditorRun.prompt.count - 1
            run.terminal.type(String(repeating: "a", count: room + 5))
            #expect(await run.recorder.wait(for: .lineChanged(String(repeating: "a", count: room + 5))), "\(run.recorder.all)")
            run.terminal.resize(columns: 80, rows: 10)
            run.terminal.type("XYZ")
            #expect(await run.recorder.wait(for: .lineChanged(String(repeating: "a", count: room + 5) + "XYZ")))
            run.terminal.type("\u{03}")
            #expect(await run.waitUntilFinished())
            run.editor.close()
        }
    }
}
