import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Pick and act as a script uses it: `out=$(ghsearch …)` typed into a
/// shell in tmux, so standard output is captured while the screen is drawn
/// on the terminal (/dev/tty); the shell then records what was printed, the
/// exit status, and `stty -a` before and after (the terminal must come back
/// exactly as it was on every exit path).
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct PickTests {
    /// `sferik`'s repositories, in the order GitHub lists them (by name).
    static let names = ["alpha", "beta", "gamma", "gems"]

    static func sferik(hostileName: String? = nil, cloneURL: String? = nil) -> FakeUser {
        var repositories = names.enumerated().map { index, name in
            FakeRepository(id: 7_000 + index, name: name, description: "about \(name)",
                           homepage: name == "gems" ? "https://gems.example" : nil, language: "Ruby")
        }
        if let hostileName {
            repositories.append(FakeRepository(id: 7_100, name: hostileName,
                                               description: "desc $(touch PWNED); `touch PWNED2` and spaces"))
        }
        if let cloneURL {
            repositories[3].rawFields["clone_url"] = .string(cloneURL)
        }
        return FakeUser(login: "sferik", id: 7_000, repositories: repositories)
    }

    /// A shell in tmux, in a scratch directory, ready to run `out=$(ghsearch …)`.
    struct Shell {
        let tmux: TmuxSession
        let directory: String

        static func start(_ fake: FakeServerFixture, environment: [String: String] = [:]) async throws -> Shell {
            let directory = ProcessRun.scratchDirectory()
            var env = ["HOME": directory, "XDG_STATE_HOME": ProcessRun.scratchDirectory(),
                       "XDG_CACHE_HOME": ProcessRun.scratchDirectory(), "PATH": "/usr/bin:/bin", "PS1": "$ "]
            for (k, v) in environment { env[k] = v }
            let tmux = try await TmuxSession.start(["/bin/bash", "--norc", "--noprofile"], environment: env,
                                                   width: 110, height: 24)
            let shell = Shell(tmux: tmux, directory: directory)
            try await tmux.type("cd " + TmuxSession.shellQuote(directory))
            try await tmux.press("Enter")
            return shell
        }

        /// Types `out=$(ghsearch --api-url … ARGUMENTS)` with `stty -a` on each side.
        /// `environment` is set for ghsearch alone (`env NAME=value ghsearch …`).
        func run(_ fake: FakeServerFixture, _ arguments: [String], environment: [String: String] = [:]) async throws {
            let env = environment.isEmpty ? [] : ["env"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            let command = (env + [Binary.ghsearch, "--api-url", fake.apiURL] + arguments).map(TmuxSession.shellQuote)
                .joined(separator: " ")
            // The run before's `DONE` line stays on the screen until the shell
            // runs `clear`: the `done` file, removed here first, tells this run's end.
            try? FileManager.default.removeItem(atPath: directory + "/done")
            try await tmux.type("clear; stty -a > stty.before; out=$(\(command)); status=$?; stty -a > stty.after; "
                + "printf '%s' \"$out\" > out; echo $status > done; echo \"DONE $status\"")
            try await tmux.press("Enter")
        }

        /// Waits for the end of the shell's last `run`; the exit status, what
        /// was printed, and whether `stty -a` is the same as before.
        func finished(sourceLocation: SourceLocation = #_sourceLocation) async throws -> (status: Int?, out: String, sttySame: Bool) {
            let done = directory + "/done"
            let (screen, matched) = try await tmux.poll { screen in
                screen.contains { $0.hasPrefix("DONE ") } && FileManager.default.fileExists(atPath: done)
            }
            guard matched, let status = try? String(contentsOfFile: done, encoding: .utf8) else {
                Issue.record("ghsearch never finished:\n\(screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
                return (nil, "", false)
            }
            let out = (try? String(contentsOfFile: directory + "/out", encoding: .utf8)) ?? ""
            let before = try? String(contentsOfFile: directory + "/stty.before", encoding: .utf8)
            let after = try? String(contentsOfFile: directory + "/stty.after", encoding: .utf8)
            return (Int(status.trimmingCharacters(in: .whitespacesAndNewlines)), out, before != nil && before == after)
        }

        func waitForList(_ what: String = "sferik's rows", sourceLocation: SourceLocation = #_sourceLocation,
                         _ condition: @escaping @Sendable ([String]) -> Bool = { $0.first?.hasPrefix("4 Repositories") == true }) async throws {
            try await tmux.expectScreen(what, sourceLocation: sourceLocation, condition)
        }
    }

    @Test func enterPrintsTheSelectedRowsURLToTheCapturedOutputAndExitsZero() async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["sferik"])
        try await shell.waitForList()
        try await shell.tmux.press("Down")
        try await shell.waitForList("beta selected") { screen in
            screen.contains { $0.contains("beta") } && screen.first?.hasPrefix("4 Repositories") == true
        }
        try await shell.tmux.press("Enter")
        let result = try await shell.finished()
        #expect(result.status == 0)
        #expect(result.out == "https://github.com/sferik/beta")
        #expect(result.sttySame)
    }

    @Test func theFirstRowIsSelectedAndPrintFullName() async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--print", "full_name", "sferik"])
        try await shell.waitForList()
        try await shell.tmux.press("Enter")
        let result = try await shell.finished()
        #expect(result.status == 0 && result.out == "sferik/alpha" && result.sttySame)
    }

    /// `--print` writes a hostile field (C1 controls, DEL, NUL, BEL, BS, NEL)
    /// as `--once` writes it: one rule for both, byte for byte the same text.
    @Test func printWritesAHostileDescriptionAsOnceDoes() async throws {
        let fake = try FakeServerFixture(users: [BuiltInDataSet.hostile])
        let once = try await ProcessRun.ghsearch(["--once", "hostile", "'c1-controls", "--api-url", fake.apiURL,
                                                  "--template", "{{range .}}{{.description}}{{end}}"])
        #expect(once.status == 0 && once.stdout.hasPrefix("C1 CSI "), "\(once.stdout) \(once.stderr)")
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--print", "description", "-1", "hostile", "'c1-controls"])
        let result = try await shell.finished()
        #expect(result.status == 0 && result.sttySame)
        #expect(Array(result.out.utf8) == Array(once.stdout.utf8), "--print: \(result.out.debugDescription)")
    }

    @Test func multiPrintsEveryMarkedRowInListOrder() async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--multi", "--print", "full_name", "sferik"])
        try await shell.waitForList()
        // Mark gems first, then alpha: printed in list order all the same.
        try await shell.tmux.press("Down", "Down", "Down", "Tab")
        try await shell.waitForList("one marked") { $0.first?.contains("1 marked") == true }
        try await shell.tmux.press("Up", "Up", "Up", "Tab")
        try await shell.waitForList("two marked") { $0.first?.contains("2 marked") == true }
        try await shell.tmux.press("Enter")
        let result = try await shell.finished()
        #expect(result.status == 0)
        #expect(result.out == "sferik/alpha\nsferik/gems")
        #expect(result.sttySame)
    }

    @Test(arguments: ["Escape", "C-c", "C-d"])
    func leavingWithoutAPickExits130AndPrintsNothing(_ key: String) async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        // Ctrl-D ends on an empty line only.
        try await shell.run(fake, key == "C-d" ? [] : ["sferik"])
        if key == "C-d" {
            try await shell.tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        } else {
            try await shell.waitForList()
        }
        try await shell.tmux.press(key)
        let result = try await shell.finished()
        #expect(result.status == 130)
        #expect(result.out == "")
        #expect(result.sttySame)
    }

    @Test func aBoundCommandGetsEachValueAsOneArgumentAndNoShellRunsAnything() async throws {
        let hostile = "$(touch PWNED); `touch PWNED2` a b"
        let fake = try FakeServerFixture(users: [Self.sferik(hostileName: hostile)])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        // The command: a script that writes each argument it got, NUL-terminated.
        let dump = shell.directory + "/dump-args"
        try "#!/bin/sh\nprintf '%s' \"${GH_TOKEN-unset}\" > \"$0.token\"\nfor a in \"$@\"; do printf '%s\\0' \"$a\"; done > \"$0.out\"\n"
            .write(toFile: dump, atomically: true, encoding: .utf8)
        chmod(dump, 0o755)
        try await shell.run(fake, ["--bind", "ctrl-y:execute(\(dump) {name} {full_name} --url={html_url} {owner})", "sferik"],
                            environment: ["GH_TOKEN": "secret-token-123"])
        try await shell.waitForList("the hostile row") { $0.first?.hasPrefix("5 Repositories") == true }
        // Select the hostile row (rows start on the third line of the screen).
        let rowIndex = try await shell.tmux.screen().firstIndex { $0.contains("touch PWNED") } ?? 0
        let firstRowIndex = 2
        for _ in 0..<max(0, rowIndex - firstRowIndex) { try await shell.tmux.press("Down") }
        try await shell.tmux.press("C-y")
        // The screen comes back after the command, still ghsearch's.
        let out = dump + ".out"
        #expect(await poll(timeout: .seconds(20)) { FileManager.default.fileExists(atPath: out) })
        try await shell.waitForList("the list again") { $0.first?.hasPrefix("5 Repositories") == true }
        let arguments = (try? Data(contentsOf: URL(fileURLWithPath: out))).map {
            String(decoding: $0, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        #expect(arguments == [hostile, "sferik/\(hostile)", "--url=https://github.com/sferik/\(hostile)", "sferik"])
        // The token stays home (ChildEnvironment): the command never sees it.
        #expect((try? String(contentsOfFile: dump + ".token", encoding: .utf8)) == "unset")
        try await shell.tmux.press("Escape")
        let result = try await shell.finished()
        #expect(result.status == 130 && result.sttySame)
        for file in ["PWNED", "PWNED2"] {
            #expect(!FileManager.default.fileExists(atPath: shell.directory + "/" + file), "\(file) was created")
        }
    }

    @Test func cloneRunsGitAfterTheScreenIsGivenBackAndExitsWithItsStatus() async throws {
        // A local bare repository, reached through the ssh_url the fake hands
        // out (git@github.com:sferik/gems.git) by an ssh that runs git's
        // command in that directory (file:// is not a URL git is given).
        let remote = ProcessRun.scratchDirectory()
        let setup = try await ShellRun.bash("""
            set -e; cd \(TmuxSession.shellQuote(remote))
            git init -q work
            git -C work -c user.name=t -c user.email=t@example.com commit -q --allow-empty -m 'first commit'
            mkdir sferik; git clone -q --bare work sferik/gems.git
            """)
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > \(remote)/ssh.args\ncd \(remote) && exec sh -c \"$2\"\n"
            .write(toFile: remote + "/ssh", atomically: true, encoding: .utf8)
        chmod(remote + "/ssh", 0o755)
        #expect(setup.status == 0, "\(setup.stderr)")
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake, environment: ["GIT_CONFIG_NOSYSTEM": "1", "GIT_SSH_COMMAND": remote + "/ssh",
                                                              "GIT_SSH_VARIANT": "simple"])
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--ssh", "sferik/gems"])
        try await shell.waitForList("gems selected") { screen in
            screen.first?.hasPrefix("4 Repositories") == true
        }
        try await shell.tmux.press("M-c")
        let result = try await shell.finished()
        #expect(result.status == 0)
        #expect(result.out == "")
        #expect(result.sttySame)
        let log = try await ShellRun.bash("git -C \(TmuxSession.shellQuote(shell.directory + "/gems")) log --format=%s")
        #expect(log.stdout == "first commit\n", "\(log.stderr)")
        #expect(PeakMemoryRun.text(remote + "/ssh.args") == "git@github.com\ngit-upload-pack 'sferik/gems.git'\n")
        // git's own messages went to the terminal, after the screen was given back.
        #expect(try await shell.tmux.screen().contains { $0.contains("Cloning into 'gems'") })
    }

    /// A hostile server's clone URLs (`fake-github --hostile-clone-urls`):
    /// each is refused by name on the status line, git is never started,
    /// and nothing is created. A `git` first on PATH would record any run.
    @Test(arguments: [false, true])
    func aHostileCloneURLIsRefusedAndGitNeverRuns(ssh: Bool) async throws {
        let fake = try FakeServerFixture(users: [Self.sferik().withHostileCloneURLs()])
        let bin = ProcessRun.scratchDirectory()
        try "#!/bin/sh\necho \"$@\" >> \"$0.ran\"\nexec /usr/bin/git \"$@\"\n".write(toFile: bin + "/git", atomically: true, encoding: .utf8)
        chmod(bin + "/git", 0o755)
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, (ssh ? ["--ssh"] : []) + ["sferik"], environment: ["PATH": bin + ":/usr/bin:/bin"])
        try await shell.waitForList()
        // sferik's four rows carry the first four hostile URLs, in the list's order.
        for (row, url) in HostileCloneURLs.samples.prefix(4).enumerated() {
            try await shell.tmux.press("M-c")
            let shown = url.replacingOccurrences(of: "\u{1B}", with: "\\u{1b}").replacingOccurrences(of: "\u{7}", with: "\\u{7}")
            try await shell.waitForList("row \(row + 1) refused") { screen in
                screen.contains { $0.contains("Not cloned: '\(shown)'") }
            }
            try await shell.tmux.press("Down")
        }
        try await shell.tmux.press("Escape")
        let result = try await shell.finished()
        #expect(result.status == 130 && result.out == "" && result.sttySame)
        #expect(!FileManager.default.fileExists(atPath: bin + "/git.ran"), "git was started")
        for directory in [shell.directory, FileManager.default.currentDirectoryPath] {
            #expect(!FileManager.default.fileExists(atPath: directory + "/PWNED"), "PWNED was created in \(directory)")
        }
    }

    /// A clone URL on another https host (a mirror) is refused until the
    /// user names the host with `--clone-host`; then git gets it.
    @Test(arguments: [false, true])
    func anotherHTTPSHostIsClonedOnlyWhenTheUserTrustsIt(trusted: Bool) async throws {
        var user = Self.sferik()
        for index in user.repositories.indices {
            user.repositories[index].rawFields["clone_url"] = .string("https://git.mirror.example/sferik/\(user.repositories[index].name).git")
        }
        let fake = try FakeServerFixture(users: [user])
        let bin = ProcessRun.scratchDirectory()
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$0.ran\"\n".write(toFile: bin + "/git", atomically: true, encoding: .utf8)
        chmod(bin + "/git", 0o755)
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, (trusted ? ["--clone-host", "GIT.mirror.example"] : []) + ["sferik/gems"],
                            environment: ["PATH": bin + ":/usr/bin:/bin"])
        try await shell.waitForList("gems selected") { $0.first?.hasPrefix("4 Repositories") == true }
        try await shell.tmux.press("M-c")
        if trusted {
            let result = try await shell.finished()
            #expect(result.status == 0 && result.out == "" && result.sttySame)
            #expect(PeakMemoryRun.text(bin + "/git.ran").hasSuffix("clone\n--\nhttps://git.mirror.example/sferik/gems.git\n"))
        } else {
            try await shell.waitForList("refused") { screen in
                screen.contains { $0.contains("Not cloned: 'https://git.mirror.example/sferik/gems.git'") }
            }
            try await shell.tmux.press("Escape")
            #expect(try await shell.finished().status == 130)
            #expect(!FileManager.default.fileExists(atPath: bin + "/git.ran"), "git was started")
        }
    }

    @Test func withoutGitCloneSaysSoAndNothingIsLeft() async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--ssh", "sferik"], environment: ["PATH": ProcessRun.scratchDirectory()])
        try await shell.waitForList()
        try await shell.tmux.press("M-c")
        try await shell.waitForList("the notice") { $0.contains { $0.contains("git is not installed") } }
        try await shell.tmux.press("Enter")  // still the picker: Enter prints
        let result = try await shell.finished()
        #expect(result.status == 0 && result.out == "https://github.com/sferik/alpha" && result.sttySame)
    }

    @Test(arguments: [("M-i", "https://github.com/sferik/gems/issues"), ("M-h", "https://gems.example"),
                      ("C-o", "https://github.com/sferik/gems")])
    func issuesHomepageAndTheRepositoryOpenInTheBrowser(_ key: String, _ url: String) async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        let browser = shell.directory + "/browser"
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$0.out\"\n".write(toFile: browser, atomically: true, encoding: .utf8)
        chmod(browser, 0o755)
        try await shell.run(fake, ["sferik/gems"], environment: ["BROWSER": browser])
        try await shell.waitForList()
        try await shell.tmux.press(key)
        let opened = browser + ".out"
        #expect(await poll(timeout: .seconds(20)) { (try? String(contentsOfFile: opened, encoding: .utf8))?.hasSuffix("\n") == true })
        #expect((try? String(contentsOfFile: opened, encoding: .utf8)) == url + "\n")
        try await shell.tmux.press("Escape")
        #expect(try await shell.finished().status == 130)
    }

    @Test func copyPutsTheURLOnTheClipboardThroughOSC52() async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.tmux.tmux(["set-option", "-g", "set-clipboard", "on"])
        try await shell.run(fake, ["sferik"])
        try await shell.waitForList()
        try await shell.tmux.press("M-y")
        try await shell.waitForList("the confirmation") { $0.contains { $0.contains("Copied to the clipboard: https://github.com/sferik/alpha") } }
        #expect(try await shell.tmux.tmux(["show-buffer"]) == "https://github.com/sferik/alpha")
        try await shell.tmux.press("C-c")
        let result = try await shell.finished()
        #expect(result.status == 130 && result.out == "" && result.sttySame)
    }

    @Test(arguments: [("F2", 0, "git@github.com:sferik/beta.git"), ("C-x", 130, "")])
    func boundPrintAndAbortKeys(_ key: String, _ status: Int, _ out: String) async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["--bind", "f2:print(ssh_url),ctrl-x:abort", "sferik"])
        try await shell.waitForList()
        try await shell.tmux.press("Down")
        try await shell.waitForList("beta selected") { $0.contains { $0.contains("beta") } }
        try await shell.tmux.press(key)
        let result = try await shell.finished()
        #expect(result.status == status && result.out == out && result.sttySame)
    }

    @Test func aPastedURLSearchesItsOwnerSelectsTheRepositoryAndGoesIntoTheHistory() async throws {
        let fake = try FakeServerFixture(users: [Self.sferik()])
        let shell = try await Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, [])
        try await shell.tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        try await shell.tmux.paste("https://github.com/sferik/gamma")
        try await shell.waitForList()
        // The history has the name found; Up on an empty line brings it back.
        try await shell.tmux.press("C-u")
        try await shell.tmux.expectScreen("an empty line") { $0.first?.hasPrefix("0 Repositories") == true }
        try await shell.tmux.press("Up")
        try await shell.tmux.expectScreen("the name recalled") { $0.last == "user> sferik" }
        try await shell.waitForList()
        try await shell.tmux.press("C-u")
        // The old list gone first: "4 Repositories" must come from the paste's search.
        try await shell.tmux.expectScreen("an empty line again") { $0.first?.hasPrefix("0 Repositories") == true }
        try await shell.tmux.paste("sferik/gamma")
        try await shell.waitForList()
        try await shell.tmux.press("Enter")
        let result = try await shell.finished()
        #expect(result.status == 0 && result.out == "https://github.com/sferik/gamma" && result.sttySame)
    }
}
