import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The config file, `GHSEARCH_DEFAULT_OPTS` and the token from `gh`, as the
/// built binary reads them.
@Suite(.standardTimeLimit, .sanitizerReports) struct ConfigTests {
    /// A scratch `XDG_CONFIG_HOME` holding `config` as `ghsearch/config`.
    func configHome(_ config: String?) async throws -> String {
        let home = ProcessRun.scratchDirectory()
        if let config {
            try FileManager.default.createDirectory(atPath: home + "/ghsearch", withIntermediateDirectories: true)
            try config.write(toFile: home + "/ghsearch/config", atomically: true, encoding: .utf8)
        }
        return home
    }

    func lines(_ run: ProcessRun) -> Int { run.stdout.split(separator: "\n").count }

    @Test func theCommandLineWinsOverTheEnvironmentWhichWinsOverTheFile() async throws {
        let fake = try FakeServerFixture()
        let home = try await configHome("# defaults\n--limit 3\n--api-url \(fake.apiURL)\n")
        let fromFile = try await ProcessRun.ghsearch(["--once", "scotteg"], environment: ["XDG_CONFIG_HOME": home])
        #expect(fromFile.status == 0 && lines(fromFile) == 3, "\(fromFile.stderr)")
        let fromEnvironment = try await ProcessRun.ghsearch(["--once", "scotteg"],
                                                      environment: ["XDG_CONFIG_HOME": home, "GHSEARCH_DEFAULT_OPTS": "--limit 5"])
        #expect(lines(fromEnvironment) == 5)
        let fromCommandLine = try await ProcessRun.ghsearch(["--once", "scotteg", "--limit", "1"],
                                                      environment: ["XDG_CONFIG_HOME": home, "GHSEARCH_DEFAULT_OPTS": "--limit 5"])
        #expect(lines(fromCommandLine) == 1)
    }

    @Test func theDefaultPathIsUnderHome() async throws {
        let fake = try FakeServerFixture()
        let home = ProcessRun.scratchDirectory()
        try FileManager.default.createDirectory(atPath: home + "/.config/ghsearch", withIntermediateDirectories: true)
        try "--limit 2\n".write(toFile: home + "/.config/ghsearch/config", atomically: true, encoding: .utf8)
        let run = try await ProcessRun.ghsearch(["--once", "scotteg", "--api-url", fake.apiURL], environment: ["HOME": home, "XDG_CONFIG_HOME": ""])
        #expect(run.status == 0 && lines(run) == 2, "\(run.stderr)")
    }

    @Test func aBadLineExits64NamingTheLine() async throws {
        let home = try await configHome("--sort stars\n--srot name\n")
        let run = try await ProcessRun.ghsearch(["--once", "scotteg"], environment: ["XDG_CONFIG_HOME": home])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: config line 2: Unknown option '--srot'. Did you mean '--sort'?\n  (in \(home)/ghsearch/config)\n")
        // Help still works, in the language the file asks for.
        let help = try await ProcessRun.ghsearch(["--help"], environment: ["XDG_CONFIG_HOME": try await configHome("--lang ko\n--bogus\n")])
        #expect(help.status == 0 && help.stdout.hasPrefix("개요: "))
        let environment = try await ProcessRun.ghsearch(["--once", "x"], environment: ["GHSEARCH_DEFAULT_OPTS": "--json 'name"])
        #expect(environment.status == 64)
        #expect(environment.stderr == "Error: GHSEARCH_DEFAULT_OPTS: A quote or a backslash is left open.\n")
    }

    @Test func anUnreadableConfigFileIsAnError() async throws {
        let home = ProcessRun.scratchDirectory()
        try FileManager.default.createDirectory(atPath: home + "/ghsearch/config", withIntermediateDirectories: true)
        let run = try await ProcessRun.ghsearch(["--once", "scotteg"], environment: ["XDG_CONFIG_HOME": home])
        #expect(run.status == 64)
        #expect(run.stderr == "Error: config file: cannot read it: Is a directory.\n  (in \(home)/ghsearch/config)\n")
    }

