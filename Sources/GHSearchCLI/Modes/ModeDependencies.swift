import GHSearchGitHub
import GHSearchFilter
import GHSearchScripting
import GHSearchText

/// What every mode runs against, given once by the executable (cli/cli's
/// factory): the environment, the streams, the token, the HTTP client, the
/// response cache, `--jq`'s compiler, the batch's files and the interactive
/// terminal. A test passes in-memory ones.
public struct ModeDependencies: Sendable {
    /// The environment's variables (the language).
    public var variables: [String: String]
    /// The command line after the program's name (the batch's resume hint).
    public var arguments: [String]
    /// Standard output, as `--once` prints to it.
    public var target: OutputTarget
    public var writeOut: @Sendable (String) throws(OutputFailure) -> Void
    public var writeError: @Sendable (String) -> Void
    /// The run ends before any client was made (a usage error): whatever was
    /// set up early (libcurl's set-up) is waited for.
    public var abandonSetUp: @Sendable () -> Void
    /// `--jq`'s expression compiled, or the exit status after saying why it cannot run.
    public var compileJQ: @Sendable (_ expression: String, Catalogue) -> (filter: JSONFilter?, exit: ExitStatus?)
    /// The token to send to `endpoint` (nil: none), or the report of why the one found cannot be sent.
    public var token: @Sendable (GitHubEndpoint, CommandLineOptions, Catalogue) -> Result<String?, TokenProblem>
    /// From now on the token the requests send (nil: none) is what is kept out of everything written.
    public var redactToken: @Sendable (String?) -> Void
    /// The HTTP client, made once the token is known (`--offline`: one that never sends).
    public var makeHTTP: @Sendable (_ offline: Bool) -> any HTTPClient
    /// The response cache every mode shares (nil with `--no-cache`);
    /// `writeBehind` in the interactive mode (rows shown without waiting for the disk).
    public var makeCache: @Sendable (_ writeBehind: Bool) -> ModeCache?
    /// `--filter`'s engine (its large runs over every core).
    public var filterEngine: @Sendable (FilterTiebreak) -> FilterEngine
    /// The batch's files, streams and signals.
    public var batchIO: @Sendable () -> BatchIO
    /// Opens the interactive mode's terminal, before any request.
    public var openInteractive: @Sendable (CommandLineOptions) -> InteractiveLaunch

    public init(variables: [String: String], arguments: [String], target: OutputTarget,
                writeOut: @escaping @Sendable (String) throws(OutputFailure) -> Void,
                writeError: @escaping @Sendable (String) -> Void,
                abandonSetUp: @escaping @Sendable () -> Void = {},
                compileJQ: @escaping @Sendable (String, Catalogue) -> (filter: JSONFilter?, exit: ExitStatus?),
                token: @escaping @Sendable (GitHubEndpoint, CommandLineOptions, Catalogue) -> Result<String?, TokenProblem>,
                redactToken: @escaping @Sendable (String?) -> Void = { _ in },
                makeHTTP: @escaping @Sendable (Bool) -> any HTTPClient,
                makeCache: @escaping @Sendable (Bool) -> ModeCache? = { _ in nil },
                filterEngine: @escaping @Sendable (FilterTiebreak) -> FilterEngine = { FilterEngine(tiebreak: $0) },
                batchIO: @escaping @Sendable () -> BatchIO,
                openInteractive: @escaping @Sendable (CommandLineOptions) -> InteractiveLaunch) {
        self.variables = variables
        self.arguments = arguments
        self.target = target
        self.writeOut = writeOut
        self.writeError = writeError
        self.abandonSetUp = abandonSetUp
        self.compileJQ = compileJQ
        self.token = token
        self.redactToken = redactToken
        self.makeHTTP = makeHTTP
        self.makeCache = makeCache
        self.filterEngine = filterEngine
        self.batchIO = batchIO
        self.openInteractive = openInteractive
    }
}
