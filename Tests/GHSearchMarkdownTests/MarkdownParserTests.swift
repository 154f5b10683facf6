import GHSearchCLI
import GHSearchMarkdown
import Testing
import TestSupport
import GHSearchMarkdownLayout

/// cmark-gfm's tree as the core's values: every construct the renderer
/// draws, GitHub's extensions, and input built to break a recursive walker.
@Suite(.standardTimeLimit) struct MarkdownParserTests {
    @Test func headingsParagraphsAndInlines() {
        let document = MarkdownParser.parse("""
            # Title

            Some *emphasis*, **strong**, `code` and [a link](https://example.com "Tip").
            Next line ![logo](logo.png)
            """)
        #expect(document.blocks == [
            .heading(level: 1, content: [.text("Title")]),
            .paragraph([
                .text("Some "), .emphasis([.text("emphasis")]), .text(", "), .strong([.text("strong")]),
                .text(", "), .code("code"), .text(" and "),
                .link(destination: "https://example.com", title: "Tip", content: [.text("a link")]),
                .text("."), .softBreak, .text("Next line "),
                .image(source: "logo.png", title: "", alt: [.text("logo")]),
            ]),
        ])
    }

    @Test func setextHeadingsHardBreaksAndRules() {
        let document = MarkdownParser.parse("Big\n===\n\nsmall  \nnext\\\nlast\n\n---\n")
        #expect(document.blocks == [
            .heading(level: 1, content: [.text("Big")]),
            .paragraph([.text("small"), .lineBreak, .text("next"), .lineBreak, .text("last")]),
            .thematicBreak,
        ])
    }

    @Test func codeBlocksKeepTheirTabsAndInfo() {
        let document = MarkdownParser.parse("```swift title\n\tlet x = 1\n\n```\n\n    indented\n")
        #expect(document.blocks == [
            .code(info: "swift title", text: "\tlet x = 1\n"),
            .code(info: "", text: "indented"),
        ])
    }

    @Test func listsTasksAndTightness() {
        let document = MarkdownParser.parse("""
            - [ ] open
            - [x] done
            - plain

            3. three

            4. four
            """)
        #expect(document.blocks == [
            .list(MarkdownList(kind: .bullet, isTight: true, items: [
                .init(task: .open, blocks: [.paragraph([.text("open")])]),
                .init(task: .done, blocks: [.paragraph([.text("done")])]),
                .init(task: nil, blocks: [.paragraph([.text("plain")])]),
            ])),
            .list(MarkdownList(kind: .ordered(start: 3), isTight: false, items: [
                .init(blocks: [.paragraph([.text("three")])]),
                .init(blocks: [.paragraph([.text("four")])]),
            ])),
        ])
    }

    @Test func tasksInsideQuotesAreTasksAsOnGitHub() {
        // cmark-gfm 0.29.0.gfm.6 leaves these as text; the builder reads them.
        let document = MarkdownParser.parse("> - [x] done\n> - [ ] open\n> - [y] not a task\n> - [x]\n")
        #expect(document.blocks == [
            .quote([.list(MarkdownList(kind: .bullet, isTight: true, items: [
                .init(task: .done, blocks: [.paragraph([.text("done")])]),
                .init(task: .open, blocks: [.paragraph([.text("open")])]),
                .init(task: nil, blocks: [.paragraph([.text("[y] not a task")])]),
                .init(task: .done, blocks: [.paragraph([])]),
            ]))]),
        ])
        // Outside a quote, text that only looks like a box stays text.
        let escaped = MarkdownParser.parse("- \\[x] literal\n")
        #expect(escaped.blocks == [.list(MarkdownList(kind: .bullet, items: [.init(blocks: [.paragraph([.text("[x] literal")])])]))])
    }

    @Test func tablesWithAlignmentsAndRaggedRows() {
        let document = MarkdownParser.parse("""
            | Name | 수 | Right | Centre |
            |------|:---|------:|:------:|
            | a    | 1  | x     | y      |
            | b    |
            """)
        #expect(document.blocks == [
            .table(MarkdownTable(
                alignments: [.none, .left, .right, .center],
                header: [[.text("Name")], [.text("수")], [.text("Right")], [.text("Centre")]],
                rows: [
                    [[.text("a")], [.text("1")], [.text("x")], [.text("y")]],
                    [[.text("b")], [], [], []],
                ])),
        ])
    }

    @Test func strikethroughAutolinksAndQuotes() {
        let document = MarkdownParser.parse("> ~~old~~ see www.example.com and <https://a.b/c>\n")
        #expect(document.blocks == [
            .quote([.paragraph([
                .strikethrough([.text("old")]), .text(" see "),
                .link(destination: "http://www.example.com", title: "", content: [.text("www.example.com")]),
                .text(" and "),
                .link(destination: "https://a.b/c", title: "", content: [.text("https://a.b/c")]),
            ])]),
        ])
    }

    @Test func rawHTMLStaysHTML() {
        let document = MarkdownParser.parse("<p align=\"center\">\n<img src=\"x.png\">\n</p>\n\nPress <kbd>q</kbd>.\n")
        #expect(document.blocks == [
            .html("<p align=\"center\">\n<img src=\"x.png\">\n</p>\n"),
            .paragraph([.text("Press "), .html("<kbd>"), .text("q"), .html("</kbd>"), .text(".")]),
        ])
    }

    @Test func entitiesAreDecodedAndControlsReachTheTreeForTheSanitiser() {
        let document = MarkdownParser.parse("a &amp; b &#27;[2J \u{1B}[31mred\n")
        // Adjacent text nodes are merged, so the escape sequence split at
        // `[` by cmark comes out whole.
        #expect(document.blocks == [.paragraph([.text("a & b \u{1B}[2J \u{1B}[31mred")])])
    }

    /// cmark cuts text at each `[`, `!`, `\`… it tried to read as markup;
    /// the pieces are joined again wherever the text goes (a heading, a
    /// cell, emphasis, an image's description, a paragraph) but never
    /// across a line break or another inline.
    @Test func textCmarkSplitIsJoinedWhereverItGoes() {
        let document = MarkdownParser.parse("""
            # a [b

            | x [y | z |
            |---|---|
            | [p [q | r |

            *e [f* ![a \\[b](i.png) [link [text](u) c[
            d[e
            """)
        #expect(document.blocks == [
            .heading(level: 1, content: [.text("a [b")]),
            .table(MarkdownTable(alignments: [.none, .none], header: [[.text("x [y")], [.text("z")]],
                                 rows: [[[.text("[p [q")], [.text("r")]]])),
            .paragraph([
                .emphasis([.text("e [f")]), .text(" "), .image(source: "i.png", title: "", alt: [.text("a [b")]),
                .text(" [link "), .link(destination: "u", title: "", content: [.text("text")]), .text(" c["),
                .softBreak, .text("d[e"),
            ]),
        ])
    }

    @Test func nulAndBrokenUTF8BecomeReplacementCharacters() {
        let document = MarkdownParser.parse("a\u{0}b")
        #expect(document.blocks == [.paragraph([.text("a\u{FFFD}b")])])
    }

    @Test func emptyAndBlankInputGiveAnEmptyDocument() {
        #expect(MarkdownParser.parse("") == .empty)
        #expect(MarkdownParser.parse("\n\n   \n") == .empty)
    }

    @Test func aHundredThousandQuotesAreFlattenedNotRecursed() async {
        let document = await offThePool { MarkdownParser.parse(String(repeating: ">", count: 100_000) + " deep\n") }
        #expect(depth(document.blocks) == MarkdownParser.maximumContainerDepth)
        #expect(MarkdownInline.plainText(innermostInlines(document.blocks)) == "deep")
    }

    @Test func deeplyNestedListsAndEmphasisAreFlattened() async {
        var text = ""
        for level in 0..<200 { text += String(repeating: "  ", count: level) + "- item \(level)\n" }
        text += "\n" + String(repeating: "*", count: 5_000) + "x" + String(repeating: "*", count: 5_000) + "\n"
        text += String(repeating: "[", count: 10_000) + "a" + String(repeating: "](u)", count: 10_000) + "\n"
        let input = text
        let document = await offThePool { MarkdownParser.parse(input) }
        #expect(depth(document.blocks) <= MarkdownParser.maximumContainerDepth)
        #expect(inlineDepth(document.blocks) <= MarkdownParser.maximumInlineDepth)
        // Nothing is lost by flattening: every item's text is still there.
        let all = allText(document.blocks)
        #expect((0..<200).allSatisfy { all.contains("item \($0)") })
    }

    // MARK: - Helpers

    private func depth(_ blocks: [MarkdownBlock]) -> Int {
        blocks.map { block -> Int in
            switch block {
            case .quote(let children): 1 + depth(children)
            case .list(let list): 1 + (list.items.map { 1 + depth($0.blocks) }.max() ?? 0) - 1
            default: 0
            }
        }.max() ?? 0
    }

    private func inlineDepth(_ blocks: [MarkdownBlock]) -> Int {
        func depth(_ inlines: [MarkdownInline]) -> Int {
            inlines.map { inline -> Int in
                switch inline {
                case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c), .image(_, _, let c):
                    1 + depth(c)
                default: 0
                }
            }.max() ?? 0
        }
        return blocks.map { block -> Int in
            switch block {
            case .paragraph(let inlines), .heading(_, let inlines): depth(inlines)
            case .quote(let children): inlineDepth(children)
            case .list(let list): list.items.map { inlineDepth($0.blocks) }.max() ?? 0
            default: 0
            }
        }.max() ?? 0
    }

    private func innermostInlines(_ blocks: [MarkdownBlock]) -> [MarkdownInline] {
        for block in blocks {
            switch block {
            case .paragraph(let inlines): return inlines
            case .quote(let children):
                let found = innermostInlines(children)
                if !found.isEmpty { return found }
            default: continue
            }
        }
        return []
    }

    private func allText(_ blocks: [MarkdownBlock]) -> String {
        blocks.map { block -> String in
            switch block {
            case .paragraph(let inlines), .heading(_, let inlines): MarkdownInline.plainText(inlines)
            case .quote(let children): allText(children)
            case .list(let list): list.items.map { allText($0.blocks) }.joined(separator: "\n")
            default: ""
            }
        }.joined(separator: "\n")
    }
}
