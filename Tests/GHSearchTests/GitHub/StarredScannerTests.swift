import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub

/// A page of stars as `application/vnd.github.star+json` gives it, and as
/// a server that ignores the media type does.
@Suite(.standardTimeLimit) struct StarredScannerTests {
    @Test func starsWithTheirTimesAndPlainRepositories() throws {
        let body = Array("""
            [{"starred_at":"2023-11-14T22:13:20Z","repo":{"id":1,"name":"a","full_name":"o/a"}},
             {"repo":{"id":2,"name":"b"},"starred_at":null},
             {"starred_at":"2023-11-14T22:13:20Z","repo":{"full_name":"no/name"}},
             {"id":3,"name":"plain","full_name":"o/plain"},
             7]
            """.utf8)
        let list = try StarredScanner.scan(body).get()
        #expect(list.repositories.map(\.name) == ["a", "b", "plain"])
        #expect(list.repositories[0].starredAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(list.repositories[0].fullName == "o/a")
        #expect(list.repositories[1].starredAt == nil)
        #expect(list.skipped == 2, "a star without a named repository, and a number")
    }

    /// `--sort starred`: the page in GitHub's order (newest star first), each
    /// element's time read; the order is the server's, never re-sorted here.
    @Test func starsKeepTheServersOrderAndTimes() throws {
        let body = Array("""
            [{"starred_at":"2024-03-01T10:00:00Z","repo":{"id":9,"name":"newest","full_name":"x/newest"}},
             {"starred_at":"2023-01-01T00:00:00+00:00","repo":{"id":1,"name":"older","full_name":"y/older"}},
             {"starred_at":"not a time","repo":{"id":5,"name":"unknown-time","full_name":"z/unknown-time"}}]
            """.utf8)
        let list = try StarredScanner.scan(body).get()
        #expect(list.repositories.map(\.fullName) == ["x/newest", "y/older", "z/unknown-time"])
        #expect(list.repositories.map(\.starredAt) == [
            Date(timeIntervalSince1970: 1_709_287_200), Date(timeIntervalSince1970: 1_672_531_200), nil,
        ])
        #expect(list.skipped == 0, "a time that cannot be read loses the time, not the repository")
    }

    @Test func notAListSaysWhat() {
        #expect(StarredScanner.scan(Array(#"{"message":"Not Found"}"#.utf8)) == .failure(.notAnArray(message: "Not Found")))
        #expect(StarredScanner.scan(Array("[{".utf8)) == .failure(.notJSON))
    }

    @Test func theURLs() throws {
        let endpoint = try GitHubEndpoint("https://api.github.com")
        #expect(endpoint.starredURL(.user("octocat")) == "https://api.github.com/users/octocat/starred?per_page=100")
        #expect(endpoint.starredURL(.me, order: .updated)
            == "https://api.github.com/user/starred?per_page=100&sort=updated&direction=desc")
        #expect(endpoint.starredURL(.user("octocat"), order: .starred)
            == "https://api.github.com/users/octocat/starred?per_page=100&sort=created&direction=desc")
        #expect(endpoint.starredURL(.user("octocat"), order: .stars) == "https://api.github.com/users/octocat/starred?per_page=100",
                "GitHub cannot sort stars by stars: its default order, sorted here")
        #expect(StarredSubject("@ME") == .me && StarredSubject(" octocat ") == .user("octocat"))
    }
}
