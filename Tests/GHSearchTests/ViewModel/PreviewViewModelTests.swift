import Foundation
@testable import GHSearchCLI
import GHSearchGitHub
import TestSupport
import Testing
@testable import GHSearchMarkdownLayout
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchReadme
@testable import GHSearchPreviewCommand

/// README preview: the side preview in the view model. On a wide
/// screen the selected repository shows beside the list and its README
/// goes into the preview stream (`.previewReadme`); with no token it waits
/// for the selection to rest (`.previewRest`); READMEs answered this
/// session show at once; Alt-V turns it on and off.
@Suite(.standardTimeLimit) struct PreviewViewModelTests {
    typealias F = ViewModelFixture
    static let at = Date(timeIntervalSince1970: 2_000_000)
    static let rest = SearchEffect.startTimer(.previewRest, every: SearchViewModel.previewRestInterval)

    /// `octo`'s three rows on a 170-column screen: the first is selected
    /// as they arrive, so the preview shows it at once, and its README
    /// goes down the stream (with a token) or waits for a rest (without).
    static func wide(token: Bool, preview: DetailPresentation.PreviewPolicy = .automatic) -> TestStore {
        let presentation = DetailPresentation(preview: preview, hasToken: token)
        var model = SearchViewModel(screenColumns: 170, presentation: presentation)
        _ = model.sendLayingOut(.submit("octo"))
        _ = model.sendLayingOut(.searchStarted(.user("octo")))
        let effects = model.sendLayingOut(.searchFinished(.user("octo"), outcome: .loaded(F.page("octo", ["alpha", "beta", "gamma"]))))
        #expect(model.previewShown && model.listState.selected == 0)
        #expect(model.previewState.pane == pane("alpha", token ? .loading : .resting, token: token))
        #expect(model.previewState.resting == !token)
        #expect(effects == [.rememberInHistory("octo"), .redraw, token ? .previewReadme(F.target("alpha")) : rest,
                            .cancel(.timer(.spinner))])
        return TestStore(model)
    }

    static func pane(_ name: String, _ readme: ReadmeState, token: Bool, at answered: Date? = nil) -> RepositoryDetail {
        var pane = RepositoryDetail(repository: F.repositories("octo", [name])[0], avatar: .none,
                                    target: F.target(name), readme: readme)
        if let answered { pane.answeredAt = answered }
        return F.laidOut(pane, width: 84, presentation: DetailPresentation(hasToken: token))
    }

    static func readme(_ text: String) -> ReadmeResult {
        .readme(Readme(document: MarkdownDocument(blocks: [.paragraph([.text(text)])]), byteCount: text.utf8.count))
    }

    @Test func withATokenThePreviewFollowsTheSelectionLive() {
        let store = Self.wide(token: true)
        #expect(store.model.listColumns == 85 && store.model.previewColumns == 84)
        store.send(.moveSelection(1)) {
            $0.listState.selected = 1
            $0.listState.selectionChosen = true
            $0.previewState.pane = Self.pane("beta", .loading, token: true)
        }
        store.receive([.redraw, .previewReadme(F.target("beta"))])
        store.send(.moveSelection(1)) {
            $0.listState.selected = 2
            $0.previewState.pane = Self.pane("gamma", .loading, token: true)
        }
        store.receive([.redraw, .previewReadme(F.target("gamma"))])
        // A late answer for beta is kept for later, not shown.
        store.send(.readmeLoaded(F.target("beta"), .success(Self.readme("B")), at: Self.at)) {
            $0.readmes.remember(Self.readme("B"), for: F.target("beta"))
        }
        store.receive([])
        store.send(.readmeLoaded(F.target("gamma"), .success(Self.readme("C")), at: Self.at)) {
            $0.readmes.remember(Self.readme("C"), for: F.target("gamma"))
            $0.previewState.pane = Self.pane("gamma", .shown(Self.readme("C")), token: true, at: Self.at)
        }
        store.receive([.redraw])
        // Back to beta: shown at once, and still sent down the stream (it
        // replaces what the throttle holds; a revalidation costs no quota).
        store.send(.moveSelection(-1)) {
            $0.listState.selected = 1
            $0.previewState.pane = Self.pane("beta", .shown(Self.readme("B")), token: true)
        }
        store.receive([.redraw, .previewReadme(F.target("beta"))])
        // Opening the detail view of what the preview shows costs no request.
        store.send(.openDetail) { $0.detail = F.detail(F.repositories("octo", ["beta"])[0], readme: .shown(Self.readme("B")), width: 170) }
        store.receive([.redraw])
    }

    @Test func thePreviewIsToldToFollowOnlyWhenWhatItFollowsChanged() {
        var model = Self.wide(token: true).model
        // A pane out of step with the selection: were the preview told to
        // follow after every action, the next one would bring it back.
        model.previewState.pane = nil
        #expect(model.sendLayingOut(.quotaChanged(RateLimit(limit: 5_000, remaining: 4_000))) == [.redraw])
        #expect(model.sendLayingOut(.timerFired(.searchQuotaCountdown, now: Self.at)) == [])
        #expect(model.previewState.pane == nil)
        // The selection moves: the pane follows it.
        #expect(model.sendLayingOut(.moveSelection(1)) == [.redraw, .previewReadme(F.target("beta"))])
        #expect(model.previewState.pane == Self.pane("beta", .loading, token: true))
    }

    @Test func withoutATokenTheReadmeWaitsForTheSelectionToRest() {
        let store = Self.wide(token: false)
        // Moving on restarts the wait (the timer is replaced) and fetches nothing;
        // nothing is in flight to abort.
        store.send(.moveSelection(1)) {
            $0.listState.selected = 1
            $0.listState.selectionChosen = true
            $0.previewState.pane = Self.pane("beta", .resting, token: false)
        }
        store.receive([.redraw, Self.rest])
        store.send(.timerFired(.previewRest, now: Self.at)) {
            $0.previewState.resting = false
            $0.previewState.pane = Self.pane("beta", .loading, token: false)
        }
        store.receive([.cancel(.timer(.previewRest)), .previewReadme(F.target("beta")), .redraw])
        // A tick that comes after the timer stopped does nothing.
        store.send(.timerFired(.previewRest, now: Self.at))
        store.receive([])
        // Moving while it loads aborts the fetch (nil down the stream).
        store.send(.moveSelection(1)) {
            $0.listState.selected = 2
            $0.previewState.pane = Self.pane("gamma", .resting, token: false)
            $0.previewState.resting = true
        }
        store.receive([.redraw, .previewReadme(nil), Self.rest])
        store.send(.moveSelection(-1)) {
            $0.listState.selected = 1
            $0.previewState.pane = Self.pane("beta", .resting, token: false)
        }
        store.receive([.redraw, Self.rest])
        store.send(.timerFired(.previewRest, now: Self.at)) {
            $0.previewState.resting = false
            $0.previewState.pane = Self.pane("beta", .loading, token: false)
        }
        store.receive([.cancel(.timer(.previewRest)), .previewReadme(F.target("beta")), .redraw])
        store.send(.readmeLoaded(F.target("beta"), .success(.missing), at: Self.at)) {
            $0.readmes.remember(.missing, for: F.target("beta"))
            $0.previewState.pane = Self.pane("beta", .shown(.missing), token: false, at: Self.at)
        }
        store.receive([.redraw])
        let text = store.model.previewState.pane!.body!.readme.lines.joined(separator: "\n")
        #expect(text.contains("This repository has no README."))
    }

    @Test func withoutATokenAReadmeAlreadyAnsweredShowsAtOnceAndStopsTheWait() {
        let store = Self.wide(token: false)
        store.send(.readmeLoaded(F.target("beta"), .success(Self.readme("B")), at: Self.at)) {
            $0.readmes.remember(Self.readme("B"), for: F.target("beta"))
        }
        store.receive([])
        store.send(.moveSelection(1)) {
            $0.listState.selected = 1
            $0.listState.selectionChosen = true
            $0.previewState.pane = Self.pane("beta", .shown(Self.readme("B")), token: false)
            $0.previewState.resting = false
        }
        store.receive([.redraw, .previewReadme(F.target("beta")), .cancel(.timer(.previewRest))])
    }

    @Test func altVTurnsThePreviewOffAndOnAndANarrowScreenHasNone() {
        let store = Self.wide(token: true)
        // Off: the fetch in flight is aborted (nil goes down the stream).
        store.send(.togglePreview) {
            $0.previewState.toggled = false
            $0.previewState.pane = nil
        }
        store.receive([.redraw, .previewReadme(nil)])
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.togglePreview) {
            $0.previewState.toggled = true
            $0.previewState.pane = Self.pane("beta", .loading, token: true)
        }
        store.receive([.redraw, .previewReadme(F.target("beta"))])
        // Narrower than 100 columns the screen is not split: the preview goes.
        store.send(.resized(rows: 24, columns: 90)) {
            $0.screenColumns = 90
            $0.previewState.pane = nil
        }
        store.receive([.redraw, .previewReadme(nil)])
        store.send(.togglePreview) {
            $0.previewState.toggled = false
        }
        store.receive([.redraw])
        store.send(.togglePreview) {
            $0.previewState.toggled = true
            $0.notice = .previewNeedsWidth(columns: 100)
        }
        store.receive([.redraw])
    }

    @Test func previewPolicies() {
        func shown(_ policy: DetailPresentation.PreviewPolicy, _ columns: Int) -> Bool {
            SearchViewModel(screenColumns: columns, presentation: DetailPresentation(preview: policy)).previewShown
        }
        #expect(!shown(.automatic, 159) && shown(.automatic, 160))
        #expect(shown(.always, 100) && !shown(.always, 99))
        #expect(!shown(.never, 300))
    }

    @Test func previewWindowPlacesTheBuiltInPreview() {
        func model(_ window: PreviewWindow, rows: Int = 40, columns: Int = 120,
                   policy: DetailPresentation.PreviewPolicy = .always) -> SearchViewModel {
            SearchViewModel(screenRows: rows, screenColumns: columns,
                            presentation: DetailPresentation(preview: policy, previewWindow: window))
        }
        // Above the list: the whole width, its share of the rows, a rule between.
        let up = model(PreviewWindow(position: .up, size: .percent(40)))
        #expect(up.previewShown && up.previewColumns == 120 && up.listColumns == 120)
        #expect(up.previewRows == 15 && up.listScreenRows == 24)  // 38 * 40% = 15; 40 - 15 - 1
        // At the left, 30 columns.
        let left = model(PreviewWindow(position: .left, size: .cells(30)))
        #expect(left.previewShown && left.previewColumns == 30 && left.listColumns == 89 && left.previewRows == 38)
        // Hidden: off until Alt-V, whatever the policy.
        #expect(!model(PreviewWindow(hidden: true)).previewShown)
        #expect(!model(PreviewWindow(hidden: true), columns: 200, policy: .automatic).previewShown)
        // Room: 100 columns beside the list, 12 rows above or below it.
        #expect(!model(PreviewWindow(position: .left), columns: 99).previewShown)
        #expect(model(PreviewWindow(position: .down), rows: 12, columns: 60).previewShown)
        #expect(!model(PreviewWindow(position: .down), rows: 11, columns: 60).previewShown)
        // By itself: from 160 columns beside the list, from 30 rows above or below it.
        #expect(!model(PreviewWindow(position: .down), rows: 29, policy: .automatic).previewShown)
        #expect(model(PreviewWindow(position: .down), rows: 30, policy: .automatic).previewShown)
    }

    @Test func theBuiltInPreviewAboveTheListScrollsWithinItsRows() {
        var model = SearchViewModel(screenRows: 30, screenColumns: 80, presentation: DetailPresentation(
            preview: .always, hasToken: true, previewWindow: PreviewWindow(position: .up, size: .cells(6))))
        _ = model.sendLayingOut(.submit("octo"))
        _ = model.sendLayingOut(.searchStarted(.user("octo")))
        _ = model.sendLayingOut(.searchFinished(.user("octo"), outcome: .loaded(F.page("octo", ["alpha"]))))
        let long = (1...300).map { "line \($0)" }.joined(separator: "\n\n")
        _ = model.sendLayingOut(.readmeLoaded(F.target("alpha"), .success(Self.readme(long)), at: Self.at))
        #expect(model.previewState.pane?.body?.width == 80)
        _ = model.sendLayingOut(.previewScroll(.bottom))
        let body = model.previewState.pane?.body?.count ?? 0
        #expect(model.previewState.pane?.top == body - 5, "the pane's six rows, less its title")
    }
}
