import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchMarkdownLayout
@testable import GHSearchInteractive
@testable import GHSearchText
@testable import GHSearchReadme

/// What the README section shows for each result, in both languages.
@Suite(.standardTimeLimit) struct ReadmeResultDocumentTests {
    private func lines(_ result: ReadmeResult, _ catalogue: Catalogue = .english, width: Int = 60) -> [String] {
        Array(MarkdownRenderer(width: width, colorMode: .off, language: catalogue.language)
            .render(result.document(catalogue: catalogue)).lines)
    }

    @Test func noReadmeAndFilesThatCannotBeShownSaySo() {
        #expect(lines(.missing) == ["*This repository has no README.*"])
        #expect(lines(.missing, .korean) == ["*이 저장소에는 README가 없습니다.*"])
        #expect(lines(.undecodable(byteCount: 4_096)) == [
            "│ Warning", "│ The README (4 KB) is not text; open the repository in a", "│ browser to see it.",
        ])
        #expect(lines(.tooLarge(limit: 8 << 20))[1] == "│ The README is larger than 8.0 MB, so it was not fetched;")
        #expect(lines(.undecodable(byteCount: 12), .korean)[0] == "│ 경고")
    }

    @Test func aCutReadmeIsNotedAtTheTopAndWhereItEnds() {
        let readme = Readme(document: MarkdownDocument(blocks: [.paragraph([.text("Body.")])]), byteCount: 1_500_000,
                            shownBytes: 1_048_000)
        #expect(lines(.readme(readme), width: 80) == [
            "│ Note", "│ Showing the first 1.0 MB of a 1.4 MB README.", "",
            "Body.", "",
            "│ Warning", "│ The README is cut here (1.0 MB of 1.4 MB); open it in a browser for the rest.",
        ])
    }

    @Test func sizesReadAsAPersonWouldSayThem() {
        let c = Catalogue.english
        #expect([c.byteSize(0), c.byteSize(1_023), c.byteSize(4_096), c.byteSize(1_023_999), c.byteSize(1_024_000),
                  c.byteSize(1_500_000), c.byteSize(8 << 20)] == ["0 bytes", "1,023 bytes", "4 KB", "999 KB", "1.0 MB",
                                                               "1.4 MB", "8.0 MB"])
        #expect(Catalogue.korean.byteSize(12) == "12바이트")
    }

    @Test func encodingNotesAndAnEmptyReadme() {
        let latin = Readme(document: MarkdownDocument(blocks: [.paragraph([.text("Café")])]), byteCount: 4, encoding: .latin1)
        #expect(lines(.readme(latin)) == [
            "│ Note", "│ This README is not UTF-8; it is read as Latin-1", "│ (ISO-8859-1).", "", "Café",
        ])
        let damaged = Readme(document: .empty, byteCount: 9, encoding: .utf8WithReplacements)
        #expect(lines(.readme(damaged)) == [
            "│ Warning", "│ Some bytes of this README are not UTF-8; they show as �.", "", "*The README is empty.*",
        ])
        #expect(lines(.readme(Readme(document: .empty, byteCount: 0)), .korean) == ["*README가 비어 있습니다.*"])
    }

    /// Without cmark-gfm (it is loaded when first needed; its package may be
    /// gone) the text shows as it is, and the reader is told why.
    @Test func aReadmeShownAsPlainTextSaysWhy() {
        let reason = "libcmark-gfm.so.0.29.0.gfm.6: cannot open shared object file: No such file or directory"
        let plain = Readme(document: MarkdownDocument(blocks: [.code(info: "", text: "# Title")], plainTextBecause: reason),
                           byteCount: 7)
        let shown = lines(.readme(plain), width: 300)
        #expect(shown.first == "│ Warning")
        #expect(shown.joined(separator: " ").contains("cmark-gfm could not be loaded (\(reason)), so the README is shown as plain text"))
        #expect(shown.contains { $0.contains("# Title") })
        #expect(lines(.readme(plain), .korean, width: 100).joined().contains("일반 텍스트로"))
    }
}
