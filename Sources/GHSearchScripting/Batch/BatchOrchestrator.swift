import GHSearchGitHub

/// Runs a batch: reports the names GitHub could never have without a
/// request, asks one `BatchSource` (REST, GraphQL, auto or search) for the
/// rest, writes each finished item as it is handed over (in order of
/// completion), keeps the summary, and tells the source whether to go on:
/// refused credentials stop the batch (every further item would fail), an
/// output that refused a record abandons it (nothing more would reach it).
/// Pacing (the rate-limit gate, `jobs` at a time) is the source's, per API.
public struct BatchOrchestrator: Sendable {
    let source: any BatchSource
    /// For the messages of invalid names.
    let apiURL: String

    public init(source: any BatchSource, apiURL: String = "https://api.github.com") {
        self.source = source
        self.apiURL = apiURL
    }

    /// Runs the batch. `write` gets each finished item, one at a time, and
    /// must have stored it before returning; when it throws, the batch
    /// stops (nothing is started after that, and nothing is counted as
    /// written that was not). `onEvent` may be called from any task.
    public func run(_ entries: [BatchEntry], write: (BatchRecord) throws(OutputFailure) -> Void,
                    onEvent: @escaping @Sendable (BatchEvent) -> Void = { _ in }) async -> BatchSummary {
        var summary = BatchSummary()
        func finish(_ record: BatchRecord) -> BatchContinuation {
            guard summary.outputFailure == nil else { return .abandon }
            do {
                try write(record)
            } catch {
                summary.outputFailure = error
                return .abandon
            }
            summary.written += 1
            if record.isFailure { summary.failed += 1 }
            onEvent(.finished(record))
            guard case .failure(.bad_credentials, _) = record.outcome else { return .proceed }
            summary.stoppedByCredentials = true
            return .stop
        }
        var names: [String] = []
        for entry in entries {
            switch entry {
            case .search(let name):
                names.append(name)
            case .invalid(let name, let reason):
                _ = finish(BatchRecord(user: name, outcome: .failure(
                    .invalid_login, message: GitHubError.invalidLogin(name, reason: reason).describe(apiURL: apiURL))))
            }
        }
        if summary.outputFailure == nil, !names.isEmpty {
            let end = await source.fetch(names, onEvent: onEvent, finished: finish)
            summary.stoppedAt = end.stoppedAt
            summary.stoppedByCredentials = summary.stoppedByCredentials
                || (end.stoppedByCredentials && summary.outputFailure == nil)
        }
        summary.left = entries.count - summary.written
        return summary
    }
}
