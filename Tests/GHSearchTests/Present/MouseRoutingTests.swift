import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchKeys
@testable import GHSearchPreviewCommand

/// Where a mouse report lands on the frame, and what it does there.
@Suite(.standardTimeLimit) struct MouseRoutingTests {
    typealias F = ViewModelFixture
    static let names = (1...30).map { "repo\($0)" }

    static func model(columns: Int = 80, multi: Bool = false, presentation: DetailPresentation = DetailPresentation()) -> SearchViewModel {
        var model = SearchViewModel(screenRows: 24, screenColumns: columns, pick: PickOptions(multi: multi), presentation: presentation)
        _ = model.send(.submit("octo"))
        _ = model.send(.searchStarted(.user("octo")))
        _ = model.send(.searchFinished(.user("octo"), outcome: .loaded(F.page("octo", names))))
        return model
    }

    static func press(_ button: MouseEvent.Button, column: Int = 5, row: Int, modifiers: KeyModifiers = []) -> MouseEvent {
        MouseEvent(button: button, modifiers: modifiers, column: column, row: row)
    }

    @Test func theListsRowsCountFromTheThirdRowAndTheScrollPosition() {
        let model = Self.model()
        #expect(MouseRouting.target(row: 1, column: 5, model: model, listTop: 0) == .list)  // the title
        #expect(MouseRouting.target(row: 2, column: 5, model: model, listTop: 0) == .list)  // the header
        #expect(MouseRouting.target(row: 3, column: 5, model: model, listTop: 0) == .row(0))
        #expect(MouseRouting.target(row: 22, column: 5, model: model, listTop: 0) == .row(19))
        #expect(MouseRouting.target(row: 3, column: 5, model: model, listTop: 10) == .row(10))
        #expect(MouseRouting.target(row: 23, column: 5, model: model, listTop: 0) == .elsewhere)  // the status line
        #expect(MouseRouting.target(row: 24, column: 5, model: model, listTop: 0) == .elsewhere)  // the prompt
        #expect(MouseRouting.target(row: 22, column: 5, model: model, listTop: 15) == .list)  // past the last row
    }

    @Test func clicksSelectPickAndMark() {
        let model = Self.model()
        #expect(MouseRouting.actions(for: Self.press(.left, row: 5), model: model, listTop: 0) == [.selectRow(2)])
        #expect(MouseRouting.actions(for: Self.press(.left, row: 5), model: model, listTop: 0, clicks: 2) == [.pickRow(2)])
        #expect(MouseRouting.actions(for: MouseEvent(button: .left, isPress: false, column: 5, row: 5), model: model, listTop: 0) == [])
        #expect(MouseRouting.actions(for: Self.press(.right, row: 5), model: model, listTop: 0) == [])  // no --multi
        #expect(MouseRouting.actions(for: Self.press(.left, row: 1), model: model, listTop: 0) == [])
        let multi = Self.model(multi: true)
        #expect(MouseRouting.actions(for: Self.press(.right, row: 5), model: multi, listTop: 0) == [.markRow(2)])
        #expect(MouseRouting.actions(for: Self.press(.left, row: 5, modifiers: .shift), model: multi, listTop: 0) == [.markRow(2)])
        #expect(MouseRouting.actions(for: MouseEvent(button: .left, isMotion: true, column: 5, row: 5), model: multi, listTop: 0) == [])
    }

