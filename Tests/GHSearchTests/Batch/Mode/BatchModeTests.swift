import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting
import GHSearchText

/// `--batch` as a whole (input, output, `--resume`, the API chosen, the
/// rate limit, the messages and the exit status) against an in-memory
/// GitHub, in virtual time, with its files and streams in memory.
@Suite(.standardTimeLimit) struct BatchModeTests {
    static let epoch = 1_700_000_000
    static let endpoint = try! GitHubEndpoint("https://api.github.com")

    struct Harness {
        let clock = ManualClock()
        let now: @Sendable () -> Date
        let io: MemoryBatchIO

        init(input: String, outputRefuses: String? = nil, files: [String: String] = [:]) {
            let clock = self.clock
            now = { Date(timeIntervalSince1970: TimeInterval(BatchModeTests.epoch) + TimeInterval(clock.now.offset.components.seconds)) }
            io = MemoryBatchIO(files: files.merging(["users.txt": input]) { $1 }, outputRefuses: outputRefuses)
        }

        func mode(_ options: BatchModeOptions, http: any HTTPClient, token: String? = nil) -> BatchMode<ManualClock> {
            BatchMode(options: options, dependencies: BatchDependencies(
                endpoint: BatchModeTests.endpoint, token: token, http: http, clock: clock, now: now, io: io.io()))
        }

        func start(_ options: BatchModeOptions, http: any HTTPClient, token: String? = nil) -> Task<GHSearchGitHub.ExitStatus, Never> {
            let mode = self.mode(options, http: http, token: token)
            return Task { await mode.run() }
        }

        func advance(toSecond second: Int) {
            clock.advance(to: ManualClock.Instant(offset: .seconds(second)))
        }
    }

    static func options(api: BatchAPI = .rest, output: String? = nil, resume: Bool = false, noWait: Bool = false,
                        jobs: Int = 1) -> BatchModeOptions {
        BatchModeOptions(input: "users.txt", arguments: ["--batch", "users.txt"], output: output, resume: resume,
                         quiet: true, api: api, batch: BatchOptions(jobs: jobs), noWait: noWait)
    }

    static func line(_ login: String) -> String {
        #"{"user":"\#(login)","count":1,"repositories":[{"name":"\#(login)-repo","html_url":"https://github.com/\#(login)/\#(login)-repo"}]}"# + "\n"
    }

    static func sentUsers(_ stub: StubGitHub) -> [String] {
        stub.log.map { $0.url.components(separatedBy: "/users/").last?.components(separatedBy: "/").first ?? "" }
    }

    @Test func writesALinePerUserAndReportsAnImpossibleNameWithoutARequest() async throws {
        let h = Harness(input: "a\nbad/name\n# a comment\nb\nA\n")
        let stub = StubGitHub(limit: 100, window: 3_600, now: h.now)
        let status = await h.start(Self.options(), http: stub).value
        #expect(Self.sentUsers(stub) == ["a", "b"], "the duplicate `A` and the comment are not asked for")
        #expect(h.io.out.hasPrefix(#"{"user":"bad/name","error":"invalid_login","#), "written first, without a request")
        #expect(h.io.out.split(separator: "\n").count == 3 && h.io.out.hasSuffix(Self.line("a") + Self.line("b")))
        #expect(status == .failure, "a failed user is exit 1")
        #expect(h.io.err.isEmpty, "quiet: no progress, and nothing stopped the batch")
        #expect(h.io.armed.count == 1 && h.io.disarmed == 1, "the resume hint is armed for the batch's length only")
    }

    @Test func waitsForTheQuotasResetInVirtualTime() async throws {
        let h = Harness(input: "a\nb\nc\n")
        let stub = StubGitHub(limit: 2, window: 10, now: h.now)
        let task = h.start(Self.options(), http: stub)
        try await h.clock.waitForSleepers(1)
        #expect(stub.log.map { $0.at - Self.epoch } == [0, 0], "the spent quota is known: nothing more is sent")
        h.advance(toSecond: 20)
        let status = await task.value
        #expect(stub.log.map { $0.at - Self.epoch } == [0, 0, 20])
        #expect(status == .success && h.io.out == Self.line("a") + Self.line("b") + Self.line("c"))
    }

    @Test func noWaitStopsAtTheLimitWithExitThreeAndKeepsWhatWasDone() async throws {
        let h = Harness(input: "a\nb\nc\n")
        let stub = StubGitHub(limit: 1, window: 3_600, now: h.now)
        let status = await h.start(Self.options(output: "out.jsonl", noWait: true), http: stub).value
        #expect(status == .rateLimited)
        #expect(h.io.file("out.jsonl") == Self.line("a") && h.io.out.isEmpty)
        #expect(Self.sentUsers(stub) == ["a"])
        #expect(h.io.err.hasPrefix(Catalogue.english.errorPrefix) && h.io.err.contains("--resume"), "\(h.io.err)")
    }

