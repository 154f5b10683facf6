import Foundation
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// The lazy ranking (`run(_:over:defaultSort:into:)` into `RankedRows`):
/// the rows read, scrolled past the ranked head or not, are those of the
/// eager `run`, in the same order, whatever the engine's cache, narrowing,
/// pages or threads did before; and only the head is ranked until a row
/// past it is read.
@Suite(.standardTimeLimit) struct RankedRowsTests {
    static let alphabet = Array("swiftcachejsonparserüé저장漢🍻 -SWIFT'^$!|:")
    static let snippets = ["language:go ", "stars:>20 ", "fork:false ", "sort:name ", "topic:json ", "-language:swift "]

    static func eager(_ line: String, _ corpus: FilterCorpus, defaultSort: FilterSort? = nil) -> [Int] {
        var engine = FilterEngine(parallel: .serial)
        return engine.run(Filter(line), over: corpus, defaultSort: defaultSort).rows
    }

    /// An engine whose runs over more than a few rows are split into slices
    /// (one after the other: the slices' own best rows are merged the same way).
    static func splitEngine(budget: Int = 2_000_000) -> FilterEngine {
        FilterEngine(budget: budget, parallel: ParallelLoop(width: 3) { n, body in for i in 0..<n { body(i) } },
                     parallelThreshold: 1)
    }

    @Test(arguments: [1, 3, 17]) func typingErasingAndScrollingGiveTheEagerRows(window: Int) async {
        let wrong = await offThePool { () -> [String] in
            let corpus = FilterCorpus(FilterEngineTests.repositories(400, seed: 11))
            var random = SplitMix(seed: UInt64(window))
            var wrong: [String] = []
            for session in 0..<24 {
                var engine = session.isMultiple(of: 2) ? FilterEngine(budget: 50_000) : Self.splitEngine(budget: 50_000)
                var rows: RankedRows = []
                var line = ""
                for _ in 0..<12 {
                    switch random.below(10) {
                    case 0..<3 where !line.isEmpty: line.removeLast()
                    case 3: line += random.pick(Self.snippets)
                    default: line.append(random.pick(Self.alphabet))
                    }
                    engine.run(Filter(line), over: corpus, defaultSort: nil, into: &rows, window: window)
                    let expected = Self.eager(line, corpus)
                    // The head first, then every row (past the head: ranked on demand).
                    if Array(rows.prefix(window)) != Array(expected.prefix(window)) || Array(rows) != expected {
                        wrong.append(line)
                    }
                    // The eager run of the same engine, after the lazy one, over its cache.
                    if session.isMultiple(of: 3), engine.run(Filter(line), over: corpus).rows != expected {
                        wrong.append("\(line) (eager after lazy)")
                    }
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "ranked differently from the eager run: \(wrong.prefix(5))")
    }

    @Test func wordsOfManyRowsRankOnlyTheHeadUntilScrolledPast() async {
        let corpus = FilterCorpus(FilterEngineTests.repositories(2_000, seed: 12))
        for engine in [FilterEngine(), Self.splitEngine()] {
            var engine = engine
            var rows: RankedRows = []
            for line in ["s", "sw", "swi", "swift", "s", "c", "co", "c", "sw"] {
                engine.run(Filter(line), over: corpus, defaultSort: nil, into: &rows, window: 10)
                let expected = Self.eager(line, corpus)
                #expect(rows.count == expected.count, "\(line)")
                #expect(Array(rows.prefix(10)) == Array(expected.prefix(10)), "\(line)")
                #expect(!rows.isRanked, "\(line): \(expected.count) rows, all scored and ranked")
                #expect(rows[10] == expected[10], "\(line)")
                #expect(rows.isRanked)
                #expect(Array(rows) == expected, "\(line)")
            }
        }
    }

    @Test func pagesAppendedWhileFilteredGiveTheEagerRows() async {
        let wrong = await offThePool { () -> [String] in
            let repositories = FilterEngineTests.repositories(600, seed: 13)
            var corpus = FilterCorpus()
            var engine = Self.splitEngine()
            var rows: RankedRows = []
            let lines = ["s", "sw", "swift", "swift c", "c !core", "json | café", "", "co"]
            var wrong: [String] = []
            for end in stride(from: 100, through: 600, by: 100) {
                corpus.append(contentsOf: repositories[(end - 100)..<end])
                for line in lines {
                    engine.run(Filter(line), over: corpus, defaultSort: nil, into: &rows, window: 7)
                    if Array(rows) != Self.eager(line, corpus) { wrong.append("\(line) over \(end)") }
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func sortsAndTiebreaksRankEagerly() {
        let corpus = FilterCorpus(FilterEngineTests.repositories(300, seed: 14))
        var engine = FilterEngine()
        var rows: RankedRows = []
        for (line, sort) in [("s sort:name", nil), ("s", FilterSort(.stars)), ("", FilterSort(.stars)), ("language:go", nil)] {
            engine.run(Filter(line), over: corpus, defaultSort: sort, into: &rows, window: 3)
            #expect(rows.isRanked, "\(line)")
            #expect(Array(rows) == Self.eager(line, corpus, defaultSort: sort), "\(line)")
        }
        var byLength = FilterEngine(tiebreak: .length)
        byLength.run(Filter("s"), over: corpus, defaultSort: nil, into: &rows, window: 3)
        #expect(rows.isRanked)
        #expect(Array(rows) == byLength.run(Filter("s"), over: corpus).rows)
    }

    @Test func aPageInListOrderAppendsItsRowsInPlace() {
        var engine = FilterEngine()
        var corpus = FilterCorpus()
        var rows: RankedRows = []
        let pages = FilterEngineListOrderTests.pages(10)
        corpus.append(contentsOf: pages[0])
        engine.run(Filter("swift"), over: corpus, defaultSort: nil, into: &rows, window: 2)
        engine.run(.empty, over: corpus, defaultSort: nil, into: &rows)
        var storage = (rows.head.withUnsafeBufferPointer { $0.baseAddress }, rows.head.capacity)
        var moves = 0
        for page in pages.dropFirst() {
            corpus.append(contentsOf: page)
            engine.run(.empty, over: corpus, defaultSort: nil, into: &rows)
            #expect(Array(rows) == Array(0..<corpus.count))
            // The storage moves only when it is full, never copied while it has room.
            let now = (rows.head.withUnsafeBufferPointer { $0.baseAddress }, rows.head.capacity)
            if now.0 != storage.0 {
                #expect(corpus.count > storage.1, "copied with room for \(storage.1) rows")
                moves += 1
            }
            storage = now
        }
        #expect(moves < pages.count - 1)
    }
}

extension RankedRowsTests {
    /// The selection follows a chosen row at every keystroke: a row that no
    /// longer passes, or one in the head, is found without ranking the rest.
    @Test func findingARowRanksTheRestOnlyWhenItIsPastTheHead() {
        let corpus = FilterCorpus(FilterEngineTests.repositories(2_000, seed: 15))
        var engine = FilterEngine()
        var rows: RankedRows = []
        engine.run(Filter("s"), over: corpus, defaultSort: nil, into: &rows, window: 10)
        let expected = Self.eager("s", corpus)
        let missing = (0..<corpus.count).first { !expected.contains($0) }!
        #expect(rows.firstIndex(of: missing) == nil)
        #expect(rows.firstIndex(of: expected[3]) == 3)
        #expect(!rows.isRanked)
        #expect(rows.firstIndex(of: expected[500]) == 500)
        #expect(rows.isRanked)
    }
}
