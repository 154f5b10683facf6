import GHSearchText
/// Fills lines of at most `width` cells with styled runs, breaking between
/// words (a run of spaces is one break), and also between Chinese and
/// Japanese characters, which need no space to break (but never before
/// closing punctuation such as `。` or `)`, nor after an opening bracket).
/// Korean is written with spaces, so Hangul words break at spaces only.
/// A word wider than a line (a long URL) is broken between grapheme
/// clusters; a character wider than the whole line shows as `…`. Hard
/// breaks start a new line. Lines go straight into a `LineBuffer`, which
/// puts the indents of the containers in front of each.
struct LineWrapper {
    private enum Separator {
        /// Nothing: the start of a line, or a piece glued to the last.
        case none
        /// A space in this style.
        case space(ANSI.Style)
        /// A place to break that takes no cell (between CJK characters).
        case join
    }

    /// The word being gathered: its bytes, and each styled piece's end and width.
    /// A word being gathered (a `LayoutScratch` lends one, to keep its capacity).
    struct Word {
        typealias Piece = (end: Int, style: ANSI.Style, width: Int)

        var bytes = LineBytes()
        /// Each styled piece's end and width: the first `pieceCount` of
        /// `stored` (the rest, left from earlier words, are written over).
        private var stored: [Piece] = []
        private var pieceCount = 0
        var width = 0

        var isEmpty: Bool { bytes.isEmpty }
        var pieces: ArraySlice<Piece> { stored[..<pieceCount] }

        mutating func append(_ text: UnsafeBufferPointer<UInt8>, style: ANSI.Style, width: Int) {
            guard !text.isEmpty else { return }
            bytes.append(text)
            if pieceCount > 0, stored[pieceCount - 1].style == style {
                stored[pieceCount - 1].end = bytes.count
                stored[pieceCount - 1].width += width
            } else {
                if pieceCount < stored.count {
                    stored[pieceCount] = (bytes.count, style, width)
                } else {
                    stored.append((bytes.count, style, width))
                }
                pieceCount += 1
            }
            self.width += width
        }

        mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
            pieceCount = 0
            width = 0
        }
    }

    private let width: Int
    /// Whether a line is open in the buffer, and the cells used on it
    /// (after the indents).
    private var lineOpen = false
    private var lineWidth = 0
    /// The cells of the widest line ended so far.
    private var widest = 0
    private var word = Word()
    /// What separates `word` from what is already on the line.
    private var separator = Separator.none
    /// Whether the last character added to `word` was one after which a
    /// line may break without a space (a CJK character).
    private var breakableAfterLast = false

    private init(width: Int) {
        self.width = width
    }

    /// Writes `runs` as lines of at most `width` cells (none for no text).
    /// Returns the cells of the widest line written.
    @discardableResult
    static func wrap(_ runs: [InlineRun], width: Int, into buffer: inout LineBuffer) -> Int {
        wrap(runs[...], width: width, into: &buffer)
    }

    @discardableResult
    static func wrap(_ runs: ArraySlice<InlineRun>, width: Int, into buffer: inout LineBuffer,
                     reusing scratch: LayoutScratch? = nil) -> Int {
        guard width > 0 else { return 0 }
        var wrapper = LineWrapper(width: width)
        if let scratch { swap(&wrapper.word, &scratch.word) }
        defer {
            if let scratch {
                wrapper.word.removeAll()
                swap(&wrapper.word, &scratch.word)
            }
        }
        for index in runs.indices {
            switch runs[index] {
            case .text(let text, let style):
                // Whether nothing can join this run's last word: the end,
                // or a hard break next.
                var endsWord = index + 1 == runs.endIndex
                if !endsWord, case .lineBreak = runs[index + 1] { endsWord = true }
                wrapper.add(text, style: style, endsWord: endsWord, &buffer)
            case .lineBreak:
                wrapper.endWord(&buffer)
                if !wrapper.lineOpen { buffer.beginLine() }
                wrapper.closeLine(&buffer)
                wrapper.lineOpen = false
                wrapper.lineWidth = 0
                wrapper.separator = .none
                wrapper.breakableAfterLast = false
            }
        }
        wrapper.endWord(&buffer)
        if wrapper.lineOpen { wrapper.closeLine(&buffer) }
        return wrapper.widest
    }

    /// `text`, which has no line breaks, cut between grapheme clusters into
    /// pieces of at most `width` cells, each with its width (for code,
    /// which is never reflowed); a character wider than `width` shows as
    /// `…`. Empty text gives one empty piece.
    static func cut(_ text: String, width: Int) -> [(text: String, width: Int)] {
        let whole = TerminalText.width(text)
        guard width > 0, whole > width else { return [(text, whole)] }
        var pieces: [(text: String, width: Int)] = []
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var offset = 0
            var pieceWidth = 0
            func flush() {
                if offset > start || pieceWidth > 0 {
                    pieces.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self),
                                   pieceWidth))
                }
                (start, pieceWidth) = (offset, 0)
            }
            while offset < bytes.count {
                let cluster = ClusterScanner.cluster(in: bytes, at: offset)
                if cluster.width > width {
                    // Wider than the whole line: a `…` in its place.
                    flush()
                    pieces.append((TerminalText.ellipsis, 1))
                    offset += cluster.length
                    start = offset
                    continue
                }
                if pieceWidth + cluster.width > width { flush() }
                pieceWidth += cluster.width
                offset += cluster.length
            }
            flush()
        }
        return pieces
    }

    /// The width `runs` take on one line: the widest line between hard
    /// breaks, spaces collapsed and trimmed as `wrap` does.
    static func naturalWidth(_ runs: ArraySlice<InlineRun>) -> Int {
        var widest = 0
        var current = 0
        var spaceBefore = false
        for run in runs {
            switch run {
            case .text(let text, _):
                var text = text
                text.withUTF8 { bytes in
                    var start = 0
                    while start <= bytes.count {
                        var end = start
                        var ascii = true
                        while end < bytes.count, bytes[end] != 0x20 || ClusterJoin.spaceJoinsNext(bytes, at: end) {
                            if bytes[end] >= 0x80 { ascii = false }
                            end += 1
                        }
                        if end > start {
                            if spaceBefore && current > 0 { current += 1 }
                            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                            current += ascii ? word.count : LineWrapper.clusterWidths(word)
                            spaceBefore = false
                        }
                        if end < bytes.count { spaceBefore = true }
                        start = end + 1
                    }
                }
            case .lineBreak:
                widest = max(widest, current)
                (current, spaceBefore) = (0, false)
            }
        }
        return max(widest, current)
    }

    /// The cells of `text` (starting on a cluster boundary), cluster by cluster.
    static func clusterWidths(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var total = 0
        var offset = 0
        while offset < text.count {
            let cluster = ClusterScanner.cluster(in: text, at: offset)
            total += cluster.width
            offset += cluster.length
        }
        return total
    }

    // MARK: - Words

    private mutating func add(_ text: String, style: ANSI.Style, endsWord: Bool, _ buffer: inout LineBuffer) {
        // Read where it is (no copy of the run's string); a string without
        // contiguous UTF-8 (never one the document made) through a copy.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable {
            add(bytes: $0, style: style, endsWord: endsWord, &buffer)
        }
        guard done == nil else { return }
        var text = text
        text.withUTF8 { add(bytes: $0, style: style, endsWord: endsWord, &buffer) }
    }

    private mutating func add(bytes: UnsafeBufferPointer<UInt8>, style: ANSI.Style, endsWord: Bool,
                              _ buffer: inout LineBuffer) {
        var pieceStart = 0
        var ascii = true
        // Words of ASCII placed one space apart on the open line: the
        // text's own bytes from the first to the last, written at once.
        var span = 0..<0
        func flushSpan(_ buffer: inout LineBuffer) {
            guard !span.isEmpty else { return }
            buffer.append(UnsafeBufferPointer(rebasing: bytes[span]), style: style, width: span.count)
            span = 0..<0
        }
        /// A whole word of ASCII in one style (the usual case): placed
        /// from the text, not gathered first.
        func place(_ word: Range<Int>, _ buffer: inout LineBuffer) {
            if !span.isEmpty, span.upperBound + 1 == word.lowerBound, lineWidth + word.count + 1 <= width {
                // One space (of this run) after the last word, both on the line.
                span = span.lowerBound..<word.upperBound
                lineWidth += word.count + 1
            } else {
                flushSpan(&buffer)
                _ = makeRoom(for: word.count, &buffer)
                span = word
            }
            separator = .none
        }
        var index = 0
        while true {
            // To the next space or non-ASCII byte, eight bytes at a time.
            index = LineWrapper.nextSpaceOrNonASCII(bytes, from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == 0x20, !ClusterJoin.spaceJoinsNext(bytes, at: index) {
                let length = index - pieceStart
                if ascii, word.isEmpty, length > 0, length <= width {
                    place(pieceStart..<index, &buffer)
                } else {
                    flushSpan(&buffer)
                    addPiece(UnsafeBufferPointer(rebasing: bytes[pieceStart..<index]), style: style, ascii: ascii,
                             endsWord: true, &buffer)
                    endWord(&buffer)
                }
                separator = .space(style)
                breakableAfterLast = false
                pieceStart = index + 1
                ascii = true
            } else if byte >= 0x80 {
                ascii = false
            }
            index += 1
        }
        let length = bytes.count - pieceStart
        if endsWord, ascii, word.isEmpty, length > 0, length <= width {
            place(pieceStart..<bytes.count, &buffer)
            flushSpan(&buffer)
            breakableAfterLast = false
        } else {
            flushSpan(&buffer)
            addPiece(UnsafeBufferPointer(rebasing: bytes[pieceStart..<bytes.count]), style: style, ascii: ascii,
                     endsWord: endsWord, &buffer)
        }
    }

    /// The index of the first space or byte of 0x80 or more at or after
    /// `start` (`bytes.count` when there is none).
    @inline(__always)
    static func nextSpaceOrNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress.map(UnsafeRawPointer.init) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let spaces = word ^ (ones &* 0x20)
                // A zero byte of `spaces` (a space) borrows into its high bit;
                // the lowest byte flagged is exact (little-endian).
                let found = ((spaces &- ones) & ~spaces & high) | (word & high)
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] != 0x20, bytes[index] < 0x80 { index += 1 }
        return index
    }

    /// Adds text without spaces to the current word, ending the word at
    /// each break opportunity between CJK characters.
    /// With `endsWord`, the word ends with the piece (a space or the end
    /// of the paragraph follows).
    private mutating func addPiece(_ piece: UnsafeBufferPointer<UInt8>, style: ANSI.Style, ascii: Bool, endsWord: Bool,
                                   _ buffer: inout LineBuffer) {
        guard !piece.isEmpty else { return }
        if ascii {
            if breakableAfterLast, !LineWrapper.noBreakBefore(UInt32(piece[0])) { breakHere(&buffer) }
            word.append(piece, style: style, width: piece.count)
            breakableAfterLast = false
            return
        }
        var start = 0
        var offset = 0
        var pendingWidth = 0
        /// Whether the character before is an opening bracket (nil before the first).
        var previousOpens: Bool?
        // Chunks that follow one another on the open line (CJK text, where
        // a line may end after any character) are written at once.
        var span = (start: 0, end: 0, width: 0)
        func flushSpan(_ buffer: inout LineBuffer) {
            if span.end > span.start {
                buffer.append(UnsafeBufferPointer(rebasing: piece[span.start..<span.end]), style: style, width: span.width)
            }
            span = (span.end, span.end, 0)
        }
        /// The scalar at `offset`, when the cluster before it read it.
        var known: ClusterScanner.Simple?
        while offset < piece.count {
            let cluster: ClusterScanner.Cluster
            if let first = known {
                (cluster, known) = ClusterScanner.cluster(in: piece, at: offset, startingWith: first)
            } else {
                (cluster, known) = ClusterScanner.clusterAndFollowing(in: piece, at: offset)
            }
            let scalar = cluster.scalar
            let characterWidth = cluster.width
            // A CJK ideograph (U+4E00…U+9FFF, most CJK text) is wide and in
            // neither list of the line-breaking rules: no lookup for it.
            let ideograph = characterWidth == 2 && scalar &- 0x4E00 < 0x5200
            let wide = ideograph || (characterWidth == 2 && !LineWrapper.isHangul(scalar))
            if (wide || breakableAfterLast) && (ideograph || !LineWrapper.noBreakBefore(scalar))
                && !(previousOpens ?? lastOfWordOpens) {
                let chunk = UnsafeBufferPointer(rebasing: piece[start..<offset])
                if !chunk.isEmpty, word.isEmpty, pendingWidth <= width {
                    // The usual case between CJK characters: what came
                    // since the last break is a whole word, placed at once.
                    if case .join = separator, lineOpen, lineWidth + pendingWidth <= width {
                        if span.end != start { flushSpan(&buffer); span = (start, start, 0) }
                        span.end = offset
                        span.width += pendingWidth
                        lineWidth += pendingWidth
                    } else {
                        flushSpan(&buffer)
                        placeWord(chunk, style: style, width: pendingWidth, &buffer)
                    }
                    separator = .join
                } else {
                    flushSpan(&buffer)
                    word.append(chunk, style: style, width: pendingWidth)
                    breakHere(&buffer)
                }
                start = offset
                pendingWidth = 0
            }
            pendingWidth += characterWidth
            let opens = !ideograph && LineWrapper.noBreakAfter(scalar)
            breakableAfterLast = wide && !opens
            offset += cluster.length
            previousOpens = opens
        }
        flushSpan(&buffer)
        let rest = UnsafeBufferPointer(rebasing: piece[start..<piece.count])
        if endsWord, !rest.isEmpty, word.isEmpty, pendingWidth <= width {
            placeWord(rest, style: style, width: pendingWidth, &buffer)
        } else {
            word.append(rest, style: style, width: pendingWidth)
        }
    }

    /// Whether the word so far ends with an opening bracket (after which
    /// no break may fall).
    private var lastOfWordOpens: Bool {
        guard !word.bytes.isEmpty else { return false }
        let last = word.bytes.last
        if last < 0x80 { return LineWrapper.noBreakAfter(UInt32(last)) }
        // The opening brackets that matter here are 3 bytes long.
        let tail = word.bytes.withUnsafeBufferPointer { String(decoding: $0[max(0, $0.count - 3)...], as: UTF8.self) }
        return tail.unicodeScalars.last.map { LineWrapper.noBreakAfter($0.value) } ?? false
    }

    /// A break opportunity without a space: the word so far is placed.
    private mutating func breakHere(_ buffer: inout LineBuffer) {
        guard !word.isEmpty else { return }
        endWord(&buffer)
        separator = .join
    }

    // MARK: - Placing words

    private mutating func endWord(_ buffer: inout LineBuffer) {
        guard !word.isEmpty else { return }
        if makeRoom(for: word.width, &buffer) {
            place(word, &buffer)
        } else {
            placeBroken(&buffer)
        }
        word.removeAll()
        separator = .none
    }

    /// A word that fits on a line, in one style, placed as `endWord` would
    /// place it after gathering it.
    private mutating func placeWord(_ text: UnsafeBufferPointer<UInt8>, style: ANSI.Style, width wordWidth: Int,
                                    _ buffer: inout LineBuffer) {
        if case .space(let spaceStyle) = separator, lineOpen, lineWidth > 0, lineWidth + wordWidth + 1 <= width {
            // The usual case: a space and the word on the open line.
            buffer.appendSpace(style: spaceStyle, thenWord: text, style: style, width: wordWidth)
            lineWidth += wordWidth + 1
        } else {
            _ = makeRoom(for: wordWidth, &buffer)
            buffer.append(text, style: style, width: wordWidth)
        }
        separator = .none
    }

    /// Opens the place for the next word, `wordWidth` cells wide: after
    /// its separator on the open line when both fit, else at the start of
    /// a new line. False when the word is wider than a line (a new line is
    /// open and empty for its pieces).
    /// Ends the open line, keeping the widest width written.
    private mutating func closeLine(_ buffer: inout LineBuffer) {
        widest = max(widest, lineWidth)
        buffer.endLine()
    }

    private mutating func makeRoom(for wordWidth: Int, _ buffer: inout LineBuffer) -> Bool {
        var spaceStyle: ANSI.Style?
        if case .space(let style) = separator, lineWidth > 0 { spaceStyle = style }
        let needed = wordWidth + (spaceStyle == nil ? 0 : 1)
        if lineOpen, lineWidth + needed <= width {
            if let spaceStyle { buffer.appendSpace(style: spaceStyle) }
            lineWidth += needed
            return true
        }
        if lineOpen { closeLine(&buffer) }
        buffer.beginLine()
        lineOpen = true
        lineWidth = 0
        guard wordWidth <= width else { return false }
        lineWidth = wordWidth
        return true
    }

    private func place(_ word: Word, _ buffer: inout LineBuffer) {
        word.bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for piece in word.pieces {
                buffer.append(UnsafeBufferPointer(rebasing: bytes[start..<piece.end]), style: piece.style, width: piece.width)
                start = piece.end
            }
        }
    }

    /// The word, wider than a line, cut between grapheme clusters over as
    /// many lines as it needs (the first is open and empty).
    private mutating func placeBroken(_ buffer: inout LineBuffer) {
        var pieceStart = 0
        for piece in word.pieces {
            word.bytes.withUnsafeBufferPointer { bytes in
                let pieceBytes = UnsafeBufferPointer(rebasing: bytes[pieceStart..<piece.end])
                var chunkStart = 0
                var chunkWidth = 0
                var offset = 0
                func flush() {
                    buffer.append(UnsafeBufferPointer(rebasing: pieceBytes[chunkStart..<offset]), style: piece.style,
                                  width: chunkWidth)
                    lineWidth += chunkWidth
                    (chunkStart, chunkWidth) = (offset, 0)
                }
                while offset < pieceBytes.count {
                    let cluster = ClusterScanner.cluster(in: pieceBytes, at: offset)
                    let length = cluster.length
                    let characterWidth = cluster.width
                    if lineWidth + chunkWidth + min(characterWidth, width) > width {
                        flush()
                        closeLine(&buffer)
                        buffer.beginLine()
                        lineWidth = 0
                    }
                    if characterWidth > width {
                        // Wider than the whole line: a `…` in its place.
                        flush()
                        buffer.append(TerminalText.ellipsis[...], style: piece.style, width: 1)
                        lineWidth += 1
                        offset += length
                        chunkStart = offset
                        continue
                    }
                    chunkWidth += characterWidth
                    offset += length
                }
                flush()
            }
            pieceStart = piece.end
        }
    }

    // MARK: - Line-breaking rules (a small part of UAX #14 and kinsoku)

    /// Hangul syllables and jamo (by a character's first scalar): letters
    /// of words that spaces separate.
    static func isHangul(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return true
        default: return false
        }
    }

    /// Characters (by their first scalar) a line must not start with:
    /// closing brackets and punctuation, small kana and the prolonged sound mark.
    static func noBreakBefore(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x21, 0x22, 0x25, 0x27, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,  // ! " % ' ) , . : ; ? ] }
             0x2019, 0x201D, 0x2025, 0x2026,  // ’ ” ‥ …
             0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301F,
             0x303B, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
             0x309D, 0x309E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
             0x30F5, 0x30F6, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D:
            return true
        default:
            return false
        }
    }

    /// Characters (by their first scalar) a line must not end with: opening brackets.
    static func noBreakAfter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x22, 0x28, 0x5B, 0x7B, 0x2018, 0x201C,  // " ( [ { ‘ “
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301D, 0xFF08, 0xFF3B, 0xFF5B:
            return true
        default:
            return false
        }
    }
}
