import Testing
import TestSupport
@testable import FakeGitHub

/// How the fake reads `q`: words, phrases, qualifiers and ranges.
@Suite(.standardTimeLimit) struct SearchQueryParsingTests {
    @Test func wordsSplitAtWhitespaceOutsideQuotes() {
        let words = RepositorySearchQuery.words(" machine\t\"deep  learning\"\nlanguage:\"Objective C\" ")
        #expect(words.map(\.text) == ["machine", "deep  learning", "language:Objective C"])
        #expect(words.map(\.quoted) == [false, true, false])
        #expect(RepositorySearchQuery.words(" \t\n").isEmpty)
        #expect(RepositorySearchQuery.words("\"\"").map(\.text) == [""])
    }

    @Test func qualifiersAreReadTermsAreLowerCased() {
        let query = RepositorySearchQuery(
            #"Machine "Deep Learning" user:Alice org:acme language:Swift -language:go topic:CLI -topic:old stars:>10 forks:1..5 fork:only archived:false is:private in:name,topics sort:updated-asc"#)
        var expected = RepositorySearchQuery("")
        expected.terms = ["machine", "deep learning"]
        expected.users = ["alice"]
        expected.organisations = ["acme"]
        expected.languages = ["swift"]
        expected.excludedLanguages = ["go"]
        expected.topics = ["cli"]
        expected.excludedTopics = ["old"]
        expected.stars = [CountRange(lower: 11, upper: nil)]
        expected.forkCounts = [CountRange(lower: 1, upper: 5)]
        expected.forks = .only
        expected.archived = false
        expected.isPrivate = true
        expected.fields = [.name, .topics]
        expected.sort = RepositorySearchSort(order: .updated, ascending: true)
        expected.textLength = "Machine Deep Learning".count
        #expect(query == expected)
    }

    @Test func unknownOrUnreadableQualifiersAreText() {
        let query = RepositorySearchQuery(#"foo:bar stars:lots fork:maybe in:readme "user:quoted" -user:x"#)
        #expect(query.terms == ["foo:bar", "stars:lots", "fork:maybe", "in:readme", "user:quoted", "-user:x"])
        #expect(query.users.isEmpty)
        #expect(query.forks == .excluded)
        #expect(query.fields == [.name, .description, .topics])
    }

    @Test func countRangesInEveryForm() {
        #expect(CountRange("10") == CountRange(lower: 10, upper: 10))
        #expect(CountRange(">10") == CountRange(lower: 11, upper: nil))
        #expect(CountRange(">=10") == CountRange(lower: 10, upper: nil))
        #expect(CountRange("<10") == CountRange(lower: nil, upper: 9))
        #expect(CountRange("<=10") == CountRange(lower: nil, upper: 10))
        #expect(CountRange("10..50") == CountRange(lower: 10, upper: 50))
        #expect(CountRange("*..50") == CountRange(lower: nil, upper: 50))
        #expect(CountRange("10..*") == CountRange(lower: 10, upper: nil))
        for bad in ["", "x", ">", ">=", "1..", "..2", "1..x", "-5", "1e3", "9999999999999"] {
            #expect(CountRange(bad) == nil, "\(bad)")
        }
        #expect(CountRange("10..50")?.contains(10) == true)
        #expect(CountRange("10..50")?.contains(51) == false)
    }

    @Test func formEncodingIsGitHubs() {
        #expect(ReencodedLinkHeader.formEncoded("machine learning stars:>10") == "machine+learning+stars%3A%3E10")
        #expect(ReencodedLinkHeader.formEncoded("a&b#c%d+e\nf") == "a%26b%23c%25d%2Be%0Af")
        #expect(ReencodedLinkHeader.formEncoded("owner,collaborator") == "owner%2Ccollaborator")
        #expect(ReencodedLinkHeader.formEncoded("*-._~é") == "*-._%7E%C3%A9")
    }
}
