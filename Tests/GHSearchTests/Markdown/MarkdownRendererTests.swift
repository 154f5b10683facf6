import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText
@testable import GHSearchMarkdownLayout

/// The renderer on documents built by hand (no parser): each construct's
/// look with colour on and off, wrapping rules, narrow widths, and the
/// anchors that keep a view's place across a resize.
@Suite(.standardTimeLimit) struct MarkdownRendererTests {
    private func plain(_ blocks: [MarkdownBlock], width: Int = 40, catalogue: Catalogue = .english) -> [String] {
        Array(MarkdownRenderer(width: width, colorMode: .off, language: catalogue.language).render(MarkdownDocument(blocks: blocks)).lines)
    }

    private func coloured(_ blocks: [MarkdownBlock], width: Int = 40) -> [String] {
        Array(MarkdownRenderer(width: width, colorMode: .basic).render(MarkdownDocument(blocks: blocks)).lines)
    }

    // MARK: - Constructs

    @Test func headingsAreBoldAndColouredOrMarkedWithoutColour() {
        let blocks: [MarkdownBlock] = [
            .heading(level: 1, content: [.text("Title")]),
            .heading(level: 3, content: [.text("Sub")]),
            .heading(level: 5, content: [.text("Small")]),
        ]
        #expect(coloured(blocks) == [
            "\u{1B}[0;1;94mTitle\u{1B}[0m", "\u{1B}[0;94m═════\u{1B}[0m", "",
            "\u{1B}[0;1;36mSub\u{1B}[0m", "",
            "\u{1B}[0;1mSmall\u{1B}[0m",
        ])
        #expect(plain(blocks) == ["Title", "═════", "", "### Sub", "", "##### Small"])
        #expect(plain([.heading(level: 2, content: [.text("Two")])]) == ["Two", "───"])
    }

    @Test func inlineStylesNestAndKeepTheirMarksWithoutColour() {
        let paragraph = MarkdownBlock.paragraph([
            .text("a "), .strong([.text("b "), .emphasis([.text("c")])]), .text(" "), .code("d"), .text(" "),
            .strikethrough([.text("e")]),
        ])
        #expect(plain([paragraph]) == ["a **b *c*** `d` ~~e~~"])
        #expect(coloured([paragraph]) == [
            "a \u{1B}[0;1mb \u{1B}[0;1;3mc\u{1B}[0m \u{1B}[0;33md\u{1B}[0m \u{1B}[0;9me\u{1B}[0m",
        ])
    }

    @Test func linksShowTheirURLOnceAndDimmed() {
        let blocks: [MarkdownBlock] = [.paragraph([
            .link(destination: "https://a.example/x", title: "t", content: [.text("docs")]), .text(" "),
            .link(destination: "https://b.example", title: "", content: [.text("https://b.example")]), .text(" "),
            .link(destination: "mailto:me@c.example", title: "", content: [.text("me@c.example")]), .text(" "),
            .link(destination: "http://www.d.example", title: "", content: [.text("www.d.example")]), .text(" "),
            .link(destination: "#usage", title: "", content: [.text("usage")]),
        ])]
        #expect(plain(blocks, width: 120) == [
            "docs (https://a.example/x) https://b.example me@c.example www.d.example usage",
        ])
        let first = coloured(blocks, width: 120)[0]
        #expect(first.hasPrefix("\u{1B}[0;4;34mdocs\u{1B}[0m \u{1B}[0;2m(https://a.example/x)\u{1B}[0m "))
    }

    @Test func imagesAreLabelledInTheUsersLanguage() {
        let blocks: [MarkdownBlock] = [.paragraph([
            .image(source: "logo.png", title: "", alt: [.text("Logo "), .emphasis([.text("big")])]), .text(" "),
            .image(source: "x.png", title: "", alt: []),
        ])]
        #expect(plain(blocks) == ["[image: Logo big] [image]"])
        #expect(plain(blocks, catalogue: .korean) == ["[이미지: Logo big] [이미지]"])
        // A badge: an image inside a link shows the link's URL.
        let badge = MarkdownBlock.paragraph([.link(destination: "https://ci.example", title: "",
                                                   content: [.image(source: "b.svg", title: "", alt: [.text("CI")])])])
        #expect(plain([badge]) == ["[image: CI] (https://ci.example)"])
    }

    @Test func rawHTMLIsLeftOutAndBreakTagsBreakTheLine() {
        let blocks: [MarkdownBlock] = [
            .paragraph([.text("one")]),
            .html("<p align=\"center\"><img src=\"x\"></p>"),
            .paragraph([.text("a"), .html("<br>"), .text("b"), .html("<BR />"), .text("c "), .html("<kbd>"), .text("q"),
                        .html("</kbd>")]),
        ]
        #expect(plain(blocks) == ["one", "", "a", "b", "c q"])
    }

    @Test func quotesAndAlerts() {
        let blocks: [MarkdownBlock] = [
            .quote([.paragraph([.text("said")]), .quote([.paragraph([.text("inner")])])]),
            .quote([.paragraph([.text("[!WARNING]"), .softBreak, .text("Careful.")])]),
            .quote([.paragraph([.text("[!NOTE] not alone on its line")])]),
        ]
        #expect(plain(blocks) == [
            "│ said", "│", "│ │ inner", "",
            "│ Warning", "│ Careful.", "",
            "│ [!NOTE] not alone on its line",
        ])
        #expect(plain([blocks[1]], catalogue: .korean) == ["│ 경고", "│ Careful."])
        #expect(coloured([blocks[1]])[0] == "\u{1B}[0;33m│ \u{1B}[0;1;33mWarning\u{1B}[0m")
    }

    @Test func listsHangTheirTextUnderTheMarker() {
        let list = MarkdownBlock.list(MarkdownList(kind: .ordered(start: 9), isTight: true, items: [
            .init(blocks: [.paragraph([.text("nine is a long item that wraps")])]),
            .init(task: .done, blocks: [.paragraph([.text("ten")]),
                                        .list(MarkdownList(kind: .bullet, items: [.init(task: .open, blocks: [.paragraph([.text("sub")])])]))]),
            .init(blocks: []),
        ]))
        #expect(plain([list], width: 20) == [
            " 9. nine is a long",
            "    item that wraps",
            "10. [x] ten",
            "        [ ] sub",
            "11.",
        ])
        let loose = MarkdownBlock.list(MarkdownList(kind: .bullet, isTight: false, items: [
            .init(blocks: [.paragraph([.text("a")]), .paragraph([.text("a2")])]),
            .init(blocks: [.paragraph([.text("b")])]),
        ]))
        #expect(plain([loose]) == ["• a", "", "  a2", "", "• b"])
        // A list numbered from the largest integer does not trap.
        #expect(plain([.list(MarkdownList(kind: .ordered(start: .max), items: [.init(blocks: []), .init(blocks: [])]))],
                      width: 60).count == 2)
    }

    @Test func codeBlocksAreBoxedWithTabsExpanded() {
        let code = MarkdownBlock.code(info: "make extra", text: "all:\n\tcc -o x\ta.c\n")
        #expect(plain([code]) == [
            "┌─ make ──────────┐",
            "│ all:            │",
            "│     cc -o x a.c │",
            "│                 │",
            "└─────────────────┘",
        ])
        // Narrower than a box: the code alone, cut to the width.
        #expect(plain([.code(info: "", text: "abcdef")], width: 4) == ["abcd", "ef"])
        #expect(coloured([.code(info: "", text: "x")])[1] == "\u{1B}[0;2m│ \u{1B}[0mx\u{1B}[0;2m │\u{1B}[0m")
    }

    @Test func tablesShareTheWidthAndGiveWayToRecordsWhenNarrow() {
        #expect(MarkdownTableLayout.share(30, natural: [12, 7, 39]) == [11, 7, 12])
        #expect(MarkdownTableLayout.share(80, natural: [12, 7, 39]) == [12, 7, 39])
        #expect(MarkdownTableLayout.share(10, natural: [5, 5, 5]) == [3, 3, 4])
        let table = MarkdownBlock.table(MarkdownTable(
            alignments: [.left, .right],
            header: [[.text("Name")], [.text("Stars")]],
            rows: [[[.text("저장소")], [.text("12")]], [[.text("a")]]]))
        #expect(plain([table]) == [
            "┌────────┬───────┐",
            "│ Name   │ Stars │",
            "├────────┼───────┤",
            "│ 저장소 │    12 │",
            "│ a      │       │",
            "└────────┴───────┘",
        ])
        #expect(plain([table], width: 12) == ["Name: 저장소", "Stars: 12", "", "Name: a", "Stars:"])
    }

    @Test func rulesSpanTheWidth() {
        #expect(plain([.thematicBreak], width: 7) == ["───────"])
    }

    // MARK: - Wrapping

    @Test func chineseAndJapaneseBreakBetweenCharactersButNotBeforeClosingMarks() {
        let lines = plain([.paragraph([.text("日本語です。「東京」と大阪、京都。")])], width: 8)
        // `。` may not start a line, so `都` goes down with it.
        #expect(lines == ["日本語で", "す。「東", "京」と大", "阪、京", "都。"])
        for line in lines.dropFirst() {
            #expect(!["。", "、", "」"].contains(line.first), "\(line) starts with closing punctuation")
        }
        for line in lines.dropLast() {
            #expect(line.last != "「", "\(line) ends with an opening bracket")
        }
        #expect(lines.allSatisfy { TerminalText.width($0) <= 8 })
    }

    @Test func koreanBreaksAtSpaces() {
        #expect(plain([.paragraph([.text("저장소 검색 도구입니다")])], width: 12) == ["저장소 검색", "도구입니다"])
        // A Hangul word wider than the line is still cut to fit.
        #expect(plain([.paragraph([.text("가나다라마바")])], width: 6) == ["가나다", "라마바"])
    }

    @Test func aWideCharacterInAOneCellLineShowsAsAnEllipsis() {
        #expect(plain([.paragraph([.text("a語b")])], width: 1) == ["a", "…", "b"])
    }

    @Test func everyLineFitsAtEveryNarrowWidth() {
        let document = MarkdownDocument(blocks: [
            .quote([.list(MarkdownList(kind: .ordered(start: 100), items: [
                .init(task: .open, blocks: [
                    .paragraph([.text("long words "), .link(destination: "https://example.com/a/b", title: "",
                                                             content: [.text("here")])]),
                    .table(MarkdownTable(alignments: [.center, .none],
                                         header: [[.text("漢字")], [.text("b")]],
                                         rows: [[[.text("👩‍💻 x")], [.code("y z")]]])),
                    .code(info: "swift", text: "\tlet x = \"語\""),
                ]),
            ]))]),
            .heading(level: 1, content: [.text("語語語")]),
        ])
        for mode in [ANSI.ColorMode.off, .trueColor] {
            for width in 1...30 {
                for line in MarkdownRenderer(width: width, colorMode: mode).render(document).lines {
                    #expect(TerminalText.width(stripped(line)) <= width, "\(width): \(line)")
                }
            }
        }
    }

    @Test func aHandBuiltDocumentNestedVeryDeeplyStillRenders() {
        var block = MarkdownBlock.paragraph([.text("deep")])
        for level in 0..<500 {
            block = level % 2 == 0 ? .quote([block]) : .list(MarkdownList(kind: .bullet, items: [.init(blocks: [block])]))
        }
        var inline = MarkdownInline.text("x")
        for _ in 0..<500 { inline = .emphasis([inline]) }
        let lines = MarkdownRenderer(width: 40, colorMode: .off)
            .render(MarkdownDocument(blocks: [block, .paragraph([inline])])).lines
        #expect(lines.contains { $0.contains("deep") })
        #expect(lines.allSatisfy { TerminalText.width($0) <= 40 })
    }

    /// Found by fuzz/Markdown: a spacing mark after a space (or after the
    /// space of a bullet, or the last letter of a styled run) folds into
    /// it on screen, so a line measured piece by piece was wider than drawn
    /// and a box's border moved; a VS16 in its own run made a heart two
    /// cells, not the one measured. No cluster may span two pieces now.
    @Test func everyLineIsAsWideAsMeasuredWhenMarksStartAPiece() {
        let sinhala = "\u{0DDA}"  // a spacing mark
        let document = MarkdownDocument(blocks: [
            .paragraph([.text("a \(sinhala)b "), .emphasis([.text("\(sinhala)x")]), .text(" ❤"),
                        .strong([.text("\u{FE0F} love")]), .lineBreak, .text("\u{301}e")]),
            .code(info: "", text: "\(sinhala) starts a code line\n ok \(sinhala)"),
            .table(MarkdownTable(alignments: [.none], header: [[.text("\(sinhala)h")]], rows: [[[.code("\u{1F3FB}")]]])),
            .list(MarkdownList(kind: .bullet, items: [.init(blocks: [.paragraph([.text("\u{301}item")])])])),
        ])
        for mode in [ANSI.ColorMode.off, .basic] {
            for width in 1...40 {
                let lines = MarkdownRenderer(width: width, colorMode: mode).render(document).lines
                for index in lines.indices {
                    #expect(TerminalText.width(stripped(lines[index])) == lines.width(at: index),
                            "\(mode) \(width): \(lines[index].debugDescription)")
                }
            }
        }
        let plainLines = plain(document.blocks, width: 60)
        #expect(plainLines.contains("│ ◌\(sinhala) starts a code line │"))
        #expect(plainLines.contains("• ◌\u{301}item"))
        #expect(plainLines.first == "a \(sinhala)b *\(sinhala)x* ❤**\u{FE0F} love**")
    }

    // MARK: - Safety

    @Test func everyTextIsSanitised() {
        let esc = "\u{1B}[2J\u{1B}]0;t\u{07}\u{9B}1m\u{202E}"
        let document = MarkdownDocument(blocks: [
            .heading(level: 4, content: [.text("h" + esc)]),
            .paragraph([.code("c" + esc), .link(destination: "u" + esc, title: esc, content: [.text("l" + esc)]),
                        .image(source: esc, title: esc, alt: [.text("i" + esc)])]),
            .code(info: "sh" + esc, text: "k" + esc + "\tv" + esc),
            .table(MarkdownTable(alignments: [], header: [[.text("t" + esc)]], rows: [[[.text("r" + esc)]]])),
            .list(MarkdownList(kind: .bullet, items: [.init(blocks: [.paragraph([.text("li" + esc)])])])),
        ])
        for mode in [ANSI.ColorMode.off, .trueColor] {
            let text = MarkdownRenderer(width: 60, colorMode: mode).render(document).lines.joined(separator: "\n")
            let visible = stripped(text)
            #expect(!visible.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
            #expect(!visible.contains("\u{202E}"))
            for word in ["h", "c", "l", "u", "i", "sh", "k", "v", "t", "r", "li"] { #expect(visible.contains(word)) }
        }
    }

    // MARK: - Anchors

    @Test func anAnchorKeepsItsBlockAcrossAResize() {
        let document = MarkdownDocument(blocks: (0..<6).map { index in
            .paragraph([.text("Paragraph \(index) " + String(repeating: "word ", count: 12))])
        })
        let narrow = MarkdownRenderer(width: 20, colorMode: .off).render(document)
        let wide = MarkdownRenderer(width: 100, colorMode: .off).render(document)
        #expect(narrow.blocks.count == 6 && wide.blocks.count == 6)
        let anchor = narrow.anchor(atLine: narrow.blocks[3].lowerBound + 2)
        #expect(anchor == RenderedMarkdown.Anchor(block: 3, line: 2))
        // The wide layout has one line a paragraph: its line in block 3.
        #expect(wide.line(at: anchor) == wide.blocks[3].lowerBound)
        #expect(wide.lines[wide.line(at: anchor)].hasPrefix("Paragraph 3"))
        #expect(narrow.line(at: narrow.anchor(atLine: 7)) == 7)
        #expect(narrow.line(at: RenderedMarkdown.Anchor(block: 99, line: 99)) == narrow.lines.count - 1)
        let empty = MarkdownRenderer(width: 20, colorMode: .off).render(.empty)
        #expect(empty.lines.isEmpty && empty.line(at: anchor) == 0 && empty.anchor(atLine: 5) == .init(block: 0, line: 0))
    }

    /// `text` without SGR sequences.
    private func stripped(_ text: String) -> String {
        text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }
}
