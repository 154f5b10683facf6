extension TerminalText {
    /// `text` with nothing a terminal would act on, for names, descriptions,
    /// topics and URLs that came from the network.
    ///
    /// - Whole escape sequences go: CSI (`ESC [ … final`), OSC, DCS, SOS,
    ///   PM and APC strings (up to `BEL`, `ESC \`, 8-bit ST, `CAN` or `SUB`;
    ///   an unterminated string runs to the end, as a terminal would read it),
    ///   two- and three-character `ESC` sequences, and their 8-bit C1 forms
    ///   (U+009B, U+009D, U+0090, U+0098, U+009E, U+009F).
    /// - Every other C0 control, DEL and C1 control goes, and so do bidi
    ///   controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069),
    ///   deprecated format controls (U+206A–U+206F), interlinear annotation
    ///   marks (U+FFF9–U+FFFB) and the soft hyphen (U+00AD, whose width
    ///   terminals disagree on).
    /// - Each run of tab, line feed, vertical tab, form feed, carriage
    ///   return, NEL, and line/paragraph separators (U+2028, U+2029) becomes
    ///   one space.
    /// - Printable text, combining marks, joiners, emoji sequences, CJK and
    ///   U+FFFD are kept as they are.
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
}
