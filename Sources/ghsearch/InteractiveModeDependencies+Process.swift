import FoundationEssentials
import GHSearchImage
import GHSearchInteractiveMode
import GHSearchMarkdown
import GHSearchStorage
import GHSearchTerminal
import GHSearchAvatar
import GHSearchCurl
import GHSearchFilter
import GHSearchKeys
import GHSearchScripting
#if canImport(Glibc)
import Glibc
#endif

extension InteractiveModeDependencies<ContinuousClock> {
    /// The process's own: `/dev/tty` and libedit (libcurl opened once the
    /// editor is made, if nothing opened it before), the continuous clock and
    /// the wall clock, `posix_spawn`'s programs (scrubbed of the token), the
    /// history file under `$XDG_STATE_HOME/ghsearch`, the avatars' disk cache
    /// under `$XDG_CACHE_HOME/ghsearch/avatars`, libpng/libjpeg and
    /// cmark-gfm, the standard streams.
    static func process(environment: ProcessEnvironment, filterEngine: @escaping @Sendable (FilterTiebreak) -> FilterEngine)
        -> InteractiveModeDependencies<ContinuousClock> {
        let variables = environment.variables
        let path = variables["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        let decoder = ImageDecoder()
        return InteractiveModeDependencies(
            variables: variables, clock: ContinuousClock(), now: { Date() },
            terminal: InteractiveTerminal(
                open: {
                    let tty = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
                    let isTerminal = tty >= 0 && isatty(tty) == 1
                    return (tty, TerminalCapabilities.detect(environment: variables, inputIsTerminal: isTerminal,
                                                             outputIsTerminal: isTerminal))
                },
                close: { _ = close($0) },
                size: { TerminalSize.current(fd: $0, environment: variables) },
                enter: { tty, mouse, layout in try TerminalSession.enter(output: tty, mouse: mouse, layout: layout) },
                makeEditor: { configuration in
                    let editor = try LineEditor(configuration: configuration)
                    // After the first frame and the editor: libcurl, unless a request opened it.
                    CurlHTTPClient.startOpeningElsewhere()
                    return editor
                },
                output: { FileDescriptorOutput(fileDescriptor: $0) }),
            processes: InteractiveProcesses(
                openBrowser: { BrowserLauncher.open($0, environment: variables) == .opened },
                runOnTerminal: { arguments, tty in ChildProcess.run(arguments, terminal: tty, environment: variables) },
                runSilently: { ChildProcess.run($0, streams: .silent, environment: variables) },
                become: { arguments, tty in ChildProcess.run(arguments, streams: .inherited(input: tty), environment: variables) },
                findExecutable: { ExecutableSearch.find($0, path: path) },
                clone: { git, url, tty in
                    TerminalSignals.ignoringInterrupts {
                        ChildProcess.run(GitCloneCommand.arguments(git: git, url: url), terminal: tty,
                                         environment: GitCloneCommand.environment(variables))
                    }
                },
                previewRunner: PreviewProcess.runner(environment: variables),
                stopPreviews: { PreviewProcess.killAll() }),
            historyPath: {
                let directory = environment.stateDirectory
                guard PrivateDirectory.make(directory) else { return nil }  // history stays in memory
                return directory + "/history"
            },
            avatarCache: {
                DiskResponseCache(directory: environment.cacheDirectory + "/avatars", maximumBytes: 20 << 20,
                                  maximumBodyBytes: AvatarLoader.maximumBodyBytes)
            },
            decodeImage: { decoder.decode($0) },
            parseMarkdown: MarkdownParser.parse,
            filterEngine: filterEngine,
            writeOut: { (text: String) throws(OutputFailure) in try StandardStreams.writeOut(text) },
            writeError: StandardStreams.writeError)
    }
}
