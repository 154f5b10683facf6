import Foundation

/// `--batch --search` (#15): each line a query of all of GitHub, searched
/// one after another (the search limit is 10 or 30 a minute: there is
/// nothing to gain from several at once), every request through the
/// rate-limit gate, which the client feeds with the search limit's headers:
/// when it is spent the batch waits for its reset (or stops, `--no-wait`)
/// instead of meeting a 403. Each query's pages are followed through `Link`
/// up to `--limit` (default 100, at most the 1,000 GitHub serves).
public struct SearchQuerySource<C: Clock>: BatchUserSource where C.Duration == Duration {
    let service: RepositoryService<C>
    let gate: RateLimitGate<C>
    let options: BatchOptions
    let request: @Sendable (String) -> RepositorySearchRequest
    let now: @Sendable () -> Date

    public init(service: RepositoryService<C>, gate: RateLimitGate<C>, options: BatchOptions,
                request: @escaping @Sendable (String) -> RepositorySearchRequest,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.service = service
        self.gate = gate
        self.options = options
        self.request = request
        self.now = now
    }

    public func fetch(_ queries: [String], started: @escaping @Sendable (String) -> Void,
                      finished: (BatchRecord) -> Bool) async -> BatchSourceEnd {
        for query in queries {
            started(query)
            guard let record = await search(query) else { break }
            if !finished(record) { return BatchSourceEnd(stoppedByCredentials: true) }
        }
        return BatchSourceEnd(stoppedAt: gate.stoppedAt)
    }

    /// One query, its pages up to the limit; nil when the gate stopped first.
    func search(_ query: String) async -> BatchRecord? {
        let limit = min(options.limit ?? OnceSearchCommand.defaultSearchLimit, SearchResultPage.reachableResults)
        let first = request(query)
        guard !first.isEmpty else { return BatchRecord(user: query, outcome: .repositories([]), isQuery: true) }
        var url = service.client.endpoint.searchRepositoriesURL(first)
        var repositories: [Repository] = []
        while true {
            var limits = BatchLimitRetry(options: options)
            var page: SearchResultPage?
            while page == nil {
                guard await gate.acquire() else { return nil }
                let outcome: Result<SearchResultPage, GitHubError>
                do throws(GitHubError) {
                    outcome = .success(try await service.fetchSearchPage(url))
                } catch {
                    outcome = .failure(error)
                }
                gate.release()
                switch outcome {
                case .success(let answer): page = answer
                case .failure(let error):
                    guard limits.waitsOut(error, gate: gate) else {
                        let message = error.describe(apiURL: options.apiURL, now: now())
                        return BatchRecord(user: query, outcome: .failure(BatchErrorCode(error), message: message), isQuery: true)
                    }
                }
            }
            repositories += page?.page.repositories ?? []
            guard let next = page?.page.next, repositories.count < limit else { break }
            url = next
        }
        if repositories.count > limit { repositories.removeSubrange(limit...) }
        return BatchRecord(user: query, outcome: .repositories(repositories), isQuery: true)
    }
}

extension BatchInput {
    /// `--batch --search`: one query per line, as typed (GitHub's qualifiers
    /// included; a `#` inside a query is GitHub's, as in `language:c#`);
    /// blank lines and lines starting with `#` ignored; each query once.
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
