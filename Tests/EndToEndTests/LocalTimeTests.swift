import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Clock times are shown in the local zone (`TZ`, else /etc/localtime) by
/// the built binary, whose Foundation may know no named zones.
@Suite(.standardTimeLimit, .sanitizerReports) struct LocalTimeTests {
    /// The `HH:MM` after "it resets at " in a rate-limit error, in minutes of the day.
    func resetClock(_ zone: String) async throws -> Int? {
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 1, resetSeconds: 3000))
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["TZ": zone])
        #expect(run.status == 3, "\(run.stderr)")
        guard let range = run.stderr.range(of: "it resets at ") else { return nil }
        let clock = run.stderr[range.upperBound...].prefix(5).split(separator: ":").compactMap { Int($0) }
        return clock.count == 2 ? clock[0] * 60 + clock[1] : nil
    }

    @Test(arguments: [("KST-9", 9 * 60), ("<-0330>+3:30", -(3 * 60 + 30)), ("Asia/Seoul", 9 * 60)])
    func theResetTimeIsInTheLocalZone(zone: String, offsetMinutes: Int) async throws {
        let utc = try #require(try await resetClock("UTC"))
        let local = try #require(try await resetClock(zone))
        // The two runs are a moment apart: allow the minute to tick over.
        let difference = ((local - utc - offsetMinutes) % 1440 + 1440) % 1440
        #expect(difference == 0 || difference == 1, "UTC \(utc), \(zone) \(local)")
    }
}
