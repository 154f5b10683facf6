import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchMarkdownLayout
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
@testable import GHSearchReadme

/// README preview in the view model: the detail view's README is
/// fetched when it opens (or taken from this session's answers) and
/// cancelled when it closes; the detail view scrolls; a resize keeps the
/// place. Whole states and exact effects, as everywhere in the view model.
@Suite(.standardTimeLimit) struct ReadmeViewModelTests {
    typealias F = ViewModelFixture
    static let answeredAt = Date(timeIntervalSince1970: 2_000_000)

    /// A README of `paragraphs` one-line paragraphs (`line 1`, `line 2`, …).
    static func readme(_ paragraphs: Int) -> ReadmeResult {
        .readme(Readme(document: MarkdownDocument(blocks: (1...paragraphs).map { .paragraph([.text("line \($0)")]) }),
                       byteCount: paragraphs * 8))
    }

    /// `octo`'s two rows, the second (beta) selected, in the detail view.
    static func inDetail(_ paragraphs: Int? = nil) -> (TestStore, Repository) {
        let store = F.listed("octo", ["alpha", "beta"])
        let beta = F.repositories("octo", ["beta"])[0]
        store.send(.moveSelection(2)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.openDetail) { $0.detail = F.detail(beta) }
        store.receive([.fetchReadme(F.target("beta")), .redraw])
        if let paragraphs {
            store.send(.readmeLoaded(F.target("beta"), .success(readme(paragraphs)), at: answeredAt)) {
                $0.readmes.remember(readme(paragraphs), for: F.target("beta"))
                $0.detail = F.detail(beta, readme: .shown(readme(paragraphs)))
                $0.detail?.answeredAt = answeredAt
            }
            store.receive([.redraw])
        }
        return (store, beta)
    }

    @Test func theReadmeIsFetchedWhenTheViewOpensAndShownWhenItArrives() {
        let (store, beta) = Self.inDetail(3)
        // The body: 4 lines of metadata, a blank, the rule, a blank, 3 paragraphs with blanks between.
        #expect(store.model.detail?.body?.metadataCount == 4)
        #expect(store.model.detail?.body?.count == 4 + 1 + 1 + 1 + 5)
        // Leaving cancels the fetch (here long answered); opening again takes this session's answer.
        store.send(.clear) { $0.detail = nil }
        store.receive([.cancel(.avatar), .cancel(.readme), .setLine("octo"), .redraw])
        store.send(.openDetail) { $0.detail = F.detail(beta, readme: .shown(Self.readme(3))) }
        store.receive([.redraw])
    }

