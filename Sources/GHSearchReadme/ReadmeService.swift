import GHSearchGitHub
import GHSearchMarkdownLayout

/// Fetches a README and makes it ready to show: 3 attempts for what may
/// succeed on retry (as `RepositoryService`), the raw bytes decoded
/// (`ReadmeDecoder`), cut at `displayLimit`, and parsed into a document by
/// the parser the composition root gives (the core knows no C).
public struct ReadmeService<C: Clock>: Sendable where C.Duration == Duration {
    /// The most text shown: a longer README is cut, with a note.
    public static var displayLimit: Int { 1 << 20 }
    /// The most bytes transferred: a larger file is refused (`.tooLarge`).
    public static var transferLimit: Int { 8 << 20 }

    public let client: GitHubClient
    let retry: GitHubRetry<C>
    let parse: @Sendable (String) -> MarkdownDocument

    /// - Parameter parse: Markdown to document (`MarkdownParser.parse` in
    ///   the program).
    public init(client: GitHubClient, clock: C, attempts: Int = 3,
                retryDelay: @escaping @Sendable (Int) -> Duration = { .milliseconds(250 << min($0 - 1, 4)) },
                parse: @escaping @Sendable (String) -> MarkdownDocument) {
        self.client = client
        self.retry = GitHubRetry(clock: clock, attempts: attempts, delay: retryDelay)
        self.parse = parse
    }

    /// The README of `owner/repository`. Throws what kept it from being
    /// asked for or answered (offline, rate limited, server errors after
    /// every attempt, cancelled); every answer is a `ReadmeResult`.
    public func readme(owner: String, repository: String) async throws(GitHubError) -> ReadmeResult {
        let client = self.client
        let answer: GitHubClient.ReadmeAnswer
        do {
            answer = try await retry.run { () async throws(GitHubError) in
                try await client.fetchReadme(owner: owner, repository: repository,
                                             maxBodyBytes: ReadmeService.transferLimit)
            }
        } catch {
            if case .transport(.bodyTooLarge(let limit)) = error { return .tooLarge(limit: limit) }
            throw error
        }
        guard let bytes = answer.bytes else { return .missing }
        guard let text = ReadmeDecoder.decode(bytes, limit: ReadmeService.displayLimit) else {
            return .undecodable(byteCount: bytes.count)
        }
        return .readme(Readme(document: parse(text.string), byteCount: bytes.count, shownBytes: text.shownBytes,
                              encoding: text.encoding, fromCache: answer.fromCache))
    }
}
