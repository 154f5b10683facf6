import GHSearchMarkdownLayout
import GHSearchText
extension ReadmeResult {
    /// What the README section shows, as a document for `MarkdownRenderer`:
    /// the README itself with notes where a reader should know something
    /// (cut, not UTF-8) as GitHub-style alerts, or a sentence saying why
    /// there is none.
    public func document(catalogue: Catalogue) -> MarkdownDocument {
        switch self {
        case .readme(let readme):
            var blocks: [MarkdownBlock] = []
            switch readme.encoding {
            case .utf8, .utf16: break
            case .latin1: blocks.append(Self.alert(.note, catalogue.readmeLatin1))
            case .utf8WithReplacements: blocks.append(Self.alert(.warning, catalogue.readmeReplacedBytes))
            }
            if let reason = readme.document.plainTextBecause {
                blocks.append(Self.alert(.warning, catalogue.readmeAsPlainText(reason)))
            }
            if let shown = readme.shownBytes {
                blocks.append(Self.alert(.note, catalogue.readmeShowingStart(shown: shown, of: readme.byteCount)))
            }
            blocks += readme.document.blocks
            if readme.document.blocks.isEmpty { blocks.append(.paragraph([.emphasis([.text(catalogue.emptyReadme)])])) }
            if let shown = readme.shownBytes {
                blocks.append(Self.alert(.warning, catalogue.readmeCut(shown: shown, of: readme.byteCount)))
            }
            return MarkdownDocument(blocks: blocks)
        case .missing:
            return MarkdownDocument(blocks: [.paragraph([.emphasis([.text(catalogue.noReadme)])])])
        case .undecodable(let byteCount):
            return MarkdownDocument(blocks: [Self.alert(.warning, catalogue.readmeUndecodable(byteCount: byteCount))])
        case .tooLarge(let limit):
            return MarkdownDocument(blocks: [Self.alert(.warning, catalogue.readmeTooLarge(limit: limit))])
        }
    }

    /// A GitHub alert holding `text`.
    public static func alert(_ kind: MarkdownAlert, _ text: String) -> MarkdownBlock {
        .quote([.paragraph([.text("[!\(kind.rawValue.uppercased())]"), .softBreak, .text(text)])])
    }
}
