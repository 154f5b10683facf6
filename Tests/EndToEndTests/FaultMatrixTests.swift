import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The network half of the fault matrix in docs/RELIABILITY.md: `ghsearch
/// --once` against a server that misbehaves in every way the issue lists.
/// Each test checks the message, the exit status, that nothing reached
/// standard output that should not (or that what was fetched was kept), and
/// how many requests the server saw (retries, or none).
@Suite(.standardTimeLimit, .sanitizerReports) struct FaultMatrixTests {
    static let octocatRows = 8
    /// Peak memory allowed for a refused body, in MiB. Under a sanitizer
    /// (scripts/sanitizers.sh) freed memory waits in quarantine, every
    /// allocation is padded (ASan) or shadowed (TSan), so the bound there
    /// only catches runaway growth.
    static let memoryCeiling = SanitizerEnvironment.variables.isEmpty ? 100 : 400

    func once(_ login: String, _ fake: FakeServerFixture, _ extra: [String] = [],
              environment: [String: String] = [:]) async throws -> ProcessRun {
        let run = try await ProcessRun.ghsearch(["--once", login, "--api-url", fake.apiURL] + extra, environment: environment)
        #expect(!run.timedOut, "ghsearch never ended")
        return run
    }

    // MARK: No answer at all

    @Test func connectionRefused() async throws {
        let port = try FaultSockets.closedPort()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", "http://127.0.0.1:\(port)"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: Could not connect to http://127.0.0.1:\(port) (offline, or the server is down).\n")
    }

    @Test func connectTimeoutIsBoundedAndRetried() async throws {
        let listener = try FullBacklogListener()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", listener.url, "--timeout", "1"], deadline: 40)
        #expect(!run.timedOut, "the connect timeout did not bound the wait")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: \(listener.url) did not answer in time.\n")
    }

