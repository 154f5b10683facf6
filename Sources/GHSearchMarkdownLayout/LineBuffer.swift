import GHSearchText
/// Laid-out lines, stored flat: the bytes of every line in one buffer, the
/// style changes within them as offsets, and each line's extent and width
/// in cells. Layout writes into it line by line (no array, string or
/// reference per line or per word), and a line's terminal text is made only
/// when it is read (`text(ofLine:mode:)`).
///
/// It also keeps the indents of the containers being laid out: each line
/// starts with them (a list item's marker on its first line, spaces under
/// it after; a quote's bar on every line), and a blank line between blocks
/// carries only the indents already under way, without trailing spaces.
struct LineBuffer: Sendable, Equatable {
    struct StyleChange: Sendable, Equatable {
        var offset: Int
        var style: ANSI.Style
    }

    struct Line: Sendable, Equatable {
        var bytes: Range<Int>
        var changes: Range<Int>
        var width: Int
    }

    /// A piece of an indent: a mark the renderer draws, in a style.
    struct Mark: Sendable, Equatable {
        var text: String
        var style: ANSI.Style
        /// Cells: marks are the renderer's own characters (box drawing,
        /// bullets, digits, spaces), each one cell wide, so they are counted.
        var width: Int

        init(_ text: String, style: ANSI.Style = .plain) {
            self.text = text
            self.style = style
            // Its scalars: the bytes that start one.
            width = text.utf8.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        }
    }

    /// A long run of one mark, sliced for rules and padding (no string is
    /// made per line).
    struct Run: Sendable {
        static let length = 256
        let bytes: [UInt8]
        let bytesPerMark: Int

        init(_ mark: Unicode.Scalar) {
            bytesPerMark = String(mark).utf8.count
            bytes = Array(String(repeating: String(mark), count: Run.length).utf8)
        }
    }

    static let spaces = Run(" ")
    static let horizontal = Run("─")
    static let doubleHorizontal = Run("═")

    private struct Indent: Equatable {
        var first: [Mark]
        var rest: [Mark]
        var usedFirst = false
    }

    private(set) var bytes = LineBytes()
    private(set) var changes: [StyleChange] = []
    private(set) var lines: [Line] = []

    private var indents: [Indent] = []
    private var separatorPending = false
    /// The line being written, if one is open.
    private var open: (byteStart: Int, changeStart: Int, width: Int)?
    /// The index of the last blank line written for a separator.
    private(set) var lastSeparator: Int?

    var count: Int { lines.count }

    /// Two buffers are equal when their finished lines are.
    static func == (lhs: LineBuffer, rhs: LineBuffer) -> Bool {
        lhs.bytes == rhs.bytes && lhs.changes == rhs.changes && lhs.lines == rhs.lines
    }

