import Foundation
import Testing
import TestSupport
import GHSearchGitHub
@testable import GHSearchFilter

/// `run(_:over:defaultSort:into:)`: with no filter and no sort, a page
/// appended to the corpus appends its row numbers to the rows in place (the
/// array is not made again); every other case is what `run` gives.
@Suite(.standardTimeLimit) struct FilterEngineListOrderTests {
    static func pages(_ count: Int) -> [[Repository]] {
        let repositories = FilterEngineTests.repositories(count * 10, seed: 7)
        return stride(from: 0, to: repositories.count, by: 10).map { Array(repositories[$0..<($0 + 10)]) }
    }

    static func fresh(_ filter: String, _ corpus: FilterCorpus, defaultSort: FilterSort? = nil) -> [Int] {
        var engine = FilterEngine()
        return engine.run(Filter(filter), over: corpus, defaultSort: defaultSort).rows
    }

    @Test func aPageInListOrderAppendsItsRowsInPlace() {
        var engine = FilterEngine()
        var corpus = FilterCorpus()
        var rows: [Int] = []
        let pages = Self.pages(10)
        corpus.append(contentsOf: pages[0])
        engine.run(.empty, over: corpus, defaultSort: nil, into: &rows)  // the first: made by `run`
        rows.reserveCapacity(100)
        let buffer = rows.withUnsafeBufferPointer { $0.baseAddress }
        for page in pages.dropFirst() {
            corpus.append(contentsOf: page)
            engine.run(.empty, over: corpus, defaultSort: nil, into: &rows)
            #expect(rows == Array(0..<corpus.count))
        }
        #expect(rows.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    }

    @Test func filtersSortsAndOtherListsGiveWhatRunGives() {
        var engine = FilterEngine()
        var corpus = FilterCorpus()
        var rows: [Int] = []
        let steps: [(filter: String, sort: FilterSort?)] = [
            ("", nil), ("swift", nil), ("", nil), ("", FilterSort(.stars)), ("sort:name", nil), ("", nil), ("-go", nil), ("", nil),
        ]
        for (page, step) in zip(Self.pages(steps.count), steps) {
            corpus.append(contentsOf: page)
            engine.run(Filter(step.filter), over: corpus, defaultSort: step.sort, into: &rows)
            #expect(rows == Self.fresh(step.filter, corpus, defaultSort: step.sort), "\(step.filter)")
        }
        // Another list of as many rows (not a later version of the last corpus).
        let other = FilterCorpus(Self.pages(steps.count).joined().reversed())
        rows = Array(repeating: 9, count: other.count)
        engine.run(.empty, over: other, defaultSort: nil, into: &rows)
        #expect(rows == Array(0..<other.count))
        // Rows that are not the last call's (a different count) are made anew.
        var shown = [3, 1]
        engine.run(.empty, over: other, defaultSort: nil, into: &shown)
        #expect(shown == Array(0..<other.count))
    }
}
