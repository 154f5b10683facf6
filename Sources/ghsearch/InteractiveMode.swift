import Foundation
import GHSearchCore
import GHSearchImage
import GHSearchMarkdown
import GHSearchStorage
import GHSearchTerminal

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
        let capabilities = TerminalCapabilities.current(environment: environment.variables)
        guard capabilities.supportsInteractiveScreen else {
            let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.interactiveNeedsTerminal(dumb: capabilities.isDumb) + "\n")
            return .usage
        }
        return await withCheckedContinuation { continuation in
            // libedit blocks its thread while it reads keys: give it its own.
            let thread = Thread {
                continuation.resume(returning: runOnEditorThread(initialText: initialText, options: options, service: service,
                                                                 http: http, quota: quota, environment: environment))
            }
            thread.name = "ghsearch-editor"
            thread.start()
        }
    }

    private static func runOnEditorThread(initialText: String?, options: CommandLineOptions,
                                          service: RepositoryService<ContinuousClock>,
                                          http: any HTTPClient, quota: RateLimitRelay,
                                          environment: ProcessEnvironment) -> ExitStatus {
        let colorMode = ANSI.ColorMode.detect(environment: environment.variables, isTerminal: true)
        let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
        let terminal: TerminalSession
        let editor: LineEditor
        do {
            terminal = try TerminalSession.enter()
            editor = try LineEditor(configuration: LineEditorConfiguration(
                prompt: "> ", placeholder: catalogue.placeholder, usesStyling: colorMode != .off,
                historyPath: historyPath(environment)))
        } catch {
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.couldNotOpenTerminal("\(error)") + "\n")
            return .failure
        }
        let waker = editor.waker
        let avatars = avatarLoader(options, http: http, colorMode: colorMode, environment: environment)
        let presentation = DetailPresentation(language: catalogue.language, colorMode: colorMode, preview: options.preview,
                                              hasToken: environment.token != nil)
        let readmes = ReadmeService(client: service.client, clock: ContinuousClock(), parse: MarkdownParser.parse)
        let session = SearchSession(model: SearchViewModel(showsAvatars: avatars != nil, screenRows: editor.size.rows,
                                                           screenColumns: editor.size.columns, presentation: presentation),
                                    service: service, clock: ContinuousClock(), options: options.listOptions,
                                    avatars: avatars, readmes: readmes,
                                    onEdgeEffects: { effects in
                                        // Answers from other threads only ever ask for a redraw.
                                        if effects.contains(.redraw) { waker.requestRedraw() }
                                    })
        quota.subscribe { [weak session] in session?.post(.quotaChanged($0)) }
        let renderer = ScreenRenderer(output: FileDescriptorOutput(), size: editor.size)
        var screen = SearchScreen(catalogue: catalogue)
        let detailScreen = DetailScreen(catalogue: catalogue)
        var exitStatus: ExitStatus?

        func draw() {
            let size = renderer.size
            let model = session.snapshot
            let frame = if let detail = model.detail {
                detailScreen.render(detail, notice: model.notice, width: size.columns, height: size.rows, now: Date(),
                                    colorMode: colorMode)
            } else if model.previewShown, model.screenColumns == size.columns {
                SplitScreen.join(
                    left: screen.render(model, width: model.listColumns, height: size.rows, now: Date(), colorMode: colorMode),
                    leftWidth: model.listColumns,
                    right: model.preview.map { detailScreen.renderPane($0, width: model.previewColumns, height: size.rows - 1,
                                                                       now: Date(), colorMode: colorMode) } ?? [],
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
                case .search, .loadPage, .fetchAvatar, .startTimer, .cancel, .fetchReadme, .previewReadme:
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
        return exitStatus ?? .success
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
