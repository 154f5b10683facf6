import Foundation
import Testing
import TestSupport

/// `ghsearch --completions bash|zsh|fish` loaded into each shell: a partial
/// option completes, a `--json` field list completes after its comma, a
/// choice offers its values. Each script passes its shell's own check
/// (`shellcheck`, `zsh -n`, `fish --no-execute`), and the man page mandoc's.
@Suite(.standardTimeLimit, .sanitizerReports) struct CompletionTests {
    func script(_ shell: String) async throws -> String {
        let run = try await ProcessRun.ghsearch(["--completions", shell])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let path = ProcessRun.scratchDirectory() + "/ghsearch.\(shell)"
        try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func bash() async throws {
        let path = try await script("bash")
        // What bash's completion calls: the words so far, the current one last.
        let run = try await ProcessRun.run("/bin/bash", ["--norc", "-c", """
            source \(path) || exit 9
            complete -p ghsearch
            complete() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _ghsearch; echo "${COMPREPLY[*]}"; }
            complete ghsearch --sor
            complete ghsearch --once x --json name,ht
            complete ghsearch --sort ""
            complete ghsearch --sort = st
            complete ghsearch --lang k
            complete ghsearch -q --no-
            """])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n", omittingEmptySubsequences: false) == [
            "complete -F _ghsearch ghsearch", "--sort", "name,html_url", "name pushed updated created stars forks help-wanted-issues starred", "stars starred", "ko",
            "--no-cache --no-gh-token --no-wait --no-archived --no-preview --no-mouse --no-info", "",
        ])
    }

    @Test func fish() async throws {
        let path = try await script("fish")
        let run = try await ProcessRun.run("/usr/bin/fish", ["--no-config", "-c", """
            source \(path); or exit 9
            complete -C'ghsearch --sor'
            complete -C'ghsearch --once x --json name,ht'
            complete -C'ghsearch --json=name,ht'
            complete -C'ghsearch --type '
            """], environment: ["HOME": ProcessRun.scratchDirectory()])
        #expect(run.status == 0, "\(run.stderr)")
        let offered = run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        #expect(offered == ["--sort", "name,html_url", "--json=name,html_url", "all", "member", "owner"], "\(run.stdout)")
    }

    @Test func zsh() async throws {
        let path = try await script("zsh")
        let home = ProcessRun.scratchDirectory()
        let tmux = try await TmuxSession.start(["/usr/bin/zsh", "-f"], environment: ["HOME": home, "PATH": "/usr/bin:/bin", "PS1": "zsh> "],
                                   width: 120, height: 30)
        defer { tmux.close() }
        try await tmux.expectScreen("zsh's prompt") { $0.contains { $0.hasPrefix("zsh>") } }
        try await tmux.type("autoload -U compinit && compinit -u -D && source \(path) && echo loaded")
        try await tmux.press("Enter")
        try await tmux.expectScreen("the script loaded") { $0.contains("loaded") }
        try await tmux.press("C-l")

        try await tmux.type("ghsearch --sor")  // --so: --sort and --source
        try await tmux.press("Tab")
        try await tmux.expectScreen("--sort completed") { $0.contains { $0.hasPrefix("zsh> ghsearch --sort") } }

        try await tmux.press("C-u")
        try await tmux.type("ghsearch --once x --json name,ht")
        try await tmux.press("Tab")
        try await tmux.expectScreen("the field completed") { $0.contains { $0.hasPrefix("zsh> ghsearch --once x --json name,html_url") } }

        try await tmux.press("C-u")
        try await tmux.type("ghsearch --type ")
        try await tmux.press("Tab")
        try await tmux.expectScreen("the types offered") { screen in screen.contains { $0.contains("all") && $0.contains("member") && $0.contains("owner") } }
    }

    /// shellcheck finds nothing at any severity (SC2207 was every `COMPREPLY=($(compgen …))`).
    @Test func theBashScriptPassesShellcheck() async throws {
        let path = try await script("bash")
        let run = try await ProcessRun.run("/usr/bin/shellcheck", ["--severity=style", path])
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "\(run.stdout)\(run.stderr)")
    }

    @Test func theZshScriptParses() async throws {
        let run = try await ProcessRun.run("/usr/bin/zsh", ["-n", try await script("zsh")])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func theFishScriptParses() async throws {
        let run = try await ProcessRun.run("/usr/bin/fish", ["--no-config", "--no-execute", try await script("fish")],
                                           environment: ["HOME": ProcessRun.scratchDirectory()])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    }

    /// The checks can fail: each reports a script with the mistake it looks for.
    @Test func theChecksCatchABrokenScript() async throws {
        let directory = ProcessRun.scratchDirectory()
        let broken = ["bash": "# shellcheck shell=bash\nf() { COMPREPLY=($(compgen -W 'a b' -- \"$1\")); }\n",
                      "zsh": "f() { if true; then echo; }\n", "fish": "function f\n  echo (\nend\n"]
        for (shell, text) in broken { try text.write(toFile: "\(directory)/broken.\(shell)", atomically: true, encoding: .utf8) }
        let shellcheck = try await ProcessRun.run("/usr/bin/shellcheck", ["--severity=style", directory + "/broken.bash"])
        #expect(shellcheck.status != 0 && shellcheck.stdout.contains("SC2207"), "\(shellcheck.stdout)")
        #expect(try await ProcessRun.run("/usr/bin/zsh", ["-n", directory + "/broken.zsh"]).status != 0)
        #expect(try await ProcessRun.run("/usr/bin/fish", ["--no-config", "--no-execute", directory + "/broken.fish"],
                                         environment: ["HOME": ProcessRun.scratchDirectory()]).status != 0)
    }

    /// `man --warnings` (groff's) and `mandoc -T lint` find nothing; the page is dated by SOURCE_DATE_EPOCH.
    @Test func theManPageHasNoWarningsInEitherLanguage() async throws {
        for language in ["en", "ko"] {
            let page = try await ProcessRun.ghsearch(["--man", "--lang", language], environment: ["SOURCE_DATE_EPOCH": "1772323200"])
            #expect(page.status == 0 && page.stdout.hasPrefix(".\\\""))
            #expect(page.stdout.contains("\n.TH GHSEARCH 1 \"2026-03-01\" "), "\(page.stdout.prefix(300))")
            let path = ProcessRun.scratchDirectory() + "/ghsearch.1"
            try page.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            let man = try await ProcessRun.run("/usr/bin/man", ["--warnings", "-l", path],
                                         environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
            #expect(man.status == 0, "\(man.stderr)")
            #expect(man.stderr.isEmpty, "man --warnings (\(language)): \(man.stderr)")
            #expect(man.stdout.contains("GHSEARCH(1)") && man.stdout.contains("--api-url"), "\(man.stdout.prefix(300))")
            #expect(man.stdout.contains("2026-03-01"), "the date in the footer")
            let lint = try await ProcessRun.run("/usr/bin/mandoc", ["-T", "lint", "-W", "style", path])
            #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "mandoc -T lint (\(language)): \(lint.stdout)\(lint.stderr)")
        }
    }

    /// Without SOURCE_DATE_EPOCH the page is dated today; a malformed one is refused (a build should not guess).
    @Test func theManPageDateComesFromSourceDateEpochOrToday() async throws {
        func today() async throws -> String { String(try await ProcessRun.run("/bin/date", ["-u", "+%Y-%m-%d"]).stdout.dropLast()) }
        let before = try await today()
        let page = try await ProcessRun.ghsearch(["--man"])
        let days = [before, try await today()]  // (the run may cross midnight)
        #expect(page.status == 0 && days.contains { page.stdout.contains("\n.TH GHSEARCH 1 \"\($0)\" ") }, "\(page.stdout.prefix(300))")
        for bad in ["yesterday", "-1", "1.5", "99999999999999999999"] {
            let refused = try await ProcessRun.ghsearch(["--man"], environment: ["SOURCE_DATE_EPOCH": bad])
            #expect(refused.status == 64 && refused.stdout.isEmpty, "\(bad)")
            #expect(refused.stderr.contains("SOURCE_DATE_EPOCH must be a number of seconds since 1970"), "\(refused.stderr)")
        }
    }
}
