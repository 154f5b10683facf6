import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
@testable import GHSearchPreviewCommand

/// `--preview COMMAND` in the view model: the selection's run goes into the
/// preview command's stream (`.runPreview`), a new selection replaces it
/// (the session kills the command in flight), output for another run is
/// dropped, the preview keys scroll the pane, Alt-V hides it (a nil run).
@Suite(.standardTimeLimit) struct CommandPreviewViewModelTests {
    typealias F = ViewModelFixture
    static let command = PreviewCommand("echo {full_name}")!

    static func run(_ name: String, columns: Int = 49, rows: Int = 22) -> PreviewRun {
        PreviewRun(commandLine: "echo 'octo/\(name)'", columns: columns, rows: rows)
    }

    static func listed(window: PreviewWindow = PreviewWindow()) -> TestStore {
        let presentation = DetailPresentation(colorMode: .palette256, preview: .always, previewCommand: command,
                                              previewWindow: window)
        var model = SearchViewModel(screenRows: 24, screenColumns: 100, presentation: presentation)
        _ = model.send(.submit("octo"))
        _ = model.send(.searchStarted(.user("octo")))
        _ = model.send(.searchFinished(.user("octo"), outcome: .loaded(F.page("octo", ["alpha", "beta"]))))
        return TestStore(model)
    }

    @Test func theSelectionsRunGoesDownTheStreamAndItsOutputShows() {
        let store = Self.listed()
        #expect(store.model.previewShown && store.model.listColumns == 50 && store.model.previewColumns == 49)
        #expect(store.model.previewState.command == CommandPreviewPane(run: Self.run("alpha")))
        store.send(.moveSelection(1)) {
            $0.listState.selected = 1
            $0.listState.selectionChosen = true
            $0.previewState.command = CommandPreviewPane(run: Self.run("beta"))
        }
        store.receive([.redraw, .runPreview(Self.run("beta"))])
        // The late output of alpha's run is not shown.
        store.send(.previewOutput(Self.run("alpha"), PreviewOutput(bytes: Array("octo/alpha\n".utf8), ended: .exited(0))))
        store.receive([])
        store.send(.previewOutput(Self.run("beta"), PreviewOutput(bytes: Array("octo/beta\n\u{1B}[31mred\u{1B}]52;c;eA==\u{07}\n".utf8)))) {
            $0.previewState.command?.lines = [[.text("octo/beta")], [.style("\u{1B}[31m"), .text("red")]]
        }
        store.receive([.redraw])
        store.send(.previewOutput(Self.run("beta"), PreviewOutput(bytes: Array("octo/beta\n\u{1B}[31mred\u{1B}]52;c;eA==\u{07}\n".utf8),
                                                                  ended: .exited(0)))) {
            $0.previewState.command?.ended = .exited(0)
        }
        store.receive([.redraw])
        // Alt-V: the pane goes, and the command with it.
        store.send(.togglePreview) {
            $0.previewState.toggled = false
            $0.previewState.command = nil
        }
        store.receive([.redraw, .runPreview(nil)])
    }

    @Test func thePreviewKeysScrollThePane() {
        let store = Self.listed(window: PreviewWindow(position: .down, size: .cells(3)))
        #expect(store.model.listScreenRows == 20 && store.model.previewRows == 3 && store.model.previewColumns == 100)
        let run = Self.run("alpha", columns: 100, rows: 3)
        let output = Array((1...10).map { "line \($0)\n" }.joined().utf8)
        store.send(.previewOutput(run, PreviewOutput(bytes: output, ended: .exited(0)))) {
            $0.previewState.command?.lines = (1...10).map { [.text("line \($0)")] }
            $0.previewState.command?.ended = .exited(0)
        }
        store.receive([.redraw])
        store.send(.previewScroll(.lines(2))) { $0.previewState.command?.top = 2 }
        store.receive([.redraw])
        store.send(.previewScroll(.bottom)) { $0.previewState.command?.top = 7 }
        store.receive([.redraw])
        store.send(.previewScroll(.lines(1)))
        store.receive([])
        var screen = SearchScreen()
        let frame = SplitScreen.render(store.model, list: &screen, detail: DetailScreen(), width: 100, height: 24, now: Date(timeIntervalSince1970: 2_000_000),
                                       colorMode: .off)
        #expect(frame.count == 23)
        #expect(Array(frame[19...21]) == ["line 8", "line 9", "line 10"])
    }

    @Test func theWindowPutsThePaneBesideAboveOrBelowTheList() {
        for (window, paneAt) in [(PreviewWindow(position: .left, size: .cells(30)), 0),
                                 (PreviewWindow(position: .up, size: .cells(4)), 0)] {
            var model = Self.listed(window: window).model
            let run = model.previewState.command!.run
            _ = model.send(.previewOutput(run, PreviewOutput(bytes: Array("PANE\n".utf8))))
            var screen = SearchScreen()
            let frame = SplitScreen.render(model, list: &screen, detail: DetailScreen(), width: 100, height: 24,
                                           now: Date(timeIntervalSince1970: 2_000_000), colorMode: .off)
            #expect(frame.count == 23)
            #expect(frame[paneAt].hasPrefix("PANE"))
            #expect(frame.contains { $0.contains("2 Repositories") })
        }
    }
}
