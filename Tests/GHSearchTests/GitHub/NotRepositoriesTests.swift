import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
@testable import GHSearchText
@testable import GHSearchScripting

/// Entries of a list that are not repositories (not objects, or without a
/// string `name`): left out, as before, but counted, carried with their
/// page, summed over a list's pages, and reported as an incomplete list in
/// every mode (docs/RELIABILITY.md, "Answers"). A field that is merely
/// null or of the wrong type on an element with a name is not counted.
@Suite(.standardTimeLimit) struct NotRepositoriesTests {
    static func list(_ text: String) throws -> RepositoryList {
        try RepositoryDecoder.decodeList(Array(text.utf8))
    }

    static let url = "https://api.github.com/users/u/repos?per_page=100"
    static func pageURL(_ n: Int) -> String { "https://api.github.com/user/1/repos?per_page=100&page=\(n)" }

    // MARK: The scanner counts

    @Test func theElementsTheLeadMetAreCounted() throws {
        #expect(try Self.list(#"[{"id":"x","name":5,"html_url":null}]"#) == RepositoryList(repositories: [], skipped: 1))
        #expect(try Self.list(#"[{"id":1}]"#) == RepositoryList(repositories: [], skipped: 1))
        #expect(try Self.list("[1,2]") == RepositoryList(repositories: [], skipped: 2))
        let mixed = try Self.list(#"[{"id":1,"name":"a","html_url":"https://github.com/u/a"},{"id":2,"name":7}]"#)
        #expect(mixed.repositories.map(\.name) == ["a"] && mixed.skipped == 1)
        #expect(try Self.list(#"[1, "x", null, [], {"no_name": 1}, {"name": "ok"}, true]"#).skipped == 6)
        #expect(try Self.list(#"[{"name":"a","na\x":1}]"#).skipped == 1, "a key that cannot be decoded")
    }

    @Test func wrongFieldsOnANamedElementAreNotCounted() throws {
        let list = try Self.list(#"[{"name":"a","id":"x","html_url":null,"stargazers_count":"many","owner":5,"topics":{}}]"#)
        #expect(list.skipped == 0)
        #expect(list.repositories.count == 1 && list.repositories[0].id == nil && list.repositories[0].htmlURL == nil)
        #expect(try Self.list("[]").skipped == 0)
    }

    @Test func aNullBodyIsJSONThatIsNotAList() {
        #expect(throws: RepositoryDecoder.Failure.notAnArray(message: nil)) { try RepositoryDecoder.decode(Array("null".utf8)) }
        #expect(throws: RepositoryDecoder.Failure.notAnArray(message: nil)) { try RepositoryDecoder.decode(Array(" null \n".utf8)) }
        #expect(throws: RepositoryDecoder.Failure.notJSON) { try RepositoryDecoder.decode(Array("nul".utf8)) }
        #expect(throws: RepositoryDecoder.Failure.notJSON) { try RepositoryDecoder.decode(Array("null x".utf8)) }
    }

    @Test func aSearchCountsItsItemsThatAreNotRepositories() throws {
        let body = #"{"total_count":3,"incomplete_results":false,"items":[{"name":"a"},{"id":2},7]}"#
        let content = try SearchPageScanner.scan(Array(body.utf8)).get()
        #expect(content.repositories.map(\.name) == ["a"] && content.skipped == 2)
        #expect(SearchPageScanner.scan(Array("null".utf8)) == .failure(.notASearchAnswer(message: nil)))
        let page = GitHubClient.searchPage(content, from: Self.url, link: LinkHeader(""), rateLimit: nil)
        #expect(page.page.notRepositories == SkippedEntries(count: 2, url: Self.url))
    }

    @Test func theClientSaysWhatANullBodyIs() {
        #expect(throws: GitHubError.invalidResponse("the server answered with something other than search results")) {
            try GitHubClient.searchContent(Array("null".utf8))
        }
    }

    // MARK: Pages

    @Test func theCountTravelsWithItsPageAndIsSummedOverTheList() {
        var follower = PageFollower(firstURL: Self.pageURL(1), limit: nil)
        let first = RepositoryPage(repositories: (0..<97).map { (i: Int) in Repository(name: "r\(i)", id: i) }, next: Self.pageURL(2),
                                   notRepositories: SkippedEntries(3, from: Self.pageURL(1)))
        #expect(first.entryCount == 100)
        #expect(follower.take(first, from: Self.pageURL(1)) == .follow(Self.pageURL(2)))
        // 100 repositories: a full page, though the first held 97 of them.
        let second = RepositoryPage(repositories: (100..<200).map { (i: Int) in Repository(name: "r\(i)", id: i) }, next: Self.pageURL(3))
        #expect(follower.take(second, from: Self.pageURL(2)) == .follow(Self.pageURL(3)))
        // 98 and 2 left out: still a full page, followed on.
        let third = RepositoryPage(repositories: (200..<298).map { (i: Int) in Repository(name: "r\(i)", id: i) }, next: Self.pageURL(4),
                                   notRepositories: SkippedEntries(2, from: Self.pageURL(3)))
        #expect(follower.take(third, from: Self.pageURL(3)) == .follow(Self.pageURL(4)))
        let last = RepositoryPage(repositories: [Repository(name: "z", id: 999)])
        #expect(follower.take(last, from: Self.pageURL(4)) == .finished(more: false))
        #expect(follower.repositories.count == 296)
        #expect(follower.notRepositories == SkippedEntries(count: 5, url: Self.pageURL(1), pages: 2))
    }

    @Test func aCollectionWithEntriesLeftOutIsIncomplete() {
        var follower = PageFollower(firstURL: Self.url, limit: nil)
        let page = RepositoryPage(repositories: [Repository(name: "a", id: 1)], notRepositories: SkippedEntries(1, from: Self.url))
        var collection = RepositoryCollection(login: "u")
        let step = follower.take(page, from: Self.url)
        collection.finish(step, follower: follower, limit: nil)
        #expect(collection.repositories.map(\.name) == ["a"])
        #expect(collection.failure == .notRepositories(SkippedEntries(count: 1, url: Self.url)))
        #expect(!collection.hasMore)
        #expect(collection.failure?.exitStatus == .failure)
        // A list cut short for another reason says that reason.
        var cut = RepositoryCollection(login: "u")
        cut.finish(.stopped(.paginationLoop(Self.url)), follower: follower, limit: nil)
        #expect(cut.failure == .paginationLoop(Self.url))
    }

    @Test func theMessageSaysHowManyAndWhere() {
        let one = GitHubError.notRepositories(SkippedEntries(count: 1, url: Self.url))
        #expect(one.describe(apiURL: "https://api.github.com")
            == "1 entry of the list from \(Self.url) is not a repository (an object with a string \"name\"), so it was left out.")
        let many = GitHubError.notRepositories(SkippedEntries(count: 5, url: Self.url, pages: 3))
        #expect(many.describe(apiURL: "https://api.github.com")
            == "5 entries of the list from \(Self.url) and 2 later pages are not repositories (objects with a string \"name\"), so they were left out.")
        #expect(BatchErrorCode(many) == .invalid_response)
        let korean = Catalogue.korean.describe(one, apiURL: "https://api.github.com", now: Date())
        #expect(korean.contains("1개") && korean.contains(Self.url))
        let hostile = GitHubError.notRepositories(SkippedEntries(count: 2, url: "https://x/\u{1b}[2J"))
        #expect(!hostile.describe(apiURL: "https://x").contains("\u{1b}"), "the URL is made terminal-safe")
    }

    // MARK: The interactive mode

    @Test func theStatusLineSaysWhatWasLeftOut() {
        var model = SearchViewModel()
        _ = model.send(.submit("u"))
        _ = model.send(.searchStarted(.user("u")))
        var page = ViewModelFixture.page("u", ["a"])
        page.notRepositories = SkippedEntries(count: 1, url: Self.url)
        _ = model.send(.searchFinished(.user("u"), outcome: .loaded(page)))
        let line = SearchScreen().statusLine(model, width: 400, now: Date(), colorMode: .off)
        #expect(line.hasPrefix("1 entry of the list from \(Self.url) is not a repository"), "\(line)")
    }

    @Test func aPageOfNothingButEntriesLeftOutIsNoEmptyList() {
        var model = SearchViewModel()
        _ = model.send(.submit("u"))
        _ = model.send(.searchStarted(.user("u")))
        let page = RepositoryPage(repositories: [], notRepositories: SkippedEntries(count: 2, url: Self.url))
        _ = model.send(.searchFinished(.user("u"), outcome: .loaded(page)))
        #expect(model.status == .results, "not 'u has no repositories'")
        let line = SearchScreen().statusLine(model, width: 400, now: Date(), colorMode: .off)
        #expect(line.hasPrefix("2 entries of the list from \(Self.url) are not repositories"), "\(line)")
    }

    // MARK: GraphQL

    @Test func graphQLNodesThatAreNotRepositoriesFailTheirOwner() throws {
        let json = try #require(GraphQLJSON.parse(Array(#"""
            {"data":{"u0":{"repositories":{"totalCount":3,"nodes":[{"name":"a"},null,{"id":"x"}],
             "pageInfo":{"hasNextPage":false,"endCursor":"c"}}}}}
            """#.utf8)))
        let response = try #require(GraphQLResponse(json, aliases: ["u0"]))
        guard case .page(let page)? = response.owners["u0"] else { Issue.record("\(response)"); return }
        #expect(page.repositories.map(\.name) == ["a"] && page.skipped == 2)
        var batch = GraphQLBatch(logins: ["octo"], selection: GraphQLRepositorySelection(fields: [.name]), limit: nil,
                                 sortsByStars: false, graphQLURL: "https://api.github.com/graphql")
        let next = batch.nextPlan(pointsAvailable: nil)
        let plan = try #require(next?.plan)
        let records = batch.answered(plan, response)
        #expect(records == [BatchRecord(user: "octo", outcome: .failure(.invalid_response,
            message: "2 entries of the list from https://api.github.com/graphql are not repositories (objects with a string \"name\"), so they were left out."))])
    }
}
