import Foundation
import Synchronization
import TestSupport
@testable import GHSearchTerminal
import GHSearchCLI
import GHSearchInteractive
import GHSearchKeys

/// A `LineEditor` running on its own thread on a pseudo-terminal, the way
/// the app runs it, with its events recorded.
final class EditorRun: Sendable {
    static let prompt = "test> "

    let terminal: PseudoTerminal
    let editor: LineEditor
    let recorder = EventRecorder()
    private let finished = DispatchSemaphore(value: 0)
    private let eventsOffTheEditorThread = Atomic<Int>(0)
    /// `editor.cursorColumn` as the editor thread saw it at the latest
    /// event: the editor's state is read on its own thread only (read from
    /// the test's while the editor draws, it was a data race under TSan).
    private let cursorColumnAtEvent = Atomic<Int>(0)

    init(
        columns: Int = 60,
        rows: Int = 12,
        historyPath: String? = nil,
        placeholder: String? = nil,
        initialLine: String? = nil,
        multi: Bool = false,
        bindings: [KeyBind] = []
    ) throws {
        terminal = PseudoTerminal(columns: columns, rows: rows)
        editor = try LineEditor(configuration: LineEditorConfiguration(
            inputDescriptor: terminal.terminal,
            outputDescriptor: terminal.terminal,
            prompt: Self.prompt,
            placeholder: placeholder,
            historyPath: historyPath,
            readsEditrc: false,
            multi: multi,
            bindings: bindings
        ))
        if let initialLine { editor.setLine(initialLine) }
    }

    /// Starts `run` on a new thread; it stops on Ctrl-C or end of input.
    /// `react` runs for every event on the editor thread, as the app's
    /// handler would.
    func start(react: @escaping @Sendable (LineEditorEvent, LineEditor) -> Void = { _, _ in }) {
        Thread.detachNewThread { [self] in
            let editorThread = pthread_self()
            editor.run { [self] event in
                if pthread_equal(pthread_self(), editorThread) == 0 {
                    eventsOffTheEditorThread.add(1, ordering: .relaxed)
                }
                cursorColumnAtEvent.store(editor.cursorColumn, ordering: .releasing)
                recorder.record(event)
                react(event, editor)
                return event == .action(.interrupt) || event == .endOfInput ? .stop : .continue
            }
            finished.signal()
        }
    }

    /// Waits until the prompt is on screen: the terminal is in libedit's mode.
    func waitUntilReady() async -> Bool {
        await terminal.waitForOutput(containing: Self.prompt)
    }

    /// Waits (off the cooperative pool) until `run` returned.
    func waitUntilFinished() async -> Bool {
        let finished = self.finished
        return await offThePool { finished.wait(timeout: .now() + 10) == .success }
    }

    /// Every event was delivered on the thread that called `run`.
    var allEventsOnEditorThread: Bool { eventsOffTheEditorThread.load(ordering: .relaxed) == 0 }

    /// The prompt row's cursor column at the latest event recorded.
    var cursorColumn: Int { cursorColumnAtEvent.load(ordering: .acquiring) }
}
