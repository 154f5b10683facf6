/// GitHub's alerts: a block quote that starts with `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` on a line of its own.
public enum MarkdownAlert: String, Sendable, CaseIterable {
    case note, tip, important, warning, caution

    /// The alert a quote's blocks open with, and the blocks without the
    /// marker; nil when the quote is an ordinary one.
    static func detect(_ blocks: [MarkdownBlock]) -> (MarkdownAlert, [MarkdownBlock])? {
        guard case .paragraph(let inlines)? = blocks.first, case .text(let first)? = inlines.first,
              let alert = MarkdownAlert.marker(first) else { return nil }
        var remaining = Array(inlines.dropFirst())
        if let next = remaining.first, next == .softBreak || next == .lineBreak { remaining.removeFirst() }
        else if !remaining.isEmpty { return nil }
        var body = Array(blocks.dropFirst())
        if !remaining.isEmpty { body.insert(.paragraph(remaining), at: 0) }
        return (alert, body)
    }

    /// The alert `text` names as `[!NAME]` after spaces, with only spaces
    /// after it (the marker on its own line, as on GitHub), any case.
    /// Read as bytes: `[`, `!` and `]` are bytes of their own, and a space,
    /// bracket or `!` that carries a combining mark is none of them (its
    /// mark is a byte of another kind here, a name no alert has).
    static func marker(_ text: String) -> MarkdownAlert? {
        var text = text
        let name = text.withUTF8 { bytes -> String? in
            var index = 0
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            guard index + 2 <= bytes.count, bytes[index] == 0x5B, bytes[index + 1] == 0x21,
                  let close = bytes[(index + 2)...].firstIndex(of: 0x5D),
                  bytes[(close + 1)...].allSatisfy({ $0 == 0x20 }) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<close]), as: UTF8.self)
        }
        return name.flatMap { MarkdownAlert(rawValue: $0.lowercased()) }
    }
}
