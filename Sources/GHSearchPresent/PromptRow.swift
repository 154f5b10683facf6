import GHSearchText
/// The prompt row as drawn: the prompt, then the window of the line that
/// fits beside it, scrolled sideways as readline's `horizontal-scroll-mode`
/// and fzf's query line are. Pure: text in, text out.
///
/// - The cursor is always in the window; the window moves only when the
///   cursor would leave it (typing at the end keeps the cursor at the right
///   edge; moving left past the start shows a quarter of a window before
///   it), and it never leaves room unused at the right while text is hidden
///   at the left.
/// - `<` in the first column of the line says text is hidden before the
///   window, `>` in the last column says text is hidden after it.
/// - The line is measured in grapheme clusters (`TerminalText.width`): a
///   wide character (CJK, emoji) is shown whole or not at all, and a
///   combining mark stays with its base. A cluster a terminal must not be
///   given (a control) is shown as `�`.
public struct PromptRow: Sendable, Equatable {
    static let hiddenBefore = "<"
    static let hiddenAfter = ">"

    /// What follows the prompt on the row: the window, with its markers.
    public var text: String
    /// The cursor's 1-based column on the row.
    public var cursorColumn: Int
    /// The first cluster of the line in the window; pass it back to the
    /// next `layout` so the window moves only when it must.
    public var firstCluster: Int

    /// Lays out `line` after a prompt `promptWidth` cells wide on a row
    /// `width` cells wide, with the cursor before the scalar at
    /// `cursorScalar` (libedit's position; inside a cluster, the cursor
    /// shows after it).
    public static func layout(line: String, cursorScalar: Int, promptWidth: Int, width: Int,
                              firstCluster previous: Int = 0) -> PromptRow {
        var clusters: [(text: String, width: Int)] = []
        var cursor = 0  // in clusters
        var scalars = 0
        for character in line {
            if scalars < cursorScalar { cursor += 1 }
            scalars += character.unicodeScalars.count
            clusters.append(shown(character))
        }
        cursor = min(cursor, clusters.count)
        let room = max(1, width - promptWidth)
        var start = min(max(0, previous), cursor)

        // Columns before each cluster, so any stretch is measured at once.
        var before = [0]
        before.reserveCapacity(clusters.count + 1)
        for cluster in clusters { before.append(before[before.count - 1] + cluster.width) }
        func widthOf(_ range: Range<Int>) -> Int { before[range.upperBound] - before[range.lowerBound] }
        // Columns the text from `start` needs up to the end, with the cursor's cell after it.
        func fitsToTheEnd(from start: Int) -> Bool {
            widthOf(start..<clusters.count) + (cursor == clusters.count ? 1 : 0) + (start > 0 ? 1 : 0) <= room
        }
        // Room left for text from `start` when text is hidden after the window.
        func textRoom(from start: Int) -> Int {
            room - (start > 0 ? 1 : 0) - (fitsToTheEnd(from: start) ? 0 : 1)
        }
        // The cursor's cell: the cluster under it, or one cell past the end.
        let cursorCell = cursor < clusters.count ? max(1, clusters[cursor].width) : 1

        if start > 0, cursor <= start {
            // Moving left past the window: show some of what comes before the cursor.
            start = cursor
            var context = 0
            while start > 0, context + clusters[start - 1].width <= room / 4 {
                start -= 1
                context += clusters[start].width
            }
        }
        // The cursor past the right edge: the window starts later.
        while start < cursor, widthOf(start..<cursor) + cursorCell > textRoom(from: start) {
            start += 1
        }
        // Room at the right while text is hidden at the left: the window starts earlier.
        while start > 0, fitsToTheEnd(from: start - 1) {
            start -= 1
        }
        // A zero-width cluster (a lone mark) cannot start the window.
        while start < cursor, start > 0, clusters[start].width == 0 {
            start += 1
        }

        let available = textRoom(from: start)
        var text = start > 0 ? hiddenBefore : ""
        var used = 0
        var end = start
        while end < clusters.count, used + clusters[end].width <= available {
            text += clusters[end].text
            used += clusters[end].width
            end += 1
        }
        if end < clusters.count {
            // A wide character that does not fit leaves its cells blank.
            text += String(repeating: " ", count: max(0, available - used)) + hiddenAfter
        }
        let column = promptWidth + (start > 0 ? 1 : 0) + widthOf(start..<cursor) + 1
        return PromptRow(text: text, cursorColumn: min(max(1, width), column), firstCluster: start)
    }

    /// A cluster as the row shows it, and its width.
    private static func shown(_ character: Character) -> (String, Int) {
        let printable = character.unicodeScalars.allSatisfy { TextSafety.kind(of: $0) == .printable }
        guard printable else { return ("\u{FFFD}", 1) }
        return (String(character), TerminalText.width(of: character))
    }
}
