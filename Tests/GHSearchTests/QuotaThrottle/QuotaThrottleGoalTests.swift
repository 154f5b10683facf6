import Testing
import TestSupport
@testable import GHSearchCLI

/// The goal of the quota-aware throttle, measured in virtual time against
/// GitHub's search limit as the fake serves it: typing a three-word query at
/// 150 ms a key with a fresh 10-a-minute limit costs at most 3 searches and
/// never meets a 403 — where the reference pipeline spends the whole minute
/// and is refused.
@Suite(.standardTimeLimit) struct QuotaThrottleGoalTests {
    @Test func aThreeWordQueryAt150msAKeyCostsThreeSearchesAndNo403() {
        var simulation = SearchLimitSimulation()
        simulation.run(SearchLimitSimulation.typing("machine learning swift"))
        // Each finished word is searched as its space is typed; the last word
        // once the text has been still for 0.8 s. No prefix of a word.
        #expect(simulation.sent == [
            .init(at: .milliseconds(1_050), text: "machine "),
            .init(at: .milliseconds(2_400), text: "machine learning "),
            .init(at: .milliseconds(3_950), text: "machine learning swift"),
        ])
        #expect(simulation.served == 3)
        #expect(simulation.rejected == 0)
        #expect(simulation.modes.map(\.mode) == [.sparing])
    }

    @Test func theReferencePipelineSpendsTheMinuteOnOneQueryAndIsRefused() {
        var simulation = SearchLimitSimulation()
        let keys = SearchLimitSimulation.typing("machine learning swift").map { key in
            var line = key.line
            line.searchMode = false  // not metered: the reference throttle
            return (at: key.at, line: line)
        }
        var reference = simulation
        reference.run(keys)
        // Leading key at once, then one search per 0.3 s window: 12 searches
        // for 22 keys, two of them refused. (Counted by the same server.)
        #expect(reference.sent.count == 12)
        var served = 0
        var refused = 0
        var windowStart: Duration?
        for search in reference.sent {
            let arrival = search.at + simulation.latency / 2
            if windowStart.map({ arrival >= $0 + simulation.window }) ?? true { windowStart = arrival; served = 0 }
            if served >= simulation.limit { refused += 1 } else { served += 1 }
        }
        #expect(refused == 2)
        simulation.run(SearchLimitSimulation.typing("machine learning swift"))
        #expect(simulation.sent.count == 3)
    }

    @Test func withATokensThirtyAMinuteTheSameTypingCostsTheSame() {
        var simulation = SearchLimitSimulation(limit: 30)
        simulation.run(SearchLimitSimulation.typing("machine learning swift"))
        #expect(simulation.served == 3)
        #expect(simulation.rejected == 0)
    }

    @Test func fiveQueriesInAMinuteNeverMeetA403AndTheLastIsSearchedAfterTheReset() {
        var keys: [(at: Duration, line: TypedLine)] = []
        let queries = ["machine learning swift", "deep learning rust", "web server go", "terminal ui kit", "json parser fast"]
        for (index, query) in queries.enumerated() {
            keys += SearchLimitSimulation.typing(query, from: .seconds(6 * index))
        }
        var simulation = SearchLimitSimulation()
        simulation.run(keys)
        #expect(simulation.rejected == 0)
        // 3 + 3 + 3 searches; then the reserve keeps finished words back: the
        // fourth query is searched once settled, and the limit is spent.
        #expect(simulation.sent.map(\.text) == [
            "machine ", "machine learning ", "machine learning swift",
            "deep ", "deep learning ", "deep learning rust",
            "web ", "web server ", "web server go",
            "terminal ui kit",
            "json parser fast",
        ])
        // The fifth waited for the reset (first search at 1.15 s, + 60 s, + 1 s margin): one search.
        let last = simulation.sent.last?.at ?? .zero
        #expect(last == .milliseconds(62_150))
        #expect(simulation.modes.contains { if case .waiting = $0.mode { true } else { false } })
    }

    @Test func aPauseInsideAWordSearchesOnlyWhenItIsLongerThanTheSettling() {
        var simulation = SearchLimitSimulation()
        var keys = SearchLimitSimulation.typing("mach")  // 0 … 0.45 s
        keys += SearchLimitSimulation.typing("machine lea", after: "mach", from: .milliseconds(1_050))  // after 0.6 s still
        keys += SearchLimitSimulation.typing("machine learning", after: "machine lea", from: .milliseconds(3_300))  // after 1.35 s
        simulation.run(keys)
        #expect(simulation.sent.map(\.text) == ["machine ", "machine lea", "machine learning"])
        #expect(simulation.sent.map(\.at) == [.milliseconds(1_500), .milliseconds(2_750), .milliseconds(4_700)])
    }

    @Test func correctingBackToWhatWasSearchedSearchesNothingNew() {
        var keys = SearchLimitSimulation.typing("swift ")
        keys.append((.milliseconds(900), TypedLine(text: "swift x")))
        keys.append((.milliseconds(1_050), TypedLine(text: "swift ")))
        keys.append((.milliseconds(1_200), TypedLine(text: "swift")))
        var simulation = SearchLimitSimulation()
        simulation.run(keys)
        #expect(simulation.sent.map(\.text) == ["swift "])
    }
}
