import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchText

/// A match in whole words (or word beginnings, or initials) in any field
/// outranks a scattered fuzzy match in the name; the cases that went the
/// wrong way, and what counts as a word-start match.
@Suite(.standardTimeLimit) struct WordStartRankingTests {
    static func names(_ filter: String, _ repositories: [Repository], tiebreak: FilterTiebreak = .default) -> [String] {
        var engine = FilterEngine(tiebreak: tiebreak)
        return engine.run(Filter(filter), over: FilterCorpus(repositories)).rows.map { repositories[$0].name }
    }

    @Test func theInitialsOfAPhraseInADescriptionOutrankAScatteredMatchInAName() {
        let rows = [
            Repository(name: "cache-tutorial", description: "A tutorial about caching"),
            Repository(name: "uiJson", description: "Terminal UI toolkit"),
        ]
        #expect(Self.names("tui", rows) == ["uiJson", "cache-tutorial"])
    }

    @Test func wholeWordsInTheDescriptionOutrankATopicAndAScatteredName() {
        let rows = [
            Repository(name: "paper-server", description: "A tiny web server", topics: ["json"]),
            Repository(name: "parser-lib", description: "Fast JSON parsing"),
        ]
        #expect(Self.names("json parser", rows) == ["parser-lib", "paper-server"])
    }

    @Test func betweenWordStartMatchesTheFieldsWeightsStillDecide() {
        let rows = [
            Repository(name: "notes", description: "my json notes"),
            Repository(name: "json-tools"),
            Repository(name: "misc", topics: ["json"]),
        ]
        #expect(Self.names("json", rows) == ["json-tools", "misc", "notes"])
    }

