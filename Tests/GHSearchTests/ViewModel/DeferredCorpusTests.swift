import Foundation
@testable import GHSearchCLI
import Testing
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchInteractive
import InteractiveTestSupport

private typealias F = ViewModelFixture

/// The filter's corpus of a list's first page is built when a filter or a
/// sort first needs it, not before the first frame: rows in list order need
/// none. A filter typed right after the rows arrive still finds every row,
/// and a later page brings the corpus up to date with every row loaded.
@Suite struct DeferredCorpusTests {
    static let names = ["alpha", "beta", "gamma", "delta"]

    /// A model whose search of `octo` drew its cached first page.
    static func drawn(next: String? = nil) -> SearchViewModel {
        var model = SearchViewModel()
        _ = model.send(.submit("octo"))
        _ = model.send(.searchStarted(.user("octo")))
        var page = RepositoryPage(repositories: F.repositories("octo", names), next: next, fromCache: true)
        page.cachedAt = Date(timeIntervalSince1970: 1_800_000_000)
        _ = model.send(.searchCached(.user("octo"), page: page))
        return model
    }

    @Test func theFirstPageIsDrawnInListOrderWithoutACorpus() {
        let model = Self.drawn()
        #expect(model.visible == [0, 1, 2, 3])
        #expect(model.listState.selected == 0)
        #expect(model.results?.corpusIsPrepared == false, "no corpus before the first frame")
        #expect(model.results?.corpus.count == 4, "read before it is prepared, it is built on a copy")
        #expect(model.results?.corpusIsPrepared == false)
    }

    @Test func aFilterTypedRightAfterTheRowsArriveFindsEveryRow() {
        var model = Self.drawn()
        _ = model.send(.lineChanged("octo elt"))
        #expect(model.results?.corpusIsPrepared == true)
        #expect(Set(model.visible.map { Self.names[$0] }) == ["delta"])
        _ = model.send(.lineChanged("octo "))
        #expect(model.visible == [0, 1, 2, 3], "the filter erased, the list order again")
    }

    @Test func aDefaultSortBuildsTheCorpusAtOnce() {
        var model = SearchViewModel(defaultSort: FilterSort(.name))
        _ = model.send(.submit("octo"))
        _ = model.send(.searchStarted(.user("octo")))
        _ = model.send(.searchFinished(.user("octo"), outcome: .loaded(F.page("octo", Self.names))))
        #expect(model.results?.corpusIsPrepared == true)
        #expect(model.visible.map { Self.names[$0] } == ["alpha", "beta", "delta", "gamma"])
    }

    @Test func aLaterPageBuildsTheCorpusOfEveryRowLoaded() {
        var model = SearchViewModel()
        _ = model.send(.submit("octo"))
        _ = model.send(.searchStarted(.user("octo")))
        _ = model.send(.searchFinished(.user("octo"), outcome: .loaded(F.page("octo", Self.names, next: F.pageURL(2)))))
        #expect(model.results?.corpusIsPrepared == false)
        _ = model.send(.pageLoaded(.user("octo"), url: F.pageURL(2), .success(F.page("octo", ["epsilon", "welt"]))))
        #expect(model.results?.corpusIsPrepared == true)
        #expect(model.visible == Array(0..<6))
        _ = model.send(.lineChanged("octo elt"))
        #expect(Set(model.visible.map { model.results!.repositories[$0].name }) == ["delta", "welt"], "the first page's rows and the later page's")
    }

    @Test func resultsCompareEqualWhetherTheirCorpusIsBuiltOrNot() {
        let waiting = F.loaded("octo", F.page("octo", Self.names))
        var built = waiting
        built.prepareCorpus()
        #expect(!waiting.corpusIsPrepared && built.corpusIsPrepared)
        #expect(waiting == built)
        #expect(waiting.corpus == built.corpus)
    }
}
