/// GitHub's alerts: a block quote that starts with `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` on a line of its own.
public enum MarkdownAlert: String, Sendable, CaseIterable {
    case note, tip, important, warning, caution

    /// The alert a quote's blocks open with, and the blocks without the
    /// marker; nil when the quote is an ordinary one.
    static func detect(_ blocks: [MarkdownBlock]) -> (MarkdownAlert, [MarkdownBlock])? {
        guard case .paragraph(let inlines)? = blocks.first, case .text(let first)? = inlines.first else { return nil }
        let trimmed = first.drop { $0 == " " }
        guard trimmed.hasPrefix("[!"), let close = trimmed.firstIndex(of: "]") else { return nil }
        let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close].lowercased()
        guard let alert = MarkdownAlert(rawValue: name) else { return nil }
        // Only the marker on its own line counts, as on GitHub.
        let rest = trimmed[trimmed.index(after: close)...]
        guard rest.allSatisfy({ $0 == " " }) else { return nil }
        var remaining = Array(inlines.dropFirst())
        if let next = remaining.first, next == .softBreak || next == .lineBreak { remaining.removeFirst() }
        else if !remaining.isEmpty { return nil }
        var body = Array(blocks.dropFirst())
        if !remaining.isEmpty { body.insert(.paragraph(remaining), at: 0) }
        return (alert, body)
    }
}
