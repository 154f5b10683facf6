import Foundation
import Testing
@testable import FakeGitHub

/// Accounts with hand-made repositories, so search results can be named
/// exactly; and helpers to read a search answer.
enum SearchFixtures {
    static let aliceToken = "alice-token"
    static let carolToken = "carol-token"

    static let users: [FakeUser] = [
        FakeUser(login: "alice", id: 1_001, repositories: [
            FakeRepository(id: 11, name: "machine-learning-kit", description: "Deep learning for Swift",
                           updatedAt: 1_600_000_000, stargazersCount: 120, language: "Swift", forksCount: 30,
                           openIssuesCount: 4, topics: ["ml", "swift"]),
            FakeRepository(id: 12, name: "learning-notes", description: "Notes on machine learning",
                           updatedAt: 1_700_000_000, stargazersCount: 5, language: "Markdown", forksCount: 1,
                           openIssuesCount: 9),
            FakeRepository(id: 13, name: "secret-plans", isPrivate: true, description: "Machine learning plans",
                           stargazersCount: 0, language: "Swift", visibility: "private"),
            FakeRepository(id: 14, name: "tensor-fork", description: "Machine learning, forked", fork: true,
                           stargazersCount: 2, language: "Python"),
            FakeRepository(id: 15, name: "old-machine", description: "An archived machine", stargazersCount: 40,
                           language: "C", archived: true),
            FakeRepository(id: 16, name: "shared-tool", owner: FakeOwner(login: "bob", id: 1_002),
                           description: "A tool alice collaborates on", stargazersCount: 3, language: "Go"),
        ]),
        FakeUser(login: "bob", id: 1_002, repositories: [
            FakeRepository(id: 21, name: "machine", description: "Exactly machine", stargazersCount: 7,
                           language: "Go", topics: ["cli"]),
            FakeRepository(id: 22, name: "go-tools", description: "Command-line tools", stargazersCount: 300,
                           language: "Go", forksCount: 80, topics: ["machine-learning", "cli"]),
        ]),
        FakeUser(login: "acme", id: 2_001, type: "Organization", repositories: [
            FakeRepository(id: 31, name: "acme-ml", description: "Machine learning at Acme", stargazersCount: 50,
                           language: "Swift"),
            FakeRepository(id: 32, name: "acme-internal", isPrivate: true, description: "Internal machine tools",
                           stargazersCount: 1, language: "Swift", visibility: "private"),
        ]),
        FakeUser(login: "carol", id: 1_003, repositories: [
            FakeRepository(id: 41, name: "diary", isPrivate: true, description: "Private notes", visibility: "private"),
        ]),
    ]

    static let viewers = [
        FakeViewer(token: aliceToken, login: "alice", organisations: ["acme"]),
        FakeViewer(token: carolToken, login: "carol"),
    ]

    static func configuration(search: SearchConfiguration = SearchConfiguration(viewers: viewers),
                              users: [FakeUser] = users) -> FakeGitHubConfiguration {
        FakeGitHubConfiguration(users: users, search: search)
    }

    /// `/search/repositories?q=…` with `q` form-encoded and extra parameters appended.
    static func searchTarget(_ q: String, _ extra: String = "") -> String {
        "/search/repositories?q=" + ReencodedLinkHeader.formEncoded(q) + (extra.isEmpty ? "" : "&" + extra)
    }
}

/// The parts of a search answer's body.
struct SearchBody {
    var totalCount: Int
    var incompleteResults: Bool
    var items: [[String: Any]]

    init(_ response: RawHTTPResponse) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        totalCount = try #require(object["total_count"] as? Int)
        incompleteResults = try #require(object["incomplete_results"] as? Bool)
        items = try #require(object["items"] as? [[String: Any]])
    }

    var fullNames: [String] { items.compactMap { $0["full_name"] as? String } }
}

