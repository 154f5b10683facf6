@testable import GHSearchCLI
import Testing

/// `CommandLineParser.looksLikeRun`: the hint `main` starts libcurl's set-up
/// on before the parse. It must say yes to what the parser runs and no
/// to what only prints, or to what the parser refuses for an unknown option.
@Suite struct LooksLikeRunTests {
    @Test func whatRunsLooksLikeARun() {
        for arguments in [[], ["octocat"], ["--api-url", "http://127.0.0.1:1", "--no-cache", "--no-gh-token", "u30"],
                          ["--once", "apple", "--limit=3"], ["-m", "apple"], ["--", "--help"]] {
            #expect(CommandLineParser.looksLikeRun(arguments), "\(arguments)")
            if case .success(.run) = CommandLineParser.parse(arguments) {} else {
                Issue.record("\(arguments) does not run")
            }
        }
    }

    @Test func whatOnlyPrintsOrIsUnknownDoesNot() {
        for arguments in [["--help"], ["-h"], ["--version"], ["-V"], ["--man"], ["--completions", "bash"],
                          ["apple", "--version"], ["--limt", "3"], ["--api-url=x", "--nme", "a"]] {
            #expect(!CommandLineParser.looksLikeRun(arguments), "\(arguments)")
            if case .success(.run) = CommandLineParser.parse(arguments) {
                Issue.record("\(arguments) runs")
            }
        }
    }
}
