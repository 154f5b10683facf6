import Dispatch
import FoundationEssentials
import GHSearchCore
import GHSearchImage
import GHSearchTerminal
import Synchronization

/// `ghsearch [ID]`: wires the view model (`SearchSession`), the view
/// (`SearchScreen` drawn through `ScreenRenderer`) and the prompt
/// (`LineEditor`). Everything that writes to the terminal runs on the one
/// thread that owns libedit; other threads only ask it to redraw.
///
/// Tab shows the selected repository full-screen (`DetailScreen`); there
/// Esc or Backspace goes back to the list with the prompt text, selection
/// and scroll position as they were. Ctrl-O opens the selected repository
/// in a browser, or shows its URL to copy.
enum InteractiveMode {
    /// Starts entering the terminal and setting up libedit on the editor's
    /// own thread, so that this happens while libcurl starts and the first
    /// request travels; nil when the mode is not the interactive one or the
    /// terminal cannot show it (`run` says why).
    static func startPreparingScreen(options: CommandLineOptions, environment: ProcessEnvironment) -> PreparedScreen? {
        guard case .interactive = options.mode,
              TerminalCapabilities.current(environment: environment.variables).supportsInteractiveScreen else { return nil }
        let colorMode = ANSI.ColorMode.detect(environment: environment.variables, isTerminal: true)
        let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
        let configuration = LineEditorConfiguration(prompt: "> ", placeholder: catalogue.placeholder, usesStyling: colorMode != .off,
                                                    historyPath: historyPath(environment))
        let screen = PreparedScreen()
        screen.queue.async {
            do {
                let terminal = try TerminalSession.enter()
                do {
                    screen.outcome = .success((terminal, try LineEditor(configuration: configuration)))
                } catch {
                    terminal.leave()
                    screen.outcome = .failure(error)
                }
            } catch {
                screen.outcome = .failure(error)
            }
        }
        return screen
    }

