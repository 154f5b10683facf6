/// One laid-out line: runs of text, each in a style, and their total width
/// in terminal cells. The text is already sanitised; only `rendered(_:)`
/// adds escape sequences (through `StyledLineWriter`), none at all when
/// the colour mode is `.off`.
struct StyledLine: Sendable, Equatable {
    struct Span: Sendable, Equatable {
        var text: Substring
        var style: ANSI.Style
    }

    private(set) var spans: [Span] = []
    private(set) var width = 0

    init() {}

    init(_ text: String, style: ANSI.Style = .plain) {
        append(text, style: style)
    }

    var isEmpty: Bool { spans.isEmpty }

    /// Adds `text`, which the caller measured as `width` cells.
    mutating func append(_ text: Substring, style: ANSI.Style, width: Int) {
        guard !text.isEmpty else { return }
        spans.append(Span(text: text, style: style))
        self.width += width
    }

    mutating func append(_ text: String, style: ANSI.Style) {
        append(text[...], style: style, width: TerminalText.width(text))
    }

    mutating func appendSpaces(_ count: Int, style: ANSI.Style = .plain) {
        guard count > 0 else { return }
        append(String(repeating: " ", count: count)[...], style: style, width: count)
    }

    mutating func append(_ other: StyledLine) {
        spans += other.spans
        width += other.width
    }

    /// `prefix` followed by this line.
    func prefixed(by prefix: StyledLine) -> StyledLine {
        var line = prefix
        line.append(self)
        return line
    }

    /// The line's characters without styles.
    var plainText: String {
        spans.map { String($0.text) }.joined()
    }

    /// The line as the terminal gets it.
    func rendered(_ mode: ANSI.ColorMode) -> String {
        var writer = StyledLineWriter(mode: mode, capacity: spans.reduce(0) { $0 + $1.text.utf8.count } + 16)
        for span in spans { writer.write(span.text, style: span.style) }
        return writer.finish()
    }
}
