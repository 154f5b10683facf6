import Foundation
import GHSearchCore
import Testing
import TestSupport

/// The local filter: typing on narrows only the rows that already matched;
/// the answer must always equal filtering every row from scratch.
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
        for _ in 0..<200 {
            var state = SearchViewModel()
            _ = state.send(.lineChanged("user"))
            _ = state.send(.searchFinished(login: "user", outcome: .loaded(page)))
            var line = "user "
            for _ in 0..<12 {
                if Bool.random(using: &generator), line.count > 5 {
                    line.removeLast()
                } else {
                    line.append(alphabet.randomElement(using: &generator)!)
                }
                _ = state.send(.lineChanged(line))
                let expected = state.results?.indices(matching: SearchQuery(line: line).filter) ?? []
                if state.visible != expected { wrong.append(line) }
            }
        }
        return wrong
    }

    @Test func matchesAreCaseInsensitiveAcrossScripts() {
        let results = LoadedResults(login: "u", page: RepositoryPage(repositories: Self.repositories()))
        #expect(results.indices(matching: "CAFÉ").count == results.indices(matching: "café").count)
        #expect(!results.indices(matching: "저장소").isEmpty)
        #expect(results.indices(matching: "nio swift").allSatisfy { i in
            let r = results.repositories[i]
            return ([r.name, r.description ?? ""] + r.topics).contains { $0.lowercased().contains("nio") }
        })
        #expect(results.indices(matching: "zzz").isEmpty)
    }
}
