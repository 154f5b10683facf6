import FoundationEssentials
import GHSearchCLI
import GHSearchCurl
import GHSearchTerminal
import Glibc
import GHSearchText
import GHSearchGitHub
import GHSearchFilter
import GHSearchScripting

/// `ghsearch --batch FILE`: reads the users, opens the output (resuming it
/// if asked), wires the rate-limit gate to the client, runs the batch with
/// progress on standard error, and ends with the batch's exit status.
enum BatchMode {
    /// `arguments`: the command line after the program's name (for the resume hint).
    static func run(path: String, arguments: [String], options: CommandLineOptions, environment: ProcessEnvironment,
                    endpoint: GitHubEndpoint, token: String?, http: any HTTPClient, cache: (any ResponseCache)?,
                    catalogue: Catalogue) async -> ExitStatus {
        if options.api == .graphql, token == nil {
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.graphQLNeedsToken + "\n")
            return .usage
        }
        guard let bytes = readInput(path, catalogue: catalogue) else { return .usage }
        var input = options.search ? BatchInput(queries: bytes) : BatchInput(bytes: bytes)

        let output: BatchOutputFile
        if let outputPath = options.output {
            do {
                let (file, resume) = try BatchOutputFile.open(outputPath, resume: options.resume)
                output = file
                input = input.excluding(resume.finished)
            } catch {
                StandardStreams.writeError(catalogue.errorPrefix
                    + catalogue.cannotWrite(TerminalText.sanitize(outputPath), reason: describe(error)) + "\n")
                return .failure
            }
        } else {
            output = .standardOutput
        }
        defer { output.close() }

        let stderrIsTerminal = StandardStreams.isTerminal(STDERR_FILENO)
        let style: BatchProgressReporter.Style = options.quiet ? .quiet
            : stderrIsTerminal ? .terminal(width: TerminalSize.current(fd: STDERR_FILENO, environment: environment.variables).columns)
            : .lines
        let clock = ContinuousClock()
        let now: @Sendable () -> Date = { Date() }
        let items: BatchItems = options.search ? .queries : .users
        let reporter = BatchProgressReporter(style: style, total: input.entries.count, items: items, catalogue: catalogue, now: now)
        let gate = RateLimitGate(clock: clock, now: now, reserve: options.reserve ?? 0, waits: !options.noWait,
                                 onWait: { reporter.waiting($0) })

        let client = GitHubClient(endpoint: endpoint, http: http, token: token, cache: cache,
                                  timeout: options.requestTimeout, onRateLimit: { gate.observe($0) })
        let fields = options.resolvedJSONFields ?? BatchRecord.defaultFields
        let search = BatchSearch(api: options.api ?? .auto, options: options, fields: fields, token: token,
                                 restClient: client, restGate: gate, http: http, clock: clock, now: now,
                                 onWait: { reporter.waiting($0) })
        let runner = options.search
            ? BatchRunner(service: RepositoryService(client: client, clock: clock), gate: gate, options: BatchOptions(options), now: now,
                          source: SearchQuerySource(service: RepositoryService(client: client, clock: clock), gate: gate,
                                                    options: BatchOptions(options), request: { options.searchRequest($0) }, now: now))
            : search.runner
        // Ctrl-C or SIGTERM from here on: a last line says how to resume.
        let hint = BatchResumeHint.text(arguments: arguments, output: options.output, readsStandardInput: path == "-",
                                        catalogue: catalogue)
        BatchInterrupt.install(reporter.lineBreak + StandardStreams.redactor.redact(hint) + "\n")
        let ticker = Task {
            while !Task.isCancelled {
                try? await clock.sleep(for: .seconds(1))
                reporter.tick(quota: search.currentQuota)
            }
        }
        // `--filter` and the query flags on each user's list; a search's are in its query.
        let filter = options.search ? Filter.empty : options.listFilter
        let summary = await runner.run(input.entries, write: { (record: BatchRecord) throws(OutputFailure) in
            try output.write(record.filtered(by: filter, defaultSort: options.filterSort, tiebreak: options.tiebreak).jsonLine(fields: fields))
        }, onEvent: { reporter.handle($0, quota: search.currentQuota) })
        ticker.cancel()
        await ticker.value
        BatchInterrupt.uninstall()
        reporter.finish(summary, quotas: search.quotas)

        if let failure = summary.outputFailure {
            let target = options.output.map { "'" + TerminalText.sanitize($0) + "'" }
            StandardStreams.writeError(catalogue.errorPrefix
                + catalogue.couldNotWriteOutput(target, reason: failure.reason, left: summary.left,
                                                canResume: options.output != nil, items) + "\n")
            return summary.exitStatus
        }
        if let stop = summary.stoppedAt {
            StandardStreams.writeError(catalogue.errorPrefix
                + catalogue.stoppedAtLimit(stop.reason, left: summary.left,
                                           resets: catalogue.countdown(to: stop.asked ?? stop.until, now: Date()),
                                           canResume: options.output != nil, noWait: options.noWait,
                                           implausible: stop.asked != nil, items)
                + "\n")
        } else if summary.stoppedByCredentials {
            StandardStreams.writeError(catalogue.errorPrefix + catalogue.stoppedByCredentials(left: summary.left, items) + "\n")
        }
        return summary.exitStatus
    }

    /// The input's bytes (`-`: standard input); nil after reporting why not.
    private static func readInput(_ path: String, catalogue: Catalogue) -> [UInt8]? {
        switch TextFile.bytes(path) {
        case .success(let bytes):
            return bytes
        case .failure(let error):
            StandardStreams.writeError(catalogue.errorPrefix
                + catalogue.cannotRead(TerminalText.sanitize(path), reason: error.description) + "\n")
            return nil
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case BatchOutputFile.Failure.open(_, let code), BatchOutputFile.Failure.truncate(_, let code):
            return String(cString: strerror(code))
        default:
            return "\(error)"
        }
    }
}