    static func run(initialText: String?, options: CommandLineOptions, service: RepositoryService<ContinuousClock>,
                    http: any HTTPClient, quota: RateLimitRelay, environment: ProcessEnvironment,
                    screen prepared: PreparedScreen?) async -> ExitStatus {
        let capabilities = TerminalCapabilities.current(environment: environment.variables)
        guard capabilities.supportsInteractiveScreen, let prepared else {
            let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.interactiveNeedsTerminal(dumb: capabilities.isDumb) + "\n")
            return .usage
        }
        let colorMode = ANSI.ColorMode.detect(environment: environment.variables, isTerminal: true)
        // The search stream starts, and the name given on the command line is
        // asked for, while the editor's thread enters the terminal and sets up
        // libedit: the request travels meanwhile.
        let redraw = RedrawRelay()
        let session = SearchSession(service: service, clock: ContinuousClock(), options: options.listOptions,
                                    avatars: avatarLoader(options, http: http, colorMode: colorMode, environment: environment),
                                    onChange: { redraw.requestRedraw() })
        // Quota news from an answer whose rows are still on their way (being
        // decoded) waits for the next frame, the rows': a frame for the quota
        // alone would keep the editor's thread busy just as the rows arrive.
        let pendingQuota = PendingQuota()
        quota.subscribe { [weak session] limit in
            guard let session else { return }
            if session.snapshot.searching != nil {
                pendingQuota.hold(limit)
            } else {
                session.quotaChanged(limit)
            }
        }
        session.start()
        if let initialText, !initialText.isEmpty {
            session.submit(initialText)
        }
        return await withCheckedContinuation { continuation in
            // After the set-up, on the same serial queue: libedit blocks its thread while it reads keys.
            prepared.queue.async {
                continuation.resume(returning: runOnEditorThread(initialText: initialText, options: options, session: session,
                                                                 redraw: redraw, pendingQuota: pendingQuota, colorMode: colorMode,
                                                                 environment: environment, prepared: prepared.take()))
            }
        }
    }

    private static func runOnEditorThread(initialText: String?, options: CommandLineOptions,
                                          session: SearchSession<ContinuousClock>, redraw: RedrawRelay,
                                          pendingQuota: PendingQuota, colorMode: ANSI.ColorMode, environment: ProcessEnvironment,
                                          prepared: Result<(TerminalSession, LineEditor), any Error>?) -> ExitStatus {
        let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
        let terminal: TerminalSession
        let editor: LineEditor
        do {
            guard let prepared else { throw TerminalError.editLineUnavailable }
            (terminal, editor) = try prepared.get()
        } catch {
            session.stop()
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.couldNotOpenTerminal("\(error)") + "\n")
            return .failure
        }
        let waker = editor.waker
        redraw.attach(waker)
        let renderer = ScreenRenderer(output: FileDescriptorOutput(), size: editor.size)
        var screen = SearchScreen(catalogue: catalogue)
        let detailScreen = DetailScreen(catalogue: catalogue)
        let spinner = Spinner(waker: waker, session: session)

        func draw() {
            if let limit = pendingQuota.take() { session.quotaChanged(limit) }
            let size = renderer.size
            let state = session.snapshot
            let frame = if let detail = state.detail {
                detailScreen.render(detail, notice: state.notice, width: size.columns, height: size.rows, now: Date(),
                                    colorMode: colorMode)
            } else {
                screen.render(state, width: size.columns, height: size.rows, now: Date(),
                              colorMode: colorMode, spinner: spinner.frame)
            }
            renderer.render(frame, cursorColumn: editor.cursorColumn)
        }

        func openInBrowser() {
            let state = session.snapshot
            guard let repository = state.detail?.repository ?? state.selectedRepository else {
                session.showNotice(catalogue.nothingSelected)
                return
            }
            let url = repository.htmlURL ?? ""
            switch BrowserLauncher.open(url, environment: environment.variables) {
            case .opened: session.showNotice(catalogue.openedInBrowser(TerminalText.sanitize(url)))
            case .showURL: session.showNotice(catalogue.copyThisURL(TerminalText.sanitize(url)))
            }
        }

        spinner.start()
        if let initialText, !initialText.isEmpty {
            editor.setLine(initialText)
        }
        var status = ExitStatus.success
        editor.run { event in
            if session.snapshot.detail != nil {
                switch event {
                case .lineChanged, .cleared:
                    // Esc or Backspace: back to the list, the prompt as it was.
                    session.closeDetail()
                    editor.setLine(session.snapshot.line)
                    return .continue
                case .openBrowser:
                    openInBrowser()
                    return .continue
                case .submit, .moveSelection, .page, .openDetail:
                    return .continue
                case .endOfInput, .interrupt, .redrawRequested, .resized:
                    break  // as in the list
                }
            }
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
            case .openDetail:
                if session.snapshot.selectedRepository == nil {
                    session.showNotice(catalogue.nothingSelected)
                } else {
                    session.openDetail()
                }
            case .openBrowser:
                openInBrowser()
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

    /// Fetches avatars through the same HTTP client (never with the token),
    /// cached on disk beside the response cache; nil without colours, where
    /// no picture can be drawn.
    private static func avatarLoader(_ options: CommandLineOptions, http: any HTTPClient, colorMode: ANSI.ColorMode,
                                     environment: ProcessEnvironment) -> AvatarLoader? {
        guard colorMode != .off else { return nil }
        let disk = options.noCache ? nil : DiskResponseCache(directory: environment.cacheDirectory + "/avatars",
                                                             maximumBytes: 20 << 20)
        let decoder = ImageDecoder()
        return AvatarLoader(http: http, disk: disk, decode: { decoder.decode($0) })
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

/// The terminal entered and libedit set up on the editor's serial queue
/// (`InteractiveMode.startPreparingScreen`). `outcome` is written by the
/// set-up block and read by the blocks after it on the same queue, which
/// orders the two: no lock is needed, hence `@unchecked Sendable`.
final class PreparedScreen: @unchecked Sendable {
    let queue = DispatchQueue(label: "ghsearch-editor")
    fileprivate var outcome: Result<(TerminalSession, LineEditor), any Error>?

    /// On the queue, after the set-up: what it made, handed over once.
    fileprivate func take() -> Result<(TerminalSession, LineEditor), any Error>? {
        defer { outcome = nil }
        return outcome
    }

    /// When the mode stops before it runs (libcurl failed to start): waits
    /// for the set-up and puts the terminal back as it was.
    func abandon() {
        queue.sync {
            if case .success(let (terminal, editor)) = take() {
                editor.close()
                terminal.leave()
            }
        }
    }
}

/// The newest rate limit an answer reported while its search was still
/// going, until the next frame shows it.
final class PendingQuota: Sendable {
    private let limit = Mutex<RateLimit?>(nil)

    func hold(_ newer: RateLimit) {
        limit.withLock { $0 = newer }
    }

    func take() -> RateLimit? {
        limit.withLock { held in
            defer { held = nil }
            return held
        }
    }
}

/// The session's redraw requests, passed on to the editor once there is
/// one (the session starts before the editor exists; the editor draws the
/// state as it is when it starts, so a request before then needs no passing on).
final class RedrawRelay: Sendable {
    private let waker = Mutex<LineEditorWaker?>(nil)

    func attach(_ waker: LineEditorWaker) {
        self.waker.withLock { $0 = waker }
    }

    func requestRedraw() {
        waker.withLock { $0 }?.requestRedraw()
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
