import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
import GHSearchText
import GHSearchGitHub
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchPreviewCommand

/// `--layout reverse-list`, `--info` and `--preview-window` for the built-in
/// preview, as the screens draw them: no terminal needed.
@Suite(.standardTimeLimit) struct ScreenArrangementTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static func state(count: Int, rows: Int = 24, columns: Int = 80,
                      presentation: DetailPresentation = DetailPresentation()) -> SearchViewModel {
        let repositories = (0..<count).map { i in
            Repository(name: "repo-\(i)", htmlURL: "https://github.com/user/repo-\(i)",
                       description: i % 2 == 0 ? "저장소 설명 \(i)" : "plain \(i)", language: "Swift", stargazersCount: i)
        }
        var state = SearchViewModel(screenRows: rows, screenColumns: columns, presentation: presentation)
        _ = state.send(.lineChanged("user"))
        _ = state.send(.searchFinished(.user("user"), outcome: .loaded(RepositoryPage(
            repositories: repositories, rateLimit: RateLimit(limit: 60, remaining: 57)))))
        return state
    }

    @Test func reverseListPutsTheFirstRowJustAboveTheStatusLine() {
        var screen = SearchScreen()
        let state = Self.state(count: 3, presentation: DetailPresentation(listReversed: true))
        let lines = screen.render(state, width: 100, height: 10, now: Self.now, colorMode: .off)
        #expect(lines.count == 9)
        #expect(lines[0].hasPrefix("3 Repositories") && lines[1].hasPrefix("NAME"))
        // Six table rows (2…7): three blank, then repo-2, repo-1, repo-0 (selected) going down.
        #expect(lines[2...4].allSatisfy { $0.isEmpty }, "\(lines)")
        #expect(lines[5].contains("repo-2") && lines[6].contains("repo-1") && lines[7].hasPrefix("› repo-0"))
        #expect(lines[8].hasSuffix("quota 57/60"))
        #expect(screen.drawnTableRows == 6)
    }

    @Test func reverseListScrollsTheSelectionIntoViewGoingUp() {
        var screen = SearchScreen()
        var state = Self.state(count: 50, presentation: DetailPresentation(listReversed: true))
        _ = state.send(.moveSelection(29))
        let lines = screen.render(state, width: 90, height: 10, now: Self.now, colorMode: .off)
        // The selection at the top of the six rows, the five before it under it.
        #expect(lines[2].hasPrefix("› repo-29") && lines[7].contains("repo-24"), "\(lines)")
        #expect(screen.scrollTop == 24)
    }

    @Test func infoOtherThanDefaultTakesTheTitleRowAway() {
        for info in [InfoStyle.hidden, .inline, .inlineRight] {
            var screen = SearchScreen()
            let lines = screen.render(Self.state(count: 3, presentation: DetailPresentation(info: info)), width: 100,
                                      height: 10, now: Self.now, colorMode: .off)
            #expect(lines.count == 9)
            #expect(lines[0].hasPrefix("NAME") && lines[1].hasPrefix("› repo-0"), "\(info): \(lines)")
            #expect(!lines.contains { $0.hasPrefix("3 Repositories") })
            #expect(screen.drawnTableRows == 7)
        }
        #expect(SearchScreen.tableRows(height: 10, titled: false) == 7 && SearchScreen.tableRows(height: 10) == 6)
    }

    @Test func infoRightPutsTheCountAtTheTitleRowsRightEnd() {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(count: 3, presentation: DetailPresentation(info: .right)), width: 60,
                                  height: 10, now: Self.now, colorMode: .off)
        #expect(lines[0] == String(repeating: " ", count: 46) + "3 Repositories", "\(lines)")
        #expect(lines[1].hasPrefix("NAME"))
    }

    @Test func infoValues() {
        #expect(InfoStyle.parse("default") == .default && InfoStyle.parse("right") == .right)
        #expect(InfoStyle.parse("inline") == .inline && InfoStyle.parse("inline-right") == .inlineRight)
        #expect(InfoStyle.parse("hidden") == .hidden)
        #expect(InfoStyle.parse("inline:  ⟩ ") == InfoStyle(.inline, prefix: "  ⟩ "))
        #expect(InfoStyle.parse("inline-right:[") == InfoStyle(.inlineRight, prefix: "["))
        #expect(InfoStyle.parse("inline:\u{1B}[31mx")?.inlinePrefix.contains("\u{1B}") == false, "made terminal-safe")
        for bad in ["", "inlin", "hidden:x", "right:x", "Inline"] { #expect(InfoStyle.parse(bad) == nil, "\(bad)") }
        #expect(InfoStyle.right.showsTitle && InfoStyle.right.alignsRight && !InfoStyle.right.isInline)
    }

    @Test func theInlineInfoIsTheTitlesText() {
        let screen = SearchScreen()
        #expect(screen.infoText(Self.state(count: 3)) == "3 Repositories")
        #expect(InfoStyle.inline.inlinePrefix == " < " && InfoStyle.inlineRight.inlinePrefix.isEmpty)
        #expect(InfoStyle.inline.isInline && !InfoStyle.hidden.isInline && InfoStyle.default.showsTitle)
    }

    @Test func theBuiltInPreviewAboveTheList() {
        let window = PreviewWindow(position: .up, size: .cells(6))
        var state = Self.state(count: 3, rows: 24, columns: 80,
                               presentation: DetailPresentation(preview: .always, hasToken: true, previewWindow: window))
        #expect(state.previewShown && state.previewState.pane != nil)
        _ = state.send(.moveSelection(0))
        var list = SearchScreen()
        let lines = SplitScreen.render(state, list: &list, detail: DetailScreen(), width: 80, height: 24, now: Self.now,
                                       colorMode: .off)
        #expect(lines.count == 23, "\(lines)")
        #expect(lines[0].contains("repo-0"), "the pane's title: the selected repository")
        #expect(lines[6] == String(repeating: "─", count: 80), "the rule under the pane's six rows")
        #expect(lines[7].hasPrefix("3 Repositories") && lines[8].hasPrefix("NAME") && lines[9].hasPrefix("› repo-0"))
        #expect(lines[22].hasSuffix("quota 57/60"))
    }

    @Test func theBuiltInPreviewAtTheLeft() throws {
        let window = PreviewWindow(position: .left, size: .cells(40))
        let state = Self.state(count: 3, rows: 12, columns: 120,
                               presentation: DetailPresentation(preview: .always, hasToken: true, previewWindow: window))
        var list = SearchScreen()
        let lines = SplitScreen.render(state, list: &list, detail: DetailScreen(), width: 120, height: 12, now: Self.now,
                                       colorMode: .off)
        #expect(lines.count == 11)
        // The pane's 40 columns, the bar, then the list.
        let bar = try #require(lines[1].firstIndex(of: "│"), "\(lines)")
        #expect(lines[0].contains("repo-0") && TerminalText.width(String(lines[1][..<bar])) == 40, "\(lines)")
        #expect(lines[1][lines[1].index(after: bar)...].hasPrefix("NAME"))
        #expect(lines[10].hasSuffix("quota 57/60"))
    }
}
