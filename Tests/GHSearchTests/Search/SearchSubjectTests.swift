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
        #expect(query.subject == .starred(.user("octocat")) && query.filter == "swift cli" && query.repository == nil)
        #expect(SearchQuery(line: "Starred:@ME").subject == .starred(.me))
        #expect(SearchQuery(line: "STARRED:Octocat").subject == .starred(.user("Octocat")))
        #expect(SearchQuery(line: "starred:").subject == nil, "no user yet: nothing is searched")
        #expect(SearchQuery(line: "starred: octocat").subject == nil && SearchQuery(line: "starred: octocat").filter == "octocat")
        // The filter's qualifier `stars:` is no prefix of subjects: a word a login can never be.
        #expect(SearchQuery(line: "stars:>10").subject == .user("stars:>10"))
        #expect(SearchQuery(line: "octocat starred:x").filter == "starred:x")
    }

    @Test func eachUserWordIsOneSubjectAndReadsBackAsTyped() {
        let cases: [(String, SearchSubject)] = [
            ("octocat", .user("octocat")),
            ("@me", .own),
            ("search:swift", .user("search:swift")),
            ("starred:octocat", .starred(.user("octocat"))),
            ("starred:@me", .starred(.me)),
        ]
        for (word, subject) in cases {
            #expect(SearchSubject(userWord: word) == subject, "\(word)")
            #expect(subject.displayName == word)
        }
        #expect(SearchSubject(userWord: "") == nil && SearchSubject(userWord: "starred:") == nil)
        #expect(SearchSubject(query: "swift cli") == .search("swift cli") && SearchSubject(query: "") == nil)
        #expect(SearchSubject.search("swift cli").displayName == "swift cli")
        #expect(SearchSubject.starred(.user("a")).listsManyOwners && SearchSubject.search("a").listsManyOwners)
        #expect(!SearchSubject.user("a").listsManyOwners && !SearchSubject.own.listsManyOwners)
    }

    @Test func aLoginInAnyCaseIsTheSameListAndAQueryIsComparedAsTyped() {
        #expect(SearchSubject.user("Octocat").isSameList(as: .user("octocat")))
        #expect(SearchSubject.starred(.user("Octocat")).isSameList(as: .starred(.user("OCTOCAT"))))
        #expect(!SearchSubject.user("octocat").isSameList(as: .starred(.user("octocat"))))
        #expect(!SearchSubject.search("Swift").isSameList(as: .search("swift")))
        #expect(!SearchSubject.user("swift").isSameList(as: .search("swift")) && !SearchSubject.own.isSameList(as: nil))
    }

    @Test func theLinesSubjectFollowsItsMode() {
        #expect(SearchQuery(line: "starred:x", mode: .search).subject == .search("starred:x"))
        #expect(SearchQuery(line: "search:x", mode: .user).subject == .user("search:x"),
                "a user-mode word is a login, whatever it looks like")
        // Stars spend the core limit as a user's list does: names are paced the same way.
        #expect(SearchKey(subject: .starred(.user("octocat")), generation: 0, urgent: false).spendsCore)
    }
}
