import GHSearchText
/// Buffers a document's layout reuses from block to block, their capacity
/// kept, so it does not allocate them anew for every paragraph, heading,
/// word gathered or table: the runs of the paragraph or heading being laid
/// out, the wrapper's word, and the lines of a table's cells.
final class LayoutScratch {
    private var runs: [InlineRun] = []
    /// Lent to each `LineWrapper` for the words it gathers.
    var word = LineWrapper.Word()
    /// Lent to each table for its cells, laid out on their own.
    var cells = LineBuffer()

    /// Flattens `inlines` (after `prefix`) into the array and hands it to `body`.
    func with<Result>(_ flattener: InlineFlattener, _ inlines: [MarkdownInline], style: ANSI.Style = .plain,
                      prefix: InlineRun? = nil, _ body: (ArraySlice<InlineRun>) -> Result) -> Result {
        runs.removeAll(keepingCapacity: true)
        if let prefix { runs.append(prefix) }
        flattener.append(inlines, style: style, to: &runs)
        return body(runs[...])
    }
}
