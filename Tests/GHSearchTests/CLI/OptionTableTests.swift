import Foundation
import Testing
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchText

/// The option table is the one declaration: every option is explained in
/// both languages, and help, man page and completions each name them all.
@Suite(.standardTimeLimit) struct OptionTableTests {
    @Test func namesAreUniqueAndWellFormed() {
        let longs = OptionTable.all.map(\.long)
        #expect(Set(longs).count == longs.count)
        let shorts = OptionTable.all.compactMap(\.shortName)
        #expect(Set(shorts).count == shorts.count)
        for spec in OptionTable.all {
            #expect(spec.long.hasPrefix("--") && spec.long.dropFirst(2).allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber }, "\(spec.long)")  // fzf's --select-1
            if let value = spec.value { #expect(!value.name.isEmpty && !value.name.contains(" "), "\(spec.long)") }
        }
    }

    @Test func everyOptionIsExplainedInBothLanguages() {
        for spec in OptionTable.all {
            let english = Catalogue.english.optionHelp(spec.long) ?? ""
            let korean = Catalogue.korean.optionHelp(spec.long) ?? ""
            #expect(!english.isEmpty, "no English help for \(spec.long)")
            #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "no Korean help for \(spec.long)")
        }
    }

    /// A number's range and default are declared once, with the option: the
    /// parser accepts exactly that range, the explanation in both languages
    /// (help, man page, manual) says that range and default, and the code
    /// that reads `--timeout` falls back to that default.
    @Test func aNumbersRangeAndDefaultAreTheOnesItsDeclarationHolds() throws {
        let numbers = OptionTable.all.filter { $0.number != nil }
        #expect(numbers.map(\.long) == ["--limit", "--jobs", "--timeout", "--reserve", "--max-repos", "--min-height"])
        for spec in numbers {
            let bounds = try #require(spec.number)
            for catalogue in [Catalogue.english, .korean] {
                let help = catalogue.optionHelp(spec.long) ?? ""
                #expect(help.contains(catalogue.numberBounds(bounds)), "\(spec.long): \(help)")
            }
            let mode = spec.modes.contains(.once) ? ["--once", "x"] : spec.modes.contains(.batch) ? ["--batch", "-"] : ["x"]
            let range = bounds.range
            for (value, accepted) in [(range.lowerBound, true), (range.upperBound, true),
                                      (range.lowerBound - 1, false), (range.upperBound + 1, false)] {
                let parsed = CommandLineParser.parse(mode + ["\(spec.long)=\(value)"])
                #expect(((try? parsed.get()) != nil) == accepted, "\(spec.long)=\(value)")
            }
        }
        #expect(CommandLineOptions().requestTimeout == .seconds(try #require(OptionTable.timeout.defaultValue)))
        #expect(Catalogue.english.numberBounds(OptionTable.timeout) == "1 to 3600 (default: 20)")
        #expect(Catalogue.korean.numberBounds(OptionTable.jobs) == "1에서 8까지")
    }

    @Test func helpListsEveryOptionButTheModesWhichUsageShows() {
        for catalogue in [Catalogue.english, .korean] {
            let help = HelpText.render(width: 120, catalogue: catalogue)
            for spec in OptionTable.all {
                #expect(help.contains("  " + (spec.role == .mode ? "ghsearch " + spec.label : spec.term)), "\(spec.term)")
            }
        }
    }

    @Test func theManPageListsEveryOptionWithItsValue() {
        let page = ManPage.render(date: "2026-03-01")
        #expect(page.split(separator: "\n")[1] == ".TH GHSEARCH 1 \"2026-03-01\" \"ghsearch \(GHSearchVersion.string)\" \"User Commands\"")
        for spec in OptionTable.all {
            #expect(page.contains(".TP\n" + (spec.shortName.map { "\\fB\\-\($0.dropFirst())\\fR, " } ?? "")
                + "\\fB" + ManPage.escape(spec.long) + "\\fR"), "\(spec.long)")
        }
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES"] {
            #expect(page.contains(".SH \"\(heading)\"\n"), "\(heading)")
        }
        // Every line of text is text: none starts with a control character by accident.
        for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(["\\\"", "TH", "SH", "SS", "TP", "PP", "RS", "RE", "nf", "fi", "br", "nh", "ad"].contains { line.dropFirst().hasPrefix($0) }, "\(line)")
        }
    }

    /// mandoc's style check: no text line over 80 bytes, counted as mandoc
    /// reads them (a character beyond ASCII as `\[uXXXX]`, 8 bytes); filling
    /// breaks only at spaces and never starts a line with a control character.
    @Test func theManPagesTextLinesFitInEightyBytes() {
        for catalogue in [Catalogue.english, .korean] {
            let page = ManPage.render(catalogue: catalogue, date: "2026-03-01")
            // (Not the comment, nor the examples' commands: .nf, where a line is a line.)
            for line in page.split(separator: "\n") where !line.hasPrefix(".\\\"") && !line.hasPrefix("\\fBghsearch ") {
                #expect(ManPage.mandocLength(line) <= 80, "\(line)")
            }
        }
        #expect(ManPage.mandocLength("a…검색😀") == 1 + 8 + 2 * 8 + 9)
        let long = Array(repeating: "word", count: 40).joined(separator: " ") + " .dot 'quote"
        let filled = ManPage.filled(long, width: 20)
        #expect(filled.split(separator: "\n").allSatisfy { $0.utf8.count <= 22 && !$0.hasPrefix(".") && !$0.hasPrefix("'") })
        #expect(filled.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\\&", with: "") == long)
        #expect(ManPage.filled("\\&.a b", width: 3) == "\\&.a\nb")
    }

    @Test func roffEscapesWhatWouldBeMarkup() {
        #expect(ManPage.escape("--json a\\b") == "\\-\\-json a\\eb")
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
        #expect(ManPage.escape("'quote") == "\\&'quote")
    }

    @Test(arguments: CompletionShell.allCases)
    func everyCompletionScriptOffersEveryOption(shell: CompletionShell) {
        let script = CompletionScript.render(shell)
        for spec in OptionTable.all {
            let spelled = shell == .fish ? "-l \(spec.long.dropFirst(2)) " : spec.long
            #expect(script.contains(spelled), "\(shell) misses \(spec.long)")
        }
        let words = Set(script.split { !($0.isLetter || $0 == "_") }.map(String.init))
        for field in RepositoryField.allCases { #expect(words.contains(field.rawValue), "\(shell) misses \(field)") }
        for sort in ListOptions.Sort.allCases { #expect(words.contains(sort.rawValue), "\(shell) misses \(sort)") }
    }

    @Test func completionSummariesAreOneClauseWithoutParentheses() {
        let sort = OptionTable.all.first { $0.long == "--sort" }!
        #expect(OptionSummary.text(sort, catalogue: .english) == "name, pushed, updated, created or stars")
        let api = OptionTable.all.first { $0.long == "--api-url" }!
        #expect(OptionSummary.text(api, catalogue: .english) == "API root")
    }
}
