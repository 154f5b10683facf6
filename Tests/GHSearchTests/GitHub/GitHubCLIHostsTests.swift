@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub

/// gh's `hosts.yml`, as gh (2.40 and later, and before) writes it.
@Suite(.standardTimeLimit) struct GitHubCLIHostsTests {
    @Test func theActiveUsersTokenInTheFileIsTheToken() {
        let hosts = GitHubCLIHosts("""
            github.com:
                users:
                    monalisa:
                        oauth_token: gho_other0123
                    hubot:
                        oauth_token: gho_active456
                git_protocol: https
                user: hubot
                oauth_token: gho_active456
            ghe.example.com:
                users:
                    mona:
                git_protocol: ssh
                user: mona

            """)
        #expect(hosts.entry(for: "github.com") == .token("gho_active456"))
        #expect(hosts.entry(for: "GitHub.com") == .token("gho_active456"))
        #expect(hosts.entry(for: "ghe.example.com") == .elsewhere)
        #expect(hosts.entry(for: "example.org") == nil)
    }

    @Test func aTokenOnlyUnderUsersIsNotTheHostsToken() {
        // With a keyring gh writes no token at the host's level; one left
        // under `users:` belongs to an account, not necessarily the active one.
        let hosts = GitHubCLIHosts("github.com:\n  users:\n    monalisa:\n      oauth_token: gho_x\n  user: monalisa\n")
        #expect(hosts.entry(for: "github.com") == .elsewhere)
    }

    @Test func olderFilesQuotesCommentsAndLineEndings() {
        #expect(GitHubCLIHosts("github.com:\n    user: jyooru\n    oauth_token: gho_secret\n    git_protocol: ssh\n")
            .entry(for: "github.com") == .token("gho_secret"))
        #expect(GitHubCLIHosts("# gh\r\ngithub.com:\r\n    oauth_token: \"gho_q\"\r\n").entry(for: "github.com") == .token("gho_q"))
        #expect(GitHubCLIHosts("github.com:\n    oauth_token: 'gho_s' # mine\n").entry(for: "github.com") == .token("gho_s"))
        #expect(GitHubCLIHosts("github.com:\n    oauth_token: gho_t # mine\n").entry(for: "github.com") == .token("gho_t"))
        #expect(GitHubCLIHosts("github.com:\n    oauth_token: 'it''s'\n").entry(for: "github.com") == .token("it's"))
        // An empty token (gh once wrote `oauth_token:` blank): gh keeps it elsewhere.
        #expect(GitHubCLIHosts("github.com:\n    user: hickford\n    oauth_token: \n").entry(for: "github.com") == .elsewhere)
    }

    @Test(arguments: ["", "\u{FEFF}", "not yaml at all", "github.com\n  oauth_token: x\n", "- github.com:\n", "  github.com:\n    oauth_token: x\n",
                      "github.com:\n    oauth_token:gho_nospace\n", "github.com:\n    oauth_token: \"gho_open\n",
                      "github.com:\n    oauth_token: 'gho_a' 'b'\n", String(repeating: "a:\n", count: 10_000)])
    func whatIsNotGhsFileGivesNoToken(_ text: String) {
        #expect(GitHubCLIHosts(text).entry(for: "github.com") == nil || GitHubCLIHosts(text).entry(for: "github.com") == .elsewhere)
    }

    @Test func missesAreRememberedPerHostAndFileIdentityAndCapped() {
        var misses = GitHubCLITokenMisses()
        misses.add(host: "GitHub.com", identity: "2049:77:120:1700000000.5")
        #expect(misses.contains(host: "github.com", identity: "2049:77:120:1700000000.5"))
        #expect(!misses.contains(host: "github.com", identity: "2049:77:121:1700000001.0"))
        misses.add(host: "github.com", identity: "2049:77:121:1700000001.0")
        #expect(misses.entries.count == 1)
        let read = GitHubCLITokenMisses(misses.text + "garbage line\n\t\nx\ty\tz\n")
        #expect(read == misses)
        for index in 0..<40 { misses.add(host: "h\(index).example", identity: "1") }
        #expect(misses.entries.count == GitHubCLITokenMisses.capacity && misses.entries.last?.host == "h39.example")
        misses.add(host: "evil\texample", identity: "1")
        misses.add(host: "x", identity: "1\n2")
        #expect(!misses.text.contains("evil") && !misses.text.contains("1\n2"))
    }
}
