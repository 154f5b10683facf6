import GHSearchText
/// The runs of one paragraph or heading at a time, in an array laid out
/// paragraphs reuse (its capacity kept), so a document's layout does not
/// allocate one per paragraph.
final class InlineRunScratch {
    private var runs: [InlineRun] = []

    /// Flattens `inlines` (after `prefix`) into the array and hands it to `body`.
    func with<Result>(_ flattener: InlineFlattener, _ inlines: [MarkdownInline], style: ANSI.Style = .plain,
                      prefix: InlineRun? = nil, _ body: (ArraySlice<InlineRun>) -> Result) -> Result {
        runs.removeAll(keepingCapacity: true)
        if let prefix { runs.append(prefix) }
        flattener.append(inlines, style: style, to: &runs)
        return body(runs[...])
    }
}
