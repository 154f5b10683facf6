import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// `--search`, `--mine`, `--order` and `--sort` in the search's orders.
@Suite(.standardTimeLimit) struct SearchArgumentsTests {
    func run(_ args: [String]) throws -> CommandLineOptions { try CommandLineParserTests().run(args) }
    func error(_ args: [String]) -> String? { CommandLineParserTests().error(args) }

    @Test func searchStartsTheInteractiveModeInSearchModeWithTheWordsAsOneQuery() throws {
        let bare = try run(["--search"])
        #expect(bare.search && bare.searchMode == .search && bare.mode == .interactive(initialText: nil))
        #expect(try run(["--search", "machine", "learning"]).mode == .interactive(initialText: "machine learning"))
        #expect(try run(["machine learning", "--search"]).mode == .interactive(initialText: "machine learning"))
        #expect(try run(["scotteg"]).searchMode == .user)
    }

    @Test func onceAndBatchTakeTheQueryAfterSearch() throws {
        #expect(try run(["--once", "--search", "language:swift stars:>10"]).mode == .once("language:swift stars:>10"))
        #expect(try run(["--search", "--once", "language:swift", "stars:>10"]).mode == .once("language:swift stars:>10"))
        #expect(try run(["--once", "--search", "-", "x"]).mode == .once("- x"))
        #expect(try run(["--batch", "--search", "queries.txt"]).mode == .batch(path: "queries.txt"))
        #expect(try run(["--search", "--batch", "-"]).mode == .batch(path: "-"))
        #expect(error(["--once", "--search"]) == "Missing value for '--once <query>'.")
        #expect(error(["--once"]) == "Missing value for '--once <id>'.")
    }

    @Test func mineIsTheTokensOwnRepositories() throws {
        #expect(try run(["--mine"]).mode == .interactive(initialText: "@me"))
        #expect(try run(["--once", "--mine"]).mode == .once("@me"))
        #expect(try run(["--mine", "--once"]).mode == .once("@me"))
        #expect(error(["--mine", "--search"]) == "'--mine' and '--search' cannot be used together.")
        #expect(try run(["--mine", "scotteg"]).mode == .interactive(initialText: "@me scotteg"))
        #expect(error(["--once", "scotteg", "--mine"]) == "'--mine' and 'scotteg' cannot be used together.")
        #expect(error(["--batch", "-", "--mine"]) == "'--mine' only applies to the interactive mode and '--once'.")
    }

    @Test func sortAndOrderFollowTheMode() throws {
        let search = try run(["--once", "--search", "swift", "--sort", "forks", "--order", "asc"])
        #expect(search.searchSort == .forks && search.order == .ascending && search.sort == nil)
        #expect(search.searchRequest("swift") == RepositorySearchRequest(query: "swift", sort: .forks, order: .ascending))
        #expect(try run(["--once", "x", "--sort", "pushed"]).sort == .pushed)
        #expect(error(["--once", "--search", "x", "--sort", "pushed"])
                == "The value 'pushed' is invalid for '--sort <order>'. Choose one of: stars, forks, updated, help-wanted-issues.")
        #expect(error(["--once", "x", "--sort", "forks"])
                == "The value 'forks' is invalid for '--sort <order>'. Choose one of: name, pushed, updated, created, stars.")
        #expect(error(["--once", "x", "--sort", "bogus"])
                == "The value 'bogus' is invalid for '--sort <order>'. Choose one of: name, pushed, updated, created, stars, forks, help-wanted-issues, starred.")
        #expect(error(["--once", "x", "--order", "asc"]) == "'--order' only applies to '--search'.")
        #expect(error(["--search", "--order", "up"]) == "The value 'up' is invalid for '--order <direction>'. Choose one of: asc, desc.")
        // --limit above 100 asks 100 a page; the search reads at most 1,000.
        #expect(try run(["--once", "--search", "x", "--limit", "500"]).searchRequest("x").perPage == 100)
        #expect(try run(["--once", "--search", "x", "--limit", "7"]).searchRequest("x").perPage == 7)
    }

    @Test func visibilityAndAffiliationChooseTheTokensOwnRepositories() throws {
        let options = try run(["--mine", "--visibility", "private", "--affiliation", "owner, organization_member,owner"])
        #expect(options.ownRepositoryOptions == OwnRepositoryOptions(affiliations: [.owner, .organizationMember], visibility: .private))
        #expect(options.searchModeOptions.own == options.ownRepositoryOptions)
        #expect(error(["--mine", "--affiliation", "owner,friend"])
                == "The value 'friend' is invalid for '--affiliation <list>'. Choose one of: owner, collaborator, organization_member.")
        // With --batch, the filter's is:.
        #expect(try run(["--batch", "-", "--visibility", "internal"]).listFilter.text == "is:internal")
    }

    @Test func aDefaultThatDoesNotFitTheModeIsIgnoredTypedItIsAnError() throws {
        let defaults = [DefaultOptions(environment: "--sort pushed --order asc")]
        guard case .success(.run(let search)) = CommandLineParser.parse(["--search", "swift"], defaults: defaults) else {
            Issue.record("did not parse"); return
        }
        #expect(search.searchSort == nil && search.order == .ascending && search.sort == nil)
        guard case .success(.run(let user)) = CommandLineParser.parse(["scotteg"], defaults: defaults) else {
            Issue.record("did not parse"); return
        }
        #expect(user.sort == .pushed && user.order == nil)
        // --search and --mine are per run: never defaults.
        guard case .failure(let error) = CommandLineParser.parse(["x"], defaults: [DefaultOptions(environment: "--search")]) else {
            Issue.record("--search was taken as a default"); return
        }
        #expect(error.message.contains("--search"))
    }
}
