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

    /// A directory with a fake `gh` that records its arguments in `gh.log`
    /// and runs `body`, and gh's `hosts.yml` (`hosts`, when given; by
    /// default the fake server's host, its token in a keyring): the
    /// directory is `GH_CONFIG_DIR` too (`ghEnvironment`).
    func fakeGH(_ body: String, hosts: String? = "127.0.0.1:\n    users:\n        mona:\n    git_protocol: https\n    user: mona\n") async throws -> String {
        let directory = ProcessRun.scratchDirectory()
        let script = "#!/bin/sh\necho \"$@\" >> \(directory)/gh.log\n\(body)\n"
        try script.write(toFile: directory + "/gh", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory + "/gh")
        if let hosts { try hosts.write(toFile: directory + "/hosts.yml", atomically: true, encoding: .utf8) }
        return directory
    }

    /// `PATH` with the fake gh first, and `GH_CONFIG_DIR` its directory.
    func ghEnvironment(_ directory: String, _ more: [String: String] = [:]) -> [String: String] {
        ["PATH": "\(directory):/usr/bin:/bin", "GH_CONFIG_DIR": directory].merging(more) { $1 }
    }

    func ghCalls(_ directory: String) -> [String] {
        ((try? String(contentsOfFile: directory + "/gh.log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func withoutATokenInTheEnvironmentGhIsAskedForOne() async throws {
        let fake = try FakeServerFixture()
        let gh = try await fakeGH("echo gho_FROMGH0123456789")
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ghEnvironment(gh))
        #expect(run.status == 0)
        #expect(ghCalls(gh) == ["auth token --hostname 127.0.0.1"])
        #expect(fake.repositoryRequests.map { $0.headers["authorization"] } == ["Bearer gho_FROMGH0123456789"])
        #expect(!run.stdout.contains("gho_") && !run.stderr.contains("gho_"))
    }

    /// gh keeps the token in its `hosts.yml` (no keyring): it is read from
    /// there, and gh is never started.
    @Test func aTokenInGhsHostsFileIsReadWithoutStartingGh() async throws {
        let fake = try FakeServerFixture()
        let gh = try await fakeGH("echo gho_WRONG", hosts: "github.com:\n    oauth_token: gho_other\n127.0.0.1:\n    users:\n"
            + "        mona:\n            oauth_token: gho_FILE0123\n    git_protocol: https\n    user: mona\n    oauth_token: gho_FILE0123\n")
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ghEnvironment(gh))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(ghCalls(gh).isEmpty)
        #expect(fake.repositoryRequests.map { $0.headers["authorization"] } == ["Bearer gho_FILE0123"])
        // XDG_CONFIG_HOME/gh when GH_CONFIG_DIR is not set.
        let config = ProcessRun.scratchDirectory()
        try FileManager.default.createDirectory(atPath: config + "/gh", withIntermediateDirectories: true)
        try "127.0.0.1:\n    oauth_token: gho_XDG0123\n".write(toFile: config + "/gh/hosts.yml", atomically: true, encoding: .utf8)
        let xdg = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL],
                                                environment: ["PATH": "\(gh):/usr/bin:/bin", "XDG_CONFIG_HOME": config])
        #expect(xdg.status == 0, "\(xdg.stderr)")
        #expect(ghCalls(gh).isEmpty)
        #expect(fake.repositoryRequests.last?.headers["authorization"] == "Bearer gho_XDG0123")
    }

    /// gh logged in nowhere (no `hosts.yml`), or not for this host: gh is
    /// not started at all (it could only say so, ~60 ms later).
    @Test func aHostGhDoesNotKnowNeverStartsGh() async throws {
        let fake = try FakeServerFixture()
        for hosts in [nil, "github.com:\n    user: mona\n    oauth_token: gho_forgithub\n", ""] {
            let gh = try await fakeGH("echo gho_WRONG", hosts: hosts)
            let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ghEnvironment(gh))
            #expect(run.status == 0, "\(run.stderr)")
            #expect(ghCalls(gh).isEmpty, "\(hosts ?? "no hosts.yml")")
        }
        #expect(fake.repositoryRequests.allSatisfy { $0.headers["authorization"] == nil })
    }

    /// gh keeps its token in a keyring and has none for the host: asked
    /// once, then not again while `hosts.yml` is unchanged; asked again
    /// once it changes (a login or logout rewrites it).
    @Test func aKeyringWithoutATokenIsAskedOnceUntilGhsFileChanges() async throws {
        let fake = try FakeServerFixture()
        let gh = try await fakeGH("echo 'no oauth token found for 127.0.0.1' >&2; exit 1")
        let state = ProcessRun.scratchDirectory()
        for _ in 0..<3 {
            let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL],
                                                    environment: ghEnvironment(gh, ["XDG_STATE_HOME": state]))
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(ghCalls(gh).count == 1)
        let remembered = (try? String(contentsOfFile: state + "/ghsearch/gh-token-misses", encoding: .utf8)) ?? ""
        #expect(remembered.hasPrefix("127.0.0.1\t") && !remembered.contains("gho_"), "\(remembered)")
        try "127.0.0.1:\n    user: hubot\n".write(toFile: gh + "/hosts.yml", atomically: true, encoding: .utf8)
        try "#!/bin/sh\necho \"$@\" >> \(gh)/gh.log\necho gho_KEYRING0123\n".write(toFile: gh + "/gh", atomically: true, encoding: .utf8)
        chmod(gh + "/gh", 0o755)
        for _ in 0..<2 {
            let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL],
                                                    environment: ghEnvironment(gh, ["XDG_STATE_HOME": state]))
            #expect(run.status == 0, "\(run.stderr)")
        }
        // A token is never remembered: each run asks the keyring again.
        #expect(ghCalls(gh).count == 3)
        #expect(fake.repositoryRequests.suffix(2).map { $0.headers["authorization"] } == ["Bearer gho_KEYRING0123", "Bearer gho_KEYRING0123"])
    }

    /// The interactive mode with a name tells at start whether the cache
    /// holds its first page (to open libcurl early when not): with the
    /// token in gh's keyring that cannot be told without gh, and gh is
    /// still asked once a run, as `--once` asks it; the rows come with it.
    @Test(.enabled(if: TmuxSession.isAvailable)) func theInteractiveModeAsksAKeyringOnceARun() async throws {
        let fake = try FakeServerFixture()
        let gh = try await fakeGH("echo gho_KEYRING4567")
        let cache = ProcessRun.scratchDirectory()
        for round in 1...2 {
            let tmux = try await TmuxSession.ghsearch(fake, ["octocat"], width: 100, height: 20,
                                                      environment: ghEnvironment(gh, ["XDG_CACHE_HOME": cache]))
            defer { tmux.close() }
            try await tmux.expectScreen("octocat's rows, round \(round)") { screen in
                screen.first?.hasPrefix("8 Repositories") == true && !screen.contains { $0.contains("checking for changes") }
            }
            #expect(ghCalls(gh).count == round, "\(ghCalls(gh))")
        }
        #expect(fake.repositoryRequests.map { $0.headers["authorization"] } == ["Bearer gho_KEYRING4567", "Bearer gho_KEYRING4567"])
    }

    /// For a GitHub Enterprise host, gh's own variables come first, as
    /// `gh auth token` would print them.
    @Test func anEnterpriseHostTakesGhsEnterpriseVariables() async throws {
        let fake = try FakeServerFixture()
        let gh = try await fakeGH("echo gho_WRONG")
        for (name, token) in [("GH_ENTERPRISE_TOKEN", "ghp_ENT0123"), ("GITHUB_ENTERPRISE_TOKEN", "ghp_ENT4567")] {
            let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ghEnvironment(gh, [name: token]))
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(ghCalls(gh).isEmpty)
        #expect(fake.repositoryRequests.map { $0.headers["authorization"] } == ["Bearer ghp_ENT0123", "Bearer ghp_ENT4567"])
    }

    @Test func ghGetsNothingOpenButItsStandardStreams() async throws {
        let fake = try FakeServerFixture()
        // `ls` in the shell's place lists what it inherited (its own listing aside).
        let directory = try await fakeGH(#"exec ls -l /proc/self/fd > "$(dirname "$0")/fds""#)
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ghEnvironment(directory))
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
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ghEnvironment(gh, ["GH_TOKEN": "ghp_env"]))
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL, "--no-gh-token"], environment: ghEnvironment(gh))
        _ = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL],
                                          environment: ghEnvironment(gh, ["GHSEARCH_DEFAULT_OPTS": "--no-gh-token"]))
        #expect(ghCalls(gh).isEmpty)
        #expect(fake.repositoryRequests.map { $0.headers["authorization"] } == ["Bearer ghp_env", nil, nil])
    }

    @Test func ghNotLoggedInFailingOrHangingMeansNoToken() async throws {
        let fake = try FakeServerFixture()
        // (What it prints when it succeeds is checked as a token: `TokenValidationTests`.)
        for body in ["echo 'no oauth token' >&2; exit 1", "exit 0", "printf ' \\n'", "exec sleep 60"] {
            let gh = try await fakeGH(body)
            let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ghEnvironment(gh))
            #expect(run.status == 0, "\(body): \(run.stderr)")
            #expect(ghCalls(gh).count == 1, "\(body)")
        }
        #expect(fake.repositoryRequests.allSatisfy { $0.headers["authorization"] == nil })
    }
}
