import Foundation
import GHSearchCore
import GHSearchImage
import GHSearchStorage
import GHSearchTerminal
import Synchronization

/// `ghsearch [ID]`: wires the view model (`SearchViewModel`, run by
/// `SearchSession`), the view (`SearchScreen` / `DetailScreen` drawn through
/// `ScreenRenderer`) and the prompt (`LineEditor`), and does nothing else:
/// the editor's events become actions, and the effects that need the
/// terminal or the process (draw, set the line, start a browser, exit) are
/// run here. What a key means, and every timer, is the view model's.
///
/// Everything that writes to the terminal runs on the one thread that owns
/// libedit; other threads only ask it to redraw.
enum InteractiveMode {
    static func run(initialText: String?, options: CommandLineOptions, service: RepositoryService<ContinuousClock>,
                    http: any HTTPClient, quota: RateLimitRelay, environment: ProcessEnvironment) async -> ExitStatus {
        // fzf's contract: draw on the controlling terminal, so standard
        // input and output stay free for a pipeline (`url=$(ghsearch)`).
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        let capabilities = TerminalCapabilities.detect(environment: environment.variables, inputIsTerminal: tty >= 0 && isatty(tty) == 1,
                                                       outputIsTerminal: tty >= 0 && isatty(tty) == 1)
        guard capabilities.supportsInteractiveScreen else {
            if tty >= 0 { close(tty) }
            let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.interactiveNeedsTerminal(dumb: capabilities.isDumb) + "\n")
            return .usage
        }
        defer { close(tty) }
        return await withCheckedContinuation { continuation in
            // libedit blocks its thread while it reads keys: give it its own.
            let thread = Thread {
                continuation.resume(returning: runOnEditorThread(initialText: initialText, options: options, service: service,
                                                                 http: http, quota: quota, environment: environment,
                                                                 tty: tty))
            }
            thread.name = "ghsearch-editor"
            thread.start()
        }
    }

    private static func runOnEditorThread(initialText: String?, options: CommandLineOptions,
                                          service: RepositoryService<ContinuousClock>,
                                          http: any HTTPClient, quota: RateLimitRelay,
                                          environment: ProcessEnvironment, tty: Int32) -> ExitStatus {
        let colorMode = ANSI.ColorMode.detect(environment: environment.variables, isTerminal: true)
        let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
        let terminal: TerminalSession
        let editor: LineEditor
        do {
            terminal = try TerminalSession.enter(output: tty)
            editor = try LineEditor(configuration: LineEditorConfiguration(
                inputDescriptor: tty, outputDescriptor: tty,
                prompt: "> ", placeholder: catalogue.placeholder, usesStyling: colorMode != .off,
                historyPath: historyPath(environment), multi: options.pick.multi, userKeys: options.pick.boundKeys))
        } catch {
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.couldNotOpenTerminal("\(error)") + "\n")
            return .failure
        }
        let waker = editor.waker
        let avatars = avatarLoader(options, http: http, colorMode: colorMode, environment: environment)
        // Names found, from the threads answers arrive on, for the editor's history.
        let foundNames = Mutex<[String]>([])
        let session = SearchSession(model: SearchViewModel(showsAvatars: avatars != nil, screenRows: editor.size.rows,
                                                           pick: options.pick),
                                    service: service, clock: ContinuousClock(), options: options.listOptions,
                                    avatars: avatars,
                                    onEdgeEffects: { effects in
                                        // Answers from other threads ask for a redraw, and put found names in the history.
                                        for case .rememberInHistory(let name) in effects {
                                            foundNames.withLock { $0.append(name) }
                                        }
                                        if !effects.isEmpty { waker.requestRedraw() }
                                    })
        quota.subscribe { [weak session] in session?.post(.quotaChanged($0)) }
        let renderer = ScreenRenderer(output: FileDescriptorOutput(fileDescriptor: tty), size: editor.size)
        var screen = SearchScreen(catalogue: catalogue)
        let detailScreen = DetailScreen(catalogue: catalogue)
        var exitStatus: ExitStatus?
        var printed: [String] = []
        var clones: (git: String, urls: [String])?

        func draw() {
            for name in foundNames.withLock({ names in defer { names = [] }; return names }) {
                editor.rememberName(name)
            }
            let size = renderer.size
            let model = session.snapshot
            let frame = if let detail = model.detail {
                detailScreen.render(detail, notice: model.notice, width: size.columns, height: size.rows, now: Date(),
                                    colorMode: colorMode)
            } else {
                screen.render(model, width: size.columns, height: size.rows, now: Date(), colorMode: colorMode)
            }
            renderer.render(frame, cursorColumn: editor.cursorColumn)
        }

        /// Runs the effects that need the terminal or the process, on this thread.
        func perform(_ effects: [SearchEffect]) {
            for effect in effects {
                switch effect {
                case .redraw:
                    waker.requestRedraw()
                case .setLine(let line):
                    editor.setLine(line)
                case .openBrowser(let url):
                    let opened = BrowserLauncher.open(url, environment: environment.variables) == .opened
                    perform(session.send(.browserFinished(url: url, opened: opened)))
                case .exit(let status):
                    exitStatus = status
                case .printLines(let lines):
                    printed += lines
                case .runCommand(let arguments):
                    let outcome = terminal.suspended {
                        ChildProcess.run(arguments, terminal: tty, environment: environment.variables)
                    }
                    renderer.invalidate()
                    perform(session.send(.commandFinished(command: arguments.first ?? "", outcome)))
                case .copyToClipboard(let text):
                    FileDescriptorOutput(fileDescriptor: tty).write(Array(TerminalControl.copyToClipboard(text).utf8))
                case .clone(let urls):
                    let path = environment.variables["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
                    guard let git = BrowserLauncher.resolve("git", path: path) else {
                        perform(session.send(.cloneNotStarted))
                        continue
                    }
                    clones = (git, urls)
                    exitStatus = .success  // git's status replaces it once the screen is given back
                case .rememberInHistory(let name):
                    editor.rememberName(name)
                case .recallHistory:
                    guard let entry = editor.newestHistoryEntry else { continue }
                    editor.setLine(entry)
                    perform(session.send(.lineChanged(entry)))
                case .search, .loadPage, .fetchAvatar, .startTimer, .cancel:
                    break  // run by the session
                }
            }
        }

        session.start()
        if let initialText, !initialText.isEmpty {
            editor.setLine(initialText)
            perform(session.send(.submit(initialText)))
        }
        editor.run { event in
            switch event {
            case .redrawRequested:
                draw()
            case .resized(let size):
                renderer.resize(to: size)
                perform(session.send(.resized(rows: size.rows, columns: size.columns)))
            default:
                if let action = SearchAction(event) { perform(session.send(action)) }
            }
            return exitStatus == nil ? .continue : .stop
        }
        session.stop()
        editor.close()
        terminal.leave()
        // The screen is given back: now the pick goes to standard output,
        // and a clone runs with git's own progress on the terminal.
        if !printed.isEmpty {
            // A pick that cannot be written (a full disk, a closed output) is an error: 1, and why.
            let written = writeOrReport(printed.map { $0 + "\n" }.joined(), catalogue)
            if written != .success { return written }
        }
        if let clones {
            for url in clones.urls {
                let outcome = TerminalSignals.ignoringInterrupts {
                    ChildProcess.run([clones.git, "clone", "--", url], terminal: tty, environment: environment.variables)
                }
                if !outcome.succeeded { return outcome.exitStatus }
            }
        }
        return exitStatus ?? .aborted
    }

    /// Fetches avatars through the same HTTP client (never with the token),
    /// cached on disk beside the response cache; nil without colours, where
    /// no picture can be drawn.
    private static func avatarLoader(_ options: CommandLineOptions, http: any HTTPClient, colorMode: ANSI.ColorMode,
                                     environment: ProcessEnvironment) -> AvatarLoader? {
        guard colorMode != .off else { return nil }
        let disk = options.noCache ? nil : DiskResponseCache(directory: environment.cacheDirectory + "/avatars",
                                                             maximumBytes: 20 << 20, maximumBodyBytes: AvatarLoader.maximumBodyBytes)
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
