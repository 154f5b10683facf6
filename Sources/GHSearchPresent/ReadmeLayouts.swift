import GHSearchInteractive
import GHSearchText
import GHSearchMarkdownLayout
import GHSearchKeys
import GHSearchReadme
/// READMEs laid out, by what they were laid out from (the file, the width,
/// the colours, the language): opening a README again, at the same width,
/// or coming back to it in the preview, is drawn at once instead of laying
/// a large document out again. A few are kept, the least recently used
/// leaving first. `DetailLayouter` keeps it for the session.
struct ReadmeLayouts: Sendable {
    static let capacity = 6

    struct Key: Sendable, Equatable {
        var target: ReadmeTarget?
        /// Compared cheaply when it is the same value (its arrays share storage).
        var readme: Readme
        var width: Int
        var colorMode: ANSI.ColorMode
        var language: Language
    }

    private var entries: [(key: Key, layout: RenderedMarkdown)] = []

    init() {}

    /// How many layouts are kept.
    var count: Int { entries.count }

    /// The layout made before for `key`, now the most recently used.
    mutating func layout(for key: Key) -> RenderedMarkdown? {
        guard let index = entries.lastIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.layout
    }

    mutating func remember(_ layout: RenderedMarkdown, for key: Key) {
        entries.removeAll { $0.key == key }
        entries.append((key, layout))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}
