import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The token, through every fault: it never appears in any output, message
/// or file ghsearch writes, and it never reaches another host, neither by a
/// redirect nor by a `Link` (neither is followed to another origin at all).
@Suite(.standardTimeLimit, .sanitizerReports) struct FaultSecretsTests {
    static let token = "ghp_SECRETsecret0123456789abcdefXYZ"

    /// Every way a run can end, each against its own misbehaving server.
    static var scenarios: [(name: String, arguments: [String], stage: (FakeServerFixture, FakeServerFixture) -> Void)] { [
        ("found", ["--once", "octocat"], { _, _ in }),
        ("json", ["--once", "octocat", "--json"], { _, _ in }),
        ("unknown user", ["--once", "nobody-here"], { _, _ in }),
        ("bad usage", ["--once", "octocat", "--limt", "3"], { _, _ in }),
        ("bad credentials", ["--once", "octocat"], { fake, _ in fake.server.rejectToken(token) }),
        ("server errors", ["--once", "octocat"], { fake, _ in fake.server.addFault(.serverError(500), times: nil) }),
        ("truncated", ["--once", "octocat"], { fake, _ in fake.server.addFault(.truncated(afterBytes: 100), times: nil) }),
        ("invalid JSON", ["--once", "octocat"], { fake, _ in fake.server.addFault(.invalidJSON, times: nil) }),
        ("no answer", ["--once", "octocat", "--timeout", "1"], { fake, _ in fake.server.addFault(.neverAnswer, times: nil) }),
        ("rate limited", ["--once", "octocat"], { fake, _ in fake.server.setQuota(QuotaConfiguration(limit: 0)) }),
        ("secondary limit", ["--once", "octocat"], { fake, _ in fake.server.addFault(.secondaryRateLimit(retryAfter: 30), times: nil) }),
        ("redirect 301 to another host", ["--once", "octocat"], { fake, other in
            fake.server.addFault(.redirect(301, to: other.server.url("/users/octocat/repos?per_page=100")), times: nil) }),
        ("redirect 307 to another host", ["--once", "octocat"], { fake, other in
            fake.server.addFault(.redirect(307, to: other.server.url("/users/octocat/repos?per_page=100")), times: nil) }),
        ("Link to another host", ["--once", "user250", "--jobs", "1"], { fake, other in
            fake.server.addFault(.link("<\(other.server.url("/user/90000250/repos?per_page=100&page=2"))>; rel=\"next\""), times: 1) }),
        ("Link to another host that fails", ["--once", "user250", "--jobs", "1"], { fake, other in
            fake.server.addFault(.link("<\(other.server.url("/user/90000250/repos?per_page=100&page=2"))>; rel=\"next\""), times: 1)
            other.server.addFault(.badCredentials, times: nil) }),
    ] }

    @Test(arguments: ["GH_TOKEN", "GITHUB_TOKEN"])
    func theTokenNeverLeaks(variable: String) async throws {
        let home = ProcessRun.scratchDirectory()
        let environment = [variable: Self.token, "HOME": home, "XDG_CACHE_HOME": home + "/cache",
                           "XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config"]
        for scenario in Self.scenarios {
            let fake = try FakeServerFixture(), other = try FakeServerFixture()
            scenario.stage(fake, other)
            let run = try await ProcessRun.ghsearch(scenario.arguments + ["--api-url", fake.apiURL], environment: environment)
            #expect(!run.timedOut, "\(scenario.name)")
            for text in [run.stdout, run.stderr] {
                #expect(!text.contains(Self.token) && !text.contains("Bearer"), "\(scenario.name): the token was printed")
            }
            let sentElsewhere = other.server.requests.filter { request in
                request.target.contains(Self.token) || request.headers.fields.contains { $0.value.contains(Self.token) }
            }
            #expect(sentElsewhere.isEmpty, "\(scenario.name): the token went to another host")
            #expect(fake.server.requests.allSatisfy { !$0.target.contains(Self.token) }, "\(scenario.name): the token is in a URL")
        }
        let leakingFiles = try Self.filesHoldingTheToken(under: home)
        #expect(leakingFiles.isEmpty, "files holding the token: \(leakingFiles)")
    }

