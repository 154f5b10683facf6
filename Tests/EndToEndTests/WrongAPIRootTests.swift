import FakeGitHub
import Foundation
import Testing
import TestSupport

/// A wrong `--api-url` (GitLab's `/api/v4`, a web server) is named as such
/// in every mode, not taken for an unknown user (docs/RELIABILITY.md,
/// "Answers"); GitHub's own 404 still means one (`OnceTests`).
@Suite(.standardTimeLimit, .sanitizerReports) struct WrongAPIRootTests {
    static func foreign(_ kind: ForeignServer) throws -> FakeServerFixture {
        let fake = try FakeServerFixture()
        fake.server.setForeignServer(kind)
        return fake
    }

    @Test(arguments: ForeignServer.allCases)
    func onceSaysTheRootIsNotGitHubs(_ kind: ForeignServer) async throws {
        let fake = try Self.foreign(kind)
        let root = fake.apiURL + "/api/v4"
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", root])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "Error: \(root) does not look like a GitHub API root; check --api-url.\n")
        #expect(fake.server.requests.count == 1, "not retried")
    }

    @Test(arguments: [ForeignServer.gitLab, .webPage])
    func aSearchSaysItToo(_ kind: ForeignServer) async throws {
        let fake = try Self.foreign(kind)
        let root = fake.apiURL + "/api/v4"
        let run = try await ProcessRun.ghsearch(["--once", "--search", "language:swift", "--api-url", root])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: \(root) does not look like a GitHub API root; check --api-url.\n")
    }

    @Test func koreanSaysTheSame() async throws {
        let fake = try Self.foreign(.gitLab)
        let root = fake.apiURL + "/api/v4"
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", root, "--lang", "ko"])
        #expect(run.status == 1)
        #expect(run.stderr == "오류: \(root)은(는) GitHub API 루트로 보이지 않습니다; --api-url을 확인하세요.\n")
    }

    @Test(arguments: [("rest", ForeignServer.gitLab), ("graphql", .gitLab), ("graphql", .webPage)])
    func aBatchSaysItForEachUser(_ api: String, _ kind: ForeignServer) async throws {
        let fake = try Self.foreign(kind)
        let root = fake.apiURL + "/api/v4"
        let output = ProcessRun.scratchDirectory() + "/out.jsonl"
        let run = try await ProcessRun.ghsearch(["--batch", "-", "-o", output, "--api", api, "--api-url", root, "--jobs", "1"],
                                                environment: ["GH_TOKEN": "ghp_0123456789abcdef"], stdin: "octocat\nscotteg\n")
        #expect(run.status == 1)
        let message = "\(root) does not look like a GitHub API root; check --api-url."
        #expect(PeakMemoryRun.text(output) == """
            {"user":"octocat","error":"invalid_response","message":"\(message)"}
            {"user":"scotteg","error":"invalid_response","message":"\(message)"}

            """)
    }

    @Test(.enabled(if: TmuxSession.isAvailable))
    func theInteractiveStatusLineSaysIt() async throws {
        let fake = try Self.foreign(.notFoundPage)
        let root = fake.apiURL + "/api/v4"
        let tmux = try await TmuxSession.start([Binary.ghsearch, "--api-url", root, "octocat"],
                                               environment: ["HOME": ProcessRun.scratchDirectory(), "XDG_STATE_HOME": ProcessRun.scratchDirectory(),
                                                             "XDG_CACHE_HOME": ProcessRun.scratchDirectory()],
                                               width: 160, height: 24)
        defer { tmux.close() }
        try await tmux.expectScreen("the wrong root named") { screen in
            screen.contains { $0.contains("does not look like a GitHub API root; check --api-url.") }
        }
        #expect(!(try await tmux.screen()).contains { $0.contains("not found on GitHub") })
    }
}
