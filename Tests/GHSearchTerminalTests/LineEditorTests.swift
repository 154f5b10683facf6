import Foundation
import Testing
@testable import GHSearchTerminal

/// The line editor driven through a pseudo-terminal, keys typed as bytes.
@Suite(.timeLimit(.minutes(2)), .serialized) struct LineEditorTests {
    @Test func keysReportTheirEventsInOrder() throws {
        let run = try EditorRun()
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type("sc")
        #expect(run.recorder.wait(for: .lineChanged("sc")))
        run.terminal.type(
            "\u{1B}[A" + "\u{1B}OB" + "\u{10}" + "\u{0E}" + "\u{1B}[5~" + "\u{1B}[6~"
                + "\t" + "\u{0F}" + "\r" + "\u{15}" + "\u{03}")
        #expect(run.waitUntilFinished())
        #expect(run.recorder.keys == [
            .moveSelection(-1), .moveSelection(1), .moveSelection(-1), .moveSelection(1),
            .page(-1), .page(1), .openDetail, .openBrowser, .submit("sc"), .cleared, .interrupt,
        ])
        #expect(run.allEventsOnEditorThread)
        #expect(run.editor.currentLine == "")
        run.editor.close()
    }

    @Test func ctrlDDeletesUnderTheCursorAndEndsOnAnEmptyLine() throws {
        let run = try EditorRun()
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type("ab\u{02}\u{02}\u{04}")  // Ctrl-B twice: cursor on "a"
        #expect(run.recorder.wait { $0.last == .lineChanged("b") })
        run.terminal.type("\u{15}\u{04}")
        #expect(run.waitUntilFinished())
        #expect(run.recorder.keys == [.cleared, .endOfInput])
        run.editor.close()
    }

    @Test func escapeOnItsOwnClearsTheLine() throws {
        let run = try EditorRun()
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type("xy")
        #expect(run.recorder.wait(for: .lineChanged("xy")))
        run.terminal.type("\u{1B}")
        #expect(run.recorder.wait(for: .cleared))
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        run.editor.close()
    }

    @Test func anotherThreadGetsTheScreenRedrawnOnTheEditorThread() throws {
        let run = try EditorRun()
        run.start()
        #expect(run.waitUntilReady())
        #expect(run.recorder.all == [.redrawRequested])
        let waker = run.editor.waker
        Thread.detachNewThread { waker.requestRedraw() }
        #expect(run.recorder.wait { $0.filter { $0 == .redrawRequested }.count == 2 })
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        #expect(run.allEventsOnEditorThread)
        run.editor.close()
    }

    @Test func aResizeIsMeasuredAndReported() throws {
        let run = try EditorRun(columns: 60, rows: 12)
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.resize(columns: 72, rows: 20)
        // The pty is no controlling terminal: the kernel tells nobody, so
        // the test sends the signal the kernel would have sent.
        kill(getpid(), SIGWINCH)
        let expected = TerminalSize.resolve(
            environment: ProcessInfo.processInfo.environment,
            windowSize: TerminalSize(columns: 72, rows: 20))
        #expect(run.recorder.wait(for: .resized(expected)))
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        run.editor.close()
    }

    @Test func aNewlineInPastedTextSubmitsTheTextBeforeIt() throws {
        let run = try EditorRun()
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type("apple\nswift")
        #expect(run.recorder.wait { $0.last == .lineChanged("appleswift") })
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        #expect(run.recorder.keys == [.submit("apple"), .interrupt])
        run.editor.close()
    }

    /// With bracketed paste (which the interactive screen turns on), a
    /// pasted newline is a space: the paste is all there, to edit, and
    /// nothing is searched before the user says so.
    @Test func aBracketedPasteIsInsertedWholeAndSubmitsNothing() throws {
        let run = try EditorRun()
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type("\u{1B}[200~apple\nswift\t\r\n\u{1B}[201~")
        #expect(run.recorder.wait { $0.last == .lineChanged("apple swift  ") }, "\(run.recorder.all)")
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        #expect(run.recorder.keys == [.interrupt])
        run.editor.close()
    }

    @Test func invalidUTF8IsTypedAsReplacementCharacters() throws {
        let run = try EditorRun()
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type([0x61, 0xFF, 0xC3, 0x28, 0x9D, 0xEC, 0xA0, 0x80])
        #expect(run.recorder.wait { $0.last == .lineChanged("a\u{FFFD}\u{FFFD}(\u{FFFD}저") })
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        run.editor.close()
    }

    @Test func aLongPasteStopsWhereTheLineWouldWrap() throws {
        let run = try EditorRun(columns: 40)
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type(String(repeating: "x", count: 3000) + "\r")
        #expect(run.recorder.wait { $0.contains { if case .submit = $0 { true } else { false } } })
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        let room = run.editor.size.columns - EditorRun.prompt.count - 1
        #expect(run.recorder.lastLine == String(repeating: "x", count: room))
        run.editor.close()
    }

    @Test func aPrefilledLineIsThereWhenTypingStarts() throws {
        let run = try EditorRun(initialLine: "scotteg")
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type("!")
        #expect(run.recorder.wait(for: .lineChanged("scotteg!")))
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        run.editor.close()
    }

    @Test func theLineCanBeReplacedFromAnyEvent() throws {
        let run = try EditorRun()
        run.start { event, editor in
            switch event {
            case .lineChanged("go"): editor.setLine("went")  // after a batch of keys
            case .submit("went!"): editor.setLine("done")  // inside a key function
            default: break
            }
        }
        #expect(run.waitUntilReady())
        run.terminal.type("go")
        #expect(run.recorder.wait(for: .lineChanged("go")))
        run.terminal.type("!\r")
        #expect(run.recorder.wait(for: .submit("went!")))
        run.terminal.type("?\u{03}")
        #expect(run.waitUntilFinished())
        #expect(run.recorder.lastLine == "done?")
        run.editor.close()
    }

    @Test func thePlaceholderIsDrawnDimmedOnAnEmptyLine() throws {
        let run = try EditorRun(placeholder: "Enter GitHub ID")
        run.start()
        #expect(run.waitUntilReady())
        #expect(run.terminal.waitForOutput(containing: "Enter GitHub I"))
        #expect(run.terminal.screenBytes.contains("\u{1B}[0;2mEnter GitHub ID"), "dimmed (SGR 2)")
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        run.editor.close()
    }

    @Test func theHangUpOfTheTerminalEndsInput() throws {
        let run = try EditorRun()
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.hangUp()
        #expect(run.waitUntilFinished())
        #expect(run.recorder.keys == [.endOfInput])
        run.editor.close()
    }

    @Test func terminalModesAreLibeditsWhileRunningAndRestoredAfter() throws {
        let run = try EditorRun()
        let before = run.terminal.modes
        run.start()
        #expect(run.waitUntilReady())
        let during = run.terminal.modes
        #expect(during.c_lflag & tcflag_t(ICANON | ISIG | ECHO) == 0)
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        run.editor.close()
        let after = run.terminal.modes
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
    }

    @Test func submittedLinesAreSavedToTheHistoryFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ghsearch-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("state/ghsearch/history").path
        let run = try EditorRun(historyPath: path)
        run.start()
        #expect(run.waitUntilReady())
        run.terminal.type("octocat\r\u{03}")
        #expect(run.waitUntilFinished())
        run.editor.close()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("octocat"))
        let next = try EditorRun(historyPath: path)
        #expect(next.editor.historyCount == 1)
        next.editor.close()
    }

    /// Keys typed right after the window grew, before any resize was
    /// handled (here the kernel tells nobody), are measured against the
    /// terminal as it is, not the old narrow width.
    @Test func keysAfterTheWindowGrewAreNotRefusedByTheOldWidth() throws {
        let run = try EditorRun(columns: 30, rows: 10)
        run.start()
        #expect(run.waitUntilReady())
        let room = 30 - EditorRun.prompt.count - 1
        run.terminal.type(String(repeating: "a", count: room + 5))
        #expect(run.recorder.wait(for: .lineChanged(String(repeating: "a", count: room))), "the row is full: \(run.recorder.all)")
        run.terminal.resize(columns: 80, rows: 10)
        run.terminal.type("XYZ")
        #expect(run.recorder.wait(for: .lineChanged(String(repeating: "a", count: room) + "XYZ")))
        run.terminal.type("\u{03}")
        #expect(run.waitUntilFinished())
        run.editor.close()
    }
}
