import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchText

/// GitHub's qualifiers in the local filter: each valid form, each invalid
/// one (reported, left out, the rest still applies), and the rows kept.
@Suite(.standardTimeLimit) struct QualifierTests {
    static func day(_ text: String) -> Date { ISO8601.parse(text + "T00:00:00Z")! }

    static let repositories: [Repository] = [
        Repository(name: "alpha", language: "Swift", stargazersCount: 5, forksCount: 1, isFork: false, isArchived: false,
                   topics: ["cli", "ios"], createdAt: day("2020-05-01"), pushedAt: day("2024-01-01")),
        Repository(name: "beta", language: "Go", stargazersCount: 10, forksCount: 0, isFork: true, isArchived: false,
                   topics: ["cli"], createdAt: day("2021-01-01"), pushedAt: day("2024-01-02")),
        Repository(name: "gamma", language: "Vim Script", stargazersCount: 50, forksCount: 7, isFork: false, isArchived: true,
                   topics: ["vim"], createdAt: day("2019-01-01"), pushedAt: day("2023-12-31")),
        Repository(name: "delta", language: nil, stargazersCount: nil, isFork: nil, isArchived: nil,
                   topics: [], pushedAt: nil),
        Repository(name: "epsilon", language: "C++", stargazersCount: 11, forksCount: 100, isFork: false,
                   topics: ["cli", "Parser"], createdAt: day("2024-02-29"), pushedAt: ISO8601.parse("2024-06-15T12:30:00Z")),
    ]

    static func names(_ filter: String) -> [String] {
        FilterFixture.names(filter, in: repositories)
    }

    @Test(arguments: [
        ("language:swift", ["alpha"]),
        ("language:SWIFT", ["alpha"]),
        ("language:go language:swift", ["alpha", "beta"]),           // any of them
        ("-language:swift", ["beta", "gamma", "delta", "epsilon"]),
        ("!language:swift", ["beta", "gamma", "delta", "epsilon"]),
        ("language:\"vim script\"", ["gamma"]),
        ("language:vim-script", ["gamma"]),
        ("language:cpp", ["epsilon"]),                                // a common alias
        ("language:c++", ["epsilon"]),
        ("language:cobol", []),
        ("topic:cli", ["alpha", "beta", "epsilon"]),
        ("topic:cli topic:ios", ["alpha"]),                           // all of them
        ("topic:parser", ["epsilon"]),
        ("-topic:cli", ["gamma", "delta"]),
        ("topic:nothing", []),
        ("fork:true", ["alpha", "beta", "gamma", "delta", "epsilon"]),
        ("fork:false", ["alpha", "gamma", "delta", "epsilon"]),
        ("fork:only", ["beta"]),
        ("fork:false fork:only", ["beta"]),                          // the last one wins
        ("archived:true", ["gamma"]),
        ("archived:false", ["alpha", "beta", "delta", "epsilon"]),
        ("stars:>10", ["gamma", "epsilon"]),
        ("stars:>=10", ["beta", "gamma", "epsilon"]),
        ("stars:<10", ["alpha"]),                                     // no count: no match
        ("stars:<=10", ["alpha", "beta"]),
        ("stars:10..50", ["beta", "gamma", "epsilon"]),
        ("stars:*..10", ["alpha", "beta"]),
        ("stars:11..*", ["gamma", "epsilon"]),
        ("stars:10", ["beta"]),
        ("-stars:10", ["alpha", "gamma", "delta", "epsilon"]),        // no count passes a negation
        ("stars:>1 stars:<50", ["alpha", "beta", "epsilon"]),
        ("forks:>=7", ["gamma", "epsilon"]),
        ("pushed:>2024-01-01", ["beta", "epsilon"]),                  // after that day
        ("pushed:>=2024-01-01", ["alpha", "beta", "epsilon"]),
        ("pushed:<2024-01-01", ["gamma"]),
        ("pushed:<=2024-01-01", ["alpha", "gamma"]),
        ("pushed:2024-01-01", ["alpha"]),                             // that day
        ("pushed:2024-01-01..2024-01-02", ["alpha", "beta"]),
        ("pushed:*..2023-12-31", ["gamma"]),
        ("pushed:2024", ["alpha", "beta", "epsilon"]),                // a whole year
        ("pushed:2024-06", ["epsilon"]),                              // a whole month
        ("pushed:>2024-06-15T12:00:00Z", ["epsilon"]),
        ("pushed:<2024-06-15T12:00:00+07:00", ["alpha", "beta", "gamma"]),
        ("created:2024-02-29", ["epsilon"]),
        ("created:<2020", ["gamma"]),
        ("a language:swift", ["alpha"]),
        ("language:swift stars:>100", []),
    ])
    func keepsTheRightRows(filter: String, expected: [String]) {
        #expect(Filter(filter).problems == [], "\(filter)")
        #expect(Self.names(filter) == expected, "\(filter)")
    }