    @Test func theWheelScrollsWhatIsUnderThePointer() {
        let model = Self.model()
        #expect(MouseRouting.actions(for: Self.press(.wheelDown, row: 5), model: model, listTop: 0) == [.moveSelection(1)])
        #expect(MouseRouting.actions(for: Self.press(.wheelUp, row: 1), model: model, listTop: 0) == [.moveSelection(-1)])
        // The built-in preview at the right half of a wide screen.
        let wide = Self.model(columns: 170)
        #expect(wide.previewShown && wide.listColumns == 85)
        #expect(MouseRouting.actions(for: Self.press(.wheelDown, column: 100, row: 5), model: wide, listTop: 0)
                == [.previewScroll(.lines(3))])
        #expect(MouseRouting.target(row: 5, column: 86, model: wide, listTop: 0) == .elsewhere)  // the bar
        // A command's pane above the list: the list starts under it and its rule.
        let up = Self.model(presentation: DetailPresentation(previewCommand: PreviewCommand("echo {name}"),
                                                             previewWindow: PreviewWindow(position: .up, size: .cells(5))))
        #expect(MouseRouting.target(row: 5, column: 5, model: up, listTop: 0) == .preview)
        #expect(MouseRouting.target(row: 6, column: 5, model: up, listTop: 0) == .elsewhere)
        #expect(MouseRouting.target(row: 9, column: 5, model: up, listTop: 0) == .row(0))
        // The detail view: the wheel scrolls it, wherever it is.
        var detail = Self.model()
        _ = detail.send(.openDetail)
        #expect(MouseRouting.actions(for: Self.press(.wheelUp, row: 10), model: detail, listTop: 0) == [.previewScroll(.lines(-3))])
        #expect(MouseRouting.actions(for: Self.press(.left, row: 10), model: detail, listTop: 0) == [])
    }

    @Test func reverseListCountsTheRowsUpFromTheStatusLine() {
        let model = Self.model(presentation: DetailPresentation(listReversed: true))
        // 20 table rows (3…22): the first at the bottom, just above the status line.
        #expect(MouseRouting.target(row: 22, column: 5, model: model, listTop: 0) == .row(0))
        #expect(MouseRouting.target(row: 21, column: 5, model: model, listTop: 0) == .row(1))
        #expect(MouseRouting.target(row: 3, column: 5, model: model, listTop: 0) == .row(19))
        #expect(MouseRouting.target(row: 22, column: 5, model: model, listTop: 10) == .row(10))
        // A status line of two rows: the table is a row shorter, and the mouse counts from what was drawn.
        #expect(MouseRouting.target(row: 21, column: 5, model: model, listTop: 0, tableRows: 19) == .row(0))
        #expect(MouseRouting.target(row: 22, column: 5, model: model, listTop: 0, tableRows: 19) == .elsewhere)
    }

    @Test func withoutTheTitleRowTheListStartsARowHigher() {
        for info in [InfoStyle.hidden, .inline, .inlineRight] {
            let model = Self.model(presentation: DetailPresentation(info: info))
            #expect(MouseRouting.target(row: 1, column: 5, model: model, listTop: 0) == .list)  // the header
            #expect(MouseRouting.target(row: 2, column: 5, model: model, listTop: 0) == .row(0))
            #expect(MouseRouting.target(row: 22, column: 5, model: model, listTop: 0) == .row(20))
            #expect(MouseRouting.target(row: 23, column: 5, model: model, listTop: 0) == .elsewhere)
        }
    }

    @Test func theBuiltInPreviewWherePreviewWindowPutsIt() {
        let left = Self.model(columns: 120, presentation: DetailPresentation(preview: .always,
                                                                             previewWindow: PreviewWindow(position: .left, size: .cells(40))))
        #expect(MouseRouting.target(row: 5, column: 10, model: left, listTop: 0) == .preview)
        #expect(MouseRouting.target(row: 5, column: 41, model: left, listTop: 0) == .elsewhere)  // the bar
        #expect(MouseRouting.target(row: 5, column: 50, model: left, listTop: 0) == .row(2))
    }

    @Test func aDoubleClickIsTwoQuickPressesOnOneTarget() {
        var counter = ClickCounter()
        #expect(counter.press(at: .seconds(1), on: .row(2)) == 1)
        #expect(counter.press(at: .milliseconds(1300), on: .row(2)) == 2)
        #expect(counter.press(at: .milliseconds(1400), on: .row(3)) == 1)
        #expect(counter.press(at: .seconds(3), on: .row(3)) == 1)
    }

    @Test func theViewModelSelectsPicksAndMarksTheRow() {
        var model = Self.model(multi: true)
        #expect(model.send(.selectRow(4)) == [.redraw] && model.listState.selected == 4)
        #expect(model.send(.selectRow(99)) == [] && model.listState.selected == 4)
        _ = model.send(.markRow(6))
        #expect(model.listState.selected == 6 && model.pickState.marks.contains(model.selectedRepository!))
        var single = Self.model()
        #expect(single.send(.pickRow(3)) == [.printLines(["https://github.com/octo/repo4"]), .exit(.success)])
    }
}
