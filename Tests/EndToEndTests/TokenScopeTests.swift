import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Where the token goes (docs/RELIABILITY.md, "Secrets"): not into the
/// environment of any program ghsearch starts, and not into any text that
/// reaches a terminal or a file, even when a server quotes it back.
/// (The cache files' modes are in `CacheFaultTests`.)
@Suite(.standardTimeLimit, .sanitizerReports) struct TokenScopeTests {
    static let token = "ghp_QUOTEDtoken0123456789abcdefXYZ"
    static let quoting = ScriptedResponse.json(status: 403, #"{"message":"Refused header Authorization: Bearer \#(token) (token \#(token))"}"#)

    @Test(.enabled(if: TmuxSession.isAvailable))
    func theBrowserGetsNoTokenInItsEnvironment() async throws {
        let fake = try FakeServerFixture()
        let dir = ProcessRun.scratchDirectory()
        let script = dir + "/browser"
        try "#!/bin/sh\nenv > \(dir)/env.tmp && mv \(dir)/env.tmp \(dir)/env\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat"], width: 110, height: 24, environment: [
            "BROWSER": script, "GH_TOKEN": Self.token, "GITHUB_TOKEN": Self.token + "2", "GH_ENTERPRISE_TOKEN": Self.token + "3",
            "KEEP_ME": "yes",
        ])
        defer { tmux.close() }
        try await tmux.expectScreen("8 Repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("Down", "C-o")
        #expect(await fake.waitUntil(timeout: standardWait) { _ in FileManager.default.fileExists(atPath: dir + "/env") },
                "the browser was started")
        let environment = try? String(contentsOfFile: dir + "/env", encoding: .utf8)
        let lines = environment?.split(separator: "\n") ?? []
        #expect(lines.contains("KEEP_ME=yes"), "the rest of the environment is kept")
        #expect(!lines.contains { $0.hasPrefix("GH_TOKEN=") || $0.hasPrefix("GITHUB_TOKEN=") || $0.hasPrefix("GH_ENTERPRISE_TOKEN=") })
        #expect(environment?.contains(Self.token) == false)
    }

    @Test func aServerMessageQuotingTheTokenIsRedactedOnceAndInABatch() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(Self.quoting, matching: .login("octocat"), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["GH_TOKEN": Self.token])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: GitHub refused the request (403): Refused header Authorization: Bearer [redacted] (token [redacted])\n")

        let output = ProcessRun.scratchDirectory() + "/out.jsonl"
        let batch = try await ProcessRun.ghsearch(["--batch", "-", "-o", output, "--api", "rest", "--api-url", fake.apiURL],
                                                  environment: ["GH_TOKEN": Self.token],
                                                  stdin: "octocat\n")
        #expect(batch.status == 1)
        let written = PeakMemoryRun.text(output)
        #expect(written.contains("Bearer [redacted]") && !written.contains(Self.token), "\(written)")
        #expect(!batch.stderr.contains(Self.token))
    }

    /// The neighbour: the token in the data itself (a description), in every output form.
    @Test(arguments: [[], ["--json"]])
    func theTokenInRepositoryDataIsRedacted(_ extra: [String]) async throws {
        let body = #"[{"id":1,"name":"leak","html_url":"https://github.com/x/leak","description":"see \#(Self.token)"}]"#
        let fake = try FakeServerFixture()
        fake.server.addFault(.json(status: 200, body), matching: .login("octocat"), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL] + extra + (extra.isEmpty ? [] : ["name,description"]),
                                                environment: ["GH_TOKEN": Self.token])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains(Self.token))
        if !extra.isEmpty { #expect(run.stdout.contains("see [redacted]")) }
    }

    @Test(.enabled(if: TmuxSession.isAvailable))
    func aServerMessageQuotingTheTokenIsRedactedOnTheScreen() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(Self.quoting, matching: .login("octocat"), times: nil)
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat"], width: 160, height: 24, environment: ["GH_TOKEN": Self.token])
        defer { tmux.close() }
        try await tmux.expectScreen("the refusal") { $0.contains { $0.contains("Bearer [redacted]") } }
        #expect(!(try await tmux.screen()).contains { $0.contains("QUOTEDtoken") })
    }
}