    @Test(arguments: [
        ("language:", "language", FilterProblem.Kind.missingValue),
        ("topic:", "topic", .missingValue),
        ("fork:maybe", "fork", .notOneOf(["true", "false", "only"])),
        ("archived:yes", "archived", .notOneOf(["true", "false"])),
        ("stars:lots", "stars", .notANumber),
        ("stars:>", "stars", .notANumber),
        ("stars:>=x", "stars", .notANumber),
        ("stars:1..x", "stars", .notANumber),
        ("stars:-5", "stars", .notANumber),
        ("stars:50..10", "stars", .emptyRange),
        ("forks:1.5", "forks", .notANumber),
        ("pushed:2024-13-01", "pushed", .notADate),
        ("pushed:2023-02-29", "pushed", .notADate),
        ("pushed:2024-0", "pushed", .notADate),
        ("pushed:yesterday", "pushed", .notADate),
        ("pushed:2024-02-01..2024-01-01", "pushed", .emptyRange),
        ("created:>", "created", .notADate),
        ("sort:best", "sort", .notOneOf(["best-match", "stars", "forks", "updated", "pushed", "created", "name"])),
        ("-sort:stars", "sort", .notNegatable),
        ("-fork:true", "fork", .notNegatable),
        ("!archived:true", "archived", .notNegatable),
        ("lang:swift", "lang", .unknownQualifier(suggestion: "language")),
        ("star:>10", "star", .unknownQualifier(suggestion: "stars")),
        ("pushd:>2024", "pushd", .unknownQualifier(suggestion: "pushed")),
        ("topics:cli", "topics", .unknownQualifier(suggestion: "topic")),
    ])
    func reportsInvalidFormsAndAppliesTheRest(word: String, key: String, kind: FilterProblem.Kind) {
        let filter = Filter("alpha \(word) stars:>1")
        #expect(filter.problems == [FilterProblem(word: word, key: key, kind: kind)], "\(word)")
        #expect(!filter.problems[0].description.isEmpty)
        #expect(!Catalogue.korean.describe(filter.problems[0]).isEmpty)
        // The rest of the filter still applies.
        #expect(filter.groups.map { $0.map(\.text) } == [["alpha"]], "\(word)")
        #expect(filter.qualifiers.map(\.typed) == ["stars:>1"], "\(word)")
        #expect(Self.names("alpha \(word) stars:>1") == ["alpha"])
    }

    @Test func otherWordsWithAColonAreWords() {
        let filter = Filter("http://example.com is:public c:")
        #expect(filter.problems.isEmpty)
        // `is:` is GitHub's visibility qualifier; the others are words.
        #expect(filter.qualifiers.map(\.typed) == ["is:public"])
        #expect(filter.groups.map { $0.map(\.text) } == [["http://example.com"], ["c:"]])
    }

    @Test func aBarNextToAQualifierIsReportedAndDropped() {
        for text in ["alpha | language:go", "language:go | alpha"] {
            let filter = Filter(text)
            #expect(filter.problems.map(\.kind) == [.barNextToQualifier], "\(text)")
            #expect(filter.groups.map { $0.map(\.text) } == [["alpha"]], "\(text)")
            #expect(filter.qualifiers.count == 1, "\(text)")
        }
    }

    @Test func messagesNameTheWordAndShowTheRightForm() {
        #expect(Filter("fork:maybe").problems[0].description == "fork:maybe is not understood: use fork:true, fork:false or fork:only")
        #expect(Filter("stars:lots").problems[0].description == "stars:lots is not understood: use a count, e.g. stars:>10, stars:10..50")
        #expect(Filter("lang:go").problems[0].description == "lang: is not a qualifier; did you mean language:?")
        #expect(Filter("pushed:").problems[0].description == "pushed: needs a value, e.g. pushed:>2024-01-01")
        #expect(Filter("-sort:name").problems[0].description == "-sort:name cannot be negated")
        // What the user typed reaches the status line sanitised.
        #expect(Filter("stars:\u{1B}[2J").problems[0].description.contains("\u{1B}") == false)
    }

    @Test(arguments: [
        ("sort:stars", ["gamma", "epsilon", "beta", "alpha", "delta"]),
        ("sort:stars-asc", ["alpha", "beta", "epsilon", "gamma", "delta"]),  // unknown last either way
        ("sort:forks", ["epsilon", "gamma", "alpha", "beta", "delta"]),
        ("sort:name", ["alpha", "beta", "delta", "epsilon", "gamma"]),
        ("sort:name-desc", ["gamma", "epsilon", "delta", "beta", "alpha"]),
        ("sort:pushed", ["epsilon", "beta", "alpha", "gamma", "delta"]),
        ("sort:created-asc", ["gamma", "alpha", "beta", "epsilon", "delta"]),
        ("fork:false sort:stars", ["gamma", "epsilon", "alpha", "delta"]),
        ("sort:name sort:stars", ["gamma", "epsilon", "beta", "alpha", "delta"]),  // the last one
    ])
    func sortOrdersTheRows(filter: String, expected: [String]) {
        #expect(Self.names(filter) == expected)
    }

    @Test func theCommandLineSortAppliesWhenNoWordIsTyped() {
        let stars = FilterSort(option: "stars")
        #expect(FilterFixture.names("", in: Self.repositories, defaultSort: stars) == ["gamma", "epsilon", "beta", "alpha", "delta"])
        #expect(FilterFixture.names("fork:false", in: Self.repositories, defaultSort: stars) == ["gamma", "epsilon", "alpha", "delta"])
        // Typed words rank by how well they match, unless sort: says otherwise.
        #expect(FilterFixture.names("eta", in: Self.repositories, defaultSort: stars) == ["beta", "delta"])
        #expect(FilterFixture.names("a", in: Self.repositories, defaultSort: stars).first == "alpha")
        #expect(FilterFixture.names("a sort:stars", in: Self.repositories, defaultSort: FilterSort(option: "name")).first == "gamma")
        #expect(FilterSort(option: "updated") == FilterSort(.updated))
        #expect(FilterSort(option: "bogus") == nil)
    }
}
