import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText

@Suite("TableLayout", .standardTimeLimit)
struct TableLayoutTests {
    typealias Fixture = RepositoryTableFixture

    private func lines(width: Int, rows: [TableRow] = Fixture.rows) -> [String] {
        TableLayout(columns: Fixture.columns, availableWidth: width, rows: rows)
            .render(rows: rows, theme: .plain)
    }

    @Test("40 columns: NAME and URL only, both cut, widest first")
    func width40() {
        #expect(lines(width: 40) == [
            "NAME                 URL                ",
            "swift                https://github.com…",
            "swift-argument-par…  https://github.com…",
            "hangul-notes         https://github.com…",
        ])
    }

    @Test("60 columns: NAME whole, URL cut")
    func width60() {
        #expect(lines(width: 60) == [
            "NAME                   URL                                  ",
            "swift                  https://github.com/apple/swift       ",
            "swift-argument-parser  https://github.com/apple/swift-argum…",
            "hangul-notes           https://github.com/kim/hangul-notes  ",
        ])
    }

    @Test("80 columns: STARS joins, the wider optional columns do not")
    func width80() {
        let layout = TableLayout(columns: Fixture.columns, availableWidth: 80, rows: Fixture.rows)
        #expect(layout.shownColumns == [0, 1, 4])
        #expect(lines(width: 80) == [
            "NAME                   URL                                             STARS",
            "swift                  https://github.com/apple/swift                  68123",
            "swift-argument-parser  https://github.com/apple/swift-argument-parser   3412",
            "hangul-notes           https://github.com/kim/hangul-notes                 7",
        ])
    }

    @Test("120 columns: DESCRIPTION takes what is left after the higher priorities")
    func width120() {
        let layout = TableLayout(columns: Fixture.columns, availableWidth: 120, rows: Fixture.rows)
        #expect(layout.shownColumns == [0, 1, 2, 3, 4, 5])
        #expect(layout.widths == [21, 46, 20, 8, 5, 10])
        #expect(lines(width: 120) == [
            "NAME                   URL                                             DESCRIPTION           LANGUAGE  STARS  PUSHED    ",
            "swift                  https://github.com/apple/swift                  The Swift Programmi…  C++       68123  2 days ago",
            "swift-argument-parser  https://github.com/apple/swift-argument-parser  Straightforward, ty…  Swift      3412  5 mo ago  ",
            "hangul-notes           https://github.com/kim/hangul-notes             한국어 설명 저장소 …                7  just now  ",
        ])
    }

    @Test("200 columns: every column at its natural width")
    func width200() {
        let layout = TableLayout(columns: Fixture.columns, availableWidth: 200, rows: Fixture.rows)
        #expect(layout.widths == [21, 46, 40, 8, 5, 10])
        #expect(layout.lineWidth == 140)
        #expect(lines(width: 200) == [
            "NAME                   URL                                             DESCRIPTION                               LANGUAGE  STARS  PUSHED    ",
            "swift                  https://github.com/apple/swift                  The Swift Programming Language            C++       68123  2 days ago",
            "swift-argument-parser  https://github.com/apple/swift-argument-parser  Straightforward, type-safe argument par…  Swift      3412  5 mo ago  ",
            "hangul-notes           https://github.com/kim/hangul-notes             한국어 설명 저장소 🍻 漢字                              7  just now  ",
        ])
    }

    @Test("every line has the same display width, never more than available", arguments: [1, 2, 5, 10, 20, 33, 40, 59, 60, 61, 79, 80, 100, 119, 120, 139, 140, 200])
    func alignedByDisplayWidth(width: Int) {
        let rendered = lines(width: width)
        let widths = Set(rendered.map(TerminalText.width))
        #expect(widths.count == 1)
        #expect((widths.first ?? .max) <= width)
    }

    @Test("CJK and emoji cells align with ASCII ones in a coloured render", arguments: [40, 80, 120, 200])
    func alignedWithStyles(width: Int) {
        let rows = Fixture.rows.enumerated().map { index, row in
            var row = row
            row.style = index == 1 ? .reverse : .plain
            row.cells[0].highlights = [0..<3]
            row.cells[2].highlights = [2..<6]
            return row
        }
        let layout = TableLayout(columns: Fixture.columns, availableWidth: width, rows: rows)
        let rendered = layout.render(rows: rows, theme: TableTheme(colorMode: .trueColor))
        let widths = rendered.map { TerminalText.width(Fixture.visible($0)) }
        #expect(widths == Array(repeating: layout.lineWidth, count: rendered.count))
    }

    @Test("no rows: the header alone, titles as content")
    func empty() {
        let layout = TableLayout(columns: Fixture.columns, availableWidth: 200, rows: [TableRow]())
        #expect(layout.render(rows: [TableRow](), theme: .plain) == [
            "NAME    URL           DESCRIPTION   LANGUAGE  STARS  PUSHED  ",
        ])
    }

    @Test("a terminal too narrow for anything gives empty lines")
    func nothingFits() {
        #expect(lines(width: 0) == ["", "", "", ""])
        #expect(lines(width: -5) == ["", "", "", ""])
        #expect(lines(width: 1) == ["…", "…", "…", "…"])
        #expect(lines(width: 2) == ["N…", "s…", "s…", "h…"])
    }

    @Test("a narrow terminal drops columns from the right rather than overflow")
    func veryNarrow() {
        let layout = TableLayout(columns: Fixture.columns, availableWidth: 3, rows: Fixture.rows)
        #expect(layout.shownColumns == [0])
        #expect(layout.widths == [3])
        let layout4 = TableLayout(columns: Fixture.columns, availableWidth: 4, rows: Fixture.rows)
        #expect(layout4.shownColumns == [0, 1])
        #expect(layout4.widths == [1, 1])
    }

    @Test("rows with missing cells render them empty; empty columns are as wide as their titles")
    func missingCells() {
        let rows = [Fixture.row("only-name")]
        #expect(TableLayout(columns: Fixture.columns, availableWidth: 40, rows: rows).render(rows: rows, theme: .plain) == [
            "NAME       URL           LANGUAGE  STARS",
            "only-name                               ",
        ])
    }

    @Test("water-fill raises the narrowest first and never passes the ceilings")
    func waterFill() {
        #expect(TableLayout.waterFill(floors: [6, 12], ceilings: [21, 46], budget: 38) == [19, 19])
        #expect(TableLayout.waterFill(floors: [6, 12], ceilings: [21, 46], budget: 58) == [21, 37])
        #expect(TableLayout.waterFill(floors: [6, 12], ceilings: [21, 46], budget: 39) == [20, 19])
        #expect(TableLayout.waterFill(floors: [6, 12], ceilings: [21, 46], budget: 500) == [21, 46])
        #expect(TableLayout.waterFill(floors: [15, 1], ceilings: [30, 30], budget: 20) == [15, 5])
    }
}
