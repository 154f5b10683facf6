import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Signals, pipes and closed descriptors around `--once`.
@Suite(.standardTimeLimit, .sanitizerReports) struct SignalTests {
    @Test(arguments: [[], ["--json"]])
    func aReaderThatLeavesEndsItQuietly(_ extra: [String]) async throws {
        let fake = try FakeServerFixture()
        // 3,000 repositories: far more than a pipe holds, so writes go on after `head` has gone.
        // A generous --timeout: under a sanitizer the fake (in the test process) is slow to
        // make 30 pages, and a page timed out after the default 20 s.
        let run = try await ShellRun.bash(#""$GHSEARCH" --once big --timeout 120 --api-url "$API" \#(extra.joined(separator: " ")) | head -1; echo "status=${PIPESTATUS[0]}" >&2"#,
                                    environment: ["API": fake.apiURL])
        #expect(!run.timedOut)
        #expect(run.stdout.split(separator: "\n").count == 1)
        #expect(run.stderr == "status=0\n", "no message, no SIGPIPE death (141)")
    }

    @Test func closedStandardInputChangesNothing() async throws {
        let fake = try FakeServerFixture()
        let run = try await ShellRun.bash(#"exec 0<&-; exec "$GHSEARCH" --once octocat --api-url "$API""#, environment: ["API": fake.apiURL])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 8)
    }

    @Test func closedStandardErrorStillGivesTheExitStatus() async throws {
        let run = try await ShellRun.bash(#"exec 2>&-; exec "$GHSEARCH" --once "a/b""#)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
    }

    @Test func interruptDuringARequestExitsPromptlyWithTheTerminalRestored() async throws {
        try #require(TmuxSession.isAvailable)
        let fake = try FakeServerFixture()
        fake.server.addFault(.neverAnswer, matching: .login("octocat"), times: nil)
        let dir = ProcessRun.scratchDirectory()
        // The shell keeps running after Ctrl-C (its trap), records ghsearch's
        // status and the terminal settings before and after.
        let script = """
            stty -g > \(dir)/before; trap : INT; \
            \(TmuxSession.shellQuote(Binary.ghsearch)) --once octocat --api-url \(fake.apiURL); \
            echo $? > \(dir)/status.tmp; stty -g > \(dir)/after; mv \(dir)/status.tmp \(dir)/status
            """
        let session = try await TmuxSession.start(["/bin/sh", "-c", script], environment: ["PATH": "/usr/bin:/bin"])
        defer { session.close() }
        let arrived = await fake.waitUntil(timeout: .seconds(30)) { !$0.isEmpty }
        #expect(arrived, "the request never arrived")
        try await session.press("C-c")
        // ghsearch's own timeout is 20 s: an interrupt that did nothing would show up long after this.
        let statusPath = "\(dir)/status"
        _ = await poll { FileManager.default.fileExists(atPath: statusPath) }
        let status = PeakMemoryRun.text(statusPath)
        #expect(status == "130\n", "killed by SIGINT, as a shell reports it")
        let before = PeakMemoryRun.text("\(dir)/before")
        let after = PeakMemoryRun.text("\(dir)/after")
        #expect(before == after, "terminal settings restored")
        let closed = await fake.waitUntil(timeout: standardWait) { $0.allSatisfy(\.isFinished) }
        #expect(closed, "the connection was closed")
    }

    /// `kill` ends a `--once` that is waiting for a slow answer, even when
    /// the parent started it with those signals blocked.
    @Test func sigtermEndsARequestInFlight() async throws {
        let fake = try FakeServerFixture()
        fake.server.setLatency(.seconds(60), forLogin: "octocat")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.ghsearch)
        process.arguments = ["--once", "octocat", "--api-url", fake.apiURL, "--timeout", "120"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": ProcessRun.scratchDirectory(),
                               "XDG_CACHE_HOME": ProcessRun.scratchDirectory()].merging(SanitizerEnvironment.forChild()) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGWINCH] { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let launched = Result { try process.run() }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        try launched.get()
        #expect(await fake.waitUntil(timeout: .seconds(30)) { $0.contains { $0.path == "/users/octocat/repos" } })
        kill(process.processIdentifier, SIGTERM)
        let endedInTime = await poll(timeout: .seconds(20)) { !process.isRunning }
        if !endedInTime {
            kill(process.processIdentifier, SIGKILL)
        }
        await offThePool { process.waitUntilExit() }
        #expect(endedInTime, "SIGTERM was ignored")
        #expect(process.terminationReason == .uncaughtSignal ? process.terminationStatus == SIGTERM : process.terminationStatus == 128 + SIGTERM)
    }
}
