import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
@testable import GHSearchKeys

/// fzf's actions that `--bind` (and the key table: Shift-Up/Down,
/// Shift-PgUp/PgDn, Home/End) reach in the view model: `toggle`,
/// `select-all`, `deselect-all`, `toggle-all`, `first`, `last`, and the
/// preview's scrolling in the detail view and in the side preview. (The
/// commands — `execute`, `execute-silent`, `become`, `print` — are in
/// `PickViewModelTests`; every action in every view in `KeyRoutingTests`.)
@Suite(.standardTimeLimit) struct BoundActionViewModelTests {
    typealias F = ViewModelFixture

    @Test func toggleMarksWithoutMoving() {
        let rows = PickViewModelTests.rows("apple", ["swift", "cups"])
        let store = PickViewModelTests.listed("apple", ["swift", "cups"], pick: PickOptions(multi: true))
        store.send(.toggleMark(0)) { $0.pickState.marks.toggle(rows[0], in: .user("apple"), index: 0); $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.toggleMark(0)) { $0.pickState.marks.toggle(rows[0], in: .user("apple"), index: 0) }
        store.receive([.redraw])
        #expect(store.model.pickState.marks.isEmpty && store.model.listState.selected == 0)
    }

    @Test func selectAllDeselectAllAndToggleAllActOnTheRowsTheFilterShows() {
        let names = ["swift", "swift-nio", "cups"]
        let rows = PickViewModelTests.rows("apple", names)
        let store = PickViewModelTests.listed("apple", names, pick: PickOptions(printField: .field(.name), multi: true))
        store.filter("apple swift", visible: [0, 1], selection: 0)
        store.send(.markAll(.select)) {
            $0.pickState.marks.toggle(rows[0], in: .user("apple"), index: 0)
            $0.pickState.marks.toggle(rows[1], in: .user("apple"), index: 1)
        }
        store.receive([.redraw])
        store.send(.markAll(.select))  // all marked already: no change
        store.receive([.redraw])
        store.filter("apple", visible: [0, 1, 2], selection: 0)
        store.send(.markAll(.toggle)) {
            $0.pickState.marks.toggle(rows[0], in: .user("apple"), index: 0)
            $0.pickState.marks.toggle(rows[1], in: .user("apple"), index: 1)
            $0.pickState.marks.toggle(rows[2], in: .user("apple"), index: 2)
        }
        store.receive([.redraw])
        #expect(store.model.pickState.marks.repositories == [rows[2]])
        store.send(.markAll(.select)) {
            $0.pickState.marks.toggle(rows[0], in: .user("apple"), index: 0)
            $0.pickState.marks.toggle(rows[1], in: .user("apple"), index: 1)
        }
        store.receive([.redraw])
        store.send(.submit("apple"))
        store.receive([.printLines(names), .exit(.success)])
        store.send(.markAll(.deselect)) {
            $0.pickState.marks.toggle(rows[0], in: .user("apple"), index: 0)
            $0.pickState.marks.toggle(rows[1], in: .user("apple"), index: 1)
            $0.pickState.marks.toggle(rows[2], in: .user("apple"), index: 2)
        }
        store.receive([.redraw])
        #expect(store.model.pickState.marks.isEmpty)
    }

    @Test func withoutMultiTheMarkActionsDoNothing() {
        let store = PickViewModelTests.listed("octo", ["alpha", "beta"])
        for change in [MarkChange.select, .deselect, .toggle] { store.send(.markAll(change)) }
        store.send(.toggleMark(0))
    }

    @Test func firstAndLastSelectTheEndsOfTheList() {
        let store = PickViewModelTests.listed("octo", ["alpha", "beta", "gamma"])
        store.send(.last) { $0.listState.selected = 2; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.last)
        store.receive([.redraw])
        store.send(.first) { $0.listState.selected = 0 }
        store.receive([.redraw])
    }

