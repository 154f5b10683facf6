import CCmarkGFM
import GHSearchCore

/// Parses Markdown as GitHub does, with cmark-gfm (tables, strikethrough,
/// autolinks and task lists on), into the core's `MarkdownDocument`.
/// Raw HTML stays in the tree as `.html` for the renderer to leave out.
///
/// Safe on any input: the tree is walked with cmark's iterator, not by
/// recursion, and block quotes and lists nested deeper than
/// `maximumContainerDepth` (or emphasis and links deeper than
/// `maximumInlineDepth`) are flattened into the nearest kept container, so
/// a README of a million `>` neither overflows a stack nor builds a value
/// whose release would.
public enum MarkdownParser {
    /// Block quotes, lists and list items kept nested; deeper ones are flattened.
    public static let maximumContainerDepth = 16
    /// Emphasis, strong, strikethrough, links and images kept nested.
    public static let maximumInlineDepth = 12

    /// cmark's registration of its extensions is not thread-safe: done once.
    private static let extensionsRegistered: Bool = {
        ghs_cmark_register_extensions()
        return true
    }()

    /// The document `text` holds.
    public static func parse(_ text: String) -> MarkdownDocument {
        guard extensionsRegistered, !text.isEmpty else { return .empty }
        var text = text
        return text.withUTF8 { bytes -> MarkdownDocument in
            guard let base = bytes.baseAddress else { return .empty }
            var attached: Int32 = 0
            let root = UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                ghs_cmark_parse_gfm($0, bytes.count, &attached)
            }
            guard let root else { return .empty }
            defer { cmark_node_free(root) }
            var builder = MarkdownTreeBuilder()
            return builder.build(root)
        }
    }
}
