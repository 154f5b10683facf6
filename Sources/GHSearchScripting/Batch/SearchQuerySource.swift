import FoundationEssentials
import GHSearchGitHub

/// `--batch --search`: each line a query of all of GitHub, searched
/// one after another (the search limit is 10 or 30 a minute: there is
/// nothing to gain from several at once), every request through the
/// rate-limit gate, which the client feeds with the search limit's headers:
/// when it is spent the batch waits for its reset (or stops, `--no-wait`)
/// instead of meeting a 403. Each query's pages are followed through `Link`
/// up to `--limit` (default 100, at most the 1,000 GitHub serves).
public struct SearchQuerySource<C: Clock>: BatchSource where C.Duration == Duration {
    let service: RepositoryService<C>
    /// Each page through the gate (`options.limit`: the results per query).
    let call: BatchGatedCall<C>
    let request: @Sendable (String) -> RepositorySearchRequest
    let now: @Sendable () -> Date

    public init(service: RepositoryService<C>, gate: RateLimitGate<C>, options: BatchOptions,
                request: @escaping @Sendable (String) -> RepositorySearchRequest,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.service = service
        call = BatchGatedCall(gate: gate, options: options)
        self.request = request
        self.now = now
    }

    public func fetch(_ queries: [String], onEvent: @escaping @Sendable (BatchEvent) -> Void,
                      finished: (BatchRecord) -> BatchContinuation) async -> BatchSourceEnd {
        for query in queries {
            onEvent(.started(query))
            guard let record = await search(query) else { break }
            if finished(record) != .proceed { return BatchSourceEnd() }  // the orchestrator knows why
        }
        return BatchSourceEnd(stoppedAt: call.gate.stoppedAt)
    }

    /// One query, its pages up to the limit as `PageFollower` allows (each
    /// repository once, an empty or short page the last, no loop); nil when
    /// the gate stopped first.
    func search(_ query: String) async -> BatchRecord? {
        let limit = min(call.options.limit ?? OnceSearchCommand.defaultSearchLimit, SearchResultPage.reachableResults)
        let first = request(query)
        guard !first.isEmpty else { return BatchRecord(user: query, outcome: .repositories([]), isQuery: true) }
        let firstURL = service.client.endpoint.searchRepositoriesURL(first)
        var follower = PageFollower(firstURL: firstURL, limit: limit)
        var step = PageFollower.Step.follow(firstURL)
        while case .follow(let url) = step {
            switch await page(at: url) {
            case nil:
                return nil
            case .success(let page)?:
                step = follower.take(page.page, from: url)
            case .failure(let error)?:
                step = .stopped(error)
            }
        }
        if case .finished = step, let skipped = follower.notRepositories {
            step = .stopped(.notRepositories(skipped))  // incomplete, as a list cut short is
        }
        if case .stopped(let error) = step {
            let message = error.describe(apiURL: call.options.apiURL, now: now())
            return BatchRecord(user: query, outcome: .failure(BatchErrorCode(error), message: message), isQuery: true)
        }
        return BatchRecord(user: query, outcome: .repositories(Array(follower.repositories.prefix(limit))), isQuery: true)
    }

    /// One page through the gate, the rate limits met waited out; nil when
    /// the gate stopped.
    private func page(at url: String) async -> Result<SearchResultPage, GitHubError>? {
        await call { () async throws(GitHubError) in try await service.fetchSearchPage(url) }
    }
}

extension BatchInput {
    /// `--batch --search`: one query per line, as typed (GitHub's qualifiers
    /// included; a `#` inside a query is GitHub's, as in `language:c#`);
    /// blank lines and lines starting with `#` ignored; each query once.
    public init(queries bytes: [UInt8]) {
        self.init(queries: BatchInput.decode(bytes))
    }

    public init(queries text: String) {
        var entries: [BatchEntry] = []
        var seen = Set<String>()
        var duplicates = 0
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            if line.isEmpty || line.hasPrefix("#") { continue }
            let entry = BatchEntry.search(line)
            guard seen.insert(entry.key).inserted else {
                duplicates += 1
                continue
            }
            entries.append(entry)
        }
        self.init(entries: entries, duplicates: duplicates)
    }
}
