import FoundationEssentials
import GHSearchAvatar
import GHSearchFilter
import GHSearchGitHub
import GHSearchMarkdownLayout
import GHSearchScripting

/// What the interactive mode runs against, given once (cli/cli's
/// `ListOptions{IO, HttpClient, Now}`): the environment's variables, time
/// (the clock of every wait and frame, the wall clock the screens show),
/// the terminal and its line editor, the programs it starts, the history
/// file and the avatars' disk cache, the image and Markdown decoders, the
/// filter's engine and the standard streams. The executable passes the real
/// ones (`InteractiveModeDependencies.process`); a test, in-memory ones and
/// a manual clock. GitHub itself (the service, the HTTP client, the quota)
/// comes with each run, from `Modes`.
public struct InteractiveModeDependencies<C: Clock>: Sendable where C.Duration == Duration {
    /// The environment's variables (the language, `NO_COLOR`, `ESCDELAY`…).
    public var variables: [String: String]
    public var clock: C
    public var now: @Sendable () -> Date
    public var terminal: InteractiveTerminal
    public var processes: InteractiveProcesses
    /// The history file (its directory made private), nil to keep the history in memory.
    public var historyPath: @Sendable () -> String?
    /// Where avatars are kept between runs, nil for memory only.
    public var avatarCache: @Sendable () -> (any ResponseCache)?
    public var decodeImage: @Sendable ([UInt8]) -> RGBAImage?
    public var parseMarkdown: @Sendable (String) -> MarkdownDocument
    /// The list filter's engine (its large runs over every core).
    public var filterEngine: @Sendable (FilterTiebreak) -> FilterEngine
    /// Standard output (the pick, once the screen is given back) and error.
    public var writeOut: @Sendable (String) throws(OutputFailure) -> Void
    public var writeError: @Sendable (String) -> Void

    public init(variables: [String: String], clock: C, now: @escaping @Sendable () -> Date,
                terminal: InteractiveTerminal, processes: InteractiveProcesses = InteractiveProcesses(),
                historyPath: @escaping @Sendable () -> String? = { nil },
                avatarCache: @escaping @Sendable () -> (any ResponseCache)? = { nil },
                decodeImage: @escaping @Sendable ([UInt8]) -> RGBAImage? = { _ in nil },
                parseMarkdown: @escaping @Sendable (String) -> MarkdownDocument,
                filterEngine: @escaping @Sendable (FilterTiebreak) -> FilterEngine = { FilterEngine(tiebreak: $0) },
                writeOut: @escaping @Sendable (String) throws(OutputFailure) -> Void,
                writeError: @escaping @Sendable (String) -> Void) {
        self.variables = variables
        self.clock = clock
        self.now = now
        self.terminal = terminal
        self.processes = processes
        self.historyPath = historyPath
        self.avatarCache = avatarCache
        self.decodeImage = decodeImage
        self.parseMarkdown = parseMarkdown
        self.filterEngine = filterEngine
        self.writeOut = writeOut
        self.writeError = writeError
    }
}
