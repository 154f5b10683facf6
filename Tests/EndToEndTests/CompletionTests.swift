import Foundation
import Testing
import TestSupport

/// `ghsearch --completions bash|zsh|fish` loaded into each shell: a partial
/// option completes, a `--json` field list completes after its comma, a
/// choice offers its values.
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
            "complete -F _ghsearch ghsearch", "--sort", "name,html_url", "name pushed updated created stars forks help-wanted-issues", "stars", "ko",
            "--no-cache --no-gh-token --no-wait --no-archived --no-preview", "",
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

        try await tmux.type("ghsearch --sor")  // --so: --sort and --source (#27)
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

    @Test func theManPageHasNoWarningsInEitherLanguage() async throws {
        for language in ["en", "ko"] {
            let page = try await ProcessRun.ghsearch(["--man", "--lang", language])
            #expect(page.status == 0 && page.stdout.hasPrefix(".\\\""))
            let path = ProcessRun.scratchDirectory() + "/ghsearch.1"
            try page.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            let man = try await ProcessRun.run("/usr/bin/man", ["--warnings", "-l", path],
                                         environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
            #expect(man.status == 0, "\(man.stderr)")
            #expect(man.stderr.isEmpty, "man --warnings (\(language)): \(man.stderr)")
            #expect(man.stdout.contains("GHSEARCH(1)") && man.stdout.contains("--api-url"), "\(man.stdout.prefix(300))")
        }
    }
}
