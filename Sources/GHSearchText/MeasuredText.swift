/// A string measured once for the terminal: its display width, and for
/// non-ASCII text the width and UTF-8 extent of each `Character`, so it can
/// be cut, padded and highlighted frame after frame without measuring again.
///
/// Build one per cell when the data arrives (not per frame). The string
/// should already be sanitised (`init(sanitizing:)` does both).
public struct MeasuredText: Sendable, Hashable {
    /// The text.
    public let string: String
    /// Its display width in terminal cells.
    public let width: Int
    /// Its number of `Character`s (grapheme clusters).
    public let characterCount: Int
    /// Width of each character; empty when every character is one byte of
    /// printable ASCII (then width, length and count are all the byte count).
    private let characterWidths: [UInt16]
    /// UTF-8 offset where each character ends; empty in the ASCII case.
    private let characterEnds: [Int]

    /// Measures `string`, which should be sanitised already.
    public init(_ string: String) {
        if Self.isPrintableASCII(string) {
            self.init(printableASCII: string)
        } else {
            self.init(measuring: string)
        }
    }

    /// Sanitises `raw` (see `TerminalText.sanitize(_:)`) and measures it.
    public init(sanitizing raw: String) {
        // Printable ASCII needs neither: one look at the bytes for both.
        if Self.isPrintableASCII(raw) {
            self.init(printableASCII: raw)
        } else {
            self.init(TerminalText.sanitize(raw))
        }
    }

    private init(printableASCII string: String) {
        self.string = string
        width = string.utf8.count
        characterCount = string.utf8.count
        characterWidths = []
        characterEnds = []
    }

    private init(measuring string: String) {
        self.string = string
        var widths: [UInt16] = []
        var ends: [Int] = []
        widths.reserveCapacity(string.utf8.count)
        ends.reserveCapacity(string.utf8.count)
        var total = 0
        TerminalText.forEachCharacter(of: string) { characterWidth, end in
            total += characterWidth
            widths.append(UInt16(clamping: characterWidth))
            ends.append(end)
        }
        width = total
        characterCount = widths.count
        characterWidths = widths
        characterEnds = ends
    }

    private init(string: String, width: Int, characterCount: Int, characterWidths: [UInt16], characterEnds: [Int]) {
        self.string = string
        self.width = width
        self.characterCount = characterCount
        self.characterWidths = characterWidths
        self.characterEnds = characterEnds
    }

    /// Whether every byte of `string` is printable ASCII. Read through the
    /// string's own buffer: a loop over `utf8` went through the view's
    /// generic iterator, byte by byte.
    private static func isPrintableASCII(_ string: String) -> Bool {
        var bytes = string
        return bytes.withUTF8 { $0.allSatisfy { $0 &- 0x20 < 0x5F } }
    }

    /// `prefix` followed by this text, measured from the two measures when
    /// a grapheme break surely falls between them (an ASCII byte on each
    /// side of the join, not CR before it), else measured whole.
    public func prefixed(with prefix: MeasuredText) -> MeasuredText {
        if prefix.string.isEmpty { return self }
        if string.isEmpty { return prefix }
        guard let last = prefix.string.utf8.last, last < 0x80, last != 0x0D,
              let first = string.utf8.first, first < 0x80 else {
            return MeasuredText(prefix.string + string)
        }
        let joined = prefix.string + string
        if prefix.characterWidths.isEmpty, characterWidths.isEmpty {
            return MeasuredText(printableASCII: joined)
        }
        let prefixBytes = prefix.string.utf8.count
        var widths: [UInt16] = []
        var ends: [Int] = []
        widths.reserveCapacity(prefix.characterCount + characterCount)
        ends.reserveCapacity(prefix.characterCount + characterCount)
        if prefix.characterWidths.isEmpty {
            widths.append(contentsOf: repeatElement(1, count: prefix.characterCount))
            ends.append(contentsOf: 1...prefixBytes)
        } else {
            widths.append(contentsOf: prefix.characterWidths)
            ends.append(contentsOf: prefix.characterEnds)
        }
        if characterWidths.isEmpty {
            widths.append(contentsOf: repeatElement(1, count: characterCount))
            ends.append(contentsOf: (prefixBytes + 1)...(prefixBytes + string.utf8.count))
        } else {
            widths.append(contentsOf: characterWidths)
            for end in characterEnds { ends.append(prefixBytes + end) }
        }
        return MeasuredText(string: joined, width: prefix.width + width, characterCount: prefix.characterCount + characterCount,
                            characterWidths: widths, characterEnds: ends)
    }

    /// The empty text.
    public static let empty = MeasuredText("")

    public static func == (lhs: MeasuredText, rhs: MeasuredText) -> Bool {
        lhs.string == rhs.string
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }

    /// How much of this text fits in `width` cells.
    struct Fit: Equatable {
        /// Characters shown from the start.
        var keptCharacters: Int
        /// Their display width.
        var keptWidth: Int
        /// Whether characters were cut off, so `…` follows.
        var showsEllipsis: Bool
        /// Spaces needed after the text (and `…`) to fill exactly `width`.
        var padding: Int
    }

    /// How to show this text in exactly `target` cells: all of it, or as
    /// many whole characters as fit before a one-cell `…`. A wide character
    /// that would straddle the edge is left out and its cell padded.
    func fit(toWidth target: Int) -> Fit {
        guard target > 0 else {
            return Fit(keptCharacters: 0, keptWidth: 0, showsEllipsis: false, padding: 0)
        }
        if width <= target {
            return Fit(keptCharacters: characterCount, keptWidth: width, showsEllipsis: false, padding: target - width)
        }
        let budget = target - 1
        if characterWidths.isEmpty {
            return Fit(keptCharacters: budget, keptWidth: budget, showsEllipsis: true, padding: 0)
        }
        var kept = 0
        var keptWidth = 0
        while kept < characterCount, keptWidth + Int(characterWidths[kept]) <= budget {
            keptWidth += Int(characterWidths[kept])
            kept += 1
        }
        return Fit(keptCharacters: kept, keptWidth: keptWidth, showsEllipsis: true, padding: budget - keptWidth)
    }

    /// The UTF-8 offset where character `index` starts (`characterCount`
    /// gives the end of the text). Out-of-range indices are clamped.
    func utf8Offset(ofCharacter index: Int) -> Int {
        let clamped = min(max(0, index), characterCount)
        if characterEnds.isEmpty { return clamped }
        return clamped == 0 ? 0 : characterEnds[clamped - 1]
    }

    /// Characters `range` of the text (clamped to it).
    func substring(characters range: Range<Int>) -> Substring {
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: utf8Offset(ofCharacter: range.lowerBound))
        let end = utf8.index(utf8.startIndex, offsetBy: utf8Offset(ofCharacter: range.upperBound))
        return string[start..<end]
    }

    /// The text cut to at most `target` cells, ending in `…` when cut (and
    /// then exactly `target` cells wide, a space standing in for half of a
    /// wide character that did not fit). Unchanged when it fits; empty when
    /// `target` is zero or less.
    public func truncated(toWidth target: Int) -> String {
        guard target > 0 else { return "" }
        let fit = fit(toWidth: target)
        guard fit.showsEllipsis else { return string }
        return String(substring(characters: 0..<fit.keptCharacters))
            + TerminalText.ellipsis
            + TerminalText.spaces(fit.padding)
    }
}
