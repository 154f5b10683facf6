import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The exit status never lies (docs/RELIABILITY.md, "Exit statuses"):
///
/// - a failed write to standard output is an error — exit 1 and the reason
///   on standard error — in every mode: `--once` (table, TSV, JSON),
///   `--batch` to standard output or to `-o FILE`, `--help`, `--version`;
/// - except `EPIPE` on standard output, a reader that went away: a quiet 0;
/// - a failed write to standard error never changes the status the work earned.
@Suite(.standardTimeLimit, .sanitizerReports) struct ExitStatusTests {
    static let noSpace = "Error: could not write to standard output: No space left on device.\n"

    /// ThreadSanitizer's runtime dies of SIGBUS inside its own shadow-memory
    /// access (in ICU's set-up, before ghsearch writes a byte) when the
    /// process has a file-size limit (`ulimit -f`), so the two rows staged
    /// with one cannot run under it; the same write failure (ENOSPC, not
    /// EFBIG) is checked there by the `/dev/full` rows.
    static let fileSizeLimitsWork = SanitizerEnvironment.variables["TSAN_OPTIONS"] == nil

    /// ghsearch with `arguments` (octocat on standard input), its standard
    /// output sent where `redirection` says.
    func shell(_ arguments: [String], stdout redirection: String, fake: FakeServerFixture) async throws -> ProcessRun {
        let command = #"printf 'octocat\n' | "$GHSEARCH" ARGS --api-url "$API" "# + redirection
        return try await ShellRun.bash(command.replacingOccurrences(of: "ARGS", with: arguments.joined(separator: " ")),
                                       environment: ["API": fake.apiURL])
    }

    // MARK: Standard output refuses the write

    @Test(arguments: [["--once", "octocat"], ["--once", "octocat", "--json"], ["--once", "octocat", "--json", "name"],
                      ["--batch", "-", "-q"], ["--help"], ["--version"]])
    func aFullDeviceOnStandardOutputIsAnError(_ arguments: [String]) async throws {
        let fake = try FakeServerFixture()
        let run = try await shell(arguments, stdout: "> /dev/full", fake: fake)
        #expect(run.status == 1, "\(arguments): \(run.stderr)")
        if arguments.first == "--batch" {
            #expect(run.stderr == "Error: could not write to standard output, so the batch stopped with 1 users left: No space left on device.\n")
        } else {
            #expect(run.stderr == Self.noSpace, "\(arguments)")
        }
    }

