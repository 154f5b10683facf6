import Testing
import TestSupport
import GHSearchCLI
import GHSearchGitHub
import GHSearchInteractiveMode

extension InteractiveModeSuites {
    /// The first page's URL told from the command line alone (whether the
    /// response cache holds it decides when libcurl is opened) is the URL
    /// the mode then asks for, whatever the list's options.
    @Suite struct InteractiveFirstPageURLTests {
        static let endpoint = try! GitHubEndpoint("https://api.github.com")

        struct NotInteractive: Error {
            let arguments: [String]
        }

        static func options(_ arguments: [String]) throws -> CommandLineOptions {
            guard case .success(.run(let options)) = CommandLineParser.parse(arguments, defaults: []) else {
                throw NotInteractive(arguments: arguments)
            }
            return options
        }

        @Test(arguments: [["octocat"], ["--type", "owner", "--sort", "updated", "octocat"], ["--sort", "stars", "octocat", "swift"],
                          ["https://github.com/octocat/hello"], ["--sort", "name", "--type", "member", "@octocat"]])
        func isTheURLTheModeAsksForFirst(_ arguments: [String]) async throws {
            let options = try Self.options(arguments)
            let told = try #require(options.interactiveFirstPageURL(endpoint: Self.endpoint), "\(arguments)")
            guard case .interactive(let initialText) = options.mode else { throw NotInteractive(arguments: arguments) }
            let h = InteractiveModeHarness(repositories: ["octocat": ["a", "b", "c"]], options: options.interactiveModeOptions)
            let run = try h.start(initialText)
            let editor = try await h.editor()
            let asked = await poll { !h.http.log.value.isEmpty }
            #expect(asked, "\(arguments): no request")
            #expect(h.http.log.value.first?.url == told, "\(arguments): \(h.http.log.value)")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }

        @Test(arguments: [[], ["--search", "swift"], ["@me"], ["starred:octocat"], ["bad!name"], ["--once", "octocat"],
                          ["--starred", "octocat"], ["--mine"], ["--mine", "swift"]])
        func isNotToldForWhatIsNotAUsersList(_ arguments: [String]) throws {
            #expect(try Self.options(arguments).interactiveFirstPageURL(endpoint: Self.endpoint) == nil, "\(arguments)")
        }
    }
}
