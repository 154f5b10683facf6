import Foundation
import GHSearchCLI
import Testing
import TestSupport
import GHSearchGitHub
import GHSearchFilter
import GHSearchInteractive
import InteractiveTestSupport

/// The local filter in the view model: typing on narrows only the rows that
/// already matched, erasing comes from a cache; the answer must always equal
/// a fresh engine's over every row.
@Suite(.standardTimeLimit) struct LocalFilterTests {
    static let words = ["swift", "Swift-NIO", "cache", "Café", "저장소", "漢字", "json", "parser", "ünïcode", "🍻"]

    static func repositories() -> [Repository] {
        (0..<300).map { i in
            Repository(name: "\(words[i % words.count])-\(i)", description: "\(words[(i * 7) % words.count]) \(words[(i * 3) % words.count])",
                       topics: [words[(i / 5) % words.count].lowercased()])
        }
    }

    /// Random typing and erasing, seeded (the seed is printed). The work
    /// runs on a thread of its own: it is heavy, and must not hold a thread
    /// of the cooperative pool that the tests beside it need.
    @Test func narrowingEqualsFilteringFromScratch() async {
        let generator = SeededGenerator("narrowingEqualsFilteringFromScratch")
        let wrong = await offThePool { Self.linesFilteredWrongly(generator) }
        #expect(wrong.isEmpty, "filtered differently from scratch: \(wrong.prefix(5))")
    }

    /// The lines after which the rows shown differ from a filter from scratch.
    static func linesFilteredWrongly(_ generator: SeededGenerator) -> [String] {
        var generator = generator
        let page = RepositoryPage(repositories: repositories())
        let alphabet = Array("swiftcachejsonparserüé저장漢🍻 -SWIFT")
        var wrong: [String] = []
        for _ in 0..<80 {
            var state = SearchViewModel()
            _ = state.send(.lineChanged("user"))
            _ = state.send(.searchFinished(.user("user"), outcome: .loaded(page)))
            var line = "user "
            for _ in 0..<12 {
                if Bool.random(using: &generator), line.count > 5 {
                    line.removeLast()
                } else {
                    line.append(alphabet.randomElement(using: &generator)!)
                }
                _ = state.send(.lineChanged(line))
                var fresh = FilterEngine()
                let expected = state.results.map { fresh.run(Filter(SearchQuery(line: line).filter), over: $0.corpus).rows } ?? []
                if state.visible != expected { wrong.append(line) }
            }
        }
        return wrong
    }

    @Test func matchesAreCaseInsensitiveAcrossScripts() {
        let results = LoadedResults(subject: .user("u"), page: RepositoryPage(repositories: Self.repositories()))
        func rows(_ filter: String) -> [Int] {
            var engine = FilterEngine()
            return engine.run(Filter(filter), over: results.corpus).rows
        }
        #expect(Set(rows("café")) == Set(rows("CAFÉ".lowercased())))
        #expect(!rows("저장소").isEmpty)
        #expect(rows("'nio 'swift").allSatisfy { i in
            let r = results.repositories[i]
            return ([r.name, r.description ?? ""] + r.topics).contains { $0.lowercased().contains("nio") }
        })
        #expect(rows("zzz").isEmpty)
    }
}
