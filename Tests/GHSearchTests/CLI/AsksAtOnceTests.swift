@testable import GHSearchCLI
import Testing

/// When `main` opens libcurl: at once for a run that asks GitHub first
/// (`looksLikeRunAskingAtOnce` before the parse, `asksAtOnce` after it);
/// the interactive mode with no name draws its first frame first, and
/// opens libcurl after it. The hint must agree with the parse wherever it
/// says yes (a wrong no only starts libcurl a little later, after the parse).
@Suite struct AsksAtOnceTests {
    private func options(_ arguments: [String]) -> CommandLineOptions? {
        if case .success(.run(let options)) = CommandLineParser.parse(arguments) { return options }
        Issue.record("\(arguments) does not run")
        return nil
    }

    @Test func aRunThatNamesSomethingOrIsNotInteractiveAsksAtOnce() {
        for arguments in [["octocat"], ["--api-url", "http://127.0.0.1:1", "--no-cache", "--no-gh-token", "u30"],
                          ["--once", "apple", "--limit=3"], ["-m", "apple"], ["--", "--help"],
                          ["--api-url=http://127.0.0.1:1", "octocat", "json"]] {
            #expect(CommandLineParser.looksLikeRunAskingAtOnce(arguments), "\(arguments)")
            #expect(options(arguments)?.asksAtOnce == true, "\(arguments)")
        }
    }

    @Test func theInteractiveModeWithNoNameDrawsFirst() {
        for arguments in [[], ["--api-url", "http://127.0.0.1:1"], ["--no-gh-token", "--color=bw", "--layout", "reverse"]] {
            #expect(!CommandLineParser.looksLikeRunAskingAtOnce(arguments), "\(arguments)")
            #expect(options(arguments)?.asksAtOnce == false, "\(arguments)")
        }
    }

    @Test func whatOnlyPrintsOrIsUnknownDoesNotAsk() {
        for arguments in [["--help"], ["--version"], ["apple", "--version"], ["--limt", "3"]] {
            #expect(!CommandLineParser.looksLikeRunAskingAtOnce(arguments), "\(arguments)")
        }
    }
}
