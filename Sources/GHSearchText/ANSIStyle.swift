extension ANSI {
    /// A look for text: attributes (bold, dim, underline, reverse, strikethrough…) and
    /// optional foreground and background colours. It renders to an SGR
    /// sequence, and to nothing at all when the colour mode is `.off`.
    public struct Style: Sendable, Hashable {
        /// Text attributes that combine freely.
        public struct Attributes: OptionSet, Sendable, Hashable {
            public let rawValue: UInt8
            public init(rawValue: UInt8) { self.rawValue = rawValue }

            public static let bold = Attributes(rawValue: 1 << 0)
            public static let dim = Attributes(rawValue: 1 << 1)
            public static let italic = Attributes(rawValue: 1 << 2)
            public static let underline = Attributes(rawValue: 1 << 3)
            public static let reverse = Attributes(rawValue: 1 << 4)
            public static let strikethrough = Attributes(rawValue: 1 << 5)
        }

        public var attributes: Attributes
        public var foreground: Color?
        public var background: Color?

        public init(attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil) {
            self.attributes = attributes
            self.foreground = foreground
            self.background = background
        }

        /// No attributes, default colours.
        public static let plain = Style()
        public static let bold = Style(attributes: .bold)
        public static let dim = Style(attributes: .dim)
        public static let italic = Style(attributes: .italic)
        public static let underline = Style(attributes: .underline)
        public static let reverse = Style(attributes: .reverse)
        public static let strikethrough = Style(attributes: .strikethrough)

        /// A style with only a foreground colour.
        public static func foreground(_ color: Color) -> Style {
            Style(foreground: color)
        }

        /// A style with only a background colour.
        public static func background(_ color: Color) -> Style {
            Style(background: color)
        }

        /// Whether this style changes nothing.
        public var isPlain: Bool { self == .plain }

        /// This style with `other` laid over it: attributes of both, and
        /// `other`'s colours where it has them.
        public func merged(with other: Style) -> Style {
            Style(
                attributes: attributes.union(other.attributes),
                foreground: other.foreground ?? foreground,
                background: other.background ?? background
            )
        }

        /// The SGR sequence that switches from any style to this one. It
        /// starts with a reset, so it never depends on what was on before.
        /// Empty when `mode` is `.off`.
        public func sequence(for mode: ColorMode) -> String {
            guard mode != .off else { return "" }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(32)
            appendSequence(for: mode, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Appends the bytes of `sequence(for: mode)` to `bytes`.
        func appendSequence(for mode: ColorMode, to bytes: inout [UInt8]) {
            guard mode != .off else { return }
            bytes.append(0x1B)
            bytes.append(UInt8(ascii: "["))
            bytes.append(UInt8(ascii: "0"))
            if attributes.contains(.bold) { ANSI.appendParameter(1, to: &bytes) }
            if attributes.contains(.dim) { ANSI.appendParameter(2, to: &bytes) }
            if attributes.contains(.italic) { ANSI.appendParameter(3, to: &bytes) }
            if attributes.contains(.underline) { ANSI.appendParameter(4, to: &bytes) }
            if attributes.contains(.reverse) { ANSI.appendParameter(7, to: &bytes) }
            if attributes.contains(.strikethrough) { ANSI.appendParameter(9, to: &bytes) }
            foreground?.appendSGRParameters(background: false, mode: mode, to: &bytes)
            background?.appendSGRParameters(background: true, mode: mode, to: &bytes)
            bytes.append(UInt8(ascii: "m"))
        }

        /// `text` in this style, followed by a reset; `text` unchanged when
        /// the style is plain or `mode` is `.off`.
        public func apply(to text: String, mode: ColorMode) -> String {
            guard mode != .off, !isPlain else { return text }
            return sequence(for: mode) + text + ANSI.reset
        }
    }
}
