import CCmarkGFM
import GHSearchMarkdownLayout

/// Parses Markdown as GitHub does, with cmark-gfm (tables, strikethrough,
/// autolinks and task lists on), into the core's `MarkdownDocument`.
/// Raw HTML stays in the tree as `.html` for the renderer to leave out.
///
/// Safe on any input: the tree is walked in the order of cmark's iterator, not by
/// recursion, and block quotes and lists nested deeper than
/// `maximumContainerDepth` (or emphasis and links deeper than
/// `maximumInlineDepth`) are flattened into the nearest kept container, so
/// a README of a million `>` neither overflows a stack nor builds a value
/// whose release would.
///
/// Safe to call from any number of threads at once: cmark-gfm is not
/// re-entrant, so its parses take turns under one process-wide lock
/// (`ghs_cmark_parse_gfm_in_arena`); building the document from cmark's
/// tree runs outside it, in parallel. cmark's memory for one parse comes
/// from an arena of its own, given back whole when the document is built.
public enum MarkdownParser {
    /// Block quotes, lists and list items kept nested; deeper ones are flattened.
    public static let maximumContainerDepth = 16
    /// Emphasis, strong, strikethrough, links and images kept nested.
    public static let maximumInlineDepth = 12

    /// Whether cmark-gfm could be loaded (it is opened with dlopen at the
    /// first parse; its extensions are registered then, once).
    public static var isAvailable: Bool { ghs_cmark_available() != 0 }

    /// The document `text` holds. Without cmark-gfm (its package removed),
    /// the text as it is, in one code block: still readable, still
    /// sanitised, and saying why (`plainTextBecause`).
    public static func parse(_ text: String) -> MarkdownDocument {
        guard !text.isEmpty else { return .empty }
        if let failure = ghs_cmark_load_error() {
            return MarkdownDocument(blocks: [.code(info: "", text: text)], plainTextBecause: String(cString: failure))
        }
        var text = text
        return text.withUTF8 { bytes -> MarkdownDocument in
            guard let base = bytes.baseAddress else { return .empty }
            var attached: Int32 = 0
            var arena: OpaquePointer?
            let root = UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                ghs_cmark_parse_gfm_in_arena($0, bytes.count, &attached, &arena)
            }
            // cmark's tree, and what reading it makes, given back at once.
            defer { ghs_cmark_arena_free(arena) }
            guard let root else { return .empty }
            var builder = MarkdownTreeBuilder()
            return builder.build(root)
        }
    }
}
