import FoundationEssentials
import GHSearchFilter
import GHSearchGitHub
import GHSearchScripting
import GHSearchText

/// Which mode runs for a command line, wired to the dependencies given
/// once: the checks every mode shares (the API URL, `--offline` without a
/// cache, `--jq`, the token) before any request, then `--once`, the
/// interactive mode or `--batch`.
public struct Modes: Sendable {
    public let dependencies: ModeDependencies

    public init(_ dependencies: ModeDependencies) {
        self.dependencies = dependencies
    }

    public func run(_ options: CommandLineOptions) async -> ExitStatus {
        let deps = dependencies
        let catalogue = Catalogue(Language.resolve(option: options.language, environment: deps.variables))
        guard let endpoint = try? GitHubEndpoint(options.apiURL) else {
            deps.abandonSetUp()
            deps.writeError(UsageError(.invalidAPIURL(TerminalText.sanitize(options.apiURL))).report(catalogue))
            return .usage
        }
        if options.offline, options.noCache {
            deps.abandonSetUp()
            deps.writeError(UsageError(.offlineWithoutCache).report(catalogue))
            return .usage
        }
        // `--jq`'s expression, compiled before any request.
        var jq: JSONFilter?
        if let expression = options.jq {
            let compiled = deps.compileJQ(expression, catalogue)
            if let exit = compiled.exit {
                deps.abandonSetUp()
                return exit
            }
            jq = compiled.filter
        }
        // The interactive mode's terminal, checked before any request (its
        // set-up waits until the first request is on its way).
        let interactive: InteractiveLaunch? = if case .interactive = options.mode { deps.openInteractive(options) } else { nil }
        // Asking `gh` for its token (a process of its own) overlaps
        // libcurl's set-up, as does all that follows up to the first request.
        let token: String?
        switch deps.token(endpoint, options, catalogue) {
        case .success(let found):
            token = found
        case .failure(let problem):
            interactive?.close()
            deps.abandonSetUp()
            deps.writeError(problem.report)
            return .usage
        }
        deps.redactToken(token)
        // `--offline`: every request fails at once, unsent; the cache answers.
        let http = deps.makeHTTP(options.offline)
        let interactiveCache = if case .interactive = options.mode { true } else { false }
        let cache = options.noCache ? nil : deps.makeCache(interactiveCache)
        switch options.mode {
        case .once(let subject):  // an id, a query (--search) or the token's own (--mine)
            let client = GitHubClient(endpoint: endpoint, http: http, token: token, cache: cache?.cache,
                                      timeout: options.requestTimeout)
            let service = RepositoryService(client: client, clock: ContinuousClock(), staleIfError: true)
            return await OnceCommand.run(subject: subject, options: options.onceOptions, service: service, target: deps.target,
                                         catalogue: catalogue, engine: deps.filterEngine(options.tiebreak), jq: jq,
                                         write: deps.writeOut, writeError: deps.writeError)
        case .interactive(let initialText):
            // The same cache as --once and --batch; with --no-cache, a
            // cache for this session only, so going back to a name costs a 304.
            let quota = RateLimitRelay()
            let client = GitHubClient(endpoint: endpoint, http: http, token: token,
                                      cache: cache?.cache ?? MemoryResponseCache(), timeout: options.requestTimeout,
                                      onRateLimit: quota.publish)
            let service = RepositoryService(client: client, clock: ContinuousClock(), staleIfError: true)
            let status = await (interactive ?? deps.openInteractive(options)).run(initialText, service, http, quota)
            // Answers are shown without waiting for their write to the disk
            // (write-behind): what still waits is written before the mode returns.
            await cache?.flush()
            return status
        case .batch(let path):
            let dependencies = BatchDependencies(endpoint: endpoint, token: token, http: http, cache: cache?.cache,
                                                 clock: ContinuousClock(), now: { Date() }, catalogue: catalogue,
                                                 io: deps.batchIO())
            return await BatchMode(options: options.batchModeOptions(input: path, arguments: deps.arguments),
                                   dependencies: dependencies).run()
        }
    }
}
