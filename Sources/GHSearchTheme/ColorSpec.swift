import GHSearchText
/// One `--color` value in fzf's syntax, read: `[SCHEME][,NAME:COLOR[:ATTR…]]…`.
///
/// A base scheme (`dark`, `light`, `16`, `bw`) replaces the whole theme;
/// `NAME:VALUE[:VALUE…]` changes one part of it (`ColorElement`), each
/// value a colour — `-1` or `default` (the terminal's own), `0`–`255`,
/// `#rrggbb`, or a name (`red`, `bright-red`, `gray`…) — or an attribute
/// (`bold`, `underline`, `reverse`, `dim`, `italic`, `strikethrough`, and
/// `regular`, which clears those given before). Words are separated by
/// commas or spaces; case does not matter; later words win, and so do
/// later `--color` options (the config file's and `GHSEARCH_DEFAULT_OPTS`'
/// come first). fzf's names for parts ghsearch does not draw
/// (`ColorElement.ignoredNames`: `gutter`, `scrollbar`, `preview-bg`…) are
/// checked and ignored.
public struct ColorSpec: Sendable, Hashable {
    public enum Item: Sendable, Hashable {
        case scheme(ColorScheme)
        case element(ColorElement, ColorChange)
    }

    /// What a `NAME:…` word does to its element.
    public struct ColorChange: Sendable, Hashable {
        /// nil: the colour is left as it was; `.some(nil)`: the terminal's own colour.
        public var color: ANSI.Color??
        /// `regular` was given: attributes before it are cleared.
        public var clearsAttributes: Bool
        public var attributes: ANSI.Style.Attributes

        public init(color: ANSI.Color?? = nil, clearsAttributes: Bool = false, attributes: ANSI.Style.Attributes = []) {
            self.color = color
            self.clearsAttributes = clearsAttributes
            self.attributes = attributes
        }
    }

    public var items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    /// `text` read, or why it cannot be.
    public static func parse(_ text: String) throws(ColorSpecError) -> ColorSpec {
        let words = text.lowercased().split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }.map(String.init)
        guard !words.isEmpty else { throw .empty }
        var items: [Item] = []
        for word in words {
            if let scheme = ColorScheme(rawValue: word) {
                items.append(.scheme(scheme))
                continue
            }
            let parts = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let element = ColorElement(name: parts[0])
            guard element != nil || ColorElement.ignoredNames.contains(parts[0]) else { throw .unknownElement(parts[0]) }
            guard parts.count >= 2 else { throw .missingValue(element: parts[0]) }
            var change = ColorChange()
            for value in parts.dropFirst() {
                if value.isEmpty { throw .missingValue(element: parts[0]) }
                if value == "regular" {
                    change.clearsAttributes = true
                    change.attributes = []
                } else if let attribute = attributeNames[value] {
                    change.attributes.insert(attribute)
                } else if let color = color(value) {
                    change.color = .some(color)
                } else {
                    throw .badValue(element: parts[0], value: value)
                }
            }
            // fzf's name for a part ghsearch does not draw: checked, then dropped.
            if let element { items.append(.element(element, change)) }
        }
        return ColorSpec(items: items)
    }

    /// `theme` with these words applied in order.
    public func apply(to theme: inout ColorTheme, scheme: inout ColorScheme?) {
        for item in items {
            switch item {
            case .scheme(let base):
                theme = base.theme
                scheme = base
            case .element(let element, let change):
                var style = theme[keyPath: element.style]
                if let color = change.color {
                    if element.isBackground { style.background = color } else { style.foreground = color }
                }
                if change.clearsAttributes { style.attributes = [] }
                style.attributes.formUnion(change.attributes)
                theme[keyPath: element.style] = style
            }
        }
    }

    /// The theme and colour mode the screen is drawn with: the default
    /// theme for `mode` (`standard` with 256 colours or more, `sixteen`
    /// with 16), then every spec in order. After `bw` (the last scheme
    /// given) nothing is coloured: the mode becomes `.monochrome`, so the
    /// README's colours go too. With `.off` (not a terminal, `NO_COLOR`,
    /// `TERM=dumb`) nothing is styled whatever the specs say.
    public static func resolve(_ specs: [ColorSpec], mode: ANSI.ColorMode) -> (theme: ColorTheme, mode: ANSI.ColorMode) {
        var theme: ColorTheme = mode == .basic ? .sixteen : mode == .off || mode == .monochrome ? .bw : .standard
        var scheme: ColorScheme?
        for spec in specs {
            spec.apply(to: &theme, scheme: &scheme)
        }
        if scheme == .bw, mode != .off { return (theme, .monochrome) }
        return (theme, mode)
    }

    static let attributeNames: [String: ANSI.Style.Attributes] = [
        "bold": .bold, "underline": .underline, "reverse": .reverse, "dim": .dim, "italic": .italic,
        "strikethrough": .strikethrough,
    ]

    static let colorNames: [String] = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// A colour value: `.some(nil)` for the terminal's own, nil when `value` is none.
    static func color(_ value: String) -> ANSI.Color?? {
        if value == "-1" || value == "default" { return .some(nil) }
        if let index = colorNames.firstIndex(of: value) { return .basic(UInt8(index)) }
        if value.hasPrefix("bright-"), let index = colorNames.firstIndex(of: String(value.dropFirst(7))) {
            return .basic(UInt8(8 + index))
        }
        if value == "gray" || value == "grey" { return .basic(8) }
        if value.hasPrefix("#") {
            let hex = value.dropFirst()
            guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let number = UInt32(hex, radix: 16) else { return nil }
            return .rgb(red: UInt8(number >> 16), green: UInt8((number >> 8) & 0xFF), blue: UInt8(number & 0xFF))
        }
        guard value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber), value.count <= 3, let number = Int(value),
              number <= 255 else { return nil }
        return number < 16 ? .basic(UInt8(number)) : .palette(UInt8(number))
    }
}