    /// A batch writes files of its own (the output, the response cache), so
    /// they are searched too, through answers of every kind in one run: found,
    /// paged, unknown, an invalid id, 5xx to the end, invalid JSON, a truncated
    /// body, a `Link` to another host, and a 401 (which ends the batch).
    @Test func theTokenNeverLeaksFromABatch() async throws {
        let home = ProcessRun.scratchDirectory()
        let environment = ["GH_TOKEN": Self.token, "HOME": home, "XDG_CACHE_HOME": home + "/cache",
                           "XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config"]
        let fake = try FakeServerFixture(), other = try FakeServerFixture()
        fake.server.addFault(.badCredentials, matching: .login("torvalds"), times: nil)
        fake.server.addFault(.serverError(502), matching: .login("scotteg"), times: nil)
        fake.server.addFault(.invalidJSON, matching: .login("empty"), times: nil)
        fake.server.addFault(.truncated(afterBytes: 100), matching: .login("hostile"), times: nil)
        fake.server.addFault(.link("<\(other.server.url("/user/90000250/repos?per_page=100&page=2"))>; rel=\"next\""),
                             matching: .login("user250"), times: 1)
        let input = home + "/users.txt", output = home + "/out.jsonl"
        // The 401 comes last: a refused token rightly stops a batch.
        let logins = ["octocat", "nobody-here", "bad/id", "scotteg", "empty", "hostile", "user250", "torvalds"]
        try Data(logins.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: input))
        let run = try await ProcessRun.ghsearch(["--batch", input, "--output", output, "--api-url", fake.apiURL, "--api", "rest"],
                                                environment: environment, deadline: 90)
        #expect(!run.timedOut)
        #expect(run.status == 1, "some users failed: \(run.stderr)")
        let written = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        #expect(written.split(separator: "\n").count == logins.count, "every user has its line: \(written)\n\(run.stderr)")
        for text in [run.stdout, run.stderr, written] {
            #expect(!text.contains(Self.token) && !text.contains("Bearer"), "the token was printed")
        }
        let leakingFiles = try Self.filesHoldingTheToken(under: home)
        #expect(leakingFiles.isEmpty, "files holding the token: \(leakingFiles)")
        #expect(try Self.files(under: home + "/cache").count > 0, "the cache was written, so it was searched")
        #expect(other.server.requests.isEmpty, "the Link to the other host was not followed")
        #expect(fake.repositoryRequests.contains { $0.headers["authorization"] == "Bearer \(Self.token)" })
    }

    /// The same through GraphQL (`--api auto` with a token): a query that
    /// fails once, an unknown user, an invalid id, a paged user; then the
    /// token refused.
    @Test func theTokenNeverLeaksFromAGraphQLBatch() async throws {
        let home = ProcessRun.scratchDirectory()
        let environment = ["GH_TOKEN": Self.token, "HOME": home, "XDG_CACHE_HOME": home + "/cache",
                           "XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config"]
        let fake = try FakeServerFixture()
        fake.server.addFault(.serverError(500), matching: RequestMatcher(path: "/graphql"), times: 1)
        let input = home + "/users.txt", output = home + "/out.jsonl"
        try Data("octocat\nnobody-here\nbad/id\nuser250\n".utf8).write(to: URL(fileURLWithPath: input))
        let run = try await ProcessRun.ghsearch(["--batch", input, "--output", output, "--api-url", fake.apiURL],
                                                environment: environment, deadline: 90)
        #expect(run.status == 1, "two users failed: \(run.stderr)")
        fake.server.rejectToken(Self.token)
        let refused = try await ProcessRun.ghsearch(["--batch", input, "--api-url", fake.apiURL], environment: environment, deadline: 90)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("GitHub refused the token (Bad credentials)"), "\(refused.stderr)")
        let written = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        #expect(written.split(separator: "\n").count == 4)
        for text in [run.stdout, run.stderr, written, refused.stdout, refused.stderr] {
            #expect(!text.contains(Self.token) && !text.contains("Bearer"), "the token was printed")
        }
        #expect(try Self.filesHoldingTheToken(under: home).isEmpty)
        let queries = fake.server.requests.filter { $0.path == "/graphql" }
        #expect(queries.count >= 3 && queries.allSatisfy { $0.headers["authorization"] == "Bearer \(Self.token)" })
        #expect(queries.allSatisfy { !$0.target.contains(Self.token) && !String(decoding: $0.body, as: UTF8.self).contains(Self.token) })
    }

    @Test func theTokenIsSentToTheAPIHostItself() async throws {
        // The other half of the proof: the test above would pass if no token were ever sent.
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["GH_TOKEN": Self.token])
        #expect(run.status == 0)
        #expect(fake.repositoryRequests.map { $0.headers["authorization"] } == ["Bearer \(Self.token)"])
    }

    static func filesHoldingTheToken(under root: String) throws -> [String] {
        try files(under: root).filter { path in
            (try? Data(contentsOf: URL(fileURLWithPath: path)))
                .map { String(decoding: $0, as: UTF8.self).contains(token) } ?? false
        }
    }

    static func files(under root: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.map { root + "/" + $0 }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}