    /// Where the detail view's README lines are kept (the same storage: the same layout).
    static func readmeLines(_ model: SearchViewModel) -> UnsafeRawPointer? {
        model.detail?.body?.readme.lines.buffer.lines.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aReadmeOpenedAgainAtTheSameWidthIsNotLaidOutAgain() {
        let (store, beta) = Self.inDetail(3)
        let laidOut = Self.readmeLines(store.model)
        #expect(laidOut != nil)
        store.send(.clear) { $0.detail = nil }
        store.receive([.cancel(.avatar), .cancel(.readme), .setLine("octo"), .redraw])
        store.send(.openDetail) { $0.detail = F.detail(beta, readme: .shown(Self.readme(3))) }
        store.receive([.redraw])
        #expect(Self.readmeLines(store.model) == laidOut)
        #expect(store.layouter.count == 1)
    }

    @Test func aReadmeForAnotherRepositoryIsKeptButNotShown() {
        let (store, _) = Self.inDetail()
        store.send(.readmeLoaded(F.target("alpha"), .success(Self.readme(2)), at: Self.answeredAt)) {
            $0.readmes.remember(Self.readme(2), for: F.target("alpha"))
        }
    }

    @Test func aFailureIsTheFallbackMessageButNeverReplacesAReadmeShown() {
        let (store, beta) = Self.inDetail()
        let offline = GitHubError.transport(.couldNotConnect("refused"))
        store.send(.readmeLoaded(F.target("beta"), .failure(offline), at: Self.answeredAt)) {
            var shown = F.detail(beta, readme: .failed(offline))
            shown.answeredAt = Self.answeredAt
            $0.detail = F.laidOut(shown)
        }
        store.receive([.redraw])
        let text = store.model.detail!.body!.readme.lines.joined(separator: "\n")
        #expect(text.contains("Could not load the README: "), "\(text)")
        // A README shown stays when its revalidation fails.
        store.send(.readmeLoaded(F.target("beta"), .success(Self.readme(1)), at: Self.answeredAt)) {
            $0.readmes.remember(Self.readme(1), for: F.target("beta"))
            $0.detail = F.detail(beta, readme: .shown(Self.readme(1)))
            $0.detail?.answeredAt = Self.answeredAt
        }
        store.receive([.redraw])
        store.send(.readmeLoaded(F.target("beta"), .failure(offline), at: Self.answeredAt))
    }

    @Test func upDownPageHomeAndEndScrollTheDetailViewWithinItsLines() {
        let (store, _) = Self.inDetail(60)
        // 4 + 1 + (1 + 1 + 119) = 126 lines; 24 rows show 21 of them (title, status and prompt aside).
        #expect(store.model.detail?.body?.count == 126)
        store.send(.moveSelection(1)) { $0.detail?.top = 1 }
        store.receive([.redraw])
        store.send(.page(1)) { $0.detail?.top = 21 }  // a page is the window less one line
        store.receive([.redraw])
        store.send(.previewScroll(.bottom)) { $0.detail?.top = 105 }
        store.receive([.redraw])
        store.send(.moveSelection(1))  // already at the end: nothing changes, nothing is drawn
        store.send(.page(1))
        store.send(.moveSelection(-5)) { $0.detail?.top = 100 }
        store.receive([.redraw])
        store.send(.previewScroll(.top)) { $0.detail?.top = 0 }
        store.receive([.redraw])
        store.send(.page(-1))
        store.send(.moveSelection(.max))  // no overflow
        { $0.detail?.top = 105 }
        store.receive([.redraw])
        // The list underneath did not move.
        #expect(store.model.listState.selected == 1)
    }

    @Test func aResizeLaysTheReadmeOutAgainAndKeepsTheLineAtTheTop() {
        let (store, beta) = Self.inDetail(60)
        store.send(.moveSelection(41)) { $0.detail?.top = 41 }
        store.receive([.redraw])
        let before = store.model.detail!.body!
        #expect(before.readmeStart == 5 && before.readme.lines[41 - 5] == "line 18")
        store.send(.resized(rows: 30, columns: 8)) {
            $0.screenRows = 30
            $0.screenColumns = 8
            var shown = F.detail(beta, readme: .shown(Self.readme(60)), width: 8)
            shown.answeredAt = Self.answeredAt
            // The metadata takes more lines at 8 columns; "line 18" still fits one and stays on top.
            shown.top = shown.body!.readmeStart + 36
            $0.detail = shown
        }
        store.receive([.redraw])
        let after = store.model.detail!.body!
        #expect(after.readmeStart > 5 && after.readme.lines[store.model.detail!.top - after.readmeStart] == "line 18")
    }

    @Test func whenTheAvatarCannotBeHadTheTextTakesTheWholeWidth() {
        let presentation = DetailPresentation(colorMode: .palette256)
        var model = SearchViewModel(showsAvatars: true, presentation: presentation)
        _ = model.send(.submit("octo"))
        _ = model.send(.searchStarted(.user("octo")))
        _ = model.send(.searchFinished(.user("octo"), outcome: .loaded(F.page("octo", ["beta"]))))
        _ = model.send(.moveSelection(1))
        let store = TestStore(model)
        let beta = F.repositories("octo", ["beta"])[0]
        store.send(.openDetail) { $0.detail = F.detail(beta, avatar: .loading, presentation: presentation) }
        store.receive([.fetchAvatar(url: F.avatarURL), .fetchReadme(F.target("beta")), .redraw])
        // The loading box beside the text: the URL's line is 80 - 18 columns at most.
        #expect(store.model.detail!.body!.metadataCount == 8)
        store.send(.avatarFailed(url: F.avatarURL)) {
            $0.detail = F.detail(beta, avatar: .unavailable, presentation: presentation)
        }
        store.receive([.redraw])
        #expect(store.model.detail!.body!.metadataCount == 4)
        let screen = DetailScreen(catalogue: .english, timeZone: TimeZone(identifier: "UTC")!)
        let lines = screen.metadataLines(store.model.detail!, width: 80, now: Date(), colorMode: .palette256)
        #expect(lines.allSatisfy { !$0.contains("┌") && !$0.contains("│") })
    }
}
