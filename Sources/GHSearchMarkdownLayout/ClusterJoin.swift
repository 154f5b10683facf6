import GHSearchText
/// Where laid-out pieces of text meet, a grapheme cluster must not span
/// the seam: the renderer measures pieces one by one, and a combining mark,
/// joiner, variation selector or emoji modifier at the start of a piece
/// would fold into whatever the terminal drew before it (the space after a
/// bullet, the last letter of a styled run) and make the line narrower or
/// wider than measured. So such scalars go with the piece before them, and
/// one that starts a line of text with nothing to attach to (an orphan)
/// gets U+25CC DOTTED CIRCLE as its base, as fonts draw it.
enum ClusterJoin {
    static let orphanBase = "\u{25CC}"

    /// Whether `right` would fold into `left` (they form one grapheme cluster).
    static func joins(_ left: Character, _ right: Character) -> Bool {
        var pair = String(left)
        pair.append(right)
        return pair.count == 1
    }

    /// Whether `text` starts with a scalar that folds into what comes before.
    static func startsWithExtender(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= 0x80, !startsSimply(text), let character = text.first else { return false }
        return joins(" ", character)
    }

    /// Whether `text` starts with a scalar of `ClusterScanner`'s simple
    /// ranges: one that never folds into an ASCII or simple scalar before it.
    static func startsSimply(_ text: String) -> Bool {
        guard let scalar = text.unicodeScalars.first else { return false }
        return ClusterScanner.simpleWidth(scalar.value) > 0
    }

    /// Whether `text` ends with an ASCII or simple scalar (one that no
    /// simple scalar after it folds into).
    static func endsSimply(_ text: String) -> Bool {
        guard let scalar = text.unicodeScalars.last else { return false }
        return (scalar.value < 0x80 && scalar.value != 0x0D) || ClusterScanner.simpleWidth(scalar.value) > 0
    }

    /// `text` with a dotted circle before a leading orphan mark.
    static func neutralisingStart(_ text: String) -> String {
        startsWithExtender(text) ? orphanBase + text : text
    }

    /// Whether the space at `index` of `bytes` and what follows it form one
    /// cluster (a space carrying a combining mark): then it is no break.
    static func spaceJoinsNext(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] >= 0x80 else { return false }
        // A scalar of the simple ranges never folds into what comes before.
        let (next, length) = ClusterScanner.decode(bytes, at: index + 1)
        if length > 0, ClusterScanner.simpleWidth(next) > 0 { return false }
        let window = UnsafeBufferPointer(rebasing: bytes[index..<min(bytes.count, index + 16)])
        return (String(decoding: window, as: UTF8.self).first?.utf8.count ?? 1) > 1
    }

    /// Adds `text` to `runs` so that no cluster spans two runs: leading
    /// characters that fold into the last run move there; a leading orphan
    /// mark at the start of a line gets a base. The runs before `start`
    /// (another paragraph's or cell's) are never joined.
    static func append(_ text: consuming String, style: ANSI.Style, from start: Int = 0, to runs: inout [InlineRun]) {
        guard let firstByte = text.utf8.first else { return }
        if firstByte >= 0x80 {
            if runs.count > start, case .text(var previous, let previousStyle) = runs[runs.count - 1] {
                if startsSimply(text), endsSimply(previous) {
                    runs.append(.text(text, style))
                    return
                }
                var moved = false
                while let first = text.first, let last = previous.last, joins(last, first) {
                    previous.append(first)
                    text.removeFirst()
                    moved = true
                }
                if moved { runs[runs.count - 1] = .text(previous, previousStyle) }
                if text.isEmpty { return }
            } else {
                text = neutralisingStart(text)
            }
        }
        runs.append(.text(text, style))
    }
}
