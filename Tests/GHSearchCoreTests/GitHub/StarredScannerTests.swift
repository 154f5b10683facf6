import Foundation
@testable import GHSearchCore
import TestSupport
import Testing

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

    @Test func notAListSaysWhat() {
        #expect(StarredScanner.scan(Array(#"{"message":"Not Found"}"#.utf8)) == .failure(.notAnArray(message: "Not Found")))
        #expect(StarredScanner.scan(Array("[{".utf8)) == .failure(.notJSON))
    }

    @Test func theURLs() throws {
        let endpoint = try GitHubEndpoint("https://api.github.com")
        #expect(endpoint.starredURL(.user("octocat")) == "https://api.github.com/users/octocat/starred?per_page=100")
        #expect(endpoint.starredURL(.me, byUpdate: true) == "https://api.github.com/user/starred?per_page=100&sort=updated")
        #expect(StarredSubject("@ME") == .me && StarredSubject(" octocat ") == .user("octocat"))
    }
}
