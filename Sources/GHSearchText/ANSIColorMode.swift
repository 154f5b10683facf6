extension ANSI {
    /// How much styling the output can take. Decided once at start-up from
    /// the environment and whether the output is a terminal.
    public enum ColorMode: Sendable, Hashable {
        /// No escape sequences at all: output is not a terminal, `NO_COLOR`
        /// is set, or `TERM=dumb`. Every `Style` renders to nothing.
        case off
        /// Attributes (bold, underline, reverse…) but no colour at all:
        /// `--color=bw`. Every colour of a style is left out.
        case monochrome
        /// The 16 basic colours.
        case basic
        /// The xterm 256-colour palette.
        case palette256
        /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
        case trueColor

        /// Whether colours are written (not `.off`, not `.monochrome`).
        public var showsColor: Bool {
            self != .off && self != .monochrome
        }

        /// The mode for an output stream, from its environment.
        ///
        /// - Parameters:
        ///   - environment: the process environment (`NO_COLOR`, `TERM`,
        ///     `COLORTERM` are read).
        ///   - isTerminal: whether the output stream is a TTY.
        /// `NO_COLOR` counts when present and not empty, as no-color.org says.
        public static func detect(environment: [String: String], isTerminal: Bool) -> ColorMode {
            guard isTerminal else { return .off }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .off }
            let term = environment["TERM"] ?? ""
            if term == "dumb" { return .off }
            let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
            if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
            if holds(term, "256color") { return .palette256 }
            return .basic
        }

        /// Whether `text` holds `part`, Character by Character as
        /// `String.contains(_:)` compares. Not that method itself: its first
        /// use builds the string-processing searcher's tables (a
        /// `Dictionary<Character, Int>`, a protocol conformance looked up by a
        /// scan of all of them), on the start-up path before any request.
        static func holds(_ text: String, _ part: String) -> Bool {
            var rest = Substring(text)
            while !rest.isEmpty {
                if rest.hasPrefix(part) { return true }
                rest = rest.dropFirst()
            }
            return part.isEmpty
        }
    }
}
