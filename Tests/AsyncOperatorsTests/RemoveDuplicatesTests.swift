import AsyncOperators
import Testing
import TestSupport

@Suite(.standardTimeLimit) struct RemoveDuplicatesTests {
    @Test func dropsConsecutiveDuplicatesOnly() async throws {
        try await expectMarble("aabbbaab|", "a-b--a-b|") { source, _ in
            source.removeDuplicates()
        }
    }

    @Test func passesEverythingWithoutDuplicates() async throws {
        try await expectMarble("abab|", "abab|") { source, _ in
            source.removeDuplicates()
        }
    }

    @Test func comparesWithTheGivenPredicate() async throws {
        try await expectMarble("aAbBa|", "a-b-a|") { source, _ in
            source.removeDuplicates { $0.lowercased() == $1.lowercased() }
        }
    }

    @Test func comparesWithTheLastElementPassedOn() async throws {
        // "Close" is not transitive: 3 is close to 2 but not to 1, the last
        // element passed on, so 3 passes; 4 is close to 3.
        let stream = AsyncStream<Int> { continuation in
            [1, 2, 3, 4, 6].forEach { continuation.yield($0) }
            continuation.finish()
        }
        var passed: [Int] = []
        for await value in stream.removeDuplicates(by: { abs($0 - $1) <= 1 }) {
            passed.append(value)
        }
        #expect(passed == [1, 3, 6])
    }
}
