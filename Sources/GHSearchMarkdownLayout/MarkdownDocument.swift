/// A Markdown document as plain values: the tree cmark-gfm parsed (the
/// `GHSearchMarkdown` target builds it), with nothing of C left in it, so
/// the core can lay it out (`MarkdownRenderer`) and tests can build one by
/// hand. Texts are exactly what the author wrote (entities decoded): they
/// are sanitised only when rendered.
public struct MarkdownDocument: Sendable, Equatable {
    public var blocks: [MarkdownBlock]
    /// Set when no Markdown parser could be had (cmark-gfm is loaded when
    /// first needed, and its package may be missing): why, in the loader's
    /// words. The blocks then hold the text as it is.
    public var plainTextBecause: String?

    public init(blocks: [MarkdownBlock] = [], plainTextBecause: String? = nil) {
        self.blocks = blocks
        self.plainTextBecause = plainTextBecause
    }

    /// The empty document.
    public static let empty = MarkdownDocument()
}
