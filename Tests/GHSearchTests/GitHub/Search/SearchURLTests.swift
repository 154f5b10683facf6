import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// The search URL: the query is one query value, whatever it holds.
@Suite(.standardTimeLimit) struct SearchURLTests {
    static let hostile = [
        "machine learning", "a&b=c", "x&per_page=1&page=9", "#fragment", "50%", "%2F%26", "c++ language:c++",
        "line\nbreak\r\nCRLF", "tab\there", "?q=other", "../../users/x/repos", "/search/code", "stars:>10 language:\"Objective C\"",
        "한국어 검색", "emoji 🐙👩‍💻", "nul\u{0}byte", "\u{1B}[2J", " leading and trailing ",
        String(repeating: "a&#%+\n", count: 1_700),
    ]

    @Test(arguments: hostile)
    func queryComesBackWholeAndAlone(_ query: String) throws {
        let endpoint = try GitHubEndpoint("https://api.github.com")
        let url = endpoint.searchRepositoriesURL(RepositorySearchRequest(query: query))
        let components = try #require(URLComponents(string: url))
        #expect(components.scheme == "https")
        #expect(components.host == "api.github.com")
        #expect(components.path == "/search/repositories")
        #expect(components.fragment == nil)
        let items = try #require(components.queryItems)
        #expect(items.map(\.name) == ["q", "per_page"])
        #expect(items.first?.value == query)
        #expect(!url.contains(" ") && !url.contains("\n") && url.filter { $0 == "#" }.isEmpty)
        #expect(url.filter { $0 == "&" }.count == 1)
    }

    @Test func spaceAndPlusAreEncodedSoAServerReadsThemBack() throws {
        let endpoint = try GitHubEndpoint("http://127.0.0.1:1/api/v3/")
        #expect(endpoint.searchRepositoriesURL(RepositorySearchRequest(query: "c++ stars:>10", perPage: 30))
            == "http://127.0.0.1:1/api/v3/search/repositories?q=c%2B%2B%20stars%3A%3E10&per_page=30")
    }

    @Test func sortAndOrderAreMappedOrderOnlyWithASort() throws {
        let endpoint = try GitHubEndpoint("https://api.github.com")
        func url(_ sort: RepositorySearchRequest.Sort?, _ order: RepositorySearchRequest.Order?) -> String {
            endpoint.searchRepositoriesURL(RepositorySearchRequest(query: "x", sort: sort, order: order))
        }
        #expect(url(nil, nil) == "https://api.github.com/search/repositories?q=x&per_page=100")
        #expect(url(.stars, nil) == "https://api.github.com/search/repositories?q=x&sort=stars&per_page=100")
        #expect(url(.helpWantedIssues, .ascending)
            == "https://api.github.com/search/repositories?q=x&sort=help-wanted-issues&order=asc&per_page=100")
        #expect(url(.updated, .descending) == "https://api.github.com/search/repositories?q=x&sort=updated&order=desc&per_page=100")
        #expect(url(nil, .ascending) == "https://api.github.com/search/repositories?q=x&per_page=100")
        #expect(RepositorySearchRequest(query: "x", perPage: 0).perPage == 1)
        #expect(RepositorySearchRequest(query: "x", perPage: 500).perPage == 100)
    }

    @Test func blankQueriesAreEmpty() {
        #expect(RepositorySearchRequest(query: "").isEmpty)
        #expect(RepositorySearchRequest(query: " \t\n\u{3000}").isEmpty)
        #expect(!RepositorySearchRequest(query: " x ").isEmpty)
    }

    @Test func ownRepositoriesURL() throws {
        let endpoint = try GitHubEndpoint("https://api.github.com")
        #expect(endpoint.ownRepositoriesURL(OwnRepositoryOptions()) == "https://api.github.com/user/repos?per_page=100")
        let options = OwnRepositoryOptions(affiliations: [.owner, .organizationMember], visibility: .private, sort: .pushed,
                                           perPage: 30)
        #expect(endpoint.ownRepositoriesURL(options)
            == "https://api.github.com/user/repos?per_page=30&affiliation=owner,organization_member&visibility=private&sort=pushed&direction=desc")
        #expect(endpoint.ownRepositoriesURL(OwnRepositoryOptions(sort: .stars)) == "https://api.github.com/user/repos?per_page=100")
        #expect(endpoint.ownRepositoriesURL(OwnRepositoryOptions(sort: .name)) == "https://api.github.com/user/repos?per_page=100&sort=full_name&direction=asc")
    }

    @Test func queryValueEncodingLeavesOnlyUnreservedBytes() {
        #expect(percentEncodedQueryValue("aZ09-._~") == "aZ09-._~")
        #expect(percentEncodedQueryValue(" +&=#%?/:") == "%20%2B%26%3D%23%25%3F%2F%3A")
        #expect(percentEncodedQueryValue("é") == "%C3%A9")
    }
}