    @Test(arguments: [
        ("tui", "Terminal UI toolkit", true),
        ("tui", "cache-tutorial", false),
        ("json", "Fast JSON parsing", true),
        ("pars", "Fast JSON parsing", true),
        ("parser", "paper-server", false),
        ("fjp", "Fast JSON parsing", true),
        ("jsonparsing", "Fast JSON parsing", true),
        ("sonp", "Fast JSON parsing", false),
        ("hw", "HelloWorld", true),
        ("ello", "HelloWorld", false),
        ("v2", "api-v2", true),
        ("2", "api-v2", true),
        ("'json", "Fast JSON parsing", true),
        ("'son", "Fast JSON parsing", false),
        ("'json'", "Fast JSON parsing", true),
        ("^fast", "Fast JSON parsing", true),
        ("ing$", "Fast JSON parsing", false),
        ("parsing$", "Fast JSON parsing", true),
        ("한국", "한국어 도구", true),
        ("국어", "한국어 도구", false),
        ("도구", "한국어 도구", true),
    ] as [(String, String, Bool)])
    func wordStarts(_ word: String, _ text: String, _ expected: Bool) throws {
        let term = try #require(FilterParser.term(word))
        let corpus = FilterCorpus([Repository(name: text)])
        let scratch = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: term.keys.count)
        let compiled = CompiledTerms([term])
        corpus.withView { view in
            let field = view.field(row: 0, .name)
            #expect(scratch.score(compiled.terms[0], in: field) >= 0, "\(word) should match \(text)")
            #expect(scratch.matchesAtWordStarts(compiled.terms[0], in: field) == expected, "\(word) in \(text)")
        }
    }

    @Test func theEvidenceNamesTheWordStartField() {
        let rows = [Repository(name: "cache-tutorial", description: "Terminal UI and more")]
        var engine = FilterEngine()
        let corpus = FilterCorpus(rows)
        let match = engine.match(0, filter: Filter("tui"), corpus: corpus)
        #expect(match?.evidence.first?.best == .description)
        _ = engine.run(Filter("tui"), over: corpus)
    }

    // MARK: --tiebreak

    static let ties = [
        Repository(name: "zeta-core-tools", stargazersCount: 5, pushedAt: Date(timeIntervalSince1970: 3_000)),
        Repository(name: "beta-core", stargazersCount: 50, pushedAt: Date(timeIntervalSince1970: 1_000)),
        Repository(name: "alpha-core-x", stargazersCount: nil, pushedAt: Date(timeIntervalSince1970: 2_000)),
        Repository(name: "gamma-core", stargazersCount: 7, pushedAt: nil),
    ]

    @Test func tiesFollowTheTiebreakByDefaultTheListsOrder() throws {
        // `core` scores the same in every name: after `-`, inside.
        #expect(Self.names("core", Self.ties) == ["zeta-core-tools", "beta-core", "alpha-core-x", "gamma-core"])
        #expect(Self.names("core", Self.ties, tiebreak: .index)
            == ["zeta-core-tools", "beta-core", "alpha-core-x", "gamma-core"])
        #expect(Self.names("core", Self.ties, tiebreak: try .parse("length"))
            == ["beta-core", "gamma-core", "alpha-core-x", "zeta-core-tools"])
        #expect(Self.names("core", Self.ties, tiebreak: try .parse("name"))
            == ["alpha-core-x", "beta-core", "gamma-core", "zeta-core-tools"])
        #expect(Self.names("core", Self.ties, tiebreak: try .parse("stars,index"))
            == ["beta-core", "gamma-core", "zeta-core-tools", "alpha-core-x"])
        #expect(Self.names("core", Self.ties, tiebreak: try .parse("pushed"))
            == ["zeta-core-tools", "alpha-core-x", "beta-core", "gamma-core"])
        // begin: the match nearer the start of its field (5 before 6); then length.
        #expect(Self.names("core", Self.ties, tiebreak: try .parse("begin,length"))
            == ["beta-core", "zeta-core-tools", "gamma-core", "alpha-core-x"])
    }

    @Test func theTiebreakNeverReordersDifferentScores() throws {
        let rows = FilterFixture.repositories(["a-long-name-core", "core"])
        for tiebreak in [FilterTiebreak.default, .index, try .parse("name"), try .parse("begin")] {
            #expect(Self.names("core", rows, tiebreak: tiebreak) == ["core", "a-long-name-core"])
        }
    }

    @Test(arguments: [
        ("length", [FilterTiebreak.Criterion.length]),
        ("length,index", [.length]),
        ("index", []),
        ("begin,name,stars,pushed,length,index", [.begin, .name, .stars, .pushed, .length]),
        ("LENGTH", [.length]),
    ] as [(String, [FilterTiebreak.Criterion])])
    func tiebreakValues(_ text: String, _ criteria: [FilterTiebreak.Criterion]) throws {
        #expect(try FilterTiebreak.parse(text).criteria == criteria)
    }

    @Test(arguments: [
        ("chunk", FilterTiebreak.ParseError.unknown("chunk")),
        ("", .unknown("")),
        ("length,", .unknown("")),
        ("length,length", .repeated("length")),
        ("index,length", .indexNotLast),
    ] as [(String, FilterTiebreak.ParseError)])
    func tiebreakErrors(_ text: String, _ error: FilterTiebreak.ParseError) {
        #expect(throws: error) { try FilterTiebreak.parse(text) }
    }

    @Test func theOptionAndItsErrors() throws {
        func parse(_ arguments: [String]) -> Result<ParsedCommand, UsageError> {
            CommandLineParser.parse(arguments, defaults: [])
        }
        guard case .success(.run(let options)) = parse(["--tiebreak", "begin,index", "--once", "x"]) else {
            Issue.record("--tiebreak not read"); return
        }
        #expect(options.tiebreak.criteria == [.begin])
        guard case .success(.run(let plain)) = parse(["x"]) else { Issue.record("no run"); return }
        #expect(plain.tiebreak == .default && plain.tiebreak.criteria == [])
        guard case .failure(let error) = parse(["--tiebreak", "end", "x"]) else { Issue.record("end accepted"); return }
        #expect(error.report.contains("The value 'end' is invalid for '--tiebreak <criteria>': unknown criterion 'end'. Criteria: length, begin, name, stars, pushed, index."),
                "\(error.report)")
        guard case .failure(let order) = parse(["--tiebreak=index,length", "x"]) else { Issue.record("accepted"); return }
        #expect(order.report.contains("index may only come last"))
        #expect(Catalogue.korean.usageMessage(.invalidTiebreak("x", .repeated("x"))).contains("두 번"))
    }
}