    /// Shift-Up/Down (`preview-up`/`preview-down`), Shift-PgUp/PgDn
    /// (`preview-page-up`/`-down`), `first`/`last` in the detail view.
    @Test func thePreviewKeysScrollTheDetailView() {
        let (store, _) = ReadmeViewModelTests.inDetail(60)
        // 126 lines; 24 rows show 21 of them; a page is 20.
        store.send(.previewScroll(.lines(1))) { $0.detail?.top = 1 }
        store.receive([.redraw])
        store.send(.previewScroll(.pages(1))) { $0.detail?.top = 21 }
        store.receive([.redraw])
        store.send(.previewScroll(.pages(-1))) { $0.detail?.top = 1 }
        store.receive([.redraw])
        store.send(.previewScroll(.lines(-1))) { $0.detail?.top = 0 }
        store.receive([.redraw])
        store.send(.previewScroll(.lines(-1)))  // at the top: nothing
        store.send(.previewScroll(.pages(.max))) { $0.detail?.top = 105 }  // no overflow
        store.receive([.redraw])
        store.send(.first) { $0.detail?.top = 0 }
        store.receive([.redraw])
        store.send(.last) { $0.detail?.top = 105 }
        store.receive([.redraw])
        store.send(.previewScroll(.top)) { $0.detail?.top = 0 }
        store.receive([.redraw])
    }

    /// The side preview scrolls with the same keys, within its lines; the
    /// next repository's preview starts at its top.
    @Test func thePreviewKeysScrollTheSidePreview() throws {
        let store = PreviewViewModelTests.wide(token: true)
        let text = ReadmeViewModelTests.readme(60)
        store.send(.readmeLoaded(F.target("alpha"), .success(text), at: PreviewViewModelTests.at)) {
            $0.readmes.remember(text, for: F.target("alpha"))
            $0.previewState.pane = PreviewViewModelTests.pane("alpha", .shown(text), token: true, at: PreviewViewModelTests.at)
        }
        store.receive([.redraw])
        let count = try #require(store.model.previewState.pane?.body?.count)
        let maximum = count - ScreenGeometry.detailBodyRows(height: 24)
        #expect(maximum > 40)
        store.send(.previewScroll(.lines(1))) { $0.previewState.pane?.top = 1 }
        store.receive([.redraw])
        store.send(.previewScroll(.pages(2))) { $0.previewState.pane?.top = 41 }
        store.receive([.redraw])
        store.send(.previewScroll(.lines(-2))) { $0.previewState.pane?.top = 39 }
        store.receive([.redraw])
        store.send(.previewScroll(.bottom)) { $0.previewState.pane?.top = maximum }
        store.receive([.redraw])
        store.send(.previewScroll(.lines(1)))  // at the bottom: nothing
        // The list's selection did not move; the list keys still move it.
        #expect(store.model.listState.selected == 0)
        store.send(.moveSelection(1)) {
            $0.listState.selected = 1
            $0.listState.selectionChosen = true
            $0.previewState.pane = PreviewViewModelTests.pane("beta", .loading, token: true)
        }
        store.receive([.redraw, .previewReadme(F.target("beta"))])
        #expect(store.model.previewState.pane?.top == 0)
    }

    /// Without a side preview (narrow, or turned off) the preview keys do nothing in the list.
    @Test func withoutAPreviewThePreviewKeysDoNothingInTheList() {
        let store = PickViewModelTests.listed("octo", ["alpha", "beta"])
        for scroll in [PreviewScroll.lines(1), .lines(-1), .pages(1), .pages(-1), .top, .bottom] {
            store.send(.previewScroll(scroll))
        }
    }

    /// The side preview's window is where the view model scrolled it.
    @Test func theSidePreviewIsDrawnFromItsTop() {
        let text = ReadmeViewModelTests.readme(60)
        var pane = PreviewViewModelTests.pane("alpha", .shown(text), token: true)
        let screen = DetailScreen(catalogue: .english)
        let top = screen.renderPane(pane, width: 84, height: 10, now: PreviewViewModelTests.at, colorMode: .off)
        pane.top = 30
        let scrolled = screen.renderPane(pane, width: 84, height: 10, now: PreviewViewModelTests.at, colorMode: .off)
        #expect(top[0] == scrolled[0], "the title stays")
        #expect(top[1...] != scrolled[1...])
        #expect(scrolled.dropFirst().contains { $0.contains("line ") }, "\(scrolled)")
        pane.top = 10_000  // past the end: the last lines
        let last = screen.renderPane(pane, width: 84, height: 10, now: PreviewViewModelTests.at, colorMode: .off)
        #expect(last.last?.contains("line 60") == true, "\(last)")
    }
}
