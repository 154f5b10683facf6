import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `ghsearch --batch` run as a built binary against the loopback fake GitHub.
@Suite(.standardTimeLimit, .sanitizerReports) struct BatchTests {
    static func users(_ count: Int, prefix: String = "user") -> [FakeUser] {
        (1...count).map { FakeData.user(login: "\(prefix)\($0)", id: 70_000_000 + $0, repositoryCount: $0 % 5, seed: UInt64($0)) }
    }

    static func inputFile(_ logins: [String]) throws -> String {
        let path = ProcessRun.scratchDirectory() + "/users.txt"
        try Data((logins.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The JSON objects of a JSON Lines output; fails on a line that is not one.
    static func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    @Test func fortyUsersWithAQuotaOfTenPerWindowAllComplete() async throws {
        let users = Self.users(40)
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 10, resetSeconds: 2), users: users)
        let run = try await ProcessRun.ghsearch(["--batch", try Self.inputFile(users.map(\.login)), "--api-url", fake.apiURL],
                                          deadline: 120)
        #expect(run.status == 0, "\(run.stderr)")
        let objects = try Self.objects(run.stdout)
        #expect(objects.compactMap { $0["user"] as? String } == users.map(\.login))
        #expect(objects.allSatisfy { $0["count"] is Int && $0["error"] == nil })
        let statuses = fake.repositoryRequests.map { $0.responseStatus ?? 0 }
        #expect(statuses.filter { $0 == 403 || $0 == 429 }.count <= 1, "never more than one rate-limited answer")
        #expect(statuses.filter { $0 == 200 }.count == 40)
        // Progress (stderr is not a terminal): plain lines, one per wait for a reset.
        let waits = run.stderr.split(separator: "\n").filter { $0.contains("waiting for the rate limit reset") }
        #expect(waits.count >= 1 && waits.count <= 4, "\(run.stderr)")
        #expect(run.stderr.contains("Done: 40 users written; quota left "))
    }

    @Test func aSecondaryLimitWithRetryAfterIsHonoured() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.secondaryRateLimit(retryAfter: 2), matching: .login("octocat"))
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL, "--quiet"], stdin: "octocat\ntorvalds\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let objects = try Self.objects(run.stdout)
        #expect(objects.map { $0["count"] as? Int } == [8, 7])
        let octocat = fake.repositoryRequests.filter { $0.path == "/users/octocat/repos" }
        #expect(octocat.map(\.responseStatus) == [403, 200])
        if octocat.count == 2, let ended = octocat[0].endedAt {
            #expect(ended.duration(to: octocat[1].arrivedAt) >= .seconds(2), "the retry waited retry-after")
        }
    }

    @Test func aSecondRunOverUnchangedUsersIsFree() async throws {
        let users = Self.users(12)
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 100, resetSeconds: 600), users: users + [
            FakeData.user(login: "paged", id: 71_000_000, repositoryCount: 250),
        ])
        let cache = ProcessRun.scratchDirectory()
        let input = try Self.inputFile(users.map(\.login) + ["paged"])
        let first = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL], environment: ["XDG_CACHE_HOME": cache])
        #expect(first.status == 0)
        #expect(fake.repositoryRequests.count == 15)
        fake.server.resetLog()
        let second = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL], environment: ["XDG_CACHE_HOME": cache])
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        let requests = fake.repositoryRequests
        #expect(requests.count == 15)
        #expect(requests.allSatisfy { $0.responseStatus == 304 && $0.headers["If-None-Match"] != nil })
        #expect(first.stderr.hasSuffix("Done: 13 users written; quota left 85/100.\n"), "\(first.stderr)")
        #expect(second.stderr.hasSuffix("Done: 13 users written; quota left 85/100.\n"), "no quota spent: \(second.stderr)")
        // --no-cache sends plain requests again.
        fake.server.resetLog()
        _ = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "--no-cache"], environment: ["XDG_CACHE_HOME": cache])
        #expect(fake.repositoryRequests.allSatisfy { $0.responseStatus == 200 && $0.headers["If-None-Match"] == nil })
    }

    @Test func killedMidwayThenResumedGivesExactlyTheFullSet() async throws {
        let users = Self.users(60)
        let fake = try FakeServerFixture(users: users)
        fake.server.setLatency(.milliseconds(40))
        let input = try Self.inputFile(users.map(\.login))
        let output = ProcessRun.scratchDirectory() + "/out.jsonl"
        let killed = try await KilledRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "--output", output, "--quiet"],
                                            output: output, afterLines: 10)
        #expect(killed, "killed before it finished")
        let before = try String(contentsOfFile: output, encoding: .utf8)
        #expect(before.split(separator: "\n").count < 60)

        let resumed = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "--output", output, "--resume"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout.isEmpty)
        let after = try String(contentsOfFile: output, encoding: .utf8)
        #expect(after.hasSuffix("\n"))
        let objects = try Self.objects(after)
        #expect(objects.compactMap { $0["user"] as? String }.sorted() == users.map(\.login).sorted(), "none lost, none twice")
        #expect(objects.allSatisfy { $0["count"] is Int })
    }

    @Test func noWaitStopsAtTheLimitWithExit3AndResumeFinishes() async throws {
        let users = Self.users(8)
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 5, resetSeconds: 2), users: users)
        let input = try Self.inputFile(users.map(\.login))
        let output = ProcessRun.scratchDirectory() + "/out.jsonl"
        let stopped = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "-o", output, "--no-wait"])
        #expect(stopped.status == 3)
        #expect(stopped.stderr.contains("Error: stopped because the rate limit is used up (--no-wait); 3 users left."), "\(stopped.stderr)")
        #expect(try Self.objects(try String(contentsOfFile: output, encoding: .utf8)).count == 5)
        #expect(fake.repositoryRequests.count == 5, "no request beyond the quota")
        let resumed = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "-o", output, "--resume"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let objects = try Self.objects(try String(contentsOfFile: output, encoding: .utf8))
        #expect(objects.compactMap { $0["user"] as? String } == users.map(\.login))
    }

    @Test func serverErrorsThenSuccessAreRetriedWithinThreeAttempts() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.serverError(502), matching: .login("octocat"), times: 2)
        fake.server.addFault(.serverError(503), matching: .login("torvalds"), times: 3)
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL, "--quiet"], stdin: "octocat\ntorvalds\n")
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").count == 2)
        let objects = try Self.objects(run.stdout)
        #expect(objects.first?["count"] as? Int == 8)
        #expect(objects.last?["error"] as? String == "server_error")
        #expect(fake.repositoryRequests.count == 6)
    }

    @Test func invalidDuplicateAndUnknownUsersAndFieldSelection() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL, "--json", "name,stargazers_count", "--limit", "2", "-q"],
                                          stdin: "# team\noctocat\n\nOCTOCAT\nbad/../name\nnobody-here\n")
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"{"user":"bad/../name","error":"invalid_login","message":"#))
        #expect(lines[1].hasPrefix(#"{"user":"octocat","count":2,"repositories":[{"name":"#))
        #expect(lines[1].contains(#","stargazers_count":"#) && !lines[1].contains("html_url"))
        #expect(lines[2] == #"{"user":"nobody-here","error":"not_found","message":"User 'nobody-here' not found on GitHub."}"#)
        #expect(fake.repositoryRequests.map(\.path) == ["/users/octocat/repos", "/users/nobody-here/repos"])
    }

    @Test func unreadableInputIsBadUsage() async throws {
        let run = try await ProcessRun.ghsearch(["--batch", "/nonexistent/users.txt"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: cannot read '/nonexistent/users.txt'"))
    }
}
