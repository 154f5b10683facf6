import FakeGitHub
import Foundation
import Testing
import TestSupport

/// A token that cannot be one (docs/RELIABILITY.md, "Secrets"): refused
/// where it is read, before any request, with exit 64 and a message that
/// names where it came from and never shows it — in every mode.
@Suite(.standardTimeLimit, .sanitizerReports) struct TokenValidationTests {
    static let secret = "SECRETpart"

    static func message(_ subject: String, _ why: String) -> String {
        "Error: \(subject): \(why). GitHub's tokens are letters, digits and '_' (ghp_…, github_pat_…). Nothing was sent.\n"
    }

    @Test(arguments: [
        ("GH_TOKEN", "abc\u{1B}[2J\(secret)", "character 4 is a control character"),
        ("GH_TOKEN", "abc\t\(secret)", "character 4 is white space"),
        ("GH_TOKEN", "abc \(secret)", "character 4 is white space"),
        ("GITHUB_TOKEN", "abc\r\n\(secret)", "character 4 is white space"),
        ("GITHUB_TOKEN", "ghp_\(secret)…", "character 15 is not ASCII"),
    ])
    func onceRefusesItByNameBeforeAnyRequest(_ variable: String, _ value: String, _ why: String) async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: [variable: value])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == Self.message("\(variable) does not hold a usable token", why))
        #expect(fake.server.requests.isEmpty, "nothing was sent")
    }

    @Test func aBadGHTokenIsNotPassedOverForGITHUBTOKEN() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL],
                                                environment: ["GH_TOKEN": "a\nb", "GITHUB_TOKEN": "ghp_good"])
        #expect(run.status == 64)
        #expect(run.stderr == Self.message("GH_TOKEN does not hold a usable token", "character 2 is white space"))
        #expect(fake.server.requests.isEmpty)
    }

    @Test func theEndsAShellLeavesAreTrimmedAndTheTokenIsSent() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL],
                                                environment: ["GH_TOKEN": " ghp_good\r\n", "GITHUB_TOKEN": "x y"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(fake.repositoryRequests.map { $0.headers["Authorization"] } == ["Bearer ghp_good"])
    }

    @Test func batchRefusesItBeforeAnyRequest() async throws {
        let fake = try FakeServerFixture()
        let output = ProcessRun.scratchDirectory() + "/out.jsonl"
        for api in ["rest", "graphql"] {
            let run = try await ProcessRun.ghsearch(["--batch", "-", "-o", output, "--api", api, "--api-url", fake.apiURL],
                                                    environment: ["GH_TOKEN": "abc\u{1B}]52;c;\(Self.secret)\u{7}"], stdin: "octocat\n")
            #expect(run.status == 64, "\(api)")
            #expect(run.stderr == Self.message("GH_TOKEN does not hold a usable token", "character 4 is a control character"))
            #expect(!run.stderr.contains(Self.secret))
        }
        #expect(fake.server.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// What `gh auth token` prints is checked the same way, naming it.
    @Test func aTokenFromGHAuthTokenIsCheckedToo() async throws {
        let fake = try FakeServerFixture()
        let bin = ProcessRun.scratchDirectory()
        let gh = bin + "/gh"
        func fakeGH(printing text: String) throws {
            try "#!/bin/sh\nprintf '\(text)'\n".write(toFile: gh, atomically: true, encoding: .utf8)
            chmod(gh, 0o755)
        }
        // gh knows the host and keeps its token in a keyring: it is asked.
        try "127.0.0.1:\n    user: mona\n".write(toFile: bin + "/hosts.yml", atomically: true, encoding: .utf8)
        let environment = ["PATH": bin + ":/usr/bin:/bin", "GH_CONFIG_DIR": bin]
        try fakeGH(printing: "ghp_abc\\033[2J\(Self.secret)\\n")
        let bad = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: environment)
        #expect(bad.status == 64)
        #expect(bad.stderr == Self.message("'gh auth token' printed something that is not a usable token", "character 8 is a control character"))
        #expect(fake.server.requests.isEmpty)

        try fakeGH(printing: "ghp_fromgh\\n")
        let good = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: environment)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(fake.repositoryRequests.map { $0.headers["Authorization"] } == ["Bearer ghp_fromgh"])
    }

    /// A token in gh's `hosts.yml` is checked the same way, naming the file.
    @Test func aTokenFromGhsHostsFileIsCheckedToo() async throws {
        let fake = try FakeServerFixture()
        let config = ProcessRun.scratchDirectory()
        try "127.0.0.1:\n    user: mona\n    oauth_token: \"ghp_abc\u{1B}[2J\(Self.secret)\"\n"
            .write(toFile: config + "/hosts.yml", atomically: true, encoding: .utf8)
        let bad = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["GH_CONFIG_DIR": config])
        #expect(bad.status == 64)
        #expect(bad.stderr == Self.message("\(config)/hosts.yml does not hold a usable token", "character 8 is a control character"))
        #expect(fake.server.requests.isEmpty)
    }

    /// The interactive mode refuses it before the screen is taken: the
    /// message is on the terminal, the exit status 64, the terminal as it was.
    @Test(.enabled(if: TmuxSession.isAvailable))
    func theInteractiveModeRefusesItBeforeTheScreen() async throws {
        let fake = try FakeServerFixture()
        let shell = try await PickTests.Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["octocat"], environment: ["GH_TOKEN": "abc def"])
        let result = try await shell.finished()
        #expect(result.status == 64 && result.out == "" && result.sttySame)
        #expect(try await shell.tmux.screen().contains { $0.contains("GH_TOKEN does not hold a usable token: character 4 is white space.") })
        #expect(fake.server.requests.isEmpty)
    }

    @Test func koreanSaysTheSame() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL, "--lang", "ko"],
                                                environment: ["GITHUB_TOKEN": "a\u{1B}b"])
        #expect(run.status == 64)
        #expect(run.stderr == "오류: GITHUB_TOKEN의 값은 쓸 수 있는 토큰이 아닙니다: 2번째 글자가 제어 문자입니다. GitHub 토큰은 영문자, 숫자, '_'로 이루어집니다 (ghp_…, github_pat_…). 아무 요청도 보내지 않았습니다.\n")
    }
}
