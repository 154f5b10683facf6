import FoundationEssentials
import GHSearchCLI
import GHSearchCurl
import GHSearchStorage
import GHSearchTerminal
import GHSearchText
import GHSearchGitHub
import GHSearchFilter
import GHSearchScripting

/// Wires the real parts for each mode.
enum Modes {
    static func run(_ options: CommandLineOptions, environment: ProcessEnvironment, target: OutputTarget) async -> ExitStatus {
        let catalogue = Catalogue(Language.resolve(option: options.language, environment: environment.variables))
        guard let endpoint = try? GitHubEndpoint(options.apiURL) else {
            CurlHTTPClient.finishInitialising()
            StandardStreams.writeError(UsageError(.invalidAPIURL(TerminalText.sanitize(options.apiURL))).report(catalogue))
            return .usage
        }
        if options.offline, options.noCache {
            CurlHTTPClient.finishInitialising()
            StandardStreams.writeError(UsageError(.offlineWithoutCache).report(catalogue))
            return .usage
        }
        // `--jq`'s expression, compiled before any request.
        let (jq, jqExit) = JQOption.prepare(options, catalogue: catalogue)
        if let jqExit {
            CurlHTTPClient.finishInitialising()
            return jqExit
        }
        // The interactive mode's terminal, checked before any request (its
        // set-up waits until the first request is on its way).
        let screen = InteractiveMode.openScreen(options: options, environment: environment)
        // Asking `gh` for its token (a process of its own) overlaps
        // libcurl's set-up, as does all that follows up to the first request.
        let token: String?
        do throws(UnusableToken) {
            token = try environment.token(for: endpoint, options: options)
        } catch {
            screen?.closeTerminal()
            CurlHTTPClient.finishInitialising()
            StandardStreams.writeError(error.report(catalogue))
            return .usage
        }
        StandardStreams.redactToken(token)
        // Made at once: the first request waits in its queue until libcurl's
        // set-up is over.
        let authorities = environment.certificateAuthorities
        let curl = CurlHTTPClient(configuration: CurlHTTPClient.Configuration(
            certificateAuthorityFile: authorities.file, certificateAuthorityDirectory: authorities.directory))
        defer { curl.shutdown() }
        // `--offline`: every request fails at once, unsent; the cache answers.
        let http: any HTTPClient = options.offline ? OfflineHTTPClient() : curl
        let cache = responseCache(options, environment: environment)
        let client = GitHubClient(endpoint: endpoint, http: http, token: token, cache: cache,
                                  timeout: options.requestTimeout)
        let service = RepositoryService(client: client, clock: ContinuousClock(), staleIfError: true)
        switch options.mode {
        case .once(let subject):  // an id, a query (--search) or the token's own (--mine)
            return await OnceCommand.run(subject: subject, options: options.onceOptions, service: service, target: target,
                                         catalogue: catalogue, engine: FilterEngine(parallel: .dispatch, tiebreak: options.tiebreak), jq: jq, write: { (text: String) throws(OutputFailure) in try StandardStreams.writeOut(text) },
                                         writeError: StandardStreams.writeError)
        case .interactive(let initialText):
            // The same disk cache as --once and --batch; with --no-cache, a
            // cache for this session only, so going back to a name costs a 304.
            let quota = RateLimitRelay()
            let interactiveClient = GitHubClient(endpoint: endpoint, http: http, token: token,
                                                 cache: cache ?? MemoryResponseCache(), timeout: options.requestTimeout,
                                                 onRateLimit: quota.publish)
            // Answers are shown without waiting for their write to the disk
            // (write-behind): what still waits is written before the mode returns.
            let status = await InteractiveMode.run(initialText: initialText, options: options,
                                                   service: RepositoryService(client: interactiveClient, clock: ContinuousClock(),
                                                                              staleIfError: true),
                                                   http: http, quota: quota, environment: environment, screen: screen)
            await cache?.flush()
            return status
        case .batch(let path):
            return await BatchMode.run(path: path, arguments: Array(CommandLine.arguments.dropFirst()), options: options,
                                       environment: environment,
                                       endpoint: endpoint, token: token, http: http, cache: cache, catalogue: catalogue)
        }
    }

    /// The on-disk ETag cache every mode shares (`$XDG_CACHE_HOME/ghsearch`), nil with `--no-cache`;
    /// write-behind in the interactive mode (rows shown without waiting for the disk).
    static func responseCache(_ options: CommandLineOptions, environment: ProcessEnvironment) -> DiskResponseCache? {
        guard !options.noCache else { return nil }
        let interactive = if case .interactive = options.mode { true } else { false }
        return DiskResponseCache(directory: environment.cacheDirectory, writeBehind: interactive)
    }
}
