import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `--batch` progress on a terminal, read whole (every redraw): the ETA
/// never undercuts the wait it shows, a user of many pages shows its page,
/// nothing is drawn after the summary, and Ctrl-C or SIGTERM leaves the
/// command that finishes the batch (docs/RELIABILITY.md, "Batch progress").
@Suite(.standardTimeLimit, .sanitizerReports) struct BatchProgressTests {
    /// 11 users of 1 page and `big`, of 30 pages (3,000 repositories).
    static func users() -> [FakeUser] {
        (1...11).map { FakeData.user(login: "p\($0)", id: 81_000_000 + $0, repositoryCount: $0, seed: UInt64($0)) }
            + [FakeData.user(login: "big", id: 81_000_100, repositoryCount: 3_000, seed: 100)]
    }

    @Test func underAQuotaTheETANeverUndercutsTheWaitPagesShowAndNothingFollowsTheSummary() async throws {
        // 8 requests per 3 s (GitHub's window is an hour; the shape is the same): 41 requests, 5 waits.
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 8, resetSeconds: 3), users: Self.users())
        let directory = ProcessRun.scratchDirectory()
        let input = directory + "/users.txt"
        try Data((["p1", "p2", "big"] + (3...11).map { "p\($0)" }).joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: input))
        let output = directory + "/out.jsonl"
        let run = try await offThePoolInScope {
            try ProcessRun.ghsearchOnTerminalBlocking(["--batch", input, "-o", output, "--api", "rest", "--no-cache",
                                                       "--api-url", fake.apiURL], columns: 160)
        }
        #expect(run.status == 0, "\(run.stdout)")
        #expect(PeakMemoryRun.text(output).split(separator: "\n").count == 12)
        let text = run.stdout
        let frames = text.split(whereSeparator: { $0 == "\r" || $0 == "\n" }).map(String.init)
        var waits = 0
        for frame in frames {
            let (wait, eta) = BatchProgressDisplayWaits.waitAndETA(frame)
            guard let wait else { continue }
            waits += 1
            #expect(eta != nil && eta! >= wait, "the ETA undercuts the wait: \(frame.debugDescription)")
        }
        #expect(waits > 0, "the batch waited for the quota: \(text.debugDescription)")
        #expect(frames.contains { $0.contains("big: page ") && $0.contains("/30") }, "the page of the 30-page user: \(text.debugDescription)")
        let done = try #require(text.range(of: "Done: 12 users written"), "\(text.debugDescription)")
        let after = text[done.upperBound...].drop { $0 != "\n" }
        #expect(after.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "drawn after the summary: \(after.debugDescription)")
    }

    @Test func ctrlCLeavesTheCommandThatFinishesTheBatchAndItDoes() async throws {
        try #require(TmuxSession.isAvailable)
        let fake = try FakeServerFixture(users: Self.users())
        fake.server.setLatency(.seconds(60), forLogin: "p3")
        let directory = ProcessRun.scratchDirectory()
        let input = directory + "/users.txt"
        try Data((1...11).map { "p\($0)" }.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: input))
        let output = directory + "/out put's.jsonl"  // a name a shell must have quoted
        let script = """
            cd \(TmuxSession.shellQuote(directory)); trap : INT; \
            \(TmuxSession.shellQuote(Binary.ghsearch)) --batch users.txt -o "out put's.jsonl" --api rest --no-cache --api-url \(fake.apiURL); \
            echo "status $?"; sleep 600
            """
        let session = try await TmuxSession.start(["/bin/sh", "-c", script], environment: ["PATH": "/usr/bin:/bin"], width: 200)
        defer { session.close() }
        let waiting = await fake.waitUntil(timeout: .seconds(30)) { $0.contains { $0.path.contains("/users/p3/") } }
        #expect(waiting, "p3's request never arrived")
        try await session.press("C-c")
        let lines = try #require(try await session.waitFor { $0.contains { $0.hasPrefix("status ") } }, "ghsearch did not end")
        let whole = try await session.tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", session.name])
        #expect(lines.contains("status 130"), "killed by SIGINT, as a shell reports it: \(whole)")
        let hint = #"ghsearch: interrupted. To finish the batch, run: ghsearch --batch users.txt -o 'out put'\''s.jsonl' --api rest --no-cache --api-url \#(fake.apiURL) --resume"#
        let shown = whole.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(shown.suffix(2).first == hint, "the last line of ghsearch: \(whole)")
        #expect(shown.filter { $0.contains("users ·") || $0.contains("Done:") }.isEmpty, "the progress line was cleared: \(whole)")
        let kept = PeakMemoryRun.text(output).split(separator: "\n").count
        #expect(kept == 2, "p1 and p2 were written before p3")

        // The hint, run as it is (its `ghsearch` the binary), finishes the batch.
        fake.server.setLatency(.zero, forLogin: "p3")
        let command = String(hint.dropFirst("ghsearch: interrupted. To finish the batch, run: ghsearch".count))
        let resumed = try await offThePoolInScope {
            try ShellRun.bashBlocking("cd \(TmuxSession.shellQuote(directory)) && \"$GHSEARCH\"\(command) -q")
        }
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let lines11 = PeakMemoryRun.text(output).split(separator: "\n")
        #expect(lines11.count == 11 && Set(lines11).count == 11)
    }

    @Test func sigtermWithStandardOutputSaysHowToRunItResumably() async throws {
        let fake = try FakeServerFixture(users: Self.users())
        fake.server.setLatency(.seconds(60), forLogin: "p2")
        let directory = ProcessRun.scratchDirectory()
        let errPath = directory + "/stderr"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.ghsearch)
        process.arguments = ["--batch", "-", "--api", "rest", "--no-cache", "--api-url", fake.apiURL]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory, "XDG_CACHE_HOME": directory, "LANG": "C.UTF-8"]
            .merging(SanitizerEnvironment.forChild(), uniquingKeysWith: { $1 })
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
        input.fileHandleForWriting.write(Data("p1\np2\np3\n".utf8))
        try input.fileHandleForWriting.close()
        let arrived = await fake.waitUntil(timeout: .seconds(30)) { $0.contains { $0.path.contains("/users/p2/") } }
        #expect(arrived)
        process.terminate()
        try await offThePoolInScope { process.waitUntilExit() }
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        let stderr = PeakMemoryRun.text(errPath)
        let last = stderr.split(separator: "\n").last.map(String.init)
        #expect(last == "ghsearch: interrupted. A batch written to standard output cannot be resumed; to be able to, write to a file: "
                + "ghsearch --batch - --api rest --no-cache --api-url \(fake.apiURL) -o FILE (with the same input on standard input), "
                + "and if it stops, run that again with --resume.", "\(stderr)")
    }
}

/// Reads a drawn progress line back.
enum BatchProgressDisplayWaits {
    /// Seconds in `1m 05s`, `45s`, `1h 02m`.
    static func seconds(_ text: Substring) -> Int {
        var total = 0
        for part in text.split(separator: " ") {
            let number = Int(part.dropLast()) ?? 0
            switch part.last {
            case "h": total += number * 3_600
            case "m": total += number * 60
            default: total += number
            }
        }
        return total
    }

    /// The wait's countdown and the ETA of a drawn line, in seconds.
    static func waitAndETA(_ line: String) -> (wait: Int?, eta: Int?) {
        var wait: Int?
        var eta: Int?
        let text = line.replacingOccurrences(of: "\u{1B}[K", with: "")
        for part in text.split(separator: "·").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if part.hasPrefix("ETA ") { eta = seconds(part.dropFirst(4)[...]) }
            if part.hasPrefix("waiting"), let range = part.range(of: ", in ") { wait = seconds(part[range.upperBound...]) }
        }
        return (wait, eta)
    }
}
