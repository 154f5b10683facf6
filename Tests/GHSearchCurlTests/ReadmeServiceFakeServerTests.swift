import FakeGitHub
import Foundation
import GHSearchCLI
import GHSearchCurl
import Synchronization
import Testing
import TestSupport
import GHSearchGitHub
import GHSearchMarkdownLayout
import GHSearchInteractive
import GHSearchReadme

/// The README service through libcurl against the fake GitHub: every kind
/// of README the fake serves, the ETag cache and the quota, retries, and a
/// transfer aborted when its task is cancelled.
@Suite(.standardTimeLimit) struct ReadmeServiceFakeServerTests {
    /// The text as one paragraph (the parser is the composition root's).
    static let parse: @Sendable (String) -> MarkdownDocument = {
        $0.isEmpty ? .empty : MarkdownDocument(blocks: [.paragraph([.text($0)])])
    }

    struct Setup {
        let server: FakeGitHubServer
        let service: ReadmeService<ContinuousClock>
        let quota: RateLimitRelay
    }

    static func setUp(latency: Duration = .zero) throws -> Setup {
        var configuration = FakeGitHubConfiguration(users: [BuiltInReadmes.user], latency: latency)
        configuration.quota = QuotaConfiguration(limit: 5_000)
        let server = FakeGitHubServer(configuration: configuration)
        try server.start()
        let quota = RateLimitRelay()
        let client = GitHubClient(endpoint: try GitHubEndpoint(server.baseURL), http: CurlHTTPClient(), token: nil,
                                  cache: MemoryResponseCache(), onRateLimit: quota.publish)
        return Setup(server: server, service: ReadmeService(client: client, clock: ContinuousClock(),
                                                            retryDelay: { _ in .zero }, parse: parse), quota: quota)
    }

    private func readme(_ result: ReadmeResult) throws -> Readme {
        guard case .readme(let readme) = result else { throw Failure("not a README: \(result)") }
        return readme
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func aReadmeAndItsRevisitWhichCostsNoQuota() async throws {
        let setup = try Self.setUp()
        defer { setup.server.stop() }
        let seen = Mutex<[Int]>([])
        setup.quota.subscribe { limit in seen.withLock { $0.append(limit.remaining ?? -1) } }

        let first = try readme(try await setup.service.readme(owner: "readmes", repository: "long"))
        let again = try readme(try await setup.service.readme(owner: "ReadMes", repository: "long"))

        #expect(first.document == Self.parse(BuiltInReadmes.long))
        #expect(first.byteCount == BuiltInReadmes.long.utf8.count && !first.isTruncated && !first.fromCache)
        // The second request has another URL (case), so it is not revalidated...
        #expect(!again.fromCache)
        let third = try readme(try await setup.service.readme(owner: "readmes", repository: "long"))
        // ...but the same URL is, and the 304 costs nothing.
        #expect(third.fromCache && third.document == first.document)
        let log = setup.server.requests
        #expect(log.map(\.responseStatus) == [200, 200, 304])
        #expect(log.allSatisfy { $0.headers["Accept"] == "application/vnd.github.raw+json" })
        #expect(seen.withLock { $0 } == [4_999, 4_998, 4_998])
    }

    @Test func noReadmeAndNoRepositoryAreMissing() async throws {
        let setup = try Self.setUp()
        defer { setup.server.stop() }
        #expect(try await setup.service.readme(owner: "readmes", repository: "none") == .missing)
        #expect(try await setup.service.readme(owner: "readmes", repository: "no-such-repository") == .missing)
        #expect(try await setup.service.readme(owner: "nobody", repository: "x") == .missing)
        #expect(setup.server.requests.count == 3)
    }

    @Test func theHugeOneIsCutAtALineEndUnderOneMegabyte() async throws {
        let setup = try Self.setUp()
        defer { setup.server.stop() }
        let huge = try readme(try await setup.service.readme(owner: "readmes", repository: "huge"))
        let shown = try #require(huge.shownBytes)
        #expect(huge.byteCount >= 1_500_000)
        #expect(shown <= 1 << 20 && shown > (1 << 20) - 4_096)
        guard case .paragraph(let inlines)? = huge.document.blocks.first, case .text(let text)? = inlines.first else {
            throw Failure("no text")
        }
        #expect(text.utf8.count == shown && text.hasSuffix("\n"))
    }

    @Test func binaryLatin1Utf16AndEmpty() async throws {
        let setup = try Self.setUp()
        defer { setup.server.stop() }
        #expect(try await setup.service.readme(owner: "readmes", repository: "binary") == .undecodable(byteCount: 4_096))
        let latin1 = try readme(try await setup.service.readme(owner: "readmes", repository: "latin1"))
        #expect(latin1.encoding == .latin1 && latin1.document == Self.parse("# Café crème\n\nCrème brûlée, naïve façade.\n"))
        let utf16 = try readme(try await setup.service.readme(owner: "readmes", repository: "utf16"))
        #expect(utf16.encoding == .utf16 && utf16.document == Self.parse("# UTF-16\n\nHello, 세계.\n"))
        let empty = try readme(try await setup.service.readme(owner: "readmes", repository: "empty"))
        #expect(empty.document == .empty && empty.byteCount == 0)
    }

    @Test func serverErrorsAreRetriedAndThenReported() async throws {
        let setup = try Self.setUp()
        defer { setup.server.stop() }
        setup.server.addFault(.serverError(502), times: 2)
        #expect(try readme(try await setup.service.readme(owner: "readmes", repository: "cjk")).byteCount > 0)
        setup.server.addFault(.serverError(503), times: 3)
        await #expect(throws: GitHubError.serverError(status: 503)) {
            _ = try await setup.service.readme(owner: "readmes", repository: "cjk")
        }
        #expect(setup.server.requests.count == 6)
    }

    @Test func cancellingTheTaskAbortsTheTransfer() async throws {
        let setup = try Self.setUp(latency: .seconds(30))
        defer { setup.server.stop() }
        let service = setup.service
        let task = Task { try await service.readme(owner: "readmes", repository: "long") }
        #expect(await setup.server.eventually { !$0.isEmpty })
        task.cancel()
        await #expect(throws: GitHubError.transport(.cancelled)) { _ = try await task.value }
        #expect(await setup.server.eventually { $0.first?.clientHungUp == true })
        #expect(setup.server.requests.count == 1)
    }
}
