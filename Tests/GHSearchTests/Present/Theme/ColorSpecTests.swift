import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchText
@testable import GHSearchInteractive
@testable import GHSearchTheme

/// `--color` in fzf's syntax: every form of a word, every error, the order
/// in which words and options win, and what the base schemes and the
/// colour mode make of them.
@Suite(.standardTimeLimit) struct ColorSpecTests {
    typealias Change = ColorSpec.ColorChange

    static func parsed(_ text: String) throws -> [ColorSpec.Item] {
        try ColorSpec.parse(text).items
    }

    @Test(arguments: [
        ("dark", [ColorSpec.Item.scheme(.dark)]),
        ("light", [.scheme(.light)]),
        ("16", [.scheme(.sixteen)]),
        ("bw", [.scheme(.bw)]),
        ("BW", [.scheme(.bw)]),
        ("hl:1", [.element(.hl, Change(color: .some(.basic(1))))]),
        ("hl:15", [.element(.hl, Change(color: .some(.basic(15))))]),
        ("hl:16", [.element(.hl, Change(color: .some(.palette(16))))]),
        ("hl:255", [.element(.hl, Change(color: .some(.palette(255))))]),
        ("hl:#ff0000", [.element(.hl, Change(color: .some(.rgb(red: 255, green: 0, blue: 0))))]),
        ("hl:#0A0b0C", [.element(.hl, Change(color: .some(.rgb(red: 10, green: 11, blue: 12))))]),
        ("hl:-1", [.element(.hl, Change(color: .some(nil)))]),
        ("hl:default", [.element(.hl, Change(color: .some(nil)))]),
        ("hl:red", [.element(.hl, Change(color: .some(.red)))]),
        ("hl:bright-red", [.element(.hl, Change(color: .some(.brightRed)))]),
        ("hl:gray", [.element(.hl, Change(color: .some(.brightBlack)))]),
        ("hl:grey", [.element(.hl, Change(color: .some(.brightBlack)))]),
        ("hl:bright-white", [.element(.hl, Change(color: .some(.brightWhite)))]),
        ("hl:bold", [.element(.hl, Change(attributes: .bold))]),
        ("hl:red:bold:underline", [.element(.hl, Change(color: .some(.red), attributes: [.bold, .underline]))]),
        ("hl:reverse:dim:italic:strikethrough",
         [.element(.hl, Change(attributes: [.reverse, .dim, .italic, .strikethrough]))]),
        ("hl:bold:regular:italic", [.element(.hl, Change(clearsAttributes: true, attributes: .italic))]),
        ("hl:red:blue", [.element(.hl, Change(color: .some(.blue)))]),
        ("fg+:254,bg+:236", [.element(.fgCurrent, Change(color: .some(.palette(254)))),
                             .element(.bgCurrent, Change(color: .some(.palette(236))))]),
        ("current-fg:1 current-bg:2\ncurrent-hl:3", [
            .element(.fgCurrent, Change(color: .some(.red))), .element(.bgCurrent, Change(color: .some(.green))),
            .element(.hlCurrent, Change(color: .some(.yellow))),
        ]),
        ("dark,,hl:1,", [.scheme(.dark), .element(.hl, Change(color: .some(.red)))]),
    ] as [(String, [ColorSpec.Item])])
    func words(_ text: String, _ items: [ColorSpec.Item]) throws {
        #expect(try Self.parsed(text) == items)
    }