    @Test(arguments: [["--once", "octocat"], ["--once", "octocat", "--json"], ["--batch", "-", "-q"], ["--version"]])
    func aClosedStandardOutputIsAnError(_ arguments: [String]) async throws {
        let fake = try FakeServerFixture()
        let run = try await shell(arguments, stdout: ">&-", fake: fake)
        #expect(run.status == 1, "\(arguments): \(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: could not write to standard output") && run.stderr.hasSuffix("Bad file descriptor.\n"),
                "\(arguments): \(run.stderr)")
        if arguments.first == "--once" {
            // The closed descriptor was not handed to a file or socket opened later.
            #expect(fake.repositoryRequests.count == 1)
        }
    }

    @Test(.enabled(if: Self.fileSizeLimitsWork, "ThreadSanitizer's runtime cannot run under ulimit -f"))
    func aFileSizeLimitMidOutputIsAnErrorAndKeepsWhatWasWritten() async throws {
        let fake = try FakeServerFixture()
        let directory = ProcessRun.scratchDirectory()
        // 250 rows are ~12 kB; the limit lets 4 kB through, then the file system refuses.
        let run = try await ShellRun.bash(#"ulimit -f 4; "$GHSEARCH" --once user250 --api-url "$API" > "$DIR/out.tsv""#,
                                          environment: ["API": fake.apiURL, "DIR": directory])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: could not write to standard output: File too large.\n")
        let written = PeakMemoryRun.text(directory + "/out.tsv")
        #expect(written.utf8.count == 4 * 1024, "what fitted was written")
    }

    @Test(.enabled(if: Self.fileSizeLimitsWork, "ThreadSanitizer's runtime cannot run under ulimit -f"))
    func aFullOutputFileStopsTheBatchAndResumeFinishesIt() async throws {
        let users = BatchTests.users(24)
        let fake = try FakeServerFixture(users: users)
        let input = try BatchTests.inputFile(users.map(\.login))
        let directory = ProcessRun.scratchDirectory()
        let output = directory + "/out.jsonl"
        // Room for a few lines only.
        let run = try await ShellRun.bash(#"ulimit -f 1; "$GHSEARCH" --batch "$IN" -o "$OUT" --api-url "$API""#,
                                          environment: ["API": fake.apiURL, "IN": input, "OUT": output])
        #expect(run.status == 1, "\(run.stderr)")
        let lines = PeakMemoryRun.text(output).split(separator: "\n", omittingEmptySubsequences: false)
        let left = 24 - (lines.count - 1)
        #expect(left > 0 && left < 24, "\(lines.count)")
        #expect(run.stderr.hasSuffix("Error: could not write to '\(output)', so the batch stopped with \(left) users left: File too large. Run again with --resume to finish once it can be written.\n"),
                "\(run.stderr)")
        #expect(fake.repositoryRequests.count <= 24 - left + 1, "no user is searched once nothing more can be written")
        let resumed = try await ProcessRun.ghsearch(["--batch", input, "-o", output, "--resume", "--api-url", fake.apiURL])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let objects = try BatchTests.objects(PeakMemoryRun.text(output))
        #expect(objects.compactMap { $0["user"] as? String } == users.map(\.login), "none lost, none twice")
    }

    @Test func aBatchToAFullDeviceStopsAtTheFirstUser() async throws {
        let users = BatchTests.users(24)
        let fake = try FakeServerFixture(users: users)
        let input = try BatchTests.inputFile(users.map(\.login))
        let run = try await ProcessRun.ghsearch(["--batch", input, "-o", "/dev/full", "--api-url", fake.apiURL])
        #expect(run.status == 1)
        #expect(run.stderr.hasSuffix("Error: could not write to '/dev/full', so the batch stopped with 24 users left: No space left on device. Run again with --resume to finish once it can be written.\n"),
                "\(run.stderr)")
        #expect(fake.repositoryRequests.count == 1, "the quota is not spent on users that cannot be written")
    }

    // MARK: A reader that went away

    @Test(arguments: [["--once", "octocat"], ["--once", "octocat", "--json"], ["--batch", "-"], ["--help"]])
    func aBrokenPipeOnStandardOutputIsAQuietSuccess(_ arguments: [String]) async throws {
        let fake = try FakeServerFixture()
        let run = try await BrokenPipeRun.ghsearch(arguments + ["--api-url", fake.apiURL], broken: .standardOutput,
                                                   stdin: "octocat\ntorvalds\n")
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        #expect(!run.stderr.contains("Error"), "\(arguments): \(run.stderr)")
    }

    // MARK: Standard error refuses the write: the status is the work's

    @Test func aBrokenStandardErrorKeepsTheUsageStatus() async throws {
        let run = try await BrokenPipeRun.ghsearch(["--once", "a/b"], broken: .standardError)
        #expect(run.status == 64)
        let unknownOption = try await BrokenPipeRun.ghsearch(["--once", "octocat", "--limt", "3"], broken: .standardError)
        #expect(unknownOption.status == 64)
    }

    @Test func aBrokenStandardErrorKeepsTheOnceStatuses() async throws {
        let fake = try FakeServerFixture()
        let unknown = try await BrokenPipeRun.ghsearch(["--once", "nobody-here", "--api-url", fake.apiURL], broken: .standardError)
        #expect(unknown.status == 2)
        fake.server.addFault(.serverError(500), matching: .login("octocat"), times: nil)
        let failed = try await BrokenPipeRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], broken: .standardError)
        #expect(failed.status == 1)
        fake.server.setQuota(QuotaConfiguration(limit: 0))
        let limited = try await BrokenPipeRun.ghsearch(["--once", "torvalds", "--api-url", fake.apiURL], broken: .standardError)
        #expect(limited.status == 3)
    }

    @Test func aBrokenStandardErrorNeitherStopsNorExcusesABatch() async throws {
        let users = BatchTests.users(24)
        let fake = try FakeServerFixture(users: users)
        let input = try BatchTests.inputFile(users.map(\.login) + ["nobody-here"])
        let directory = ProcessRun.scratchDirectory()
        // Progress lines go to the broken standard error all along.
        let run = try await BrokenPipeRun.ghsearch(["--batch", input, "-o", directory + "/out.jsonl", "--api-url", fake.apiURL],
                                                   broken: .standardError)
        #expect(run.status == 1, "one user failed")
        let objects = try BatchTests.objects(PeakMemoryRun.text(directory + "/out.jsonl"))
        #expect(objects.count == 25, "every user was written")

        let limited = try FakeServerFixture(quota: QuotaConfiguration(limit: 5, resetSeconds: 600), users: users)
        let stopped = try await BrokenPipeRun.ghsearch(["--batch", input, "-o", directory + "/limited.jsonl", "--no-wait",
                                                        "--api-url", limited.apiURL], broken: .standardError)
        #expect(stopped.status == 3)
        let ok = try await BrokenPipeRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL], broken: .standardError,
                                                  stdin: "user1\nuser2\n")
        #expect(ok.status == 0)
        #expect(ok.stdout.split(separator: "\n").count == 2)
    }
}
