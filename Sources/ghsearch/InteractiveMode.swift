import Foundation
import GHSearchCore
import GHSearchTerminal
import Synchronization

/// `ghsearch [ID]`: wires the view model (`SearchSession`), the view
/// (`SearchScreen` drawn through `ScreenRenderer`) and the prompt
/// (`LineEditor`). Everything that writes to the terminal runs on the one
/// thread that owns libedit; other threads only ask it to redraw.
enum InteractiveMode {
    static let placeholder = "Enter GitHub ID, e.g., \"navdeepsinghh\""

    static func run(initialText: String?, options: CommandLineOptions, service: RepositoryService<ContinuousClock>,
                    quota: RateLimitRelay, environment: ProcessEnvironment) async -> ExitStatus {
        let capabilities = TerminalCapabilities.current(environment: environment.variables)
        guard capabilities.supportsInteractiveScreen else {
            StandardStreams.writeError(capabilities.isDumb
                ? "Error: the interactive mode needs a terminal that can move the cursor (TERM=dumb). Use 'ghsearch --once <id>' instead.\n"
                : "Error: the interactive mode needs a terminal on standard input and output. Use 'ghsearch --once <id>' (or --batch) in scripts and pipes.\n")
            return .usage
        }
        return await withCheckedContinuation { continuation in
            // libedit blocks its thread while it reads keys: give it its own.
            let thread = Thread {
                continuation.resume(returning: runOnEditorThread(initialText: initialText, options: options, service: service,
                                                                 quota: quota, environment: environment))
            }
            thread.name = "ghsearch-editor"
            thread.start()
        }
    }

    private static func runOnEditorThread(initialText: String?, options: CommandLineOptions,
                                          service: RepositoryService<ContinuousClock>,
                                          quota: RateLimitRelay,
                                          environment: ProcessEnvironment) -> ExitStatus {
        let colorMode = ANSI.ColorMode.detect(environment: environment.variables, isTerminal: true)
        let terminal: TerminalSession
        let editor: LineEditor
        do {
            terminal = try TerminalSession.enter()
            editor = try LineEditor(configuration: LineEditorConfiguration(
                prompt: "> ", placeholder: placeholder, usesStyling: colorMode != .off,
                historyPath: historyPath(environment)))
        } catch {
            StandardStreams.writeError("Error: could not open the terminal: \(error)\n")
            return .failure
        }
        let waker = editor.waker
        let session = SearchSession(service: service, clock: ContinuousClock(), options: options.listOptions,
                                    onChange: { waker.requestRedraw() })
        quota.subscribe { [weak session] in session?.quotaChanged($0) }
        let renderer = ScreenRenderer(output: FileDescriptorOutput(), size: editor.size)
        var screen = SearchScreen()
        let spinner = Spinner(waker: waker, session: session)

        func draw() {
            let size = renderer.size
            let frame = screen.render(session.snapshot, width: size.columns, height: size.rows, now: Date(),
                                      colorMode: colorMode, spinner: spinner.frame)
            renderer.render(frame, cursorColumn: editor.cursorColumn)
        }

        session.start()
        spinner.start()
        if let initialText, !initialText.isEmpty {
            editor.setLine(initialText)
            session.submit(initialText)
        }
        var status = ExitStatus.success
        editor.run { event in
            switch event {
            case .lineChanged(let line):
                session.lineChanged(line)
            case .submit(let line):
                session.submit(line)
            case .cleared:
                session.clear()
            case .moveSelection(let delta):
                session.moveSelection(by: delta)
            case .page(let pages):
                session.moveSelection(by: pages * max(1, SearchScreen.tableRows(height: renderer.size.rows)))
            case .openDetail, .openBrowser:
                break  // the detail view and the browser belong to another issue
            case .endOfInput:
                return .stop
            case .interrupt:
                status = .success
                return .stop
            case .redrawRequested:
                draw()
            case .resized(let size):
                renderer.resize(to: size)
                draw()
            }
            return .continue
        }
        spinner.stop()
        session.stop()
        editor.close()
        terminal.leave()
        return status
    }

    private static func historyPath(_ environment: ProcessEnvironment) -> String? {
        let directory = environment.stateDirectory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            return nil  // history stays in memory
        }
        return directory + "/history"
    }
}

/// Turns the spinner while a request is in flight: asks for a redraw every
/// 100 ms, and only then.
final class Spinner: Sendable {
    private let waker: LineEditorWaker
    private let session: SearchSession<ContinuousClock>
    private let task = Mutex<Task<Void, Never>?>(nil)
    private let counter = Atomic<Int>(0)

    init(waker: LineEditorWaker, session: SearchSession<ContinuousClock>) {
        self.waker = waker
        self.session = session
    }

    var frame: Int { counter.load(ordering: .relaxed) }

    func start() {
        let running = Task { [weak self] in
            while !Task.isCancelled {
                do { try await Task.sleep(for: .milliseconds(100)) } catch { return }
                self?.tick()
            }
        }
        task.withLock { $0 = running }
    }

    func stop() {
        task.withLock { $0?.cancel() }
    }

    private func tick() {
        let state = session.snapshot
        if state.searching != nil || state.results?.loadingMore == true {
            counter.add(1, ordering: .relaxed)
            waker.requestRedraw()
        }
    }
}