    @Test func acceptsThenNeverAnswersIsBoundedThenRetried() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.neverAnswer, matching: .login("octocat"), times: 1)
        let recovered = try await once("octocat", fake, ["--timeout", "1"])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(recovered.stdout.split(separator: "\n").count == Self.octocatRows)
        #expect(recovered.stderr.isEmpty)
        #expect(fake.repositoryRequests.count == 2)

        fake.server.resetLog()
        fake.server.addFault(.neverAnswer, matching: .login("octocat"), times: nil)
        let failed = try await once("octocat", fake, ["--timeout", "1"])
        #expect(failed.status == 1)
        #expect(failed.stdout.isEmpty)
        #expect(failed.stderr == "Error: \(fake.apiURL) did not answer in time.\n")
        #expect(fake.repositoryRequests.count == 3, "3 attempts in all")
    }

    @Test func closedWithoutAnAnswerIsRetried() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.closeWithoutResponse, matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: The connection to \(fake.apiURL) failed: "))
        #expect(fake.repositoryRequests.count == 3)
    }

    // MARK: A body that goes wrong

    @Test func stallMidBodyIsBoundedThenRetried() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.stalled(afterBytes: 200), matching: .login("octocat"), times: 1)
        let recovered = try await once("octocat", fake, ["--timeout", "1"])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(recovered.stdout.split(separator: "\n").count == Self.octocatRows)
        #expect(fake.repositoryRequests.count == 2)

        fake.server.resetLog()
        fake.server.addFault(.stalled(afterBytes: 200), matching: .login("octocat"), times: nil)
        let failed = try await once("octocat", fake, ["--timeout", "1"])
        #expect(failed.status == 1)
        #expect(failed.stdout.isEmpty)
        #expect(failed.stderr == "Error: \(fake.apiURL) did not answer in time.\n")
        #expect(fake.repositoryRequests.count == 3)
    }

    @Test func truncatedBodyIsRetried() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.truncated(afterBytes: 300), matching: .login("octocat"), times: 1)
        let recovered = try await once("octocat", fake)
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(recovered.stdout.split(separator: "\n").count == Self.octocatRows)
        #expect(fake.repositoryRequests.count == 2)

        fake.server.resetLog()
        fake.server.addFault(.truncated(afterBytes: 300), matching: .login("octocat"), times: nil)
        let failed = try await once("octocat", fake)
        #expect(failed.status == 1)
        #expect(failed.stdout.isEmpty)
        #expect(failed.stderr.hasPrefix("Error: The connection to \(fake.apiURL) failed: "))
        #expect(fake.repositoryRequests.count == 3)
    }

    @Test func invalidJSONIsAClearFailureNotRetried() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.invalidJSON, matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: Unexpected answer from \(fake.apiURL): the server's answer is not JSON.\n")
        #expect(fake.repositoryRequests.count == 1)
    }

    @Test func anObjectWhereTheArrayBelongsIsAClearFailure() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.objectInsteadOfArray, matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: Unexpected answer from \(fake.apiURL): the server answered with something other than a list of repositories: this is an object.\n")
        #expect(fake.repositoryRequests.count == 1)
    }

    @Test func aHundredMegabyteBodyIsRefusedPastTheCapInBoundedMemory() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.hugeBody(bytes: 100 << 20), matching: .login("octocat"), times: nil)
        let run = try await PeakMemoryRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: The answer from \(fake.apiURL) was larger than 32 MB; refused.\n")
        #expect(fake.repositoryRequests.count == 1, "a refused body is not fetched again")
        #expect((2..<Self.memoryCeiling).contains(run.peakMegabytes), "ghsearch held \(run.peakMegabytes) MiB (0 or 1: never sampled)")
    }

    @Test func aGzipBombIsRefusedInBoundedMemory() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.gzipBomb(inflatedBytes: 200 << 20), matching: .login("octocat"), times: nil)
        let run = try await PeakMemoryRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: The answer from \(fake.apiURL) was larger than 32 MB; refused.\n")
        #expect(fake.repositoryRequests.count == 1, "a refused body is not fetched again")
        #expect((2..<Self.memoryCeiling).contains(run.peakMegabytes), "ghsearch held \(run.peakMegabytes) MiB (0 or 1: never sampled)")
    }

    // MARK: Statuses

    @Test func errors500Then503ThenSuccess() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.serverError(500), matching: .login("octocat"), times: 1)
        fake.server.addFault(.serviceUnavailable, matching: .login("octocat"), times: 1)
        let run = try await once("octocat", fake)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == Self.octocatRows)
        #expect(run.stderr.isEmpty)
        #expect(fake.repositoryRequests.map(\.responseStatus) == [500, 503, 200])
    }

    @Test func unicornPageOnEveryAttemptIsAServerError() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.serviceUnavailable, matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: GitHub answered 503 (server error) to every attempt; try again later.\n")
        #expect(fake.repositoryRequests.count == 3)
    }

    @Test func badTokenIs401NotRetriedAndNeverPrinted() async throws {
        let fake = try FakeServerFixture()
        let token = "ghp_revokedTOKEN0987654321"
        fake.server.rejectToken(token)
        let run = try await once("octocat", fake, environment: ["GH_TOKEN": token])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: GitHub refused the token (Bad credentials). Check GH_TOKEN / GITHUB_TOKEN.\n")
        #expect(fake.repositoryRequests.count == 1)
    }

    @Test func primaryLimitAs429Exits3() async throws {
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 1, resetSeconds: 600, exceededStatus: 429))
        #expect(try await once("octocat", fake).status == 0)
        let run = try await once("octocat", fake, environment: ["TZ": "UTC"])
        #expect(run.status == 3)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: GitHub's rate limit is used up (0/1 left); it resets at "))
        #expect(fake.repositoryRequests.map(\.responseStatus) == [200, 429], "never retried")
    }

    @Test(arguments: [(60, "wait 60 s before trying again."), (nil, "wait a minute before trying again.")] as [(Int?, String)])
    func secondaryLimitExits3(retryAfter: Int?, advice: String) async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.secondaryRateLimit(retryAfter: retryAfter), matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake)
        #expect(run.status == 3)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: GitHub's secondary rate limit was hit; \(advice)\n")
        #expect(fake.repositoryRequests.count == 1, "never retried")
    }

    // MARK: Link headers

    @Test func malformedLinkEndsThePagination() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.link(#"<https://x; rel="next", garbage>>;;rel=,<>; rel="next""#), matching: .login("user250"), times: 1)
        let run = try await once("user250", fake, ["--jobs", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 100)
        #expect(fake.repositoryRequests.count == 1)
    }

    @Test func linkBackToTheSamePageIsALoop() async throws {
        let fake = try FakeServerFixture()
        let first = fake.server.url("/users/user250/repos?per_page=100")
        fake.server.addFault(.link("<\(first)>; rel=\"next\""), matching: .login("user250"), times: nil)
        let run = try await once("user250", fake, ["--jobs", "1"])
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").count == 100, "what was fetched is kept")
        #expect(run.stderr == "Error: The server's pagination links go round in circles (back to \(first)). Printed the 100 repositories fetched before that.\n")
        #expect(fake.repositoryRequests.count == 1)
    }

    @Test func linkBackToAnEarlierPageIsALoopWithoutDuplicates() async throws {
        let fake = try FakeServerFixture()
        let id = 90_000_250
        let page1 = fake.server.url("/user/\(id)/repos?per_page=100&page=1")
        // Page 2 links back to page 1 under another URL (by numeric id): the same page again.
        fake.server.addFault(.link("<\(page1)>; rel=\"next\""),
                             matching: RequestMatcher(login: "user250", page: 2), times: nil)
        let run = try await once("user250", fake, ["--jobs", "1"])
        #expect(run.status == 1)
        let names = run.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(Set(names).count == names.count, "no repository printed twice")
        #expect(names.count == 200)
        #expect(run.stderr == "Error: The server's pagination links go round in circles (back to \(page1)). Printed the 200 repositories fetched before that.\n")
        #expect(fake.repositoryRequests.count == 3)
    }

    /// No API lives at another origin: a `Link` there is not followed at all
    /// (a hostile server must not choose where ghsearch sends requests —
    /// a cloud metadata address, say), and the message names where it led.
    @Test(arguments: ["other port", "http://169.254.169.254/latest/meta-data/", "https://127.0.0.1"])
    func linkToAnotherOriginIsNotFollowed(_ target: String) async throws {
        let fake = try FakeServerFixture()
        let other = try FakeServerFixture()
        let token = "ghp_linkTOKEN1122334455"
        let url = target == "other port" ? other.server.url("/user/90000250/repos?per_page=100&page=2")
            : target == "https://127.0.0.1" ? fake.apiURL.replacingOccurrences(of: "http:", with: "https:") + "/user/90000250/repos?page=2"
            : target
        fake.server.addFault(.link("<\(url)>; rel=\"next\""), matching: .login("user250"), times: 1)
        let run = try await once("user250", fake, ["--jobs", "1"], environment: ["GH_TOKEN": token])
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").count == 100, "what was fetched is printed")
        #expect(run.stderr == "Error: The server's pagination link leads away from \(fake.apiURL) (to \(url)); not followed. Printed the 100 repositories fetched before that.\n")
        #expect(fake.repositoryRequests.count == 1)
        #expect(other.server.requests.isEmpty)

        fake.server.addFault(.link("<\(url)>; rel=\"next\""), matching: .login("user250"), times: 1)
        let batch = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL, "-q"], stdin: "user250\n")
        #expect(batch.status == 1)
        let record = try #require(try BatchTests.objects(batch.stdout).first)
        #expect(record["error"] as? String == "invalid_response")
        #expect(other.server.requests.isEmpty)
    }

    // MARK: Redirects

    @Test(arguments: [301, 307])
    func redirectToAnotherOriginIsNotFollowed(status: Int) async throws {
        let fake = try FakeServerFixture()
        let other = try FakeServerFixture()
        let token = "ghp_redirectTOKEN5566778899"
        let target = other.server.url("/users/octocat/repos?per_page=100")
        fake.server.addFault(.redirect(status, to: target), matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake, environment: ["GH_TOKEN": token])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: \(fake.apiURL) redirected to another host (\(target)); not followed.\n")
        #expect(fake.repositoryRequests.map(\.responseStatus) == [status], "not retried")
        #expect(other.server.requests.isEmpty)
    }

    /// A redirect to a host that is down is not tried either, so no message
    /// can blame the API for it.
    @Test func redirectToADownHostNamesThatHost() async throws {
        let fake = try FakeServerFixture()
        let port = try FaultSockets.closedPort()
        let target = "http://127.0.0.1:\(port)/users/octocat/repos"
        fake.server.addFault(.redirect(302, to: target), matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: \(fake.apiURL) redirected to another host (\(target)); not followed.\n")
    }

    @Test func redirectToTheSameHostKeepsTheToken() async throws {
        let fake = try FakeServerFixture()
        let token = "ghp_sameHostTOKEN00112233"
        fake.server.addFault(.redirect(301, to: "/api/v3/users/octocat/repos?per_page=100"), matching: RequestMatcher(path: "/users/octocat/repos"), times: 1)
        let run = try await once("octocat", fake, environment: ["GH_TOKEN": token])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(fake.repositoryRequests.count == 2)
        #expect(fake.repositoryRequests.allSatisfy { $0.headers["authorization"] == "Bearer \(token)" })
    }

    @Test func redirectLoopEnds() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.redirect(307, to: fake.server.url("/users/octocat/repos?per_page=100")), matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: Too many redirects from \(fake.apiURL).\n")
        #expect(fake.repositoryRequests.count == 6, "the first request and 5 redirects")
    }

    @Test func redirectToAnotherSchemeIsRefused() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.redirect(302, to: "file:///etc/passwd"), matching: .login("octocat"), times: nil)
        let run = try await once("octocat", fake)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: Unexpected answer 302 from \(fake.apiURL): redirect without a usable Location\n")
        #expect(fake.repositoryRequests.count == 1)
    }
}
