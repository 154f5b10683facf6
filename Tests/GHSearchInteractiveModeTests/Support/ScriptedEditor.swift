import Dispatch
import Synchronization
import TestSupport
import GHSearchInteractive
import GHSearchPresent
import GHSearchInteractiveMode
import GHSearchTerminal

/// A line editor in memory: `run` delivers the events a test sends (and
/// `.redrawRequested` first, as libedit does), on the editor's thread,
/// and records what it was told to show. Redraw requests coalesce, as
/// `LineEditorWaker`'s do. Waiting for the next event is bounded: a test
/// that never ends the run ends it with `.endOfInput` after `standardWait`.
final class ScriptedEditor: PromptEditor, @unchecked Sendable {
    struct Record: Sendable {
        var lines: [String] = []
        var prompts: [String] = []
        var remembered: [String] = []
        /// Keys handed over to be read next (`typeAhead`), in order.
        var typedAhead: [UInt8] = []
        /// Events delivered to the mode, in order.
        var delivered: [LineEditorEvent] = []
        /// The virtual time of each redraw asked of the editor, coalesced or not.
        var redrawsAskedAt: [Duration] = []
        var closed = 0
    }

    private let queue = Mutex<[LineEditorEvent]>([])
    private let arrived = DispatchSemaphore(value: 0)
    private let redrawPending = Atomic<Bool>(false)
    let record = Watched(Record())
    let configuration: LineEditorConfiguration
    private let clock: ManualClock?

    var layout = ScreenLayout()
    let size = TerminalSize(columns: 80, rows: 24)
    var terminalSize: TerminalSize { size }
    var cursorColumn: Int { 1 }
    var promptLeft: Int { 1 }
    var historyKeptAside: [(path: String, keptAs: String)] { [] }
    var newestHistoryEntry: String? { record.value.remembered.last }
    var redrawWaker: any RedrawWaker { Waker(editor: self) }

    init(configuration: LineEditorConfiguration, clock: ManualClock? = nil) {
        self.configuration = configuration
        self.clock = clock
    }

    /// Sends an event from the test's thread, as a key would.
    func send(_ event: LineEditorEvent) {
        queue.withLock { $0.append(event) }
        arrived.signal()
    }

    func requestRedraw() {
        if let clock { record.update { $0.redrawsAskedAt.append(clock.now.offset) } }
        guard !redrawPending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        send(.redrawRequested)
    }

    func run(_ onEvent: @escaping (LineEditorEvent) -> LineEditorAction) {
        var event = LineEditorEvent.redrawRequested
        while true {
            if event == .redrawRequested { redrawPending.store(false, ordering: .releasing) }
            record.update { $0.delivered.append(event) }
            if onEvent(event) == .stop { return }
            let seconds = Int(standardWait.components.seconds)
            guard arrived.wait(timeout: .now() + .seconds(seconds)) == .success else {
                event = .endOfInput
                continue
            }
            event = queue.withLock { $0.removeFirst() }
        }
    }

    func setInfo(_ info: PromptInfo?) {}
    func setLine(_ text: String) { record.update { $0.lines.append(text) } }
    func setPrompt(_ text: String) { record.update { $0.prompts.append(text) } }
    func setPlaceholder(_ text: String?) {}
    func rememberName(_ name: String) { record.update { $0.remembered.append(name) } }
    func typeAhead(_ typed: [UInt8]) { record.update { $0.typedAhead += typed } }
    func close() { record.update { $0.closed += 1 } }

    private struct Waker: RedrawWaker {
        let editor: ScriptedEditor
        func requestRedraw() { editor.requestRedraw() }
    }
}
