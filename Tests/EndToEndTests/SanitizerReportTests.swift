import Foundation
import Testing
import TestSupport

/// The harness keeps what a sanitized program reports and fails the test
/// that ran it (`SanitizerReports`): a report on a terminal's screen or on
/// a standard error nobody reads would be lost, and a test whose screen
/// looked right would pass. These run in every run: a program stands in
/// for a sanitized ghsearch by writing a report where a sanitizer would
/// (`log_path`'s file, suffixed with its process id), in a scratch
/// directory of its own, not the run's (scripts/sanitizers.sh fails a run
/// that left any report there).
@Suite(.standardTimeLimit, .sanitizerReports) struct SanitizerReportTests {
    static let report = "stand-in report: a data race (written by a shell, no sanitizer ran)"

    /// Writes `report` where the sanitizer options in its environment say
    /// a sanitizer would, as every sanitized process does (`PATH.<pid>`).
    static let writeReport = #"printf '%s\n' "$REPORT" > "${TSAN_OPTIONS##*log_path=}.$$""#

    @Test func aReportFailsTheTestWithTheReportInItsMessage() async throws {
        var directory = ""
        try await withKnownIssue {
            try await SanitizerReports.scope(named: "stand-in", in: ProcessRun.scratchDirectory()) {
                directory = try #require(SanitizerReports.directory)
                let run = try await ShellRun.bash(Self.writeReport,
                                                  environment: ["TSAN_OPTIONS": "halt_on_error=0", "REPORT": Self.report])
                // The screen (here: the output) looks right: only the report tells.
                #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(Self.report) }
        }
        let files = SanitizerReports.reports(in: directory).map(\.file)
        #expect(files.count == 1 && files.allSatisfy { $0.hasPrefix("report.") }, "one report, in the process's own file: \(files)")
    }

    @Test func aReportWrittenByAProgramInATerminalFailsTheTest() async throws {
        guard TmuxSession.isAvailable else { return }
        try await withKnownIssue {
            try await SanitizerReports.scope(named: "stand-in-tmux", in: ProcessRun.scratchDirectory()) {
                let session = try await TmuxSession.start(
                    ["/bin/bash", "-c", Self.writeReport + "; echo written; exec cat"],
                    environment: ["TSAN_OPTIONS": "halt_on_error=0", "REPORT": Self.report])
                defer { session.close() }
                #expect(try await session.waitFor { $0.contains("written") } != nil)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(Self.report) }
        }
    }

    @Test func aCleanProgramLeavesNoIssue() async throws {
        try await SanitizerReports.scope(named: "clean", in: ProcessRun.scratchDirectory()) {
            let run = try await ShellRun.bash("true", environment: ["TSAN_OPTIONS": "halt_on_error=0"])
            #expect(run.status == 0)
        }
    }

    @Test func aProgramStartedOutsideAScopeFailsItsTest() async throws {
        try await withKnownIssue {
            try await SanitizerReports.$directory.withValue(nil) {
                _ = try await ProcessRun.ghsearch(["--version"])
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("outside a sanitizer-report scope") }
        }
    }

    @Test func everySanitizersOptionsGetTheLogPathAndNothingElseChanges() {
        let environment = ["TSAN_OPTIONS": "halt_on_error=0 log_path=stderr", "LSAN_OPTIONS": "a=1", "HOME": "/h"]
        #expect(SanitizerEnvironment.withLogPath(environment) { "/r/report" } == [
            "TSAN_OPTIONS": "halt_on_error=0 log_path=stderr log_path=/r/report",
            "LSAN_OPTIONS": "a=1 log_path=/r/report", "HOME": "/h",
        ])
        #expect(SanitizerEnvironment.withLogPath(["HOME": "/h"]) { Issue.record("no path is needed"); return "" } == ["HOME": "/h"])
    }
}
