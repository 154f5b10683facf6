import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The colours a person sees, read from tmux's cells (`capture-pane -e`):
/// the default theme's matched characters and current row, a custom
/// `--color`, and no colour at all with `--color=bw` or `NO_COLOR`.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct ColorTests {
    /// Four repositories: `hello` matches two, Hello-World best.
    static let painter: FakeUser = {
        var user = FakeData.user(login: "painter", id: 50_101, repositoryCount: 4)
        for (index, name) in ["Hello-World", "Spoon-Knife", "linguist", "the-hello-again"].enumerated() {
            user.repositories[index].name = name
            user.repositories[index].description = "repository \(name)"
        }
        return user
    }()

    /// The styled screen once `painter hello` shows Hello-World as the current row.
    func styledScreen(_ arguments: [String], environment: [String: String] = [:]) async throws -> String {
        let fake = try FakeServerFixture(users: BuiltInDataSet.users + [Self.painter])
        let tmux = try await TmuxSession.ghsearch(fake, arguments + ["painter"], width: 100, height: 12,
                                                  environment: environment)
        defer { tmux.close() }
        try await tmux.expectScreen("painter's list") { $0.first?.hasPrefix("4 Repositories") == true }
        try await tmux.type(" hello")
        try await tmux.expectScreen("Hello-World first") { screen in
            screen.first?.hasPrefix("2 Repositories (of 4)") == true && screen.count > 3
                && screen[2].replacingOccurrences(of: "› ", with: "").hasPrefix("Hello-World")
        }
        return try await tmux.styledScreen()
    }

    /// The lines of `styled` whose text (without SGR) starts with `prefix`.
    static func line(_ styled: String, startingWith prefix: String) -> String? {
        styled.split(separator: "\n").map(String.init).first {
            $0.replacing(/\u{1B}\[[0-9;:]*m/, with: "").hasPrefix(prefix)
        }
    }

    /// Every SGR parameter list in `text` (`1;38;5;32` for `ESC[1;38;5;32m`).
    static func parameters(_ text: String) -> [String] {
        text.matches(of: /\u{1B}\[([0-9;:]*)m/).map { String($0.output.1) }
    }

    /// The style in effect where `text` first shows in the line of
    /// `styled` whose text starts with `linePrefix`: tmux writes only what
    /// changes from one cell to the next (across lines too), so every SGR
    /// from the top of the screen is followed. Attributes as their SGR
    /// numbers, colours as `38;5;n`, `48;2;r;g;b`… strings.
    static func style(at text: String, occurrence: Int = 1, inLineStartingWith linePrefix: String,
                      of styled: String) -> Set<String>? {
        var seen = 0
        var state: [String: String] = [:]  // "1", "4"… and "fg"/"bg"
        for line in styled.split(separator: "\n", omittingEmptySubsequences: false) {
            let isTarget = line.replacing(/\u{1B}\[[0-9;:]*m/, with: "").hasPrefix(linePrefix)
            var rest = Substring(line)
            while !rest.isEmpty {
                if isTarget, rest.hasPrefix(text) {
                    seen += 1
                    if seen == occurrence { return Set(state.values) }
                }
                if let sgr = rest.prefixMatch(of: /\u{1B}\[([0-9;:]*)m/) {
                    apply(String(sgr.output.1), to: &state)
                    rest = rest[sgr.range.upperBound...]
                } else {
                    rest = rest.dropFirst()
                }
            }
        }
        return nil
    }

    static func apply(_ parameters: String, to state: inout [String: String]) {
        var values = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        while let value = values.popFirst() {
            switch value {
            case 0: state = [:]
            case 1...9: state[String(value)] = String(value)
            case 22: state["1"] = nil; state["2"] = nil
            case 23, 24, 25, 27, 28, 29: state[String(value - 20)] = nil
            case 30...37, 90...97: state["fg"] = String(value)
            case 39: state["fg"] = nil
            case 40...47, 100...107: state["bg"] = String(value)
            case 49: state["bg"] = nil
            case 38, 48:
                let kind = values.popFirst() ?? 0
                let count = kind == 5 ? 1 : 3
                let colour = [value, kind] + (0..<count).map { _ in values.popFirst() ?? 0 }
                state[value == 38 ? "fg" : "bg"] = colour.map(String.init).joined(separator: ";")
            default: break
            }
        }
    }

    /// Whether any SGR in `text` sets a colour (30–37, 38, 40–47, 48, 90–97, 100–107).
    static func hasColour(_ text: String) -> Bool {
        parameters(text).contains { list in
            var values = list.split(separator: ";").compactMap { Int($0) }[...]
            while let value = values.popFirst() {
                if value == 38 || value == 48 { return true }
                if (30...37).contains(value) || (40...47).contains(value) || (90...97).contains(value)
                    || (100...107).contains(value) { return true }
            }
            return false
        }
    }

    @Test func theDefaultThemeColoursTheMatchesAndTheCurrentRow() async throws {
        let styled = try await styledScreen([])
        // The match: bold, in the theme's colour, on the current row's background.
        let hl = Self.style(at: "Hello", inLineStartingWith: "Hello-World", of: styled)
        #expect(hl == ["1", "38;5;81", "48;5;236"], "\(styled.debugDescription)")
        // The rest of the row in the current row's colours, across the whole line.
        #expect(Self.style(at: "-World", inLineStartingWith: "Hello-World", of: styled) == ["38;5;254", "48;5;236"])
        #expect(Self.style(at: "Elixir", inLineStartingWith: "Hello-World", of: styled) == ["38;5;254", "48;5;236"])
        // The prompt in its colour; the query as the terminal writes.
        #expect(Self.style(at: "user>", inLineStartingWith: "user> painter", of: styled) == ["38;5;32"])
        #expect(Self.style(at: "painter", inLineStartingWith: "user> painter", of: styled) == [])
        // The header bold in its colour.
        #expect(Self.style(at: "NAME", inLineStartingWith: "NAME", of: styled) == ["1", "38;5;67"])
        // A row that is not the current one: its match in the theme's hl, on the terminal's background.
        #expect(Self.style(at: "hello", inLineStartingWith: "the-hello-again", of: styled) == ["1", "38;5;32"])
        // The matches in the description too.
        #expect(Self.style(at: "Hello", occurrence: 2, inLineStartingWith: "Hello-World", of: styled) == ["1", "38;5;81", "48;5;236"])
    }

    @Test func aCustomHighlightIsShownInTwentyFourBits() async throws {
        let styled = try await styledScreen(["--color", "hl:#ff0000"], environment: ["COLORTERM": "truecolor"])
        #expect(Self.style(at: "hello", inLineStartingWith: "the-hello-again", of: styled) == ["1", "38;2;255;0;0"],
                "\(styled.debugDescription)")
        // The current row keeps the theme's hl+.
        #expect(Self.style(at: "Hello", inLineStartingWith: "Hello-World", of: styled) == ["1", "38;5;81", "48;5;236"])
    }

    @Test func anFzfThemeWithNamesGHSearchDoesNotDrawIsTakenAsItIs() async throws {
        // Pasted from FZF_DEFAULT_OPTS: gutter, scrollbar, separator, preview-bg… are read and ignored.
        let theme = "--color=hl:#ff0000,gutter:-1,scrollbar:#444444,separator:240,preview-fg:252,preview-bg:235,label:italic"
        let styled = try await styledScreen([], environment: ["GHSEARCH_DEFAULT_OPTS": theme, "COLORTERM": "truecolor"])
        #expect(Self.style(at: "hello", inLineStartingWith: "the-hello-again", of: styled) == ["1", "38;2;255;0;0"],
                "\(styled.debugDescription)")
    }

    @Test func aCustomCurrentHighlightIsShownInTwentyFourBits() async throws {
        let styled = try await styledScreen(["--color", "hl+:#ff0000"], environment: ["COLORTERM": "truecolor"])
        #expect(Self.style(at: "Hello", inLineStartingWith: "Hello-World", of: styled)?.contains("38;2;255;0;0") == true,
                "\(styled.debugDescription)")
    }

    @Test func aCustomColourFromTheEnvironmentsDefaults() async throws {
        let styled = try await styledScreen([], environment: ["GHSEARCH_DEFAULT_OPTS": "--color=hl+:#ff0000",
                                                              "COLORTERM": "truecolor"])
        #expect(Self.style(at: "Hello", inLineStartingWith: "Hello-World", of: styled)?.contains("38;2;255;0;0") == true,
                "\(styled.debugDescription)")
    }

    @Test func bwShowsNoColourButTheMatchUnderlinedInTheReversedRow() async throws {
        let styled = try await styledScreen(["--color=bw"])
        #expect(!Self.hasColour(styled), "\(styled.debugDescription)")
        #expect(Self.style(at: "Hello", inLineStartingWith: "Hello-World", of: styled) == ["4", "7"], "\(styled.debugDescription)")
        #expect(Self.style(at: "-World", inLineStartingWith: "Hello-World", of: styled) == ["7"])
    }

    @Test func noColorShowsNoColour() async throws {
        let styled = try await styledScreen([], environment: ["NO_COLOR": "1"])
        #expect(!Self.hasColour(styled), "\(styled.debugDescription)")
        // Today's look without a terminal's styles: the current row marked with ›.
        #expect(Self.line(styled, startingWith: "› Hello-World") != nil, "\(styled)")
    }

    @Test func aBadColourIsAUsageErrorNamingTheBadPart() async throws {
        let run = try await ProcessRun.ghsearch(["--color", "dark,hl:#ff00", "octocat"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: The value 'dark,hl:#ff00' is invalid for '--color <colors>': '#ff00' (for 'hl')"),
                "\(run.stderr)")
        let fromDefaults = try await ProcessRun.ghsearch(["octocat"], environment: ["GHSEARCH_DEFAULT_OPTS": "--color=gutterr:1"])
        #expect(fromDefaults.status == 64)
        #expect(fromDefaults.stderr.contains("'gutterr' is neither a base scheme nor a colour name"), "\(fromDefaults.stderr)")
    }
}
