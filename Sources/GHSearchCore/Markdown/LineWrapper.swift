/// Fills lines of at most `width` cells with styled runs, breaking between
/// words (a run of spaces is one break), and also between Chinese and
/// Japanese characters, which need no space to break (but never before
/// closing punctuation such as `。` or `)`, nor after an opening bracket).
/// Korean is written with spaces, so Hangul words break at spaces only. A word wider than a line
/// (a long URL) is broken between grapheme clusters; a character wider
/// than the whole line shows as `…`. Hard breaks start a new line.
struct LineWrapper {
    private enum Separator {
        /// Nothing: the start of a line, or a piece glued to the last.
        case none
        /// A space in this style.
        case space(ANSI.Style)
        /// A place to break that takes no cell (between CJK characters).
        case join
    }

    private let width: Int
    private var lines: [StyledLine] = []
    private var line = StyledLine()
    private var word = StyledLine()
    /// What separates `word` from what is already on `line`.
    private var separator = Separator.none
    /// Whether the last character added to `word` was one after which a
    /// line may break without a space (a CJK character).
    private var breakableAfterLast = false

    private init(width: Int) {
        self.width = width
    }

    /// `runs` as lines of at most `width` cells (none for no text).
    static func wrap(_ runs: [InlineRun], width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var wrapper = LineWrapper(width: width)
        for run in runs {
            switch run {
            case .text(let text, let style):
                wrapper.add(text, style: style)
            case .lineBreak:
                wrapper.endWord()
                wrapper.lines.append(wrapper.line)
                wrapper.line = StyledLine()
                wrapper.separator = .none
                wrapper.breakableAfterLast = false
            }
        }
        wrapper.endWord()
        if !wrapper.line.isEmpty { wrapper.lines.append(wrapper.line) }
        return wrapper.lines
    }

    /// `text`, which has no line breaks, cut into lines of at most `width`
    /// cells between grapheme clusters (for code, which is never reflowed).
    /// Empty text gives one empty line.
    static func cut(_ text: String, style: ANSI.Style, width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        let whole = StyledLine(text, style: style)
        guard whole.width > width else { return [whole] }
        var wrapper = LineWrapper(width: width)
        wrapper.placeBroken(whole)
        if !wrapper.line.isEmpty { wrapper.lines.append(wrapper.line) }
        return wrapper.lines
    }

    // MARK: - Words

    private mutating func add(_ text: String, style: ANSI.Style) {
        let utf8 = text.utf8
        var pieceStart = utf8.startIndex
        var index = utf8.startIndex
        var ascii = true
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x20 {
                addPiece(text[pieceStart..<index], style: style, ascii: ascii)
                endWord()
                separator = .space(style)
                breakableAfterLast = false
                utf8.formIndex(after: &index)
                pieceStart = index
                ascii = true
                continue
            }
            if byte >= 0x80 { ascii = false }
            utf8.formIndex(after: &index)
        }
        addPiece(text[pieceStart..<utf8.endIndex], style: style, ascii: ascii)
    }

    /// Adds text without spaces to the current word, ending the word at
    /// each break opportunity between CJK characters.
    private mutating func addPiece(_ piece: Substring, style: ANSI.Style, ascii: Bool) {
        guard !piece.isEmpty else { return }
        if ascii {
            if breakableAfterLast, let first = piece.first, !LineWrapper.noBreakBefore(first) { breakHere() }
            word.append(piece, style: style, width: piece.utf8.count)
            breakableAfterLast = false
            return
        }
        var start = piece.startIndex
        var pendingWidth = 0
        var index = piece.startIndex
        while index < piece.endIndex {
            let next = piece.index(after: index)
            let character = piece[index]
            let characterWidth = TerminalText.width(of: character)
            let wide = characterWidth == 2 && !LineWrapper.isHangul(character)
            if (wide || breakableAfterLast) && !LineWrapper.noBreakBefore(character) && !followsOpening(piece, index) {
                if start < index {
                    word.append(piece[start..<index], style: style, width: pendingWidth)
                    start = index
                    pendingWidth = 0
                }
                breakHere()
            }
            pendingWidth += characterWidth
            breakableAfterLast = wide && !LineWrapper.noBreakAfter(character)
            index = next
        }
        word.append(piece[start..<piece.endIndex], style: style, width: pendingWidth)
    }

    /// Whether the character before `index` (in this piece, or else the
    /// word) is an opening bracket, after which no break may fall.
    private func followsOpening(_ piece: Substring, _ index: Substring.Index) -> Bool {
        if index > piece.startIndex {
            return LineWrapper.noBreakAfter(piece[piece.index(before: index)])
        }
        guard let last = word.spans.last?.text.last else { return false }
        return LineWrapper.noBreakAfter(last)
    }

    /// A break opportunity without a space: the word so far is placed.
    private mutating func breakHere() {
        guard !word.isEmpty else { return }
        endWord()
        separator = .join
    }

    // MARK: - Placing words

    private mutating func endWord() {
        guard !word.isEmpty else { return }
        defer {
            word = StyledLine()
            separator = .none
        }
        var spaceStyle: ANSI.Style?
        if case .space(let style) = separator, !line.isEmpty { spaceStyle = style }
        let needed = word.width + (spaceStyle == nil ? 0 : 1)
        if line.width + needed <= width {
            if let spaceStyle { line.appendSpaces(1, style: spaceStyle) }
            line.append(word)
            return
        }
        if !line.isEmpty {
            lines.append(line)
            line = StyledLine()
        }
        if word.width <= width {
            line = word
        } else {
            placeBroken(word)
        }
    }

    /// A word wider than a line, cut between grapheme clusters.
    private mutating func placeBroken(_ word: StyledLine) {
        for span in word.spans {
            var start = span.text.startIndex
            var pendingWidth = 0
            var index = span.text.startIndex
            while index < span.text.endIndex {
                let next = span.text.index(after: index)
                var characterWidth = TerminalText.width(of: span.text[index])
                var replacement: String?
                if characterWidth > width {
                    replacement = TerminalText.ellipsis
                    characterWidth = 1
                }
                if line.width + pendingWidth + characterWidth > width {
                    line.append(span.text[start..<index], style: span.style, width: pendingWidth)
                    lines.append(line)
                    line = StyledLine()
                    start = index
                    pendingWidth = 0
                }
                if let replacement {
                    line.append(span.text[start..<index], style: span.style, width: pendingWidth)
                    line.append(replacement, style: span.style)
                    start = next
                    pendingWidth = 0
                } else {
                    pendingWidth += characterWidth
                }
                index = next
            }
            line.append(span.text[start..<span.text.endIndex], style: span.style, width: pendingWidth)
        }
    }

    // MARK: - Line-breaking rules (a small part of UAX #14 and kinsoku)

    /// Hangul syllables and jamo: letters of words that spaces separate.
    static func isHangul(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return true
        default: return false
        }
    }

    /// Characters a line must not start with.
    static func noBreakBefore(_ character: Character) -> Bool {
        closing.contains(character)
    }

    /// Characters a line must not end with.
    static func noBreakAfter(_ character: Character) -> Bool {
        opening.contains(character)
    }

    private static let closing: Set<Character> = Set(
        "、。，．：；？！）」』】〕〉》〙〗｝］〟’”ー…‥・ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻,.!?:;)]}%'\"")
    private static let opening: Set<Character> = Set("（「『【〔〈《〘〖｛［〝‘“([{")
}
