import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive

/// The interactive mode's rows as pages come in, through `PageFollower` as
/// in `--once`: each repository once, and a server whose links never end
/// cannot make them grow without bound (docs/RELIABILITY.md, "Pagination").
@Suite(.standardTimeLimit) struct LoadedResultsTests {
    static func url(_ n: Int) -> String { "https://api.github.com/user/1/repos?page=\(n)" }

    static func page(_ ids: Range<Int>, next: String? = url(9), withIDs: Bool = true) -> RepositoryPage {
        RepositoryPage(repositories: ids.map { Repository(name: "r\($0)", id: withIDs ? $0 : nil) }, next: next)
    }

    @Test func aRepositoryALaterPageRepeatsIsShownOnceWithOrWithoutAnID() {
        for withIDs in [true, false] {
            var results = LoadedResults(subject: .user("u"), page: Self.page(0..<100, next: Self.url(2), withIDs: withIDs), url: Self.url(1))
            results.append(Self.page(50..<150, next: Self.url(3), withIDs: withIDs), from: Self.url(2))
            #expect(results.repositories.map(\.name) == (0..<150).map { "r\($0)" })
            #expect(results.corpus.count == 150, "a row of the filter's corpus per repository")
            #expect(results.hasMore && results.stopped == nil)
        }
    }

    @Test func aPageThatBringsNothingNewEndsTheLoading() {
        var results = LoadedResults(subject: .user("u"), page: Self.page(0..<100, next: Self.url(2)), url: Self.url(1))
        results.append(Self.page(0..<100, next: Self.url(3)), from: Self.url(2))
        #expect(results.repositories.count == 100)
        #expect(!results.hasMore)
        #expect(results.stopped == .pagination(.paginationLoop(Self.url(2))))
    }

    @Test func aLinkBackToAPageTakenEndsTheLoading() {
        var results = LoadedResults(subject: .user("u"), page: Self.page(0..<100, next: Self.url(2)), url: Self.url(1))
        results.append(Self.page(100..<200, next: Self.url(1)), from: Self.url(2))
        #expect(results.repositories.count == 200)
        #expect(!results.hasMore)
        #expect(results.stopped == .pagination(.paginationLoop(Self.url(1))))
    }

    @Test func anEmptyOrShortPageIsTheLastWhateverItsLinksSay() {
        var results = LoadedResults(subject: .user("u"), page: Self.page(0..<100, next: Self.url(2)), url: Self.url(1))
        results.append(Self.page(0..<0, next: Self.url(3)), from: Self.url(2))
        #expect(!results.hasMore && results.stopped == nil)
        results = LoadedResults(subject: .user("u"), page: Self.page(0..<100, next: Self.url(2)), url: Self.url(1))
        results.append(Self.page(100..<150, next: Self.url(3)), from: Self.url(2))
        #expect(!results.hasMore && results.stopped == nil && results.repositories.count == 150)
    }

    @Test func endlessPagesStopAtTheCap() async {
        // 100,000 rows: seconds of work in a debug build, off the pool.
        let (results, pages) = await offThePool {
            var results = LoadedResults(subject: .user("u"), page: Self.page(0..<1_000, next: Self.url(2)), url: Self.url(1))
            var pages = 1
            while results.hasMore, pages < 200 {
                results.append(Self.page((pages * 1_000)..<((pages + 1) * 1_000), next: Self.url(pages + 2)),
                               from: Self.url(pages + 1))
                pages += 1
            }
            return (results, pages)
        }
        #expect(pages == 100)
        #expect(results.repositories.count == PageFollower.maximumRepositories)
        #expect(results.stopped == .pagination(.tooManyRepositories(PageFollower.maximumRepositories)))
    }
}
