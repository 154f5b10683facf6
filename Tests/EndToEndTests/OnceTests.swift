import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `ghsearch --once` run as a built binary against the loopback fake GitHub.
@Suite(.standardTimeLimit, .sanitizerReports) struct OnceTests {
    @Test func piedOutputIsTabSeparatedNameAndURL() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 8)
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(fields.count == 2 && fields[1] == "https://github.com/octocat/\(fields[0])")
        }
        #expect(run.stderr.isEmpty)
    }

    @Test func allPagesOfA250RepositoryUserOnATerminal() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearchOnTerminal(["--once", "user250", "--api-url", fake.apiURL])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("250 Repositories") == true)
        #expect(lines.filter { $0.contains("https://github.com/user250/") }.count == 250)
        // 3 pages of 100: page 1 as asked, pages 2 and 3 exactly as GitHub's Link gives them.
        let requests = fake.repositoryRequests
        #expect(requests.count == 3)
        #expect(requests.map(\.target).sorted() == [
            "/user/\(try userID("user250", fake))/repos?per_page=100&page=2",
            "/user/\(try userID("user250", fake))/repos?per_page=100&page=3",
            "/users/user250/repos?per_page=100",
        ])
    }

    @Test func serialPagesReuseOneConnection() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "user250", "--api-url", fake.apiURL, "--jobs", "1"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 250)
        #expect(fake.repositoryRequests.count == 3)
        #expect(Set(fake.repositoryRequests.map(\.connectionID)).count == 1)
    }

    @Test func limitStopsFetchingPages() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "user250", "--api-url", fake.apiURL, "--limit", "120"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 120)
        #expect(fake.repositoryRequests.count == 2)
    }

    @Test func unknownUserExits2() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "nobody-here", "--api-url", fake.apiURL])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: User 'nobody-here' not found on GitHub.\n")
        #expect(fake.repositoryRequests.count == 1, "a 404 is never retried")
    }

    @Test func rateLimitedExits3WithTheResetTime() async throws {
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 1, resetSeconds: 600))
        #expect(try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL]).status == 0)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["TZ": "UTC"])
        #expect(run.status == 3)
        #expect(run.stderr.hasPrefix("Error: GitHub's rate limit is used up (0/1 left); it resets at "))
        #expect(run.stderr.contains("(in 9m") || run.stderr.contains("(in 10m"))
        #expect(fake.repositoryRequests.count == 2, "a rate-limited request is never retried")
    }

    @Test func serverErrorsAreRetriedThreeTimesInAll() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.serverError(502), matching: .login("octocat"), times: 2)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 8)
        #expect(fake.repositoryRequests.count == 3)

        fake.server.resetLog()
        fake.server.addFault(.serverError(502), matching: .login("octocat"), times: nil)
        let failing = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        #expect(failing.status == 1)
        #expect(failing.stderr == "Error: GitHub answered 502 (server error) to every attempt; try again later.\n")
        #expect(fake.repositoryRequests.count == 3)
    }

    @Test func jsonIsValidAndSelectsFields() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "scotteg", "--api-url", fake.apiURL, "--json", "name,html_url,stargazers_count"])
        #expect(run.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 34)
        #expect(array.allSatisfy { Set($0.keys) == ["name", "html_url", "stargazers_count"] })

        let all = try await ProcessRun.ghsearch(["--once", "hostile", "--api-url", fake.apiURL, "--json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 6)
        #expect(!all.stdout.contains("\u{1b}"), "control characters are escaped in JSON")
    }

    @Test func sortByStarsIsDoneLocally() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "scotteg", "--api-url", fake.apiURL, "--sort", "stars", "--json", "stargazers_count", "--limit", "5"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Int]])
        let stars = array.compactMap { $0["stargazers_count"] }
        #expect(stars.count == 5 && stars == stars.sorted(by: >))
    }

    @Test(arguments: ["../x", "a/b", "a?b=c", "a#b", "%2F", "a b", "..", "한국어", String(repeating: "x", count: 10_000), "a\u{1b}[31mb"])
    func hostileIdsNeverReachTheServer(_ id: String) async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", id, "--api-url", fake.apiURL])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: '"))
        #expect(!run.stderr.contains("\u{1b}"))
        #expect(fake.server.requests.isEmpty)
    }

    @Test(arguments: ["foo-", "Roger--Han", "a_b"])
    func legacyNamesAreSentAsOnePathSegment(_ id: String) async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", id, "--api-url", fake.apiURL])
        #expect(run.status == 2)
        #expect(fake.repositoryRequests.map(\.pathSegments) == [["users", id, "repos"]])
    }

    @Test func hostileRepositoryTextNeverReachesTheTerminal() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearchOnTerminal(["--once", "hostile", "--api-url", fake.apiURL], columns: 120,
                                                    environment: ["NO_COLOR": "1"])
        #expect(run.status == 0)
        #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        let piped = try await ProcessRun.ghsearch(["--once", "hostile", "--api-url", fake.apiURL])
        #expect(!piped.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) })
    }

    @Test func tokenGoesOnlyToTheAPIAndIsNeverPrinted() async throws {
        let fake = try FakeServerFixture()
        let token = "ghp_secretTOKEN1234567890"
        // Page 2's link points at another origin (another host name for the same address counts as another
        // origin): not followed, so the token cannot go there.
        fake.server.addFault(.link("<http://localhost:\(fake.server.port)/user/1/repos?page=2>; rel=\"next\""), matching: .login("octocat"), times: 1)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL, "--jobs", "1"], environment: ["GH_TOKEN": token])
        let first = try #require(fake.repositoryRequests.first)
        #expect(first.headers["authorization"] == "Bearer \(token)")
        #expect(fake.repositoryRequests.count == 1)
        #expect(run.status == 1)
        #expect(!run.stdout.contains(token) && !run.stderr.contains(token))
    }

    @Test func badUsageExits64AndHelpExits0() async throws {
        let bad = try await ProcessRun.ghsearch(["--once", "x", "--limt", "3"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "Error: Unknown option '--limt'. Did you mean '--limit'?\nUsage: ghsearch [<id>] | --once <id> | --batch <file> [<options>]\n  See 'ghsearch --help' for more information.\n")
        let help = try await ProcessRun.ghsearch(["--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW:") && help.stderr.isEmpty)
        let version = try await ProcessRun.ghsearch(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("ghsearch "))
    }

    @Test func offlineIsAClearFailure() async throws {
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", "http://nonexistent.invalid"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: Could not find the host of http://nonexistent.invalid"))
    }

    private func userID(_ login: String, _ fake: FakeServerFixture) throws -> Int {
        try #require(BuiltInDataSet.users.first { $0.login == login }?.id)
    }
}
