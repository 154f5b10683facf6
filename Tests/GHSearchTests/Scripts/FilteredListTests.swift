import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// The filter over a whole list, as `--once USER WORDS` runs it, and `is:`.
@Suite(.standardTimeLimit) struct FilteredListTests {
    static let list = [
        Repository(name: "open", isPrivate: false, visibility: "public"),
        Repository(name: "secret", isPrivate: true, visibility: "private"),
        Repository(name: "inner", isPrivate: true, visibility: "internal"),
        Repository(name: "old", isPrivate: true),  // no visibility: `private` decides
        Repository(name: "unknown"),
    ]

    func names(_ text: String) -> [String] {
        FilteredList.apply(Filter(text), to: Self.list, defaultSort: nil).map(\.name)
    }

    @Test func isKeepsOneVisibilityAndTheLastWins() {
        #expect(names("is:public") == ["open"])
        #expect(names("is:private") == ["secret", "old"])
        #expect(names("is:INTERNAL") == ["inner"])
        #expect(names("is:public is:private") == ["secret", "old"])
        #expect(Filter("is:secret").problems.first?.kind == .notOneOf(["public", "private", "internal"]))
        #expect(Filter("-is:public").problems.first?.kind == .notNegatable)
    }

    @Test func theOrderIsTheEnginesAsThePromptShowsIt() {
        #expect(names("") == Self.list.map(\.name))
        var engine = FilterEngine()
        let corpus = FilterCorpus(Self.list)
        let ranked = engine.run(Filter("o"), over: corpus, defaultSort: nil).rows.map { Self.list[$0].name }
        #expect(names("o") == ranked)
    }
}
