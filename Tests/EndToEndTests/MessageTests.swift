import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Messages that say what happened, not something near it
/// (docs/RELIABILITY.md, "Messages"). The 404 on a later page is in
/// `PaginationFaultTests`, the host a redirect names in `FaultMatrixTests`.
@Suite(.standardTimeLimit, .sanitizerReports) struct MessageTests {
    static let headers = "had headers too large for a real answer (a line over 100 kB, or 256 kB in all); refused.\n"

    @Test func aHundredKilobyteHeaderLineIsNotOutOfMemory() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(ScriptedResponse(headers: [HTTPHeaderField(name: "x-padding", value: String(repeating: "a", count: 110_000))]),
                             matching: .login("octocat"), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: The answer from \(fake.apiURL) " + Self.headers)
        #expect(fake.repositoryRequests.count == 1, "not retried: the same answer would come again")
    }

    /// The neighbour: no line is too long, but there is no end to them.
    @Test func aMegabyteOfShortHeaderLinesAreRefusedInBoundedMemory() async throws {
        let fake = try FakeServerFixture()
        let fields = (0..<2_500).map { HTTPHeaderField(name: "x-padding-\($0)", value: String(repeating: "b", count: 400)) }
        fake.server.addFault(ScriptedResponse(headers: fields), matching: .login("octocat"), times: nil)
        let run = try await PeakMemoryRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: The answer from \(fake.apiURL) " + Self.headers)
        #expect(!run.killed && run.peakMegabytes < FaultMatrixTests.memoryCeiling)
    }

    static func rateLimited(reset: Int) -> ScriptedResponse {
        ScriptedResponse(status: 403, headers: [
            HTTPHeaderField(name: "x-ratelimit-limit", value: "60"), HTTPHeaderField(name: "x-ratelimit-remaining", value: "0"),
            HTTPHeaderField(name: "x-ratelimit-reset", value: String(reset)),
        ], body: .bytes(Array(#"{"message":"API rate limit exceeded for 127.0.0.1."}"#.utf8)))
    }

    @Test func aResetTimeHoursAgoIsNotNow() async throws {
        let fake = try FakeServerFixture()
        let reset = Int(Date().timeIntervalSince1970) - 7_200
        fake.server.addFault(Self.rateLimited(reset: reset), matching: .login("octocat"), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["TZ": "UTC"])
        #expect(run.status == 3)
        let clock = Self.utcClock(reset)
        #expect(run.stderr == "Error: GitHub's rate limit is used up (0/60 left); the reset time it sent (\(clock)) has already passed, so try again now. A token (GH_TOKEN) raises the limit to 5,000 requests an hour.\n")
    }

    @Test func aResetTimeYearsAwayIsNotCountedDown() async throws {
        let fake = try FakeServerFixture()
        let reset = 2_524_608_000  // 2050-01-01 00:00 UTC
        fake.server.addFault(Self.rateLimited(reset: reset), matching: .login("octocat"), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["TZ": "UTC"])
        #expect(run.status == 3)
        #expect(run.stderr == "Error: GitHub's rate limit is used up (0/60 left); the reset time it sent (2050-01-01 00:00) is more than an hour away, which GitHub's hourly window never needs. A token (GH_TOKEN) raises the limit to 5,000 requests an hour.\n")
        let korean = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL, "--lang", "ko"], environment: ["TZ": "UTC"])
        #expect(korean.stderr.contains("서버가 보낸 초기화 시각(2050년 1월 1일 00:00)은 한 시간 넘게 남았는데"), "\(korean.stderr)")
    }

    static func utcClock(_ seconds: Int) -> String {
        let s = (seconds % 86_400 + 86_400) % 86_400
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(two(s / 3600)):\(two(s / 60 % 60)):\(two(s % 60))"
    }
}