    @Test func everyNameOfTheTableIsRead() throws {
        for name in ColorElement.names {
            #expect(try Self.parsed(name + ":1") == [.element(ColorElement(rawValue: name)!, Change(color: .some(.red)))])
        }
        #expect(ColorElement.names == ["fg", "bg", "hl", "fg+", "bg+", "hl+", "query", "info", "prompt", "pointer",
                                       "marker", "spinner", "header", "border"])
    }

    @Test func fzfsNamesForPartsNotDrawnAreReadAndIgnored() throws {
        // A theme pasted from FZF_DEFAULT_OPTS: what ghsearch draws applies, the rest is dropped.
        let pasted = "fg:252,gutter:-1,scrollbar:#444444,separator:240,preview-fg:252,preview-bg:235,label:italic"
        #expect(try Self.parsed(pasted) == [.element(.fg, Change(color: .some(.palette(252))))])
        for name in ColorElement.ignoredNames {
            #expect(try Self.parsed(name + ":1:bold") == [], "\(name)")
        }
        // fzf's other spellings of what ghsearch draws.
        #expect(try Self.parsed("input-fg:1,header-fg:2,list-fg:3,list-bg:4") == [
            .element(.query, Change(color: .some(.red))), .element(.header, Change(color: .some(.green))),
            .element(.fg, Change(color: .some(.yellow))), .element(.bg, Change(color: .some(.blue))),
        ])
    }

    @Test(arguments: [
        ("", ColorSpecError.empty),
        (" , ", .empty),
        ("dakr", .unknownElement("dakr")),
        ("gutterr:1", .unknownElement("gutterr")),
        ("gutter:nope", .badValue(element: "gutter", value: "nope")),
        ("scrollbar", .missingValue(element: "scrollbar")),
        ("hl", .missingValue(element: "hl")),
        ("hl:", .missingValue(element: "hl")),
        ("hl:red:", .missingValue(element: "hl")),
        ("hl:256", .badValue(element: "hl", value: "256")),
        ("hl:-2", .badValue(element: "hl", value: "-2")),
        ("hl:#ff00", .badValue(element: "hl", value: "#ff00")),
        ("hl:#ff00000", .badValue(element: "hl", value: "#ff00000")),
        ("hl:#gg0000", .badValue(element: "hl", value: "#gg0000")),
        ("hl:bright-pink", .badValue(element: "hl", value: "bright-pink")),
        ("hl:blink", .badValue(element: "hl", value: "blink")),
        ("hl:１", .badValue(element: "hl", value: "１")),
        ("dark,prompt:blue,info:nope", .badValue(element: "info", value: "nope")),
    ] as [(String, ColorSpecError)])
    func errors(_ text: String, _ error: ColorSpecError) {
        #expect(throws: error) { try ColorSpec.parse(text) }
    }

    // MARK: Resolving

    static func resolve(_ texts: [String], mode: ANSI.ColorMode) throws -> (theme: ColorTheme, mode: ANSI.ColorMode) {
        ColorSpec.resolve(try texts.map(ColorSpec.parse), mode: mode)
    }

    @Test func theDefaultDependsOnTheColoursTheTerminalShows() throws {
        #expect(try Self.resolve([], mode: .trueColor) == (.standard, .trueColor))
        #expect(try Self.resolve([], mode: .palette256) == (.standard, .palette256))
        #expect(try Self.resolve([], mode: .basic) == (.sixteen, .basic))
        #expect(try Self.resolve([], mode: .off).mode == .off)
    }

    @Test func aSchemeReplacesTheThemeAndLaterWordsAndOptionsWin() throws {
        #expect(try Self.resolve(["light"], mode: .palette256).theme == .light)
        #expect(try Self.resolve(["16"], mode: .trueColor).theme == .sixteen)
        #expect(try Self.resolve(["dark"], mode: .basic).theme == .dark)
        // hl changes only the foreground of the match style; the scheme's bold stays.
        let red = try Self.resolve(["dark,hl:#ff0000"], mode: .trueColor).theme
        #expect(red.match == ANSI.Style(attributes: .bold, foreground: .rgb(red: 255, green: 0, blue: 0)))
        #expect(red.current == ColorTheme.dark.current)
        // A later option wins over an earlier one, and a scheme after a colour resets it.
        #expect(try Self.resolve(["hl:1", "hl:2"], mode: .basic).theme.match.foreground == .green)
        #expect(try Self.resolve(["hl:1", "light"], mode: .basic).theme == .light)
        // bg and bg+ set backgrounds; -1 gives the terminal's own back.
        let backgrounds = try Self.resolve(["bg:1,bg+:2,fg+:-1"], mode: .basic).theme
        #expect(backgrounds.list == .background(.red))
        #expect(backgrounds.current == ANSI.Style(background: .green))
        // regular clears the scheme's attributes too.
        #expect(try Self.resolve(["hl:regular"], mode: .palette256).theme.match == .foreground(.palette(32)))
    }

    @Test func bwDrawsWithoutColourEvenWhenColoursFollowIt() throws {
        #expect(try Self.resolve(["bw"], mode: .trueColor) == (.bw, .monochrome))
        let (theme, mode) = try Self.resolve(["bw,hl:red:bold"], mode: .palette256)
        #expect(mode == .monochrome)
        #expect(theme.match.sequence(for: mode) == "\u{1B}[0;1;4m")
        // A scheme after bw brings the colours back.
        #expect(try Self.resolve(["bw", "dark"], mode: .palette256) == (.dark, .palette256))
        // Without a terminal that shows anything, nothing at all.
        #expect(try Self.resolve(["bw"], mode: .off).mode == .off)
    }

    @Test func theDefaultThemesStylesAreTheOnesDocumented() {
        let theme = ColorTheme.standard
        #expect(theme.match.sequence(for: .palette256) == "\u{1B}[0;1;38;5;32m")
        #expect(theme.current.sequence(for: .palette256) == "\u{1B}[0;38;5;254;48;5;236m")
        #expect(theme.currentMatch.sequence(for: .palette256) == "\u{1B}[0;1;38;5;81m")
        #expect(theme.header.sequence(for: .palette256) == "\u{1B}[0;1;38;5;67m")
        // With 16 colours a palette colour comes down to the nearest basic one.
        #expect(theme.current.sequence(for: .basic) == "\u{1B}[0;37;40m")
        #expect(ColorTheme.sixteen.match.sequence(for: .basic) == "\u{1B}[0;1;32m")
        // Every default theme styles the matches and the current row, and the bw one only with attributes.
        for theme in [ColorTheme.standard, .dark, .light, .sixteen, .bw] {
            #expect(!theme.match.isPlain && !theme.current.isPlain && !theme.currentMatch.isPlain && !theme.header.isPlain)
        }
        let bw = ColorTheme.bw
        for style in [bw.match, bw.current, bw.currentMatch, bw.info, bw.header, bw.border] {
            #expect(style.foreground == nil && style.background == nil)
        }
    }

    // MARK: The option

    func run(_ arguments: [String], environment: String? = nil) throws -> CommandLineOptions {
        let defaults = environment.map { [DefaultOptions(environment: $0)] } ?? []
        return try CommandLineParser.parse(arguments, defaults: defaults).map { command -> CommandLineOptions in
            guard case .run(let options) = command else { return CommandLineOptions() }
            return options
        }.get()
    }

    func error(_ arguments: [String]) -> String? {
        if case .failure(let error) = CommandLineParser.parse(arguments, defaults: []) { return error.report }
        return nil
    }

    @Test func theOptionIsRepeatableAndTheDefaultsComeFirst() throws {
        let options = try run(["--color", "hl:2", "--color=light"], environment: "--color=bw,hl:1")
        #expect(options.colors == [try ColorSpec.parse("bw,hl:1"), try ColorSpec.parse("hl:2"), try ColorSpec.parse("light")])
        #expect(try run([]).colors == [])
    }

    @Test func aBadValueIsAUsageErrorNamingTheBadPart() throws {
        let report = try #require(error(["--color", "hl:#ff00"]))
        #expect(report.contains("The value 'hl:#ff00' is invalid for '--color <colors>': '#ff00' (for 'hl') is neither a colour nor an attribute"),
                "\(report)")
        #expect(error(["--color", "dakr"])?.contains("'dakr' is neither a base scheme nor a colour name. Schemes: dark, light, 16, bw.") == true)
        #expect(error(["--color", "hl:"])?.contains("'hl' needs a colour or an attribute") == true)
        #expect(error(["--color="])?.contains("no colours in it") == true)
        #expect(error(["--once", "x", "--color", "dark"]) != nil)
        // Control characters in the value are quoted, never written.
        #expect(error(["--color", "hl:\u{1B}[31m"])?.contains("\u{1B}") == false)
        #expect(Catalogue.korean.usageMessage(.invalidColor("hl:x", .badValue(element: "hl", value: "x"))).contains("속성"))
    }
}
