import FoundationEssentials
import GHSearchAvatar
import GHSearchCLI
import GHSearchFilter
import GHSearchGitHub
import GHSearchInteractive
import GHSearchReadme
import GHSearchSession
import GHSearchTerminal
import GHSearchText
import GHSearchTheme

/// `ghsearch [ID]`: wires the view model (`SearchViewModel`, run by
/// `SearchSession`), the view (`SearchScreen` / `DetailScreen` drawn through
/// `ScreenRenderer`) and the prompt (`PromptEditor`), and does nothing else:
/// the editor's events become actions, and the effects that need the
/// terminal or the process (draw, set the line, start a browser, exit) are
/// run here. What a key means, and every timer, is the view model's.
///
/// Everything that writes to the terminal runs on the one thread that owns
/// the editor; other threads only ask it to redraw. Its options and its
/// dependencies are given once (`InteractiveModeOptions`,
/// `InteractiveModeDependencies`); GitHub comes with each run.
public struct InteractiveMode<C: Clock>: Sendable where C.Duration == Duration {
    public let options: InteractiveModeOptions
    public let dependencies: InteractiveModeDependencies<C>

    public init(options: InteractiveModeOptions, dependencies: InteractiveModeDependencies<C>) {
        self.options = options
        self.dependencies = dependencies
    }

    /// The reader's language: `--lang`, else the environment's.
    var catalogue: Catalogue {
        Catalogue(Language.resolve(option: options.language, environment: dependencies.variables))
    }

    /// Opens the controlling terminal, before any request is made: nil when
    /// the terminal cannot show the screen (`run` says why, and nothing was
    /// asked of the server). fzf's contract: ghsearch draws on the
    /// controlling terminal, so standard input and output stay free for a
    /// pipeline (`url=$(ghsearch)`).
    public func openScreen() -> PreparedScreen? {
        let terminal = dependencies.terminal
        let (tty, capabilities) = terminal.open()
        guard capabilities.supportsInteractiveScreen else {
            if tty >= 0 { terminal.close(tty) }
            return nil
        }
        return PreparedScreen(tty: tty, close: terminal.close, editorThread: terminal.editorThread())
    }

    /// How the line editor starts on `tty`: its prompt, placeholder and
    /// styles (the first frame's prompt row is drawn from them before the
    /// editor exists), the keys. The history file is not looked for here
    /// (`historyPath` makes its directory): the set-up does that, after the first frame.
    func editorConfiguration(tty: Int32) -> LineEditorConfiguration {
        let (theme, colorMode) = colors
        return LineEditorConfiguration(inputDescriptor: tty, outputDescriptor: tty,
                                       prompt: options.searchMode.prompt, placeholder: catalogue.placeholder(options.searchMode),
                                       usesStyling: colorMode != .off,
                                       promptStyle: theme.prompt.isPlain ? "" : theme.prompt.sequence(for: colorMode),
                                       queryStyle: theme.query.isPlain ? "" : theme.query.sequence(for: colorMode),
                                       multi: options.pick.multi, bindings: options.pick.bindings,
                                       escapeDelayMilliseconds: LineEditorConfiguration.escapeDelay(
                                           fromEnvironment: dependencies.variables["ESCDELAY"]))
    }