    @Test func resumeSkipsTheUsersTheOutputFinishedAndCutsAPartialLine() async throws {
        let h = Harness(input: "a\nb\nc\n", files: ["out.jsonl": Self.line("a") + #"{"user":"b","cou"#])
        let stub = StubGitHub(limit: 100, window: 3_600, now: h.now)
        let status = await h.start(Self.options(output: "out.jsonl", resume: true), http: stub).value
        #expect(status == .success)
        #expect(Self.sentUsers(stub) == ["b", "c"])
        #expect(h.io.file("out.jsonl") == Self.line("a") + Self.line("b") + Self.line("c"))
    }

    @Test func anOutputThatRefusesALineStopsTheBatchWithExitOne() async throws {
        let h = Harness(input: "a\nb\nc\n", outputRefuses: "No space left on device")
        let stub = StubGitHub(limit: 100, window: 3_600, now: h.now)
        let status = await h.start(Self.options(), http: stub).value
        #expect(status == .failure)
        #expect(Self.sentUsers(stub) == ["a"], "nothing more is started once nothing can be written")
        #expect(h.io.err.hasPrefix(Catalogue.english.errorPrefix) && h.io.err.contains("No space left on device"))
    }

    @Test func refusedCredentialsStopTheBatch() async throws {
        let h = Harness(input: "a\nb\n")
        let stub = StubGitHub(limit: 100, window: 3_600, now: h.now)
        stub.script("a", HTTPResponse(status: 401, headers: HTTPHeaders(), body: Array(#"{"message":"Bad credentials"}"#.utf8)))
        let status = await h.start(Self.options(), http: stub, token: "bad").value
        #expect(status == .failure)
        #expect(Self.sentUsers(stub) == ["a"])
        #expect(h.io.out.hasPrefix(#"{"user":"a","error":"bad_credentials","#))
        #expect(h.io.err == Catalogue.english.errorPrefix + Catalogue.english.stoppedByCredentials(left: 1) + "\n")
    }

    @Test func graphQLWithoutATokenIsAUsageErrorBeforeAnyRequest() async throws {
        let h = Harness(input: "a\n")
        let stub = StubGitHub(limit: 100, window: 3_600, now: h.now)
        let status = await h.start(Self.options(api: .graphql), http: stub).value
        #expect(status == .usage && stub.log.isEmpty && h.io.out.isEmpty)
        #expect(h.io.err == Catalogue.english.errorPrefix + Catalogue.english.graphQLNeedsToken + "\n")
    }

    @Test func anUnreadableInputIsAUsageError() async throws {
        let h = Harness(input: "a\n")
        let stub = StubGitHub(limit: 100, window: 3_600, now: h.now)
        var options = Self.options()
        options.input = "missing.txt"
        let status = await h.start(options, http: stub).value
        #expect(status == .usage && stub.log.isEmpty)
        #expect(h.io.err == Catalogue.english.errorPrefix
            + Catalogue.english.cannotRead("missing.txt", reason: "No such file or directory") + "\n")
    }

    @Test func autoWithATokenAsksGraphQLForManyUsersInOneQuery() async throws {
        let h = Harness(input: "a\nb\n")
        let stub = StubGraphQL(counts: ["a": 1, "b": 2], now: h.now)
        let status = await h.start(Self.options(api: .auto), http: stub, token: "t").value
        #expect(status == .success)
        #expect(stub.log.map(\.logins) == [["a", "b"]])
        let users = h.io.out.split(separator: "\n").map { $0.prefix(10) }
        #expect(users == [#"{"user":"a"#, #"{"user":"b"#])
    }

    @Test func autoWithoutATokenGoesThroughREST() async throws {
        let h = Harness(input: "a\nb\n")
        let stub = StubGitHub(limit: 100, window: 3_600, now: h.now)
        let status = await h.start(Self.options(api: .auto), http: stub).value
        #expect(status == .success && Self.sentUsers(stub) == ["a", "b"])
    }

    @Test func progressOnATerminalEndsWithTheSummary() async throws {
        let h = Harness(input: "a\n")
        let stub = StubGitHub(limit: 100, window: 3_600, now: h.now)
        var options = Self.options()
        options.quiet = false
        let mode = BatchMode(options: options, dependencies: BatchDependencies(
            endpoint: Self.endpoint, token: nil, http: stub, clock: h.clock, now: h.now, io: h.io.io(errorTerminalWidth: 80)))
        let status = await mode.run()
        #expect(status == .success && !h.io.err.isEmpty)
        #expect(h.io.armed.first?.contains("ghsearch --batch users.txt -o FILE") == true, "\(h.io.armed)")
    }
}
