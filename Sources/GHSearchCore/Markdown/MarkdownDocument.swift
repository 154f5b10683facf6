/// A Markdown document as plain values: the tree cmark-gfm parsed (the
/// `GHSearchMarkdown` target builds it), with nothing of C left in it, so
/// the core can lay it out (`MarkdownRenderer`) and tests can build one by
/// hand. Texts are exactly what the author wrote (entities decoded): they
/// are sanitised only when rendered.
public struct MarkdownDocument: Sendable, Equatable {
    public var blocks: [MarkdownBlock]

    public init(blocks: [MarkdownBlock] = []) {
        self.blocks = blocks
    }

    /// The empty document.
    public static let empty = MarkdownDocument()
}
