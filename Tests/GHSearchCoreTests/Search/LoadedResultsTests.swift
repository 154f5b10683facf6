import Testing
import TestSupport
@testable import GHSearchCore

/// The interactive mode's rows as pages come in: each repository once, and
/// a server whose links never end cannot make them grow without bound
/// (docs/RELIABILITY.md, "Pagination").
@Suite(.standardTimeLimit) struct LoadedResultsTests {
    static func page(_ ids: Range<Int>, next: String? = "https://api.github.com/user/1/repos?page=9", withIDs: Bool = true) -> RepositoryPage {
        RepositoryPage(repositories: ids.map { Repository(name: "r\($0)", id: withIDs ? $0 : nil) }, next: next)
    }

    @Test func aRepositoryALaterPageRepeatsIsShownOnceWithOrWithoutAnID() {
        for withIDs in [true, false] {
            var results = LoadedResults(login: "u", page: Self.page(0..<100, withIDs: withIDs))
            results.append(Self.page(50..<150, withIDs: withIDs))
            #expect(results.repositories.map(\.name) == (0..<150).map { "r\($0)" })
            #expect(results.indices(matching: "r149") == [149], "a row per repository, its text found")
            #expect(results.hasMore && results.stopped == nil)
        }
    }

    @Test func aPageThatBringsNothingNewEndsTheLoading() {
        var results = LoadedResults(login: "u", page: Self.page(0..<100))
        results.append(Self.page(0..<100, next: "https://api.github.com/user/1/repos?page=1&visit=2"))
        #expect(results.repositories.count == 100)
        #expect(!results.hasMore)
        #expect(results.stopped == .paginationLoop("https://api.github.com/user/1/repos?page=1&visit=2"))
    }

    @Test func anEmptyPageIsTheLastWhateverItsLinksSay() {
        var results = LoadedResults(login: "u", page: Self.page(0..<100))
        results.append(Self.page(0..<0))
        #expect(!results.hasMore && results.stopped == nil)
    }

    @Test func endlessPagesStopAtTheCap() async {
        // 100,000 rows: seconds of work in a debug build, off the pool.
        let (results, pages) = await offThePool {
            var results = LoadedResults(login: "u", page: Self.page(0..<1_000))
            var pages = 1
            while results.hasMore, pages < 200 {
                results.append(Self.page((pages * 1_000)..<((pages + 1) * 1_000)))
                pages += 1
            }
            return (results, pages)
        }
        #expect(pages == 100)
        #expect(results.repositories.count == PageFollower.maximumRepositories)
        #expect(results.stopped == .tooManyRepositories(PageFollower.maximumRepositories))
    }
}
