import Foundation
import GHSearchMarkdown
import GHSearchMarkdownLayout
import Testing
import TestSupport
import GHSearchText

/// The renderer's whole output, pinned: for every README of the corpus
/// (and a page of hard cases for grapheme clusters and line breaking), at
/// every swept width, with colour off and on, a digest of every line's
/// terminal text and width and of the blocks' line ranges, against
/// Fixtures/layout-digests.txt. The file was written by the layout as it
/// was before its speed-ups, so any change to a single byte of output shows
/// here. `GHSEARCH_UPDATE_GOLDEN=1` writes it anew (only for a deliberate
/// change of output, checked in the corpus's expected files first).
@Suite(.standardTimeLimit) struct MarkdownLayoutDigestTests {
    static let colourWidths = [1, 2, 3, 4, 5, 7, 8, 9, 12, 13, 17, 20, 24, 31, 40, 61, 80, 97, 120]

    /// Grapheme clusters and break rules the fast paths must leave alone.
    static let clusters = """
        # Clusters e\u{301}te\u{301} 👩‍💻

        Combining: e\u{301}\u{302}te\u{301} cafe\u{301} n\u{303}o \u{301}orphan a\u{20DD} x\u{35C}y zalgo: Z\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}\u{357}\u{351}\u{34B}\u{352}\u{34C}a\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}\u{357}\u{351}\u{34B}l\u{351}\u{34B}\u{352}\u{34C}g\u{351}o\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}\u{357}\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}\u{357}\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}\u{357}\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}\u{357}\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}\u{357}

        Emoji: 👍🏽 👨‍👩‍👧‍👦 🏳️‍🌈 🇯🇵🇰🇷🇫🇷 🇯 ❤️ ☺︎ 1️⃣ ‼️ ⌚ ⌚︎ 🐙🦀🎉 #️⃣ ✔︎✔️

        Hangul: 한국어 ᄀᄀᄀ가가 ᄒ\u{1161}\u{11AB} 가\u{11A8} ㄱㄴㄷ 초장문단어를한번써보겠습니다아주길게써봅니다

        Kana: か\u{3099}き\u{3099} ｶﾞｷﾞｸﾞ ﾊﾟﾋﾟ ア\u{309A} 〜〜〜〜 ー・ー 「括弧」（全角）【隅付き】〔亀甲〕 ヽヾゝゞ 〃々〆〇 〪〫〬 漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字

        Latin: naïve façade Ærøskøbing ŀl ǅemal ɐɯʎ soft\u{AD}hyphen no\u{A0}break Ελληνικά Кириллица ѐѓ҂\u{483}\u{489} “quoted” ‘single’ — – … ‰ ‱ ⁂ ⁞

        Indic and others: हिन्दी क्षत्रिय ﷺ ؀١٢ العربية עִבְרִית ไทย ພາສາລາວ ᄀ\u{200D}ᄀ a\u{200C}b x\u{FE0F}y \u{E0041}tag

        Mixed: **太字*斜体*と`コード`**と[リンク](https://example.jp/パス/ファイル名がとても長いパス) (注釈)「引用」、。x「y」z 日本語English混在テキストmixed日本語

        Long: https://example.com/a/very/long/path/that/has/to/break/somewhere/because/it/is/wider/than/the/line/ないよう/です/か？ ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ

        | 列 | e\u{301} | 👩‍💻 | ｶﾞ |
        |---|:-:|--:|---|
        | 東京ウィジェット東京ウィジェット | cafe\u{301} naïve | 🇯🇵🇰🇷 x | か\u{3099}ｶﾞ |

        - 項目：とても長い項目の説明がここに入ります。折り返された行は項目の本文の下に揃えて表示されます。e\u{301}e\u{301}e\u{301}

        > [!NOTE]
        > 引用文：日本語の引用文も正しく折り返されるべきです。👍🏽👍🏽👍🏽👍🏽

        ```
        code\twith tabs 漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字 e\u{301}e\u{301} 👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻 https://example.com/a/very/long/path/that/has/to/break/somewhere
        ```
        """

    @Test func everyLayoutIsAsPinned() async throws {
        var documents: [(String, MarkdownDocument)] = try Corpus.names.map { ($0, try Corpus.document($0)) }
        documents.append(("clusters", MarkdownParser.parse(MarkdownLayoutDigestTests.clusters)))
        let all = documents
        let actual = await offThePool { () -> String in
            var out = ""
            for (name, document) in all {
                for (mode, widths) in [(ANSI.ColorMode.off, Corpus.sweptWidths), (.trueColor, MarkdownLayoutDigestTests.colourWidths)] {
                    for width in widths {
                        let rendered = MarkdownRenderer(width: width, colorMode: mode).render(document)
                        out += "\(name) \(mode) \(width): \(rendered.lines.count) lines, \(MarkdownLayoutDigestTests.digest(rendered))\n"
                    }
                }
            }
            return out
        }
        guard let expected = try Corpus.expected("../layout-digests.txt", actual: actual) else { return }
        let wrong = zip(actual.split(separator: "\n"), expected.split(separator: "\n")).filter { $0 != $1 }
        #expect(actual == expected, "\(wrong.prefix(5).map { "\($0.0) ≠ expected \($0.1)" })")
    }

    /// FNV-1a (64 bits) over each line's text and width, then the blocks.
    static func digest(_ rendered: RenderedMarkdown) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func add<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        for index in rendered.lines.indices {
            add(rendered.lines[index].utf8)
            add("\u{0}\(rendered.lines.width(at: index))\n".utf8)
        }
        for block in rendered.blocks { add("\(block.lowerBound)-\(block.upperBound);".utf8) }
        return String(hash, radix: 16)
    }
}
