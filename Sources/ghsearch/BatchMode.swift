import Foundation
import GHSearchCore
import GHSearchCurl

/// `ghsearch --batch FILE`: reads the users, opens the output (resuming it
/// if asked), wires the rate-limit gate to the client, runs the batch with
/// progress on standard error, and ends with the batch's exit status.
enum BatchMode {
    static func run(path: String, options: CommandLineOptions, environment: ProcessEnvironment,
                    endpoint: GitHubEndpoint, http: any HTTPClient, cache: (any ResponseCache)?) async -> ExitStatus {
        guard let text = readInput(path) else { return .usage }
        var input = BatchInput(text: text)

        let output: BatchOutputFile
        if let outputPath = options.output {
            do {
                let (file, resume) = try BatchOutputFile.open(outputPath, resume: options.resume)
                output = file
                input = input.excluding(resume.finished)
            } catch {
                StandardStreams.writeError("Error: cannot write '\(TerminalText.sanitize(outputPath))': \(describe(error)).\n")
                return .failure
            }
        } else {
            output = .standardOutput
        }
        defer { output.close() }

        let stderrIsTerminal = StandardStreams.isTerminal(STDERR_FILENO)
        let style: BatchProgressReporter.Style = options.quiet ? .quiet
            : stderrIsTerminal ? .terminal(width: TerminalWidth.current(fd: STDERR_FILENO, environment: environment.variables))
            : .lines
        let clock = ContinuousClock()
        let now: @Sendable () -> Date = { Date() }
        let reporter = BatchProgressReporter(style: style, total: input.entries.count)
        let gate = RateLimitGate(clock: clock, now: now, reserve: options.reserve ?? 0, waits: !options.noWait,
                                 onWait: { reporter.waiting($0) })

        let client = GitHubClient(endpoint: endpoint, http: http, token: environment.token, cache: cache,
                                  timeout: options.requestTimeout, onRateLimit: { gate.observe($0) })
        let runner = BatchRunner(service: RepositoryService(client: client, clock: clock), gate: gate,
                                 options: BatchOptions(options), now: now)
        let fields = options.resolvedJSONFields ?? BatchRecord.defaultFields
        var writeFailed = false
        let ticker = Task {
            while !Task.isCancelled {
                try? await clock.sleep(for: .seconds(1))
                reporter.tick(quota: gate.rateLimit)
            }
        }
        let summary = await runner.run(input.entries, write: { record in
            if !output.write(record.jsonLine(fields: fields)) { writeFailed = true }
        }, onEvent: { reporter.handle($0, quota: gate.rateLimit) })
        ticker.cancel()
        reporter.finish(summary, quota: gate.rateLimit)

        if writeFailed {
            StandardStreams.writeError("Error: could not write every line to '\(TerminalText.sanitize(options.output ?? "-"))' (disk full?).\n")
            return .failure
        }
        if let stop = summary.stoppedAt {
            let reason = stop.reason == .quota ? "the rate limit is used up" : "GitHub's secondary rate limit was hit"
            var message = "Error: stopped because \(reason) (--no-wait); \(summary.left) users left. It resets \(GitHubError.countdown(to: stop.until, now: Date()))."
            if options.output != nil { message += " Run again with --resume to finish." }
            StandardStreams.writeError(message + "\n")
        } else if summary.stoppedByCredentials {
            StandardStreams.writeError("Error: GitHub refused the token (Bad credentials); stopped with \(summary.left) users left. Check GH_TOKEN / GITHUB_TOKEN.\n")
        }
        return summary.exitStatus
    }

    /// The input's text (`-`: standard input); nil after reporting why not.
    private static func readInput(_ path: String) -> String? {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                StandardStreams.writeError("Error: cannot read '\(TerminalText.sanitize(path))': \(describe(error)).\n")
                return nil
            }
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case BatchOutputFile.Failure.open(_, let code), BatchOutputFile.Failure.truncate(_, let code):
            return String(cString: strerror(code))
        case let error as CocoaError:
            if let underlying = error.underlying as? POSIXError { return String(cString: strerror(underlying.code.rawValue)) }
            return error.localizedDescription
        default:
            return "\(error)"
        }
    }
}
