import Testing
@testable import GHSearchMarkdownLayout

/// `MarkdownAlert.marker` reads a quote's first text as bytes; it must
/// name the same alert as reading it character by character does, also
/// where a space, bracket or `!` carries a combining mark.
@Suite struct MarkdownAlertMarkerTests {
    /// The marker read character by character, as GitHub describes it.
    private func byCharacters(_ text: String) -> MarkdownAlert? {
        let trimmed = text.drop { $0 == " " }
        guard trimmed.hasPrefix("[!"), let close = trimmed.firstIndex(of: "]") else { return nil }
        let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close].lowercased()
        guard let alert = MarkdownAlert(rawValue: name),
              trimmed[trimmed.index(after: close)...].allSatisfy({ $0 == " " }) else { return nil }
        return alert
    }

    static let texts = [
        "[!NOTE]", "[!note]", "  [!Tip]  ", "[!WARNING] ", "[!CAUTION]", "[!IMPORTANT]",
        "[!NOTE] text", "[!NOTE]x", "[!NOTES]", "[!]", "[!", "[", "", "   ", "[NOTE]", "! [!NOTE]",
        "\t[!NOTE]", "[!NO]TE]", "[!NOTE]]", "[!NOTE] ]",
        " \u{301}[!NOTE]", "[\u{301}!NOTE]", "[!\u{301}NOTE]", "[!NOTE]\u{301}", "[!NOTE] \u{301}",
        "[!NOTE\u{301}]", "[!ＮＯＴＥ]", "[!Note]\u{200B}", "[!NOTE]\r", "[!nOtE]   ",
    ]

    @Test(arguments: texts) func namesTheAlertReadingByCharactersNames(_ text: String) {
        #expect(MarkdownAlert.marker(text) == byCharacters(text))
    }

    @Test func readsTheFiveAlertsInAnyCase() {
        #expect(MarkdownAlert.marker("[!NOTE]") == .note)
        #expect(MarkdownAlert.marker("  [!tip] ") == .tip)
        #expect(MarkdownAlert.marker("[!Important]") == .important)
        #expect(MarkdownAlert.marker("[!WARNING]") == .warning)
        #expect(MarkdownAlert.marker("[!caution]") == .caution)
        #expect(MarkdownAlert.marker("[!NOTE] more") == nil)
        #expect(MarkdownAlert.marker(" \u{301}[!NOTE]") == nil)
    }
}
