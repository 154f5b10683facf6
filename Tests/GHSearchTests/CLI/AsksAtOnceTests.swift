@testable import GHSearchCLI
import Testing

/// When `main` opens libcurl: at once for a run that asks GitHub first
/// (`looksLikeRunAskingAtOnce` before the parse, `asksAtOnce` after it);
/// the interactive mode draws its first frame first (no name) or looks in
/// the response cache first (a name), and opens libcurl after that frame
/// or at a lookup that misses. The hint must agree with the parse wherever
/// it says yes (a wrong no only starts libcurl a little later, after the parse).
@Suite struct AsksAtOnceTests {
    private func options(_ arguments: [String]) -> CommandLineOptions? {
        if case .success(.run(let options)) = CommandLineParser.parse(arguments) { return options }
        Issue.record("\(arguments) does not run")
        return nil
    }

    @Test func aRunThatIsNotInteractiveAsksAtOnce() {
        for arguments in [["--once", "apple", "--limit=3"], ["--api-url=http://127.0.0.1:1", "--once", "u30"]] {
            #expect(CommandLineParser.looksLikeRunAskingAtOnce(arguments), "\(arguments)")
            #expect(options(arguments)?.asksAtOnce == true, "\(arguments)")
        }
    }

    @Test func theInteractiveModeDrawsOrLooksInTheCacheFirst() {
        for arguments in [[], ["--api-url", "http://127.0.0.1:1"], ["--no-gh-token", "--color=bw", "--layout", "reverse"],
                          ["octocat"], ["-m", "apple"], ["--api-url=http://127.0.0.1:1", "octocat", "json"], ["--", "--help"]] {
            #expect(!CommandLineParser.looksLikeRunAskingAtOnce(arguments), "\(arguments)")
            #expect(options(arguments)?.asksAtOnce == false, "\(arguments)")
        }
    }

    @Test func aNameWithNoResponseCacheAsksAtOnceAfterTheParse() {
        let arguments = ["--api-url", "http://127.0.0.1:1", "--no-cache", "--no-gh-token", "u30"]
        #expect(!CommandLineParser.looksLikeRunAskingAtOnce(arguments))
        #expect(options(arguments)?.asksAtOnce == true)
        #expect(options(["--no-cache"])?.asksAtOnce == false)
    }

    @Test func theInteractiveModeWithAWordMakesAThreadReadyToOpenLibcurl() {
        for arguments in [["octocat"], ["-m", "apple"], ["--api-url=http://127.0.0.1:1", "octocat", "json"],
                          ["--", "--help"], ["--api-url", "http://127.0.0.1:1"], ["-"]] {
            #expect(CommandLineParser.looksLikeInteractiveRunWithWord(arguments), "\(arguments)")
        }
        for arguments in [[], ["--"], ["--no-gh-token", "--color=bw"], ["--once", "apple"], ["apple", "--batch"],
                          ["--help"], ["apple", "--version"], ["--limt", "3", "apple"]] {
            #expect(!CommandLineParser.looksLikeInteractiveRunWithWord(arguments), "\(arguments)")
        }
    }

    @Test func whatOnlyPrintsOrIsUnknownDoesNotAsk() {
        for arguments in [["--help"], ["--version"], ["apple", "--version"], ["--limt", "3"]] {
            #expect(!CommandLineParser.looksLikeRunAskingAtOnce(arguments), "\(arguments)")
        }
    }
}
