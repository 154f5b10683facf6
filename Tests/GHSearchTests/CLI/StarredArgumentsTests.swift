import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchFilter

/// `--starred` in each mode, and `--sort` over stars.
@Suite(.standardTimeLimit) struct StarredArgumentsTests {
    func run(_ args: [String]) throws -> CommandLineOptions { try CommandLineParserTests().run(args) }
    func error(_ args: [String]) -> String? { CommandLineParserTests().error(args) }

    @Test func theInteractiveModeStartsOnTheUsersStars() throws {
        let options = try run(["--starred", "octocat"])
        #expect(options.mode == .interactive(initialText: "starred:octocat"))
        #expect(options.starred == "octocat" && options.listsStars)
        #expect(try run(["--starred", "@ME", "json"]).mode == .interactive(initialText: "starred:@me json"))
        #expect(try run(["--starred", "octocat", "--query", "cli"]).mode == .interactive(initialText: "starred:octocat cli"))
        #expect(error(["--starred"]) == "Missing value for '--starred <user>'.")
        #expect(error(["--starred", "a/b"]) == "'a/b' is not a GitHub user name (--starred takes a user name or @me).")
        #expect(error(["--starred", "x", "--mine"]) == "'--starred' and '--mine' cannot be used together.")
    }

    @Test func onceTakesTheWordsAfterTheUserAsTheFilter() throws {
        let options = try run(["--once", "--starred", "octocat", "swift", "cli"])
        #expect(options.mode == .once("octocat") && options.filterWords == ["swift", "cli"])
        #expect(error(["--once", "octocat", "--starred", "torvalds"]) == "'--starred' and 'octocat' cannot be used together.")
    }

    @Test func batchListsEachInputUsersStars() throws {
        for words in [["--batch", "users.txt", "--starred"], ["--batch", "--starred", "users.txt"], ["--starred", "--batch", "users.txt"]] {
            let options = try run(words)
            #expect(options.mode == .batch(path: "users.txt") && options.batchStarred && options.starred == nil, "\(words)")
        }
        #expect(try run(["--batch", "--starred", "-"]).mode == .batch(path: "-"))
        #expect(error(["--batch", "users.txt", "--starred", "octocat"])
                == "'--starred' takes no user with '--batch' ('octocat'): it lists the stars of each user in the input.")
        #expect(error(["--batch", "--starred"]) == "Missing value for '--batch <file>'.")
        #expect(try run(["--batch", "-", "--starred", "--api", "graphql"]).api == .graphql)
        #expect(try run(["--batch", "-", "--starred", "--api", "graphql", "--sort", "stars"]).starredOrder == .stars)
        // GraphQL orders stars only by when they were starred: `--sort updated` is REST's.
        #expect(error(["--batch", "-", "--starred", "--api", "graphql", "--sort", "updated"])
                == "GraphQL orders stars only by when they were starred: use '--sort updated' with '--api rest' or 'auto'.")
        func parse(_ words: [String], defaults: String) throws -> CommandLineOptions {
            let parsed = try CommandLineParser.parse(words, defaults: [DefaultOptions(environment: defaults)]).get()
            guard case .run(let options) = parsed else { throw UsageError(.missingValue(option: "\(parsed)")) }
            return options
        }
        // What was typed wins over a default.
        let typedSort = try parse(["--batch", "-", "--starred", "--sort", "updated"], defaults: "--api graphql")
        #expect(typedSort.api == .rest && typedSort.starredOrder == .updated)
        let typedAPI = try parse(["--batch", "-", "--starred", "--api", "graphql"], defaults: "--sort updated")
        #expect(typedAPI.api == .graphql && typedAPI.starredOrder == nil)
    }

    @Test func sortOrdersStarsAndStarredOnlyOrdersStars() throws {
        #expect(try run(["--once", "--starred", "octocat"]).starredOrder == nil)
        #expect(try run(["--once", "--starred", "octocat", "--sort", "starred"]).starredOrder == .starred)
        #expect(try run(["--starred", "octocat", "--sort", "updated"]).starredOrder == .updated)
        #expect(try run(["--batch", "-", "--starred", "--sort", "stars"]).starredOrder == .stars)
        #expect(try run(["--once", "--starred", "octocat", "--sort", "stars"]).filterSort == FilterSort(option: "stars"))
        #expect(error(["--once", "--starred", "octocat", "--sort", "name"])
                == "The value 'name' is invalid for '--sort <order>'. Choose one of: starred, updated, stars.")
        for words in [["--once", "octocat"], ["octocat"], ["--batch", "-"], ["--once", "--search", "swift"]] {
            #expect(error(words + ["--sort", "starred"])
                    == "'--sort starred' only applies to '--starred' (the order a user starred in).", "\(words)")
        }
    }
}
