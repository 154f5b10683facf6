import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// The engine's shortcuts (narrowing, the result cache, pages appended
/// later, sort orders merged) must never change a result: every answer is
/// compared with a fresh engine's over a fresh corpus.
@Suite(.standardTimeLimit) struct FilterEngineTests {
    static let words = ["swift", "Swift-NIO", "cache", "Café", "저장소", "漢字", "json", "parser", "ünïcode", "🍻", "core", "c++"]

    static func repositories(_ count: Int, seed: UInt64) -> [Repository] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { i in
            Repository(name: "\(random.pick(words))-\(i)", description: "\(random.pick(words)) \(random.pick(words)) tool",
                       language: random.pick(["Swift", "Go", "C++", "Vim Script", nil]), stargazersCount: random.below(60),
                       isFork: random.below(3) == 0, isArchived: random.below(5) == 0,
                       topics: [random.pick(words).lowercased()],
                       pushedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(random.below(100)) * 86_400))
        }
    }

    static func fresh(_ filter: String, _ repositories: [Repository], defaultSort: FilterSort? = nil) -> [Int] {
        var engine = FilterEngine(parallel: .serial)
        return engine.run(Filter(filter), over: FilterCorpus(repositories), defaultSort: defaultSort).rows
    }

    /// Heavy in a debug build: computed on a thread of its own, not on the
    /// cooperative pool the tests beside it need.
    @Test func typingAndErasingGiveWhatAFreshRunGives() async {
        let wrong = await offThePool { () -> [String] in
            let repositories = Self.repositories(300, seed: 1)
            let corpus = FilterCorpus(repositories)
            let alphabet = Array("swiftcachejsonparserüé저장漢🍻 -SWIFT'^$!|:")
            let snippets = ["language:go ", "stars:>20 ", "fork:false ", "sort:name ", "topic:json ", "-language:swift "]
            var random = SplitMix(seed: 2)
            var wrong: [String] = []
            for _ in 0..<30 {
                var engine = FilterEngine(budget: 50_000)
                var line = ""
                for _ in 0..<12 {
                    switch random.below(10) {
                    case 0..<3 where !line.isEmpty: line.removeLast()
                    case 3: line += random.pick(snippets)
                    default: line.append(random.pick(alphabet))
                    }
                    let result = engine.run(Filter(line), over: corpus)
                    if result.rows != Self.fresh(line, repositories) || result.searched != repositories.count {
                        wrong.append(line)
                    }
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "filtered differently from a fresh run: \(wrong.prefix(5))")
    }

    @Test func pagesAppendedLaterAreMatchedAndMergedIn() async {
        let wrong = await offThePool { () -> [String] in
            let repositories = Self.repositories(500, seed: 3)
            var corpus = FilterCorpus()
            var engine = FilterEngine()
            let filters = ["", "sw", "swift", "swift sort:stars", "c language:swift", "!core", "json | café", "sort:name", "sort:pushed"]
            var wrong: [String] = []
            for end in stride(from: 100, through: 500, by: 100) {
                corpus.append(contentsOf: repositories[(end - 100)..<end])
                for filter in filters {
                    let result = engine.run(Filter(filter), over: corpus, defaultSort: FilterSort(.stars))
                    if result.rows != Self.fresh(filter, Array(repositories[..<end]), defaultSort: FilterSort(.stars))
                        || result.searched != end {
                        wrong.append("\(filter) over \(end)")
                    }
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func aRunSplitOverThreadsGivesTheSameRows() async {
        let wrong = await offThePool { () -> [String] in
            let repositories = Self.repositories(400, seed: 7)
            var corpus = FilterCorpus(repositories.prefix(250))
            var engine = FilterEngine(parallel: ParallelLoop(width: 3) { n, body in
                DispatchQueue.concurrentPerform(iterations: n, execute: body)
            }, parallelThreshold: 1)
            let lines = ["s", "sw", "swi", "swift", "swift j", "swift js", "swift j", "swift", "c !core", "c | json",
                         "language:go", "topic:json sort:name", "^core", "ünï", "저장"]
            var wrong: [String] = []
            for line in lines where engine.run(Filter(line), over: corpus).rows != Self.fresh(line, Array(repositories.prefix(250))) {
                wrong.append(line)
            }
            corpus.append(contentsOf: repositories.dropFirst(250))
            for line in lines.reversed() where engine.run(Filter(line), over: corpus).rows != Self.fresh(line, repositories) {
                wrong.append(line + " (all rows)")
            }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func aCacheOfAnotherCorpusIsNeverUsed() {
        let first = Self.repositories(200, seed: 4)
        let second = Self.repositories(200, seed: 5)
        var engine = FilterEngine()
        _ = engine.run(Filter("swift"), over: FilterCorpus(first))
        _ = engine.run(Filter("swift sort:name"), over: FilterCorpus(first))
        #expect(engine.run(Filter("swift"), over: FilterCorpus(second)).rows == Self.fresh("swift", second))
        #expect(engine.run(Filter("swift j"), over: FilterCorpus(second)).rows == Self.fresh("swift j", second))
        #expect(engine.run(Filter("sort:name"), over: FilterCorpus(second)).rows == Self.fresh("sort:name", second))
        // Two copies of one corpus that grew apart.
        var a = FilterCorpus(first)
        var b = a
        a.append(contentsOf: second.prefix(10))
        b.append(contentsOf: second.suffix(10))
        _ = engine.run(Filter("c"), over: a)
        #expect(engine.run(Filter("c"), over: b).rows == Self.fresh("c", first + second.suffix(10)))
    }

    @Test func corporaOfTheSameRowsAreEqual() {
        let repositories = Self.repositories(50, seed: 6)
        var pieces = FilterCorpus()
        pieces.append(contentsOf: repositories.prefix(20))
        pieces.append(contentsOf: repositories.dropFirst(20))
        #expect(pieces == FilterCorpus(repositories))
        #expect(pieces != FilterCorpus(repositories.dropLast()))
        #expect(FilterEngine() == FilterEngine(budget: 1))
    }

    @Test func narrowingIsRecognised() {
        func implies(_ a: String, _ b: String) -> Bool { Filter(a).selection.implies(Filter(b).selection) }
        #expect(implies("swi", "sw"))
        #expect(implies("swift json", "swift"))
        #expect(implies("sW", "s"))
        #expect(implies("'swift", "swi"))
        #expect(implies("^swift", "'swi"))
        #expect(implies("swift language:go", "swift"))
        #expect(implies("!foo !bar", "!foo"))
        #expect(implies("!fo", "!foo"))
        #expect(implies("a | b", "a | b | c"))
        #expect(implies("language:go", "language:go language:rust"))
        #expect(!implies("sw", "swi"))
        #expect(!implies("!foo", "!fo"))
        #expect(!implies("a | b", "a"))
        #expect(!implies("swi", "'sw"))
        #expect(!implies("s", "S"))
        #expect(!implies("cafe", "café"))
        #expect(implies("café", "cafe"))
        #expect(!implies("stars:>10", "stars:>1"))  // equal qualifiers only: safe, not clever
        #expect(!implies("fork:false fork:only", "fork:false"))
        #expect(!implies("language:go language:rust", "language:go"))
    }
}
