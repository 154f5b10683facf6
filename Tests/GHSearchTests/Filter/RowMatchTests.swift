import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// What the view draws for a matching row: the highlighted characters in
/// every field, what explains a row when its column is hidden, and the
/// excerpt of a long text around its match.
@Suite(.standardTimeLimit) struct RowMatchTests {
    static let repositories: [Repository] = [
        Repository(name: "jclouds", description: "Multi-cloud toolkit for the Java platform", language: "Java",
                   topics: ["cloud", "jclouds-api"]),
        Repository(name: "toolkit", description: "A long description that mentions the word zebra only near its end",
                   language: "Zig", topics: ["zoo"]),
    ]

    static func match(_ filter: String, row: Int) -> RowMatch? {
        FilterEngine().match(row, filter: Filter(filter), corpus: FilterCorpus(repositories))
    }

    @Test func rangesCoverEveryFieldAWordMatchesIn() throws {
        let match = try #require(Self.match("cloud", row: 0))
        #expect(match.ranges(in: .name) == [1..<6])
        #expect(match.ranges(in: .description) == [6..<11])
        #expect(match.ranges(in: .topics) == [0..<5])
        #expect(match.ranges(in: .language) == [])
        #expect(match.evidence == [RowMatch.Evidence(fields: [.name, .description, .topics], best: .topics)])
    }

    @Test func eachWordIsHighlightedAndExplained() throws {
        let match = try #require(Self.match("jcld java", row: 0))
        #expect(match.ranges(in: .name) == [0..<3, 5..<6])
        #expect(match.ranges(in: .language) == [0..<4])
        #expect(match.ranges(in: .description) == [28..<32])
        #expect(match.evidence.count == 2)
        #expect(Self.match("jcld zzz", row: 0) == nil)
    }

    @Test func aMatchOnlyInAHiddenColumnIsNamed() throws {
        let match = try #require(Self.match("zebra", row: 1))
        #expect(match.hiddenEvidence(visible: [.name, .language]) == [.description])
        #expect(match.hiddenEvidence(visible: [.name, .description]) == [])
        let topic = try #require(Self.match("zoo", row: 1))
        #expect(topic.hiddenEvidence(visible: [.name, .description, .language]) == [.topics])
        // A word visible in one column needs nothing revealed.
        let both = try #require(Self.match("toolkit zebra", row: 1))
        #expect(both.hiddenEvidence(visible: [.name]) == [.description])
    }

    @Test func qualifiersHighlightWhatTheyTest() throws {
        let match = try #require(Self.match("language:java topic:cloud", row: 0))
        #expect(match.ranges(in: .language) == [0..<4])
        #expect(match.ranges(in: .topics) == [0..<5])  // "cloud", not the cloud in "jclouds-api"
        #expect(match.evidence.isEmpty)
    }

    @Test func inverseWordsHighlightNothing() throws {
        let match = try #require(Self.match("!zebra", row: 0))
        #expect(match.ranges.isEmpty)
    }

    @Test func anExcerptShowsTheMatchOfALongText() {
        let text = "A long description that mentions the word zebra only near its end"
        let zebra = 42..<47
        let excerpt = MatchExcerpt(text, ranges: [zebra], width: 24)
        #expect(excerpt.text == "…he word zebra only nea…")
        #expect(TerminalText.width(excerpt.text) == 24)
        #expect(excerpt.highlights.map { Array(excerpt.text)[$0].map(String.init).joined() } == ["zebra"])
        // Near the end: the window runs to the end without a gap.
        let end = MatchExcerpt(text, ranges: [62..<65], width: 20)
        #expect(end.text == "…a only near its end")
        // Text that fits, or whose match shows anyway, is left alone.
        #expect(MatchExcerpt("short", ranges: [0..<1], width: 10).text == "short")
        #expect(MatchExcerpt(text, ranges: [2..<6], width: 20).text == text)
        // Wide characters count two cells.
        let cjk = "간단한 예제 앱으로 저장소를 검색합니다 끝"
        let wide = MatchExcerpt(cjk, ranges: [11..<14], width: 14)
        #expect(TerminalText.width(wide.text) <= 14)
        #expect(wide.highlights.map { Array(wide.text)[$0].map(String.init).joined() } == ["저장소"])
    }
}
