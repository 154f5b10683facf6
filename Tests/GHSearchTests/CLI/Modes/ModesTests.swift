import Foundation
import Synchronization
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting
import GHSearchText

/// Which mode runs for which command line, and the checks made before any
/// request, with every dependency in memory: an in-memory GitHub, streams
/// as text, a recorded interactive launch.
@Suite(.standardTimeLimit) struct ModesTests {
    /// What a run did with its dependencies.
    final class Record: Sendable {
        struct State {
            var out = ""
            var err = ""
            var abandoned = 0
            var tokenAsked = 0
            var httpMade: [Bool] = []
            var interactive: [String?] = []
            var closed = 0
            var jq: [String] = []
        }

        let state = Mutex(State())
        var value: State { state.withLock { $0 } }
    }

    struct Harness {
        let record = Record()
        let stub = StubGitHub(limit: 100, window: 3_600, now: { Date(timeIntervalSince1970: 1_700_000_000) })
        let io = MemoryBatchIO(files: ["users.txt": "a\nb\n"])
        var token: Result<String?, TokenProblem> = .success(nil)
        var jqExit: GHSearchGitHub.ExitStatus?

        func dependencies() -> ModeDependencies {
            let record = self.record
            let stub = self.stub
            let token = self.token
            let jqExit = self.jqExit
            let io = self.io
            return ModeDependencies(
                variables: [:], arguments: ["--batch", "users.txt"], target: OutputTarget(isTerminal: false),
                writeOut: { (text: String) throws(OutputFailure) in record.state.withLock { $0.out += text } },
                writeError: { text in record.state.withLock { $0.err += text } },
                abandonSetUp: { record.state.withLock { $0.abandoned += 1 } },
                compileJQ: { expression, _ in
                    record.state.withLock { $0.jq.append(expression) }
                    if let jqExit { return (nil, jqExit) }
                    return ({ json, _ in (json, nil) }, nil)
                },
                token: { _, _, _ in
                    record.state.withLock { $0.tokenAsked += 1 }
                    return token
                },
                makeHTTP: { offline in
                    record.state.withLock { $0.httpMade.append(offline) }
                    return stub
                },
                batchIO: { io.io() },
                openInteractive: { _ in
                    InteractiveLaunch(run: { initialText, _, _, _ in
                        record.state.withLock { $0.interactive.append(initialText) }
                        return .success
                    }, close: { record.state.withLock { $0.closed += 1 } })
                })
        }

        func run(_ arguments: [String], change: (inout CommandLineOptions) -> Void = { _ in }) async throws
            -> GHSearchGitHub.ExitStatus {
            guard case .success(.run(var options)) = CommandLineParser.parse(arguments) else {
                Issue.record("\(arguments) is not a run")
                return .usage
            }
            change(&options)
            return await Modes(dependencies()).run(options)
        }
    }

    @Test func onceSearchesTheUserAndPrintsTheList() async throws {
        let h = Harness()
        let status = try await h.run(["--once", "octocat", "--json", "name"])
        #expect(status == .success)
        #expect(h.record.value.out.contains("octocat-repo"), "\(h.record.value.out)")
        #expect(h.stub.log.count == 1 && h.stub.log[0].url.contains("/users/octocat/repos"))
        #expect(h.record.value.interactive.isEmpty && h.record.value.httpMade == [false])
    }

    @Test func batchReadsItsInputAndWritesALinePerUser() async throws {
        let h = Harness()
        let status = try await h.run(["--batch", "users.txt", "--api", "rest", "--quiet"])
        #expect(status == .success)
        #expect(h.io.out.split(separator: "\n").map { $0.prefix(10) } == [#"{"user":"a"#, #"{"user":"b"#])
        #expect(h.stub.log.count == 2 && h.record.value.out.isEmpty, "the batch writes through its own output")
    }

    @Test func noModeFlagIsTheInteractiveModeWithTheNameTyped() async throws {
        let h = Harness()
        let status = try await h.run(["octocat"])
        #expect(status == .success)
        #expect(h.record.value.interactive == ["octocat"])
        #expect(h.stub.log.isEmpty, "the interactive mode makes its own requests")
    }

    @Test func anInvalidAPIURLIsAUsageErrorBeforeTheToken() async throws {
        let h = Harness()
        // The parser refuses such a URL itself: here it comes from elsewhere.
        let status = try await h.run(["--once", "octocat"]) { $0.apiURL = "ftp://example.com" }
        #expect(status == .usage)
        #expect(h.record.value.tokenAsked == 0 && h.record.value.httpMade.isEmpty && h.record.value.abandoned == 1)
        #expect(h.record.value.err.contains("ftp://example.com"), "\(h.record.value.err)")
    }

    @Test func offlineWithoutACacheIsAUsageError() async throws {
        let h = Harness()
        let status = try await h.run(["--once", "octocat", "--offline", "--no-cache"])
        #expect(status == .usage && h.record.value.httpMade.isEmpty && !h.record.value.err.isEmpty)
    }

    @Test func offlineMakesAClientThatNeverSends() async throws {
        let h = Harness()
        _ = try await h.run(["--once", "octocat", "--offline"])
        #expect(h.record.value.httpMade == [true])
    }

    @Test func anUnusableTokenStopsBeforeAnyRequestAndGivesTheTerminalBack() async throws {
        var h = Harness()
        h.token = .failure(TokenProblem(report: "Error: GH_TOKEN holds no usable token.\n"))
        let status = try await h.run(["octocat"])
        #expect(status == .usage)
        #expect(h.record.value.err == "Error: GH_TOKEN holds no usable token.\n")
        #expect(h.record.value.closed == 1 && h.record.value.interactive.isEmpty && h.record.value.httpMade.isEmpty)
    }

    @Test func aJQExpressionThatDoesNotCompileStopsBeforeAnyRequest() async throws {
        var h = Harness()
        h.jqExit = .usage
        let status = try await h.run(["--once", "octocat", "--json", "name", "--jq", ".["])
        #expect(status == .usage && h.record.value.jq == [".["])
        #expect(h.record.value.tokenAsked == 0 && h.stub.log.isEmpty)
    }

    @Test func theBatchsOptionsComeFromTheCommandLine() {
        let arguments = ["--batch", "users.txt", "--api", "graphql", "-o", "out.jsonl", "--resume", "--json", "name,stargazers_count",
                         "--no-wait", "--reserve", "5", "--quiet", "--jobs", "3", "--limit", "7", "--timeout", "9"]
        guard case .success(.run(let options)) = CommandLineParser.parse(arguments) else {
            Issue.record("\(arguments) is not a run")
            return
        }
        let batch = options.batchModeOptions(input: "users.txt", arguments: arguments)
        #expect(batch.input == "users.txt" && batch.arguments == arguments && batch.output == "out.jsonl" && batch.resume)
        #expect(batch.api == .graphql && !batch.search && batch.quiet && batch.noWait && batch.reserve == 5)
        #expect(batch.fields == [.name, .stargazers_count] && batch.requestTimeout == .seconds(9))
        #expect(batch.batch.jobs == 3 && batch.batch.limit == 7 && !batch.batch.starred)
        guard case .success(.run(let plain)) = CommandLineParser.parse(["--batch", "-"]) else {
            Issue.record("--batch - is not a run")
            return
        }
        let defaults = plain.batchModeOptions(input: "-", arguments: [])
        #expect(defaults.api == .auto && defaults.fields == BatchRecord.defaultFields && defaults.output == nil)
        #expect(defaults.reserve == 0 && !defaults.noWait && defaults.batch.jobs == BatchOptions.defaultJobs)
    }
}
