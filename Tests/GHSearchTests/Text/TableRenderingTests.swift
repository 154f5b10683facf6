import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText

@Suite("TableLayout rendering with styles", .standardTimeLimit)
struct TableRenderingTests {
    typealias Fixture = RepositoryTableFixture

    private let columns = [
        TableColumn(title: "NAME", minWidth: 4, maxWidth: 12, visibility: .always, isFlexible: true),
        TableColumn(title: "STARS", minWidth: 5, maxWidth: 5, visibility: .always, alignment: .right),
    ]
    private let basic = TableTheme(colorMode: .basic)

    private func layout(_ rows: [TableRow], width: Int = 40) -> TableLayout {
        TableLayout(columns: columns, availableWidth: width, rows: rows)
    }

    @Test("the header is bold and reset at its end")
    func header() {
        let rows = [Fixture.row("swift", "1")]
        #expect(layout(rows).renderHeader(theme: basic) == "\u{1B}[0;1mNAME   STARS\u{1B}[0m")
    }

    @Test("a plain row has no escape sequence even in colour")
    func plainRow() {
        let rows = [Fixture.row("swift", "1")]
        #expect(layout(rows).render(rows[0], theme: basic) == "swift      1")
    }

    @Test("the selected row is reversed across the whole line, gaps and padding included")
    func selectedRow() {
        let row = Fixture.row("swift", "42", style: .reverse)
        #expect(layout([row]).render(row, theme: basic) == "\u{1B}[0;7mswift     42\u{1B}[0m")
    }

    @Test("highlights underline the matched characters")
    func highlights() {
        var row = Fixture.row("swift-nio", "9")
        row.cells[0].highlights = [6..<9, 0..<1]
        #expect(layout([row]).render(row, theme: basic)
            == "\u{1B}[0;4ms\u{1B}[0mwift-\u{1B}[0;4mnio\u{1B}[0m      9")
    }

    @Test("highlights in the selected row keep the reverse video")
    func highlightsInSelectedRow() {
        var row = Fixture.row("swift-nio", "9", style: .reverse)
        row.cells[0].highlights = [6..<9]
        #expect(layout([row]).render(row, theme: basic)
            == "\u{1B}[0;7mswift-\u{1B}[0;4;7mnio\u{1B}[0;7m      9\u{1B}[0m")
    }

    @Test("highlight ranges count Characters, so they cover whole CJK and emoji clusters")
    func highlightsOverClusters() {
        var row = Fixture.row("저장소👩‍💻e\u{301}x", "1")
        row.cells[0].highlights = [1..<2, 3..<5]
        #expect(layout([row]).render(row, theme: basic)
            == "저\u{1B}[0;4m장\u{1B}[0m소\u{1B}[0;4m👩‍💻e\u{301}\u{1B}[0mx      1")
    }

    @Test("a highlight survives truncation, and marks the ellipsis when it runs into the cut text")
    func highlightsAcrossTruncation() {
        var row = Fixture.row("swift-argument-parser", "1")
        row.cells[0].highlights = [6..<14]
        let narrow = layout([row], width: 17)
        #expect(narrow.widths == [10, 5])
        #expect(narrow.render(row, theme: basic)
            == "swift-\u{1B}[0;4marg…\u{1B}[0m      1")
    }

    @Test("a highlight wholly in the cut-off text marks only the ellipsis")
    func hiddenHighlight() {
        var row = Fixture.row("swift-argument-parser", "1")
        row.cells[0].highlights = [15..<21]
        #expect(layout([row], width: 17).render(row, theme: basic) == "swift-arg\u{1B}[0;4m…\u{1B}[0m      1")
    }

    @Test("out-of-range and overlapping highlights are clipped and merged")
    func messyHighlights() {
        var row = Fixture.row("swift", "1")
        row.cells[0].highlights = [3..<99, -4..<1, 0..<2, 7..<9]
        #expect(layout([row]).render(row, theme: basic) == "\u{1B}[0;4msw\u{1B}[0mi\u{1B}[0;4mft\u{1B}[0m      1")
    }

    @Test("NO_COLOR and non-TTY output turn every style off: not one ESC")
    func noColor() {
        let environment = ["NO_COLOR": "1", "TERM": "xterm-256color", "COLORTERM": "truecolor"]
        let mode = ANSI.ColorMode.detect(environment: environment, isTerminal: true)
        #expect(mode == .off)
        #expect(ANSI.ColorMode.detect(environment: ["TERM": "xterm-256color"], isTerminal: false) == .off)
        let theme = TableTheme(colorMode: mode, headerStyle: .bold.merged(with: .foreground(.cyan)), highlightStyle: .underline)
        var rows = Fixture.rows
        rows[1].style = .reverse
        rows[0].cells[0].highlights = [0..<2]
        rows[2].cells[2].highlights = [0..<40]
        for width in [40, 80, 120, 200] {
            let layout = TableLayout(columns: Fixture.columns, availableWidth: width, rows: rows)
            let rendered = layout.render(rows: rows, theme: theme)
            #expect(!rendered.contains { $0.contains("\u{1B}") })
            #expect(rendered == layout.render(rows: rows, theme: .plain))
        }
    }

    @Test("styling changes escape sequences only: the visible text is the plain text")
    func stylesDoNotMoveText() {
        var rows = Fixture.rows
        rows[1].style = .reverse
        rows[1].cells[2].highlights = [0..<8, 20..<60]
        rows[2].cells[2].highlights = [4..<6]
        let layout = TableLayout(columns: Fixture.columns, availableWidth: 120, rows: rows)
        let styled = layout.render(rows: rows, theme: TableTheme(colorMode: .palette256))
        #expect(styled.map(Fixture.visible) == layout.render(rows: rows, theme: .plain))
        #expect(styled != layout.render(rows: rows, theme: .plain))
    }
}
