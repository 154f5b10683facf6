import Testing
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport

/// The list's window (`ListState`, as ratatui's): kept by the view model
/// next to the selection, moved as little as keeps the selection in view;
/// the screen only reads it.
@Suite struct ListStateTests {
    @Test func theWindowMovesAsLittleAsKeepsTheSelectionInView() {
        #expect(ListState(selected: 3, offset: 0).offset(showing: 10, of: 100) == 0)
        #expect(ListState(selected: 10, offset: 0).offset(showing: 10, of: 100) == 1)
        #expect(ListState(selected: 5, offset: 8).offset(showing: 10, of: 100) == 5)
        #expect(ListState(selected: 12, offset: 8).offset(showing: 10, of: 100) == 8)
    }

    @Test func theWindowStaysFullAndInsideTheRows() {
        #expect(ListState(selected: nil, offset: 50).offset(showing: 10, of: 20) == 10)
        #expect(ListState(selected: 2, offset: 7).offset(showing: 10, of: 5) == 0)
        #expect(ListState(selected: nil, offset: 3).offset(showing: 0, of: 0) == 0)
    }

    @Test func theModelScrollsTheWindowWithTheSelectionAndTheScreenOnlyReadsIt() {
        var model = ViewModelFixture.listed("u", (0..<100).map { "r\($0)" }).model
        _ = model.send(.resized(rows: 14, columns: 80))
        _ = model.send(.last)
        #expect(model.listState.selected == 99 && model.listState.offset == 90)
        _ = model.send(.moveSelection(-5))
        #expect(model.listState.selected == 94 && model.listState.offset == 90)
        // A shorter list (a filter) brings the window back inside it.
        _ = model.send(.lineChanged("u r1"))
        #expect(model.listState.offset <= max(0, model.visible.count - model.listWindowRows))
        var screen = SearchScreen()
        let before = model
        _ = screen.render(model, width: 80, height: 14, now: .distantPast, colorMode: .off)
        #expect(model == before && screen.scrollTop == model.listState.offset(showing: 10, of: model.visible.count))
    }
}
