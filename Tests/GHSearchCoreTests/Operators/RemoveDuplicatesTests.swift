import GHSearchCore
import Testing

@Suite struct RemoveDuplicatesTests {
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
        // "same first letter as the last one passed on": b is compared with a, not with A.
        let values = ["apple", "avocado", "banana", "blueberry", "apricot"]
        let stream = AsyncStream<String> { continuation in
            values.forEach { continuation.yield($0) }
            continuation.finish()
        }
        var passed: [String] = []
        for await value in stream.removeDuplicates(by: { $0.first == $1.first }) {
            passed.append(value)
        }
        #expect(passed == ["apple", "banana", "apricot"])
    }
}
