import Dispatch
import FoundationEssentials
import GHSearchCLI
import GHSearchImage
import GHSearchMarkdown
import GHSearchStorage
import GHSearchTerminal
import Synchronization
#if canImport(Glibc)
import Glibc
import GHSearchText
import GHSearchGitHub
import GHSearchFilter
import GHSearchInteractive
import GHSearchKeys
import GHSearchAvatar
import GHSearchReadme
import GHSearchTheme
import GHSearchSession
#endif

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
    /// fzf's contract: ghsearch draws on the controlling terminal, so
    /// standard input and output stay free for a pipeline (`url=$(ghsearch)`).
    /// The terminal opened (`/dev/tty`, -1 without one) and what it can do.
    private static func openTerminal(environment: ProcessEnvironment) -> (tty: Int32, capabilities: TerminalCapabilities) {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        let isTerminal = tty >= 0 && isatty(tty) == 1
        let capabilities = TerminalCapabilities.detect(environment: environment.variables, inputIsTerminal: isTerminal,
                                                       outputIsTerminal: isTerminal)
        return (tty, capabilities)
    }

    /// Opens the controlling terminal, before any request is made: nil when
    /// the mode is not the interactive one or the terminal cannot show it
    /// (`run` says why, and nothing was asked of the server).
    static func openScreen(options: CommandLineOptions, environment: ProcessEnvironment) -> PreparedScreen? {
        guard case .interactive = options.mode else { return nil }
        let (tty, capabilities) = openTerminal(environment: environment)
        guard capabilities.supportsInteractiveScreen else {
            if tty >= 0 { close(tty) }
            return nil
        }
        return PreparedScreen(tty: tty)
    }

    /// Starts entering the terminal and setting up libedit (and the history
    /// file's directory) on the editor's own thread. `run` calls it once the
    /// first request is on its way (the request first, then the
    /// screen): the set-up then overlaps the request's round trip instead of
    /// competing for the CPU with libcurl's set-up and the request's own.
    private static func startSettingUp(_ screen: PreparedScreen, options: CommandLineOptions, environment: ProcessEnvironment) {
        let tty = screen.tty
        screen.queue.async {
            let (theme, colorMode) = colors(options, environment: environment)
            let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
            let configuration = LineEditorConfiguration(inputDescriptor: tty, outputDescriptor: tty,
                                                        prompt: options.searchMode.prompt, placeholder: catalogue.placeholder(options.searchMode), usesStyling: colorMode != .off,
                                                        promptStyle: theme.prompt.isPlain ? "" : theme.prompt.sequence(for: colorMode),
                                                        queryStyle: theme.query.isPlain ? "" : theme.query.sequence(for: colorMode),
                                                        historyPath: historyPath(environment),
                                                        multi: options.pick.multi, bindings: options.pick.bindings,
                                                        escapeDelayMilliseconds: LineEditorConfiguration.escapeDelay(
                                                            fromEnvironment: environment.variables["ESCDELAY"]))
            do {
                let terminal = try TerminalSession.enter(output: tty, mouse: !options.noMouse, layout: options.screenLayout)
                do {
                    let editor = try LineEditor(configuration: configuration)
                    editor.layout = terminal.layout
                    screen.outcome = .success((terminal, editor))
                } catch {
                    terminal.leave()
                    screen.outcome = .failure(error)
                }
            } catch {
                screen.outcome = .failure(error)
            }
        }
    }

    static func run(initialText: String?, options: CommandLineOptions, service: RepositoryService<ContinuousClock>,
                    http: any HTTPClient, quota: RateLimitRelay, environment: ProcessEnvironment,
                    screen prepared: PreparedScreen?) async -> ExitStatus {
        guard let prepared else {
            let (tty, capabilities) = openTerminal(environment: environment)
            if tty >= 0 { close(tty) }
            let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.interactiveNeedsTerminal(dumb: capabilities.isDumb) + "\n")
            return .usage
        }
        defer { prepared.closeTerminal() }
        let (theme, colorMode) = colors(options, environment: environment)
        // The search stream starts, and the name given on the command line is
        // asked for, before the editor's thread enters the terminal and sets
        // up libedit: the request travels meanwhile. Until the editor is
        // there, the screen's height is the terminal's as the kernel reports it.
        let redraw = RedrawRelay()
        let avatars = avatarLoader(options, http: http, colorMode: colorMode, environment: environment)
        let size = TerminalSize.current(fd: prepared.tty, environment: environment.variables)
        // Names found, from the threads answers arrive on, for the editor's history.
        let foundNames = FoundNames()
        // A pick and exit decided by an answer (`-1`, `-0`), for the editor's thread.
        let decided = DecidedExit()
        // How far pages load in the background: --max-repos, --reserve, --jobs, --sort.
        let loading = LoadingPolicy(maxRepositories: options.maxRepositories, reserve: options.reserve, jobs: options.jobs,
                                    hasToken: service.client.hasToken)
        // README preview: how the detail view and the side preview lay READMEs out.
        let language = Language.resolve(option: options.language, environment: environment.variables)
        let presentation = DetailPresentation(language: language, colorMode: colorMode, preview: options.preview,
                                              hasToken: service.client.hasToken, previewCommand: options.previewCommand,
                                              previewWindow: options.previewWindow, info: options.info,
                                              listReversed: options.screenLayout.listReversed)
        let readmes = ReadmeService(client: service.client, clock: ContinuousClock(), parse: MarkdownParser.parse)
        var pick = options.pick
        pick.cloneURLs = service.client.endpoint.cloneURLPolicy.trusting(pick.cloneHosts)
        let model = SearchViewModel(showsAvatars: avatars != nil, screenRows: size.rows, screenColumns: size.columns,
                                    pick: pick, loading: loading,
                                    defaultSort: options.sort.flatMap { FilterSort(option: $0.rawValue) },
                                    engine: FilterEngine(parallel: .dispatch, tiebreak: options.tiebreak), presentation: presentation,
                                    mode: options.searchMode)
        let session = SearchSession(model: model,
                                    service: service, clock: ContinuousClock(), options: options.listOptions,
                                    searchOptions: options.searchModeOptions(pacing: loading),
                                    avatars: avatars, readmes: readmes,
                                    previewRunner: options.previewCommand.map { _ in
                                        PreviewProcess.runner(environment: environment.variables)
                                    },
                                    onEdgeEffects: { effects in
                                        // Answers from other threads ask for a redraw, and put found names in the history.
                                        for case .rememberInHistory(let name) in effects {
                                            foundNames.append(name)
                                        }
                                        decided.keep(effects)
                                        if !effects.isEmpty { redraw.requestRedraw() }
                                    })
        quota.subscribe { [weak session] in session?.post(.quotaChanged($0)) }
        var startEffects: [EdgeEffect] = []
        if let initialText, !initialText.isEmpty {
            // Before the editor: what the submit asks of the terminal is run once the editor is there.
            // Before the stream starts, too: its first request (`SearchHeadStart`) then gets the
            // CPU before the stream's own first-time work; the stream finds the key waiting.
            startEffects = session.send(.key(.list(.submit(initialText))))
        }
        session.start()
        startSettingUp(prepared, options: options, environment: environment)
        return await withCheckedContinuation { continuation in
            // After the set-up, on the same serial queue: libedit blocks its thread while it reads keys.
            prepared.queue.async { [startEffects] in
                continuation.resume(returning: runOnEditorThread(initialText: initialText, options: options, session: session,
                                                                 redraw: redraw, foundNames: foundNames, decided: decided,
                                                                 theme: theme, colorMode: colorMode,
                                                                 environment: environment, tty: prepared.tty,
                                                                 startEffects: startEffects, prepared: prepared.take()))
            }
        }
    }

    private static func runOnEditorThread(initialText: String?, options: CommandLineOptions,
                                          session: SearchSession<ContinuousClock>, redraw: RedrawRelay,
                                          foundNames: FoundNames, decided: DecidedExit, theme: ColorTheme, colorMode: ANSI.ColorMode,
                                          environment: ProcessEnvironment, tty: Int32, startEffects: [EdgeEffect],
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
        let renderer = ScreenRenderer(output: FileDescriptorOutput(fileDescriptor: tty), size: editor.size)
        /// Where the frame, the prompt and the border are on the terminal (`--height`, `--layout reverse`, `--border`).
        func place() {
            renderer.placement = editor.layout.placement(terminalRows: editor.terminalSize.rows,
                                                         columns: editor.terminalSize.columns, style: theme.border,
                                                         colorMode: colorMode)
        }
        place()
        var screen = SearchScreen(catalogue: catalogue, theme: theme)
        let detailScreen = DetailScreen(catalogue: catalogue)
        let keys = KeyTable.bindings(multi: options.pick.multi, user: options.pick.bindings)
        var exitStatus: ExitStatus?
        var printed: [String] = []
        var clones: (git: String, urls: [String])?
        var becomes: [String]?
        var clicks = ClickCounter()
        let started = ContinuousClock.now

        func draw() {
            let size = renderer.size
            // The list is drawn in place, under the session's lock (no copy
            // of its rows kept while pages append); the detail view from
            // a copy of the detail alone.
            var inlineInfo: PromptInfo?
            let drawn = session.reading { model -> DrawnView in
                // `--info inline`: the count on the prompt row (not over the detail view).
                if options.info.isInline, model.detail == nil {
                    inlineInfo = PromptInfo(text: options.info.inlinePrefix + screen.infoText(model),
                                            style: theme.info.isPlain ? "" : theme.info.sequence(for: colorMode),
                                            alignRight: options.info.alignsRight)
                }
                if let detail = model.detail { return .detail(detail, model.notice) }
                if model.previewShown, model.screenColumns == size.columns {
                    return .lines(SplitScreen.render(model, list: &screen, detail: detailScreen, width: size.columns,
                                                     height: size.rows, now: Date(), colorMode: colorMode))
                }
                return .lines(screen.render(model, width: size.columns, height: size.rows, now: Date(), colorMode: colorMode))
            }
            let frame = switch drawn {
            case .lines(let lines): lines
            case .detail(let detail, let notice):
                detailScreen.render(detail, notice: notice, width: size.columns, height: size.rows, now: Date(),
                                    colorMode: colorMode, keys: keys)
            }
            if options.info.isInline { editor.setInfo(inlineInfo) }
            renderer.render(frame, cursorColumn: editor.cursorColumn)
            // After the frame: saving the history file (a file written
            // whole) must not hold back the results it goes with.
            for name in foundNames.take() {
                editor.rememberName(name)
            }
        }

        /// Runs the effects that need the terminal or the process, on this thread.
        func perform(_ effects: [EdgeEffect]) {
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
                case .setPrompt(let prompt):
                    editor.setPrompt(prompt)
                    editor.setPlaceholder(catalogue.placeholder(session.reading { $0.modeState.mode }))
                case .printLines(let lines):
                    printed += lines
                case .runCommand(let arguments):
                    let outcome = terminal.suspended {
                        ChildProcess.run(arguments, terminal: tty, environment: environment.variables)
                    }
                    editor.layout = terminal.layout  // inline: new rows, where the command left the cursor
                    place()
                    renderer.invalidate()
                    perform(session.send(.pick(.commandFinished(command: arguments.first ?? "", outcome))))
                case .runSilently(let arguments):
                    let outcome = ChildProcess.run(arguments, streams: .silent, environment: environment.variables)
                    perform(session.send(.pick(.commandFinished(command: arguments.first ?? "", outcome))))
                case .become(let arguments):
                    becomes = arguments
                case .copyToClipboard(let text):
                    FileDescriptorOutput(fileDescriptor: tty).write(Array(TerminalControl.copyToClipboard(text).utf8))
                case .clone(let urls):
                    let path = environment.variables["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
                    guard let git = ExecutableSearch.find("git", path: path) else {
                        perform(session.send(.pick(.cloneNotStarted)))
                        continue
                    }
                    clones = (git, urls)
                    exitStatus = .success  // git's status replaces it once the screen is given back
                case .rememberInHistory(let name):
                    editor.rememberName(name)
                case .recallHistory:
                    guard let entry = editor.newestHistoryEntry else { continue }
                    editor.setLine(entry)
                    perform(session.send(.key(.list(.lineChanged(entry)))))
                }
            }
        }

        // The screens' size (`--height`'s rows, less a border's cells) from the terminal's the model started with.
        if session.reading({ ($0.screenRows, $0.screenColumns) }) != (editor.size.rows, editor.size.columns) {
            perform(session.send(.resized(rows: editor.size.rows, columns: editor.size.columns)))
        }
        if let initialText, !initialText.isEmpty {
            editor.setLine(initialText)
        }
        perform(startEffects + decided.take())
        var pacer = FramePacer<ContinuousClock.Instant>()
        var wakeScheduled = false
        editor.run { event in
            switch event {
            case .redrawRequested:
                switch pacer.frameAsked(at: .now) {
                case .drawNow:
                    draw()
                    pacer.drew(at: .now)
                    wakeScheduled = false
                case .drawAt(let due):
                    // Background work drew less than a period ago: one frame at `due` shows it all.
                    if !wakeScheduled {
                        wakeScheduled = true
                        let wait = ContinuousClock.now.duration(to: due).components
                        let nanoseconds = Int(wait.seconds) * 1_000_000_000 + Int(wait.attoseconds / 1_000_000_000)
                        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(max(0, nanoseconds) + 1)) {
                            waker.requestRedraw()
                        }
                    }
                }
                perform(decided.take())
            case .resized(let size):
                pacer.inputArrived()
                renderer.resize(to: size)
                place()
                perform(session.send(.resized(rows: size.rows, columns: size.columns)))
            case .mouse(var event):
                // Placed on the frame as last drawn (the list's scroll position is the screen's),
                // its row counted from the frame's first.
                event.row -= editor.layout.frameTop(terminalRows: editor.terminalSize.rows) - 1
                event.column -= editor.promptLeft - 1  // inside a border's left line
                let model = session.snapshot
                var count = 1
                if event.button == .left, event.isPress, !event.isMotion {
                    let target = MouseRouting.target(row: event.row, column: event.column, model: model, listTop: screen.scrollTop,
                                                     tableRows: screen.drawnTableRows)
                    count = clicks.press(at: started.duration(to: .now), on: target)
                }
                for action in MouseRouting.actions(for: event, model: model, listTop: screen.scrollTop,
                                                   tableRows: screen.drawnTableRows, clicks: count) {
                    perform(session.send(action))
                }
            default:
                pacer.inputArrived()
                if let action = SearchAction(event) { perform(session.send(action)) }
            }
            return exitStatus == nil ? .continue : .stop
        }
        session.stop()
        PreviewProcess.killAll()
        editor.close()
        terminal.leave()
        // A history file that was not one was kept, not overwritten: say where.
        for (path, keptAs) in editor.historyKeptAside {
            StandardStreams.writeError(catalogue.historyKeptAside(TerminalText.quote(path, limit: 300),
                                                                  as: TerminalText.quote(keptAs, limit: 300)) + "\n")
        }
        // The screen is given back: now the pick goes to standard output,
        // and a clone runs with git's own progress on the terminal.
        if !printed.isEmpty {
            // A pick that cannot be written (a full disk, a closed output) is an error: 1, and why.
            let written = writeOrReport(printed.map { $0 + "\n" }.joined(), catalogue)
            if written != .success { return written }
        }
        if let becomes {
            // fzf's become: the command in ghsearch's place, on the terminal, writing to ghsearch's output.
            let outcome = ChildProcess.run(becomes, streams: .inherited(input: tty), environment: environment.variables)
            return outcome.exitStatus
        }
        if let clones {
            for url in clones.urls {
                let outcome = TerminalSignals.ignoringInterrupts {
                    ChildProcess.run(GitCloneCommand.arguments(git: clones.git, url: url), terminal: tty,
                                     environment: GitCloneCommand.environment(environment.variables))
                }
                if !outcome.succeeded { return outcome.exitStatus }
            }
        }
        return exitStatus ?? .aborted
    }

    /// The screen's theme and colour mode: `--color` (the config file's
    /// and `GHSEARCH_DEFAULT_OPTS`' first) over the default for what the
    /// terminal shows. `NO_COLOR` turns colour off unless `--color` is
    /// given, as no-color.org asks (options given by the user win).
    static func colors(_ options: CommandLineOptions, environment: ProcessEnvironment) -> (ColorTheme, ANSI.ColorMode) {
        var variables = environment.variables
        if !options.colors.isEmpty { variables["NO_COLOR"] = nil }
        let mode = ANSI.ColorMode.detect(environment: variables, isTerminal: true)
        return ColorSpec.resolve(options.colors, mode: mode)
    }

    /// Fetches avatars through the same HTTP client (never with the token),
    /// cached on disk beside the response cache; nil without colours, where
    /// no picture can be drawn.
    private static func avatarLoader(_ options: CommandLineOptions, http: any HTTPClient, colorMode: ANSI.ColorMode,
                                     environment: ProcessEnvironment) -> AvatarLoader? {
        guard colorMode.showsColor else { return nil }
        let disk = options.noCache ? nil : DiskResponseCache(directory: environment.cacheDirectory + "/avatars",
                                                             maximumBytes: 20 << 20, maximumBodyBytes: AvatarLoader.maximumBodyBytes)
        let decoder = ImageDecoder()
        return AvatarLoader(http: http, disk: disk, decode: { decoder.decode($0) })
    }

    private static func historyPath(_ environment: ProcessEnvironment) -> String? {
        let directory = environment.stateDirectory
        guard PrivateDirectory.make(directory) else { return nil }  // history stays in memory
        return directory + "/history"
    }
}

