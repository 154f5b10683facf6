extension TerminalText {
    /// `text` with nothing a terminal would act on, for names, descriptions,
    /// topics and URLs that came from the network.
    ///
    /// - Whole escape sequences go: CSI (`ESC [ … final`), OSC, DCS, SOS,
    ///   PM and APC strings (up to `BEL`, `ESC \`, 8-bit ST, `CAN` or `SUB`;
    ///   an unterminated string runs to the end, as a terminal would read it),
    ///   two- and three-character `ESC` sequences, and their 8-bit C1 forms
    ///   (U+009B, U+009D, U+0090, U+0098, U+009E, U+009F).
    /// - Then `TextSafety`'s rule: what is `.unsafe` goes (every other C0
    ///   and C1 control, DEL, bidi and deprecated format controls, …), each
    ///   run of `.lineBreak`s becomes one space, `.printable` text is kept
    ///   as it is.
    ///
    /// One pass over the UTF-8 bytes; printable ASCII comes back untouched
    /// without a copy.
    public static func sanitize(_ text: String) -> String {
        var text = text
        let cleaned: String? = text.withUTF8 { bytes in
            var sanitizer = TerminalSanitizer(bytes: bytes)
            return sanitizer.run()
        }
        return cleaned ?? text
    }

    /// `text` as a message may repeat it (a name the user typed): every
    /// character `TextSafety` does not call printable is shown as
    /// `\u{…}` instead (so the user sees what was wrong with it), and text
    /// longer than `limit` characters is cut with `…`. Nothing in it can
    /// act on the terminal.
    public static func quote(_ text: String, limit: Int = 80) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                out += "…"
                break
            }
            if TextSafety.kind(of: scalar) == .printable {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
            count += 1
        }
        return out
    }
}