    // MARK: gh auth token

    /// A directory with a fake `gh` that records its arguments in `gh.log` and runs `body`.
    func fakeGH(_ body: String) async throws -> String {
        let directory = ProcessRun.scratchDirectory()
        let script = "#!/bin/sh\necho \"$@\" >> \(directory)/gh.log\n\(body)\n"
        try script.write(toFile: directory + "/gh", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory + "/gh")
        return directory
    }

    func ghCalls(_ directory: String) -> [String] {
        ((try? String(contentsOfFile: directory + "/gh.log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func withoutATokenInTheEnvironmentGhIsAskedForOne() async throws {
        let fake = try FakeServerFixture()
        let gh = try await fakeGH("echo gho_FROMGH0123456789")
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["PATH": "\(gh):/usr/bin:/bin"])
        #expect(run.status == 0)
        #expect(ghCalls(gh) == ["auth token --hostname 127.0.0.1"])
        #expect(fake.repositoryRequests.map { $0.headers["authorization"] } == ["Bearer gho_FROMGH0123456789"])
        #expect(!run.stdout.contains("gho_") && !run.stderr.contains("gho_"))
    }

    @Test func ghGetsNothingOpenButItsStandardStreams() async throws {
        let fake = try FakeServerFixture()
        // `ls` in the shell's place lists what it inherited (its own listing aside).
        let directory = try await fakeGH(#"exec ls -l /proc/self/fd > "$(dirname "$0")/fds""#)
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["PATH": "\(directory):/usr/bin:/bin"])
        let fds = try String(contentsOfFile: directory + "/fds", encoding: .utf8).split(separator: "\n")
            .compactMap { line in line.firstRange(of: " -> ").map { String(line[..<$0.lowerBound].split(separator: " ").last ?? "") + " " + line[$0.upperBound...] } }
        #expect(fds.contains("0 /dev/null") && fds.contains("2 /dev/null"), "\(fds)")
        // Nothing of ghsearch's (sockets, pipes, the terminal) past the three; the script and ls's own listing may be there.
        let others = fds.filter { !$0.hasPrefix("0 ") && !$0.hasPrefix("1 ") && !$0.hasPrefix("2 ") }
        #expect(others.allSatisfy { $0.hasSuffix("/gh") || $0.contains("/proc/") }, "\(fds)")
    }

    @Test func anEnvironmentTokenOrNoGhTokenLeavesGhAlone() async throws {
        let fake = try FakeServerFixture()
        let gh = try await fakeGH("echo gho_FROMGH0123456789")
        let path = "\(gh):/usr/bin:/bin"
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["PATH": path, "GH_TOKEN": "ghp_env"])
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL, "--no-gh-token"], environment: ["PATH": path])
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["PATH": path, "GHSEARCH_DEFAULT_OPTS": "--no-gh-token"])
        #expect(ghCalls(gh).isEmpty)
        #expect(fake.repositoryRequests.map { $0.headers["authorization"] } == ["Bearer ghp_env", nil, nil])
    }

    @Test func ghNotLoggedInFailingOrHangingMeansNoToken() async throws {
        let fake = try FakeServerFixture()
        // (What it prints when it succeeds is checked as a token: `TokenValidationTests`.)
        for body in ["echo 'no oauth token' >&2; exit 1", "exit 0", "printf ' \\n'", "exec sleep 60"] {
            let gh = try await fakeGH(body)
            let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["PATH": "\(gh):/usr/bin:/bin"])
            #expect(run.status == 0, "\(body): \(run.stderr)")
            #expect(ghCalls(gh).count == 1, "\(body)")
        }
        #expect(fake.repositoryRequests.allSatisfy { $0.headers["authorization"] == nil })
    }
}