    /// Empties the buffer, keeping the capacity of its arrays.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        changes.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        indents.removeAll(keepingCapacity: true)
        separatorPending = false
        open = nil
        lastSeparator = nil
    }

    /// Makes room for about `count` blocks' lines at once (a first guess:
    /// a few lines a block), so a long document's arrays are not copied
    /// again and again as they grow.
    mutating func reserveCapacity(blocks count: Int) {
        lines.reserveCapacity(count * 4)
        changes.reserveCapacity(count * 8)
        bytes.reserveCapacity(count * 256)
    }

    // MARK: - Indents and separators

    /// Starts a container's indent: `first` on its first line, `rest` on
    /// the others (both as wide).
    mutating func pushIndent(first: [Mark], rest: [Mark]) {
        indents.append(Indent(first: first, rest: rest))
    }

    mutating func pushIndent(_ marks: [Mark]) {
        pushIndent(first: marks, rest: marks)
    }

    mutating func popIndent() {
        indents.removeLast()
    }

    /// Asks for a blank line before the next line written, if any is.
    mutating func separate() {
        separatorPending = true
    }

    /// Forgets a blank line asked for and not written.
    mutating func cancelSeparator() {
        separatorPending = false
    }

    // MARK: - Lines

    /// Opens a line: the blank line asked for first, then the indents.
    mutating func beginLine() {
        if separatorPending {
            separatorPending = false
            startLine()
            for index in indents.indices {
                guard indents[index].usedFirst else { break }
                append(marks: indents[index].rest)
            }
            endLine()
            lastSeparator = lines.count - 1
        }
        startLine()
        for index in indents.indices {
            append(marks: indents[index].usedFirst ? indents[index].rest : indents[index].first)
            indents[index].usedFirst = true
        }
    }

    /// Adds `marks` in order, each read where it is (no copy of a mark).
    private mutating func append(marks: [Mark]) {
        marks.withUnsafeBufferPointer { marks in
            for index in marks.indices { append(marks[index]) }
        }
    }

    private mutating func startLine() {
        open = (bytes.count, changes.count, 0)
    }

    /// Closes the open line, without its trailing spaces.
    mutating func endLine() {
        guard var line = open else { return }
        var trimmed = 0
        while bytes.count > line.byteStart, bytes.last == 0x20 {
            bytes.removeLast()
            trimmed += 1
        }
        while changes.count > line.changeStart, changes[changes.count - 1].offset >= bytes.count {
            changes.removeLast()
        }
        line.width -= trimmed
        lines.append(Line(bytes: line.byteStart..<bytes.count, changes: line.changeStart..<changes.count, width: line.width))
        open = nil
    }

    /// Adds the bytes of text the caller measured as `width` cells.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>, style: ANSI.Style, width: Int) {
        guard !text.isEmpty else { return }
        setStyle(style)
        bytes.append(text)
        open?.width += width
    }

    mutating func append(_ text: Substring, style: ANSI.Style, width: Int) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { append($0, style: style, width: width) }
    }

    mutating func append(_ text: String, style: ANSI.Style) {
        append(text[...], style: style, width: TerminalText.width(text))
    }

    mutating func append(_ mark: Mark) {
        // Read in place (a mark is a small string, copied to the stack),
        // not copied into a variable that `withUTF8` may make unique.
        let done: Void? = mark.text.utf8.withContiguousStorageIfAvailable {
            append($0, style: mark.style, width: mark.width)
        }
        if done == nil { append(mark.text[...], style: mark.style, width: mark.width) }
    }

    /// Adds one space (between words).
    mutating func appendSpace(style: ANSI.Style) {
        setStyle(style)
        bytes.append(0x20)
        open?.width += 1
    }

    mutating func appendSpaces(_ count: Int, style: ANSI.Style = .plain) {
        append(repeating: LineBuffer.spaces, count: count, style: style)
    }

    /// Adds `count` copies of a one-cell mark.
    mutating func append(repeating run: Run, count: Int, style: ANSI.Style) {
        var left = count
        while left > 0 {
            let taken = min(left, Run.length)
            run.bytes.withUnsafeBufferPointer {
                append(UnsafeBufferPointer(rebasing: $0[0..<taken * run.bytesPerMark]), style: style, width: taken)
            }
            left -= taken
        }
    }

    /// Adds the content of line `index` of `other` (a table cell laid out
    /// on its own).
    mutating func append(lineAt index: Int, of other: LineBuffer) {
        let line = other.lines[index]
        for (position, change) in other.changes[line.changes].enumerated() {
            let end = position + 1 < line.changes.count ? other.changes[line.changes.lowerBound + position + 1].offset
                : line.bytes.upperBound
            other.bytes.withUnsafeBufferPointer {
                append(UnsafeBufferPointer(rebasing: $0[change.offset..<end]), style: change.style, width: 0)
            }
        }
        open?.width += line.width
    }

    /// Adds one space in `spaceStyle`, then the bytes of a word measured
    /// as `width` cells in `style` (as `appendSpace` then `append`).
    mutating func appendSpace(style spaceStyle: ANSI.Style, thenWord text: UnsafeBufferPointer<UInt8>,
                              style: ANSI.Style, width: Int) {
        guard !text.isEmpty else { return appendSpace(style: spaceStyle) }
        setStyle(spaceStyle)
        if !LineBuffer.same(spaceStyle, style) { bytes.append(0x20); setStyle(style) } else { bytes.append(0x20) }
        bytes.append(text)
        open?.width += width + 1
    }

    private mutating func setStyle(_ style: ANSI.Style) {
        guard let line = open else { return }
        if changes.count > line.changeStart, LineBuffer.same(changes[changes.count - 1].style, style) { return }
        if changes.count > line.changeStart, changes[changes.count - 1].offset == bytes.count {
            changes[changes.count - 1].style = style
        } else {
            changes.append(StyleChange(offset: bytes.count, style: style))
        }
    }

    /// `lhs == rhs`, without a call into the module that defines styles.
    @inline(__always)
    static func same(_ lhs: ANSI.Style, _ rhs: ANSI.Style) -> Bool {
        lhs.attributes.rawValue == rhs.attributes.rawValue && same(lhs.foreground, rhs.foreground)
            && same(lhs.background, rhs.background)
    }

    @inline(__always)
    private static func same(_ lhs: ANSI.Color?, _ rhs: ANSI.Color?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (.basic(let a)?, .basic(let b)?), (.palette(let a)?, .palette(let b)?): a == b
        case (.rgb(let r1, let g1, let b1)?, .rgb(let r2, let g2, let b2)?): r1 == r2 && g1 == g2 && b1 == b2
        default: false
        }
    }

    // MARK: - Reading

    /// Line `index` as the terminal gets it: an SGR sequence where the style
    /// changes (none with colour off), a reset at the end if one is on.
    func text(ofLine index: Int, mode: ANSI.ColorMode) -> String {
        let line = lines[index]
        var out: [UInt8] = []
        out.reserveCapacity(line.bytes.count + (mode == .off ? 0 : line.changes.count * 12 + 4))
        var current = ANSI.Style.plain
        for position in line.changes {
            let change = changes[position]
            let end = position + 1 < line.changes.upperBound ? changes[position + 1].offset : line.bytes.upperBound
            if mode != .off, change.style != current {
                out += (change.style == .plain ? ANSI.reset : change.style.sequence(for: mode)).utf8
                current = change.style
            }
            bytes.withUnsafeBufferPointer { out += $0[change.offset..<end] }
        }
        if current != .plain { out += ANSI.reset.utf8 }
        return String(decoding: out, as: UTF8.self)
    }

    /// Line `index` without styles (for tests and measuring).
    func plainText(ofLine index: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: $0[lines[index].bytes], as: UTF8.self) }
    }
}
