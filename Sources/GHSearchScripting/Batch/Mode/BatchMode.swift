import FoundationEssentials
import GHSearchFilter
import GHSearchGitHub
import GHSearchText

/// `ghsearch --batch FILE`: reads the users (or queries), opens the output
/// (resuming it if asked), wires each API's rate-limit gate to its client,
/// runs the batch through `BatchOrchestrator` with progress on standard
/// error, and ends with the batch's exit status. Everything it touches comes
/// from `BatchDependencies`.
public struct BatchMode<C: Clock>: Sendable where C.Duration == Duration {
    public let options: BatchModeOptions
    public let dependencies: BatchDependencies<C>

    public init(options: BatchModeOptions, dependencies: BatchDependencies<C>) {
        self.options = options
        self.dependencies = dependencies
    }

    public func run() async -> ExitStatus {
        let catalogue = dependencies.catalogue
        let io = dependencies.io
        if options.api == .graphql, dependencies.token == nil {
            io.writeError(catalogue.errorPrefix + catalogue.graphQLNeedsToken + "\n")
            return .usage
        }
        let bytes: [UInt8]
        switch io.readInput(options.input) {
        case .success(let read):
            bytes = read
        case .failure(let failure):
            io.writeError(catalogue.errorPrefix
                + catalogue.cannotRead(TerminalText.sanitize(options.input), reason: failure.reason) + "\n")
            return .usage
        }
        var input = options.search ? BatchInput(queries: bytes) : BatchInput(bytes: bytes)

        let output: BatchOutput
        if let path = options.output {
            switch io.openOutput(path, options.resume) {
            case .success(let (file, resume)):
                output = file
                input = input.excluding(resume.finished)
            case .failure(let failure):
                io.writeError(catalogue.errorPrefix
                    + catalogue.cannotWrite(TerminalText.sanitize(path), reason: failure.reason) + "\n")
                return .failure
            }
        } else {
            output = io.standardOutput
        }
        defer { output.close() }
        return await run(input.entries, output: output)
    }

    /// The batch itself, once its input is read and its output open.
    private func run(_ entries: [BatchEntry], output: BatchOutput) async -> ExitStatus {
        let catalogue = dependencies.catalogue
        let io = dependencies.io
        let clock = dependencies.clock
        let now = dependencies.now
        let style: BatchProgressReporter.Style = options.quiet ? .quiet
            : io.errorTerminalWidth.map { .terminal(width: $0) } ?? .lines
        let reporter = BatchProgressReporter(style: style, total: entries.count, items: options.items, catalogue: catalogue,
                                             now: now, write: io.writeError)
        let gate = RateLimitGate(clock: clock, now: now, reserve: options.reserve, waits: !options.noWait,
                                 onWait: { reporter.waiting($0) })
        let client = GitHubClient(endpoint: dependencies.endpoint, http: dependencies.http, token: dependencies.token,
                                  cache: dependencies.cache, timeout: options.requestTimeout,
                                  onRateLimit: { gate.observe($0) }, now: now)
        let sources = BatchAPISources(options: options, dependencies: dependencies, restClient: client, restGate: gate,
                                      onWait: { reporter.waiting($0) })
        let orchestrator = BatchOrchestrator(source: sources.source, apiURL: options.batch.apiURL)
        // Ctrl-C or SIGTERM from here on: a last line says how to resume.
        let hint = BatchResumeHint.text(arguments: options.arguments, output: options.output,
                                        readsStandardInput: options.input == "-", catalogue: catalogue)
        io.armInterrupt(reporter.lineBreak + io.redact(hint) + "\n")
        // A terminal's line is redrawn once a second, so a countdown moves.
        let ticker: Task<Void, Never>? = if case .terminal = style {
            Task {
                while !Task.isCancelled {
                    try? await clock.sleep(for: .seconds(1))
                    reporter.tick(quota: sources.currentQuota)
                }
            }
        } else {
            nil
        }
        // `--filter` and the query flags on each user's list; a search's are in its query.
        let filter = options.search ? Filter.empty : options.filter
        let fields = options.fields
        let summary = await orchestrator.run(entries, write: { (record: BatchRecord) throws(OutputFailure) in
            try output.write(record.filtered(by: filter, defaultSort: options.filterSort, tiebreak: options.tiebreak)
                .jsonLine(fields: fields))
        }, onEvent: { reporter.handle($0, quota: sources.currentQuota) })
        ticker?.cancel()
        await ticker?.value
        io.disarmInterrupt()
        reporter.finish(summary, quotas: sources.quotas)
        report(summary)
        return summary.exitStatus
    }

    /// Why the batch stopped before its end, if it did.
    private func report(_ summary: BatchSummary) {
        let catalogue = dependencies.catalogue
        let io = dependencies.io
        let items = options.items
        if let failure = summary.outputFailure {
            let target = options.output.map { "'" + TerminalText.sanitize($0) + "'" }
            io.writeError(catalogue.errorPrefix
                + catalogue.couldNotWriteOutput(target, reason: failure.reason, left: summary.left,
                                                canResume: options.output != nil, items) + "\n")
        } else if let stop = summary.stoppedAt {
            io.writeError(catalogue.errorPrefix
                + catalogue.stoppedAtLimit(stop.reason, left: summary.left,
                                           resets: catalogue.countdown(to: stop.asked ?? stop.until, now: dependencies.now()),
                                           canResume: options.output != nil, noWait: options.noWait,
                                           implausible: stop.asked != nil, items)
                + "\n")
        } else if summary.stoppedByCredentials {
            io.writeError(catalogue.errorPrefix + catalogue.stoppedByCredentials(left: summary.left, items) + "\n")
        }
    }
}
