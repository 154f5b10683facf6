import Testing
import TestSupport
@testable import GHSearchGitHub

/// Each repository kept once by id, on both sides of the count where the
/// ids kept are first put in a set (`DistinctRepositories.linearLimit`).
@Suite(.standardTimeLimit) struct DistinctRepositoriesTests {
    private static func repositories(_ ids: some Sequence<Int>) -> [Repository] {
        ids.map { Repository(name: "r\($0)", id: $0) }
    }

    @Test func aRepeatIsDroppedBeforeAndAfterTheSetIsMade() {
        let limit = DistinctRepositories.linearLimit
        var distinct = DistinctRepositories(cap: 10 * limit)
        #expect(distinct.add(Self.repositories([1, 2, 1, 3, 2])) == 3)
        #expect(distinct.add(Self.repositories(4...limit)) == limit - 3)
        #expect(distinct.count == limit)
        // The set is made here, of every id kept so far.
        #expect(distinct.add(Self.repositories([1, limit, limit + 1, 2, limit + 1, limit + 2])) == 2)
        #expect(distinct.add(Self.repositories([3, limit + 2, limit + 3])) == 1)
        #expect(distinct.repositories.map(\.id) == Array(1...(limit + 3)))
    }

    @Test func withoutIDsTheirFieldsTellThemApart() {
        var distinct = DistinctRepositories(cap: 1_000)
        let unnamed = [Repository(name: "a"), Repository(name: "b"), Repository(name: "a")]
        #expect(distinct.add(unnamed) == 2)
        #expect(distinct.add(Self.repositories(1...200)) == 200)
        #expect(distinct.add(unnamed + Self.repositories([7, 201])) == 1)
        #expect(distinct.count == 203)
    }

    @Test func theCapHoldsWhileIDsAreLookedForOneByOne() {
        var distinct = DistinctRepositories(cap: 3)
        #expect(distinct.add(Self.repositories([1, 1, 2])) == 2)
        #expect(distinct.add(Self.repositories([2, 3, 4])) == nil)
        #expect(distinct.repositories.map(\.id) == [1, 2, 3])
    }
}
