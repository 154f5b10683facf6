import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive

/// `starred:USER` at the prompt, and the one place a request's name is read
/// as what it lists (`SearchSubject`).
@Suite(.standardTimeLimit) struct SearchSubjectTests {
    @Test func theFirstWordNamesWhoseStarsAndTheRestFiltersThem() {
        let query = SearchQuery(line: "  starred:octocat swift cli ")
        #expect(query.login == "starred:octocat" && query.filter == "swift cli" && query.repository == nil)
        #expect(SearchQuery(line: "Starred:@ME").login == "starred:@me")
        #expect(SearchQuery(line: "STARRED:Octocat").login == "starred:Octocat")
        #expect(SearchQuery(line: "starred:").login == "", "no user yet: nothing is searched")
        #expect(SearchQuery(line: "starred: octocat").login == "" && SearchQuery(line: "starred: octocat").filter == "octocat")
        // The filter's qualifier `stars:` is no prefix of subjects: a word a login can never be.
        #expect(SearchQuery(line: "stars:>10").login == "stars:>10")
        #expect(SearchQuery(line: "octocat starred:x").filter == "starred:x")
    }

    @Test func eachNameIsOneSubjectAndBack() {
        let cases: [(String, SearchSubject)] = [
            ("octocat", .user("octocat")),
            ("@me", .own),
            ("search:swift cli", .search("swift cli")),
            ("starred:octocat", .starred(.user("octocat"))),
            ("starred:@me", .starred(.me)),
        ]
        for (name, subject) in cases {
            #expect(SearchSubject(name: name) == subject, "\(name)")
            #expect(subject.name == name)
        }
        #expect(SearchSubject.starred(.user("a")).listsManyOwners && SearchSubject.search("a").listsManyOwners)
        #expect(!SearchSubject.user("a").listsManyOwners && !SearchSubject.own.listsManyOwners)
    }

    @Test func theKeysSubjectFollowsItsMode() {
        #expect(SearchKey(login: "starred:octocat", generation: 0, urgent: false).subject == .starred(.user("octocat")))
        #expect(SearchKey(login: "search:starred:x", generation: 0, urgent: false, mode: .search).subject == .search("starred:x"))
        #expect(SearchKey(login: "search:x", generation: 0, urgent: false, mode: .user).subject == .user("search:x"),
                "a user-mode word only looks like a search's name")
        // Stars spend the core limit as a user's list does: names are paced the same way.
        #expect(SearchKey(login: "starred:octocat", generation: 0, urgent: false).spendsCore)
    }
}
