extension TerminalText {
    /// The number of terminal cells `text` takes (see `TerminalText` for
    /// the rules). Controls count 0; sanitise first so there are none.
    /// ASCII text is measured from its bytes alone.
    public static func width(_ text: String) -> Int {
        // Read through the string's own buffer (not the view's iterator).
        var bytes = text
        let asciiWidth: Int? = bytes.withUTF8 { buffer in
            var width = 0
            for byte in buffer {
                if byte >= 0x80 { return nil }
                if byte &- 0x20 < 0x5F { width += 1 }
            }
            return width
        }
        return asciiWidth ?? clusterWidths(text)
    }

    /// The number of terminal cells one grapheme cluster takes: 0, 1 or 2,
    /// plus one for each Prepend mark it starts with.
    public static func width(of character: Character) -> Int {
        // One UTF-8 byte is one ASCII scalar. (`asciiValue` would compare the
        // character with "\r\n" first, a string comparison per character.)
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return byte &- 0x20 < 0x5F ? 1 : 0
        }
        return width(ofCluster: character.unicodeScalars[...])
    }

    /// The width of a grapheme cluster of one scalar: what `width(of:)`
    /// gives for `Character(scalar)`, without making the character.
    static func width(ofLoneScalar scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return value &- 0x20 < 0x5F ? 1 : 0 }
        if value >= 0x1100 {
            if EastAsianWide.contains(value) { return 2 }
            if value >= 0x231A, scalar.properties.isEmojiPresentation { return 2 }
        }
        return value == 0xFE0F || isZeroWidth(scalar) ? 0 : 1
    }

    /// The width of the scalars of one grapheme cluster. A Prepend scalar
    /// (a prepended concatenation mark such as U+0600, or an Indic repha)
    /// joins whatever follows it into its cluster, even a space; terminals
    /// still draw it in a cell of its own, so it is measured apart from the
    /// rest, which keeps widths additive (padding after it counts in full).
    private static func width(ofCluster scalars: Substring.UnicodeScalarView.SubSequence) -> Int {
        if let first = scalars.first, isPrepend(first), scalars.count > 1 {
            return width(ofCluster: scalars.prefix(1)) + width(ofCluster: scalars.dropFirst())
        }
        var hasVisibleScalar = false
        var hasEmojiVariationSelector = false
        for scalar in scalars {
            let value = scalar.value
            if value == 0xFE0F {
                hasEmojiVariationSelector = true
                continue
            }
            if value >= 0x1100 {
                if EastAsianWide.contains(value) { return 2 }
                if value >= 0x231A, scalar.properties.isEmojiPresentation { return 2 }
            }
            if isZeroWidth(scalar) { continue }
            hasVisibleScalar = true
        }
        // A text-default emoji (❤, ☺, a keycap digit) asks for emoji
        // presentation with VS16, and then takes two cells.
        if hasEmojiVariationSelector, scalars.contains(where: \.properties.isEmoji) {
            return 2
        }
        return hasVisibleScalar ? 1 : 0
    }

    /// Grapheme_Cluster_Break=Prepend (Unicode 15.1).
    static func isPrepend(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD,
             0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default:
            return false
        }
    }

    private static func clusterWidths(_ text: String) -> Int {
        var total = 0
        forEachCharacter(of: text) { characterWidth, _ in total += characterWidth }
        return total
    }

    /// Whether `scalar` takes no cell of its own: combining and enclosing
    /// marks, format controls (joiners, bidi marks, tags), variation
    /// selectors, other default-ignorable code points, Hangul medial vowels
    /// and final consonants, and controls.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 {
            return value < 0x20 || (value >= 0x7F && value < 0xA0)
        }
        switch value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            return true
        // Prepended concatenation marks are format characters that print.
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            return false
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