/// The controlling terminal (`InteractiveMode.openScreen`), then, on the
/// editor's serial queue, the terminal entered and libedit set up
/// (`InteractiveMode.startSettingUp`). `outcome` is written by the
/// set-up block and read by the blocks after it on the same queue, which
/// orders the two: no lock is needed, hence `@unchecked Sendable`.
final class PreparedScreen: @unchecked Sendable {
    let queue = DispatchQueue(label: "ghsearch-editor")
    /// The controlling terminal (`/dev/tty`), open until `closeTerminal`.
    let tty: Int32

    init(tty: Int32) {
        self.tty = tty
    }
    fileprivate var outcome: Result<(TerminalSession, LineEditor), any Error>?

    /// On the queue, after the set-up: what it made, handed over once.
    fileprivate func take() -> Result<(TerminalSession, LineEditor), any Error>? {
        defer { outcome = nil }
        return outcome
    }

    /// Closes the terminal once nothing draws on it or runs on it any more.
    func closeTerminal() {
        close(tty)
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

/// Names found, from the threads answers arrive on, for the editor's history.
final class FoundNames: Sendable {
    private let names = Mutex<[String]>([])

    func append(_ name: String) {
        names.withLock { $0.append(name) }
    }

    /// The names found since the last call.
    func take() -> [String] {
        names.withLock { names in
            defer { names = [] }
            return names
        }
    }
}

/// The pick and exit an answer decided (`-1`, `-0`: the list settled on
/// another thread), kept for the editor's thread, which prints and exits.
final class DecidedExit: Sendable {
    private let effects = Mutex<[EdgeEffect]>([])

    /// Keeps `.printLines` and `.exit` of an answer's edge effects.
    func keep(_ answer: [EdgeEffect]) {
        let kept = answer.filter {
            switch $0 {
            case .printLines, .exit: true
            default: false
            }
        }
        if !kept.isEmpty { effects.withLock { $0 += kept } }
    }

    /// What was kept since the last call.
    func take() -> [EdgeEffect] {
        effects.withLock { effects in
            defer { effects = [] }
            return effects
        }
    }
}

/// What a frame shows: the list's lines, drawn under the session's lock,
/// or the detail view, drawn after it from the detail alone.
private enum DrawnView: Sendable {
    case lines([String])
    case detail(RepositoryDetail, SearchNotice?)
}
