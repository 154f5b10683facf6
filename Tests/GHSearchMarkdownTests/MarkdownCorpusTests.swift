import Foundation
import GHSearchCLI
import GHSearchMarkdown
import Testing
import TestSupport
import GHSearchText
import GHSearchMarkdownLayout

/// The renderer on the README corpus: the expected output at 40, 80 and
/// 120 columns, and checks by independent code at every width from 1 to 24
/// and a spread of wider ones up to 130, with colour off and on.
@Suite(.standardTimeLimit) struct MarkdownCorpusTests {
    @Test(arguments: Corpus.names, Corpus.widths)
    func plainOutputIsTheExpectedOne(name: String, width: Int) throws {
        let rendered = MarkdownRenderer(width: width, colorMode: .off).render(try Corpus.document(name))
        let actual = rendered.lines.joined(separator: "\n") + "\n"
        guard let expected = try Corpus.expected("\(name).\(width).txt", actual: actual) else { return }
        #expect(actual == expected, "\(name) at \(width) columns")
    }

    /// (A sweep of some 70 layouts: run off the cooperative pool, its
    /// findings checked on it.)
    @Test(arguments: Corpus.names)
    func everyLineFitsAndHoldsOnlyOurStylesAtEveryWidth(name: String) async throws {
        let document = try Corpus.document(name)
        let problems = await offThePool { () -> [String] in
            var problems: [String] = []
            for mode in [ANSI.ColorMode.off, .trueColor] {
                for width in Corpus.sweptWidths {
                    let rendered = MarkdownRenderer(width: width, colorMode: mode).render(document)
                    for (index, line) in rendered.lines.enumerated() {
                        guard let visible = LineCheck.visibleText(line) else {
                            problems.append("\(name) \(mode) \(width): line \(index) holds a foreign escape or control")
                            continue
                        }
                        let columns = DisplayColumns.width(visible[...])
                        if columns > width { problems.append("\(name) \(mode) \(width): line \(index) is \(columns) cells: \(visible)") }
                        if mode == .off && line.contains("\u{1B}") { problems.append("\(name) \(width): ESC with colour off") }
                    }
                }
            }
            return problems
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    @Test(arguments: Corpus.names)
    func tableAndBoxBordersLineUpByDisplayWidth(name: String) throws {
        let document = try Corpus.document(name)
        for width in Corpus.widths + [30, 60] {
            let lines = MarkdownRenderer(width: width, colorMode: .off).render(document).lines
            var index = 0
            while index < lines.count {
                guard let corner = lines[index].first(where: { $0 != " " && $0 != "│" && $0 != "•" }),
                      corner == "┌" else { index += 1; continue }
                // A table or box: every line to its bottom corner has its
                // borders at the same display columns as the top line.
                let start = index
                let indent = DisplayColumns.column(of: "┌", in: lines[start]) ?? 0
                let top = borderColumns(lines[start], from: indent)
                var end = start + 1
                while end < lines.count, !lines[end].contains("└") { end += 1 }
                try #require(end < lines.count, "\(name) at \(width): box from line \(start) never closes")
                for line in lines[start...end] {
                    #expect(borderColumns(line, from: indent) == top, "\(name) at \(width): \(line)")
                }
                index = end + 1
            }
        }
    }

    @Test func colourOutputOfTheProjectReadme() throws {
        let rendered = MarkdownRenderer(width: 80, colorMode: .basic).render(try Corpus.document("project"))
        // Escapes shown as `\e`, so the expected file is readable.
        let actual = rendered.lines.joined(separator: "\n").replacingOccurrences(of: "\u{1B}", with: "\\e") + "\n"
        guard let expected = try Corpus.expected("project.80.basic.txt", actual: actual) else { return }
        #expect(actual == expected)
    }

    @Test func nothingHostileSurvives() throws {
        let document = try Corpus.document("hostile")
        for mode in [ANSI.ColorMode.off, .trueColor] {
            for width in Corpus.widths {
                let text = MarkdownRenderer(width: width, colorMode: mode).render(document).lines.joined(separator: "\n")
                for payload in ["pwned", "Y29weQ", "payload", "\u{202E}", "\u{2066}", "\u{9B}", "\u{85}"] {
                    #expect(!text.contains(payload), "\(payload) shows at \(width) in \(mode)")
                }
                // What the author meant to show is still there.
                for visible in ["Title", "cleared", "bold", "red", "click", "echo", "task", "done", "quote", "clipboard"] {
                    #expect(text.contains(visible), "\(visible) is missing at \(width)")
                }
            }
        }
    }

    /// The display columns of the box-drawing characters that separate
    /// cells in `line`, from `indent` on.
    private func borderColumns(_ line: String, from indent: Int) -> [Int] {
        var columns: [Int] = []
        var column = 0
        for character in line {
            if column >= indent, "┌┬┐├┼┤└┴┘│".contains(character) { columns.append(column) }
            column += DisplayColumns.width(of: character)
        }
        // A box's inner bars and a table's separators are its borders; the
        // quote bars and list markers before `indent` are not.
        return columns
    }
}
