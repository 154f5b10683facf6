import Foundation
@testable import GHSearchCLI
import Testing
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchInteractive
import InteractiveTestSupport

/// Loading a user's pages costs O(page) a page: the rows, and the filter's
/// corpus built from them, grow in place, and no page copies the rows
/// loaded before it (a copy per page made loading 100,000 repositories
/// quadratic). Checked by the buffers' identity: storage reserved for every
/// page asked for stays the same storage while the pages arrive.
@Suite(.standardTimeLimit) struct LinearLoadingTests {
    static let pageSize = 100
    static let pages = 12

    static func pageURL(_ n: Int) -> String { ViewModelFixture.pageURL(n) }

    static func page(_ n: Int) -> RepositoryPage {
        let rows = ((n - 1) * pageSize)..<(n * pageSize)
        let repositories = rows.map { i in
            Repository(name: "repo-\(i)", fullName: "big/repo-\(i)", htmlURL: "https://github.com/big/repo-\(i)",
                       description: "row \(i)", stargazersCount: i, id: 1_000 + i)
        }
        return RepositoryPage(repositories: repositories, next: n < pages ? pageURL(n + 1) : nil, last: pageURL(pages))
    }

    /// Where each growing array of the loaded rows keeps its elements.
    static func storage(_ model: SearchViewModel) -> [UnsafeRawPointer?] {
        guard let results = model.results else { return [] }
        let corpus = results.corpus
        return [
            results.repositories.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            corpus.spans.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            corpus.fieldMasks.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            corpus.rowMasks.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            corpus.stars.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            corpus.pushed.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        ]
    }

    @Test func appendingAPageCopiesNoRowLoadedBefore() {
        var model = SearchViewModel(loading: LoadingPolicy(maxRepositories: 100_000))
        _ = model.send(.submit("big"))
        _ = model.send(.searchStarted(.user("big")))
        let effects = model.send(.searchFinished(.user("big"), outcome: .loaded(Self.page(1))))
        // Every page after the first asked for at once, room made for them all.
        #expect(effects.contains {
            if case .session(.loadPages(let load)) = $0 { return load.count == Self.pages - 1 }
            return false
        })
        _ = model.send(.lineChanged("big repo"))  // a filter runs over every page as it comes
        let reserved = Self.storage(model)
        for n in 2...Self.pages {
            _ = model.send(.pageLoaded(.user("big"), url: Self.pageURL(n), .success(Self.page(n))))
            #expect(Self.storage(model) == reserved, "page \(n) copied the rows before it")
        }
        #expect(model.results?.repositories.count == Self.pages * Self.pageSize)
        #expect(model.results?.corpus.count == Self.pages * Self.pageSize)
        #expect(model.results?.hasMore == false)
    }

    /// A copy of the model held while a page arrives (as a frame being
    /// drawn from a copy would hold one) keeps the rows it had: the page
    /// then costs a copy, which is why frames are drawn in place.
    @Test func rowsRememberedForARevisitKeepWhatTheyHeld() {
        var model = SearchViewModel(loading: LoadingPolicy(maxRepositories: 100_000))
        _ = model.send(.submit("big"))
        _ = model.send(.searchStarted(.user("big")))
        _ = model.send(.searchFinished(.user("big"), outcome: .loaded(Self.page(1))))
        _ = model.send(.pageLoaded(.user("big"), url: Self.pageURL(2), .success(Self.page(2))))
        let held = model  // a copy, as a frame being drawn would hold one
        _ = model.send(.pageLoaded(.user("big"), url: Self.pageURL(3), .success(Self.page(3))))
        #expect(held.results?.repositories.count == 2 * Self.pageSize)
        #expect(model.results?.repositories.count == 3 * Self.pageSize)
    }
}
