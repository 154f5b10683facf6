import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `--batch` waits only as long as any real limit can ask, and never
/// overspends after a reset (docs/RELIABILITY.md, "Batch waits").
@Suite(.standardTimeLimit, .sanitizerReports) struct BatchWaitTests {
    static let decade = 315_360_000

    static func limited(reset: Int) -> ScriptedResponse {
        MessageTests.rateLimited(reset: reset)
    }

    /// Starts a batch, waits until its progress (standard error, not a
    /// terminal: plain lines) shows `text`, then ends it; what it wrote.
    func progress(until text: String, arguments: [String], stdin: String) async throws -> String {
        try await offThePoolInScope {
            let directory = ProcessRun.scratchDirectory()
            let errPath = directory + "/stderr", inPath = directory + "/stdin"
            try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath))
            _ = FileManager.default.createFile(atPath: errPath, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Binary.ghsearch)
            process.arguments = arguments
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory, "XDG_CACHE_HOME": directory, "LANG": "C.UTF-8"]
                .merging(SanitizerEnvironment.forChild(), uniquingKeysWith: { $1 })
            process.standardInput = FileHandle(forReadingAtPath: inPath)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle(forWritingAtPath: errPath)
            try process.run()
            let end = Date().addingTimeInterval(30)
            var written = ""
            while Date() < end, process.isRunning {
                written = PeakMemoryRun.text(errPath)
                if written.contains(text) { break }
                Thread.sleep(forTimeInterval: 0.05)  // polling interval, not a wait for an outcome
            }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            return PeakMemoryRun.text(errPath)
        }
    }

    @Test func aResetYearsAwayIsCutToTheMaximumAndSaidSo() async throws {
        let fake = try FakeServerFixture()
        let reset = Int(Date().timeIntervalSince1970) + Self.decade
        fake.server.addFault(Self.limited(reset: reset), matching: .login("octocat"), times: nil)
        let stderr = try await progress(until: "waiting", arguments: ["--batch", "-", "--api-url", fake.apiURL], stdin: "octocat\n")
        let line = try #require(stderr.split(separator: "\n").first { $0.contains("waiting") }, "\(stderr)")
        // 3,700 s: "in 1h 01m" or, a second later, "in 1h 01m"/"1h 00m".
        #expect(line.contains("waiting for the rate limit reset, in 1h 0"), "\(line)")
        #expect(line.contains("(not the 87599h 59m the server asked for)") || line.contains("(not the 87600h 00m the server asked for)"), "\(line)")
        #expect(fake.repositoryRequests.count == 1)
    }

    @Test func aRetryAfterOfATrillionSecondsIsCutToTheMaximumAndSaidSo() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.secondaryRateLimit(retryAfter: 999_999_999_999), matching: .login("octocat"), times: nil)
        let stderr = try await progress(until: "waiting", arguments: ["--batch", "-", "--api-url", fake.apiURL], stdin: "octocat\n")
        let line = try #require(stderr.split(separator: "\n").first { $0.contains("waiting") }, "\(stderr)")
        #expect(line.contains("waiting out a secondary rate limit, in 1h 01m (not the 277777777h"), "\(line)")
    }

    @Test func noWaitStopsAtOnceAtAResetYearsAway() async throws {
        let fake = try FakeServerFixture()
        let reset = Int(Date().timeIntervalSince1970) + Self.decade
        fake.server.addFault(Self.limited(reset: reset), matching: .login("octocat"), times: nil)
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL, "--no-wait", "-q"], stdin: "octocat\ntorvalds\n")
        #expect(run.status == 3)
        // A decade from when the test began: "87600h 00m", or "87599h 59m" once a slow start took a second.
        let prefix = "Error: stopped because the rate limit is used up (--no-wait); 2 users left. The server says it resets in "
        #expect(run.stderr.hasPrefix(prefix + "87600h 00m") || run.stderr.hasPrefix(prefix + "87599h 59m"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(", longer than any real wait (an hour or so).\n"))
        #expect(fake.repositoryRequests.count == 1)
    }

    /// `--jobs 8` on a quota of 5 per window: after each reset one request
    /// goes first, the others wait for its headers — no request is refused.
    @Test func manyJobsNeverOverspendAfterAReset() async throws {
        let users = BatchTests.users(21)
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 5, resetSeconds: 1), users: users)
        fake.server.setLatency(.milliseconds(30))
        let run = try await ProcessRun.ghsearch(["--batch", try BatchTests.inputFile(users.map(\.login)), "--api-url", fake.apiURL,
                                                 "--jobs", "8", "-q"], deadline: 90)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try BatchTests.objects(run.stdout).count == 21)
        let statuses = fake.repositoryRequests.map { $0.responseStatus ?? 0 }
        let start = fake.repositoryRequests.first?.arrivedAt
        let timeline = fake.repositoryRequests.map { r in "\(start.map { $0.duration(to: r.arrivedAt) } ?? .zero) \(r.responseStatus ?? 0) \(r.path)" }
        #expect(statuses.filter { $0 == 403 || $0 == 429 }.isEmpty, "refused:\n\(timeline.joined(separator: "\n"))")
        #expect(statuses.count == 21)
    }
}
