import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText

@Suite("ANSI", .standardTimeLimit)
struct ANSITests {
    @Test("cursor, screen and mode sequences")
    func sequences() {
        #expect(ANSI.moveTo(row: 3, column: 7) == "\u{1B}[3;7H")
        #expect(ANSI.moveTo(row: 0, column: -2) == "\u{1B}[1;1H")
        #expect(ANSI.hideCursor == "\u{1B}[?25l")
        #expect(ANSI.showCursor == "\u{1B}[?25h")
        #expect(ANSI.enterAlternateScreen == "\u{1B}[?1049h")
        #expect(ANSI.exitAlternateScreen == "\u{1B}[?1049l")
        #expect(ANSI.beginSynchronizedUpdate == "\u{1B}[?2026h")
        #expect(ANSI.endSynchronizedUpdate == "\u{1B}[?2026l")
        #expect(ANSI.resetScrollRegion == "\u{1B}[r")
        #expect(ANSI.eraseLine == "\u{1B}[2K")
        #expect(ANSI.eraseScreen == "\u{1B}[2J")
    }

    @Test("styles render to SGR that starts with a reset")
    func styles() {
        #expect(ANSI.Style.bold.sequence(for: .basic) == "\u{1B}[0;1m")
        #expect(ANSI.Style.plain.sequence(for: .basic) == "\u{1B}[0m")
        let style = ANSI.Style(attributes: [.bold, .dim, .italic, .underline, .reverse], foreground: .red, background: .brightBlue)
        #expect(style.sequence(for: .basic) == "\u{1B}[0;1;2;3;4;7;31;104m")
        #expect(ANSI.Style.foreground(.palette(208)).sequence(for: .palette256) == "\u{1B}[0;38;5;208m")
        #expect(ANSI.Style.background(.rgb(red: 1, green: 2, blue: 3)).sequence(for: .trueColor) == "\u{1B}[0;48;2;1;2;3m")
        #expect(ANSI.Style.underline.apply(to: "x", mode: .basic) == "\u{1B}[0;4mx\u{1B}[0m")
        #expect(ANSI.Style.strikethrough.merged(with: .bold).sequence(for: .basic) == "\u{1B}[0;1;9m")
        #expect(ANSI.Style.plain.apply(to: "x", mode: .basic) == "x")
    }

    @Test("with colour off every style renders to nothing")
    func off() {
        let style = ANSI.Style(attributes: [.bold, .reverse], foreground: .rgb(red: 255, green: 0, blue: 0))
        #expect(style.sequence(for: .off) == "")
        #expect(style.apply(to: "text", mode: .off) == "text")
    }

    @Test("merging lays the second style over the first")
    func merge() {
        let merged = ANSI.Style(attributes: .reverse, foreground: .red, background: .blue)
            .merged(with: ANSI.Style(attributes: .underline, foreground: .green))
        #expect(merged == ANSI.Style(attributes: [.reverse, .underline], foreground: .green, background: .blue))
    }

    @Test("colours come down to what the terminal shows")
    func downgrade() {
        let orange = ANSI.Color.rgb(red: 255, green: 135, blue: 0)
        #expect(orange.downgraded(to: .trueColor) == orange)
        #expect(orange.downgraded(to: .palette256) == .palette(208))
        #expect(ANSI.Color.rgb(red: 128, green: 128, blue: 128).downgraded(to: .palette256) == .palette(244))
        #expect(ANSI.Color.rgb(red: 250, green: 10, blue: 10).downgraded(to: .basic) == .basic(9))
        #expect(ANSI.Color.palette(4).downgraded(to: .basic) == .basic(4))
        #expect(ANSI.Color.palette(46).downgraded(to: .basic) == .basic(10))
        #expect(ANSI.Style.foreground(orange).sequence(for: .basic).hasPrefix("\u{1B}[0;"))
    }

    @Test("colour mode from the environment", arguments: [
        ([String: String](), true, ANSI.ColorMode.basic),
        (["TERM": "xterm-256color"], true, .palette256),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .trueColor),
        (["COLORTERM": "24bit"], true, .trueColor),
        (["TERM": "dumb"], true, .off),
        (["NO_COLOR": "1", "TERM": "xterm-256color"], true, .off),
        (["NO_COLOR": "", "TERM": "xterm-256color"], true, .palette256),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], false, .off),
    ])
    func detect(environment: [String: String], isTerminal: Bool, expected: ANSI.ColorMode) {
        #expect(ANSI.ColorMode.detect(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test("the TERM check answers as String.contains does", arguments: [
        "", "256color", "xterm-256color", "screen-256color-bce", "xterm-256colo", "256", "xterm",
        "x256color\u{301}", "e\u{301}256color", "256\u{301}color",
    ])
    func holds(term: String) {
        #expect(ANSI.ColorMode.holds(term, "256color") == term.contains("256color"))
    }
}