    /// Runs the mode on the terminal `openScreen` opened (nil: there is
    /// none; says so, 64): the name typed first (if any), the service whose
    /// client publishes the quota to `quota`, the HTTP client (avatars).
    public func run(initialText: String?, service: RepositoryService<C>, http: any HTTPClient, quota: RateLimitRelay,
                    screen prepared: PreparedScreen?) async -> ExitStatus {
        let catalogue = catalogue
        guard let prepared else {
            let (tty, capabilities) = dependencies.terminal.open()
            if tty >= 0 { dependencies.terminal.close(tty) }
            dependencies.writeError(catalogue.errorPrefix + catalogue.interactiveNeedsTerminal(dumb: capabilities.isDumb) + "\n")
            return .usage
        }
        defer { prepared.closeTerminal() }
        let (_, colorMode) = colors
        // The search stream starts, and the name given on the command line is
        // asked for, before the editor's thread enters the terminal, draws
        // the first frame and sets up the editor: the request travels
        // meanwhile. Until the editor is there, the screen's height is the
        // terminal's as the kernel reports it.
        let redraw = RedrawRelay(clock: dependencies.clock)
        let avatars = avatarLoader(http: http, colorMode: colorMode)
        let size = dependencies.terminal.size(prepared.tty)
        // Names found, from the threads answers arrive on, for the editor's history.
        let foundNames = FoundNames()
        // A pick and exit decided by an answer (`-1`, `-0`), for the editor's thread.
        let decided = DecidedExit()
        // How far pages load in the background: --max-repos, --reserve, --jobs, --sort.
        let loading = LoadingPolicy(maxRepositories: options.maxRepositories, reserve: options.reserve, jobs: options.jobs,
                                    hasToken: service.client.hasToken)
        // README preview: how the detail view and the side preview lay READMEs out.
        let presentation = DetailPresentation(language: catalogue.language, colorMode: colorMode, preview: options.preview,
                                              hasToken: service.client.hasToken, previewCommand: options.previewCommand,
                                              previewWindow: options.previewWindow, info: options.info,
                                              listReversed: options.screenLayout.listReversed)
        // A revisit's request waits for the frame drawn from the cache (opened by the editor's thread).
        let firstFrame = FirstFrameGate()
        let readmes = ReadmeService(client: service.client, clock: dependencies.clock, parse: dependencies.parseMarkdown)
        var pick = options.pick
        pick.cloneURLs = service.client.endpoint.cloneURLPolicy.trusting(pick.cloneHosts)
        let model = SearchViewModel(showsAvatars: avatars != nil, screenRows: size.rows, screenColumns: size.columns,
                                    pick: pick, loading: loading,
                                    defaultSort: options.sort.flatMap { FilterSort(option: $0.rawValue) },
                                    engine: dependencies.filterEngine(options.tiebreak), presentation: presentation,
                                    mode: options.searchMode)
        let session = SearchSession(model: model,
                                    service: service, clock: dependencies.clock, options: options.listOptions,
                                    searchOptions: options.searchOptions(loading),
                                    avatars: avatars, readmes: readmes,
                                    previewRunner: options.previewCommand.map { _ in dependencies.processes.previewRunner },
                                    now: dependencies.now, firstFrame: firstFrame,
                                    onEdgeEffects: { effects in
                                        // Answers from other threads ask for a redraw, and put found names in the history.
                                        for case .rememberInHistory(let name) in effects {
                                            foundNames.append(name)
                                        }
                                        decided.keep(effects)
                                        if !effects.isEmpty { redraw.requestRedraw() }
                                    })
        quota.subscribe { [weak session] in session?.post(.loading(.quotaChanged($0))) }
        var startEffects: [EdgeEffect] = []
        if let initialText, !initialText.isEmpty {
            // Before the editor: what the submit asks of the terminal is run once the editor is there.
            // Before the stream starts, too: its first request (`SearchHeadStart`) then gets the
            // CPU before the stream's own first-time work; the stream finds the key waiting.
            startEffects = session.send(.key(.list(.submit(initialText))))
        }
        session.start()
        let mode = self
        return await withCheckedContinuation { continuation in
            // The editor blocks its thread while it reads keys.
            prepared.editorThread { [startEffects] in
                let editorThread = EditorThread(mode: mode, session: session, redraw: redraw, foundNames: foundNames,
                                                decided: decided, firstFrame: firstFrame, tty: prepared.tty)
                continuation.resume(returning: editorThread.run(initialText: initialText, startEffects: startEffects))
            }
        }
    }

    /// The screen's theme and colour mode: `--color` (the config file's
    /// and `GHSEARCH_DEFAULT_OPTS`' first) over the default for what the
    /// terminal shows. `NO_COLOR` turns colour off unless `--color` is
    /// given, as no-color.org asks (options given by the user win).
    var colors: (ColorTheme, ANSI.ColorMode) {
        var variables = dependencies.variables
        if !options.colors.isEmpty { variables["NO_COLOR"] = nil }
        let mode = ANSI.ColorMode.detect(environment: variables, isTerminal: true)
        return ColorSpec.resolve(options.colors, mode: mode)
    }

    /// Fetches avatars through the same HTTP client (never with the token),
    /// cached on disk beside the response cache; nil without colours, where
    /// no picture can be drawn.
    private func avatarLoader(http: any HTTPClient, colorMode: ANSI.ColorMode) -> AvatarLoader? {
        guard colorMode.showsColor else { return nil }
        let disk = options.cachesAvatars ? dependencies.avatarCache() : nil
        return AvatarLoader(http: http, disk: disk, decode: dependencies.decodeImage)
    }
}
