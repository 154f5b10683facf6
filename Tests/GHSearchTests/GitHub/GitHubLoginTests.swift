import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchText

@Suite(.standardTimeLimit) struct GitHubLoginTests {
    @Test(arguments: ["scotteg", "foo-", "Roger--Han", "a", "A_b", String(repeating: "x", count: 39), "  spaced  "])
    func acceptsNamesGitHubCouldHave(_ text: String) {
        guard case .valid(let name) = GitHubLogin(text) else {
            Issue.record("\(text) was refused"); return
        }
        #expect(name == text.trimmingSpaces())
    }

    @Test(arguments: ["../x", "a/b", "a?b", "a#b", "%2F", "a b", "한국", "ü", "a\u{0}b", "a\nb", String(repeating: "x", count: 10_000)])
    func refusesNamesGitHubCouldNeverHave(_ text: String) {
        guard case .invalid = GitHubLogin(text) else {
            Issue.record("\(text.prefix(20)) was accepted"); return
        }
    }

    @Test func emptyMeansNoSearch() {
        #expect(GitHubLogin("") == .empty)
        #expect(GitHubLogin("   ") == .empty)
    }

    @Test func percentEncodingMakesOneSegment() {
        #expect(percentEncodedPathSegment("scotteg") == "scotteg")
        #expect(percentEncodedPathSegment("../x") == "..%2Fx")
        #expect(percentEncodedPathSegment("..") == "%2E%2E")
        #expect(percentEncodedPathSegment(".") == "%2E")
        #expect(percentEncodedPathSegment("a/b?c#d%e f") == "a%2Fb%3Fc%23d%25e%20f")
        #expect(percentEncodedPathSegment("한") == "%ED%95%9C")
        let long = percentEncodedPathSegment(String(repeating: "/", count: 10_000))
        #expect(!long.contains("/") && long.count == 30_000)
    }

    @Test func repositoriesURLCarriesQueryOptions() throws {
        let endpoint = try GitHubEndpoint("https://ghe.example.com/api/v3/")
        #expect(endpoint.repositoriesURL(login: "a b", options: ListOptions(type: .all, sort: .name))
            == "https://ghe.example.com/api/v3/users/a%20b/repos?per_page=100&type=all&sort=full_name&direction=asc")
        #expect(endpoint.repositoriesURL(login: "x", options: ListOptions(sort: .stars))
            == "https://ghe.example.com/api/v3/users/x/repos?per_page=100")
    }

    @Test func sameOriginDecidesWhereTheTokenGoes() throws {
        let endpoint = try GitHubEndpoint("https://api.github.com")
        #expect(endpoint.isSameOrigin("https://api.github.com/user/1/repos?page=2"))
        #expect(endpoint.isSameOrigin("https://API.GitHub.com:443/user/1/repos"))
        #expect(!endpoint.isSameOrigin("http://api.github.com/user/1/repos"))
        #expect(!endpoint.isSameOrigin("https://api.github.com.evil.example/user/1/repos"))
        #expect(!endpoint.isSameOrigin("https://evil.example/?https://api.github.com"))
        #expect(!endpoint.isSameOrigin("https://user@api.github.com/"))
        #expect(!endpoint.isSameOrigin("not a url"))
    }

    @Test(arguments: ["", "ftp://x", "api.github.com", "https://", "https://x?y", "javascript:alert(1)"])
    func refusesEndpointsThatAreNotHTTP(_ text: String) {
        #expect(throws: GitHubEndpoint.Problem.self) { try GitHubEndpoint(text) }
    }
}
