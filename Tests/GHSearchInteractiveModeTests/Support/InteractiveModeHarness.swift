import Dispatch
import Foundation
import Synchronization
import Testing
import TestSupport
import GHSearchGitHub
import GHSearchInteractive
import GHSearchInteractiveMode
import GHSearchMarkdownLayout
import GHSearchScripting
import GHSearchTerminal

/// The interactive mode with every dependency in memory and on virtual
/// time: a terminal that is one (descriptor 7), a scripted line editor, a
/// screen writer that keeps what it was given, GitHub answering from a
/// script, a manual clock, the standard streams as text. A run goes on a
/// task of its own; the test sends the editor's events and waits for what
/// the screen shows.
final class InteractiveModeHarness: Sendable {
    static let tty: Int32 = 7

    let clock = ManualClock()
    let http: ScriptedGitHub
    let output = MemoryTerminalOutput()
    let log = RunLog()
    let out = Watched("")
    let err = Watched("")
    let closed = Watched<[Int32]>([])
    private let editorBox = Watched<ScriptedEditor?>(nil)
    /// What was on the terminal when the line editor began to be made.
    let writtenBeforeEditor = Watched<String?>(nil)
    /// Holds the editor's making until `releaseEditor` (with `holdsEditor`), as a slow libedit would.
    private let editorGate: DispatchSemaphore?
    let mode: InteractiveMode<ManualClock>

    init(repositories: [String: [String]] = [:], held: Set<String> = [], pageSize: Int? = nil,
         laterPagesHeldUntil: Duration? = nil, terminal capabilities: TerminalCapabilities =
            TerminalCapabilities(inputIsTerminal: true, outputIsTerminal: true, isDumb: false, colorDepth: .none),
         options: InteractiveModeOptions = InteractiveModeOptions(),
         writeFails: Bool = false, typedAhead: [UInt8] = [], typedAheadOnResume: [UInt8] = [], holdsEditor: Bool = false,
         editorFails: Bool = false,
         processes makeProcesses: @Sendable (RunLog) -> InteractiveProcesses = { _ in InteractiveProcesses() }) {
        http = ScriptedGitHub(repositories: repositories, clock: clock, held: held, pageSize: pageSize,
                              laterPagesHeldUntil: laterPagesHeldUntil)
        let gate = holdsEditor ? DispatchSemaphore(value: 0) : nil
        editorGate = gate
        let (clock, output, log, out, err, closed, editorBox) = (clock, output, log, out, err, closed, editorBox)
        let writtenBeforeEditor = writtenBeforeEditor
        let terminal = InteractiveTerminal(
            open: { (Self.tty, capabilities) },
            close: { descriptor in closed.update { $0.append(descriptor) } },
            size: { _ in TerminalSize(columns: 80, rows: 24) },
            enter: { _, _, layout in
                log.append("enter")
                return RecordedScreen(layout: layout, log: log, typedAhead: typedAhead, typedAheadOnResume: typedAheadOnResume)
            },
            makeEditor: { configuration in
                writtenBeforeEditor.update { $0 = output.text }
                gate?.wait()
                if editorFails { throw TerminalError.libraryMissing("libedit.so.2") }
                let editor = ScriptedEditor(configuration: configuration, clock: clock)
                editorBox.update { $0 = editor }
                return editor
            },
            output: { _ in output },
            editorThread: ThreadChain.make)
        var processes = makeProcesses(log)
        let stopPreviews = processes.stopPreviews
        processes.stopPreviews = {
            log.append("stop previews")
            stopPreviews()
        }
        let dependencies = InteractiveModeDependencies(
            variables: ["NO_COLOR": "1", "TERM": "xterm"], clock: clock,
            now: { Date(timeIntervalSince1970: 1_700_000_000).addingTimeInterval(Double(clock.now.offset.components.seconds)) },
            terminal: terminal, processes: processes,
            parseMarkdown: { _ in MarkdownDocument(blocks: []) },
            writeOut: { (text: String) throws(OutputFailure) in
                if writeFails { throw OutputFailure(reason: "No space left on device") }
                log.append("out")
                out.update { $0 += text }
            },
            writeError: { text in err.update { $0 += text } })
        mode = InteractiveMode(options: options, dependencies: dependencies)
    }

    /// Starts a run, as `Modes` does: the terminal opened first, then the mode run with GitHub.
    func start(_ initialText: String? = nil) throws -> Task<GHSearchGitHub.ExitStatus, Never> {
        let client = GitHubClient(endpoint: try GitHubEndpoint("https://api.github.com"), http: http, token: nil,
                                  cache: MemoryResponseCache())
        let service = RepositoryService(client: client, clock: clock, staleIfError: true)
        let (mode, http) = (mode, http)
        let screen = mode.openScreen()
        return Task { await mode.run(initialText: initialText, service: service, http: http, quota: RateLimitRelay(), screen: screen) }
    }

    /// Lets the editor held back (`holdsEditor`) be made.
    func releaseEditor() {
        editorGate?.signal()
    }

    /// The editor, once the run has made it.
    func editor() async throws -> ScriptedEditor {
        try await editorBox.wait(until: { $0 != nil }, "the line editor made")
        return try #require(editorBox.value)
    }

    /// Waits until what was written to the terminal shows `text`, letting
    /// virtual time pass meanwhile (a frame asked for less than a frame's
    /// period after the last waits for the clock, as do the search's throttle and retries).
    func waitForScreen(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let (clock, output) = (clock, output)
        let shown = await poll {
            if output.text.contains(text) { return true }
            clock.advance(by: .milliseconds(50))
            return false
        }
        #expect(shown, "the screen never showed \(text): \(output.text.suffix(2_000))", sourceLocation: sourceLocation)
    }
}
