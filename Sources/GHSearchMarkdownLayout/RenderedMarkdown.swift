import GHSearchText
/// A Markdown document laid out for one width and colour mode: the lines a
/// view scrolls through (each at most `width` cells, styled for the mode,
/// with no escape sequence but its own styles), and where each top-level
/// block starts, so a view can keep its place when a resize lays the
/// document out again (`anchor(atLine:)` → render anew → `line(at:)`).
///
/// The layout is done when this value is made; each line's text (with its
/// SGR sequences) is written when it is read, so a long README costs only
/// the lines a view shows.
public struct RenderedMarkdown: Sendable, Equatable {
    /// A place in a document that survives a new layout: a top-level block
    /// and a line within it.
    public struct Anchor: Sendable, Equatable {
        public var block: Int
        public var line: Int
    }

    /// The lines, as the terminal gets them.
    public struct Lines: RandomAccessCollection, Sendable, Equatable {
        let buffer: LineBuffer
        let colorMode: ANSI.ColorMode

        public var startIndex: Int { 0 }
        public var endIndex: Int { buffer.count }

        public subscript(index: Int) -> String {
            buffer.text(ofLine: index, mode: colorMode)
        }

        /// The number of cells line `index` takes (at most the width).
        public func width(at index: Int) -> Int {
            buffer.lines[index].width
        }
    }

    public let width: Int
    public let lines: Lines
    /// The lines of each top-level block, in order (empty for a block that
    /// shows nothing; the blank line between two blocks is in neither).
    public let blocks: [Range<Int>]

    init(width: Int, buffer: LineBuffer, colorMode: ANSI.ColorMode, blocks: [Range<Int>]) {
        self.width = width
        lines = Lines(buffer: buffer, colorMode: colorMode)
        self.blocks = blocks
    }

    /// The block and line within it that line `index` shows.
    public func anchor(atLine index: Int) -> Anchor {
        let index = max(0, min(index, lines.count - 1))
        var low = 0
        var high = blocks.count - 1
        guard high >= 0 else { return Anchor(block: 0, line: index) }
        // The last block starting at or before `index`.
        while low < high {
            let middle = (low + high + 1) / 2
            if blocks[middle].lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        return Anchor(block: low, line: max(0, index - blocks[low].lowerBound))
    }

    /// The line that shows `anchor` in this layout (its line within the
    /// block kept where the block is long enough).
    public func line(at anchor: Anchor) -> Int {
        guard !blocks.isEmpty, !lines.isEmpty else { return 0 }
        let range = blocks[max(0, min(anchor.block, blocks.count - 1))]
        let within = max(0, min(anchor.line, range.count - 1))
        return max(0, min(range.lowerBound + within, lines.count - 1))
    }
}
