import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
@testable import GHSearchKeys
@testable import GHSearchTheme

/// The screen drawn in a theme: the SGR of matched characters in every
/// column, of the current row across the whole line, of the header, the
/// status line and the border; the widths never counting an escape.
@Suite(.standardTimeLimit) struct ThemedScreenTests {
    static let now = FilterScreenTests.now
    static let esc = "\u{1B}["

    static func render(_ theme: ColorTheme, mode: ANSI.ColorMode, line: String = "user library caching",
                       rows: [Repository] = FilterScreenTests.rows, width: Int = 100) -> [String] {
        var screen = SearchScreen(theme: theme)
        return screen.render(FilterScreenTests.state(rows, line: line), width: width, height: 8, now: now, colorMode: mode)
    }

    /// `line` without its SGR sequences.
    static func plain(_ line: String) -> String {
        line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    @Test func matchesAreColouredAndBoldInTheNameAndTheDescription() {
        let lines = Self.render(.standard, mode: .palette256)
        // The second row is not the current one: its matches in the default theme's hl.
        let row = lines[3]
        let hl = Self.esc + "0;1;38;5;32m"
        #expect(row.hasPrefix(hl + "library"), "\(row.debugDescription)")
        #expect(row.contains(hl + "caching"), "\(row.debugDescription)")
        // The header in its own style.
        #expect(lines[1].hasPrefix(Self.esc + "0;1;38;5;67mNAME"), "\(lines[1].debugDescription)")
    }

    @Test func theCurrentRowHasItsBackgroundAcrossTheWholeLineAndItsOwnMatchColour() {
        let lines = Self.render(.standard, mode: .palette256, width: 100)
        let row = lines[2]
        #expect(row.hasPrefix(Self.esc + "0;1;38;5;81;48;5;236mlibrary"), "\(row.debugDescription)")
        #expect(row.contains(Self.esc + "0;38;5;254;48;5;236m"), "\(row.debugDescription)")
        #expect(DrawnLine.width(row) == 100)
        #expect(row.hasSuffix(ANSI.reset))
    }

    @Test func aCustomHighlightIsShownInTwentyFourBitsOrTheNearestColourTheTerminalHas() throws {
        let (theme, _) = ColorSpec.resolve([try ColorSpec.parse("hl:#ff0000")], mode: .trueColor)
        #expect(Self.render(theme, mode: .trueColor)[3].hasPrefix(Self.esc + "0;1;38;2;255;0;0mlibrary"))
        #expect(Self.render(theme, mode: .palette256)[3].hasPrefix(Self.esc + "0;1;38;5;196mlibrary"))
        #expect(Self.render(theme, mode: .basic)[3].hasPrefix(Self.esc + "0;1;91mlibrary"))
    }

    @Test func bwAndMonochromeDrawTodaysLookWithoutAColour() {
        for mode in [ANSI.ColorMode.monochrome, .palette256] {
            let lines = Self.render(.bw, mode: mode)
            #expect(lines[2].hasPrefix(Self.esc + "0;4;7mlibrary" + Self.esc + "0;7m"), "\(lines[2].debugDescription)")
            #expect(lines[3].hasPrefix(Self.esc + "0;4mlibrary"), "\(lines[3].debugDescription)")
            #expect(!lines.joined().contains(";38;") && !lines.joined().contains(";48;"))
        }
        // Colours given with bw are not drawn in the monochrome mode.
        let red = ColorTheme(match: .foreground(.red), current: .reverse, currentMatch: .underline, info: .dim,
                             spinner: .dim, header: .bold, border: .dim)
        #expect(!Self.render(red, mode: .monochrome).joined().contains("31"))
    }

    @Test func withoutABackgroundOrReverseForTheCurrentRowThePointerShowsIt() throws {
        let (theme, mode) = ColorSpec.resolve([try ColorSpec.parse("bg+:-1,pointer:1")], mode: .basic)
        let lines = Self.render(theme, mode: mode)
        #expect(lines[2].hasPrefix(Self.esc + "0;31m› "), "\(lines[2].debugDescription)")
        #expect(Self.plain(lines[3]).hasPrefix("  library"))
        // The default has a background: no pointer column.
        #expect(Self.plain(Self.render(.standard, mode: .basic)[2]).hasPrefix("library"))
    }

    @Test func marksAreInTheMarkerColour() {
        var state = SearchViewModel(pick: PickOptions(multi: true))
        _ = state.send(.lineChanged("user library"))
        _ = state.send(.searchFinished(.user("user"), outcome: .loaded(RepositoryPage(
            repositories: FilterScreenTests.rows, next: nil, last: nil, rateLimit: RateLimit(limit: 60, remaining: 57)))))
        _ = state.send(.toggleMark(0))
        var screen = SearchScreen(theme: .standard)
        let lines = screen.render(state, width: 100, height: 8, now: Self.now, colorMode: .palette256)
        let marked = lines.first { Self.plain($0).hasPrefix("+ ") }
        #expect(marked?.contains(Self.esc + "0;38;5;168;48;5;236m+ ") == true || marked?.contains(Self.esc + "0;38;5;168m+ ") == true,
                "\(lines.map(\.debugDescription))")
    }

    @Test func theStatusLineAndTheBorderAreInTheirStyles() {
        let state = FilterScreenTests.state(FilterScreenTests.rows, line: "user library")
        let status = SearchScreen(theme: .standard).statusLines(state, width: 100, now: Self.now, colorMode: .palette256)
        #expect(status[0].hasPrefix(Self.esc + "0;38;5;244m"), "\(status)")
        let joined = SplitScreen.join(left: ["a"], leftWidth: 4, right: ["b"], border: ColorTheme.standard.border,
                                      colorMode: .palette256)
        #expect(joined == ["a   " + Self.esc + "0;38;5;244m│" + ANSI.reset + "b"])
    }

    @Test func koreanAndWideTextKeepTheirWidthsInEveryTheme() {
        let rows = (0..<6).map { (i: Int) -> Repository in
            Repository(name: "저장소-\(i)-라이브러리", htmlURL: "https://github.com/someone/r\(i)",
                       description: "한국어 설명 \(i): 캐시와 구문 분석 라이브러리 🎉 漢字かな", language: "Swift",
                       stargazersCount: i, pushedAt: Self.now)
        }
        let reference = Self.render(.bw, mode: .palette256, line: "user 라이브러리", rows: rows, width: 90).map(Self.plain)
        for (theme, mode) in [(ColorTheme.standard, ANSI.ColorMode.trueColor), (.dark, .palette256), (.sixteen, .basic),
                              (.bw, .monochrome)] {
            let lines = Self.render(theme, mode: mode, line: "user 라이브러리", rows: rows, width: 90)
            #expect(lines.allSatisfy { DrawnLine.width($0) <= 90 })
            #expect(lines.map { Self.plain($0).trimmingCharacters(in: .whitespaces) }
                == reference.map { $0.trimmingCharacters(in: .whitespaces) })
            #expect(lines[2].contains("라이브러리"))
        }
    }
}
