/// The values a numeric or date qualifier accepts, both ends inclusive
/// (nil: unbounded). `stars:>10` is `11...`, `stars:10..50` is `10...50`.
public struct FilterRange: Sendable, Hashable, CustomStringConvertible {
    public var lower: Int64?
    public var upper: Int64?

    public init(lower: Int64? = nil, upper: Int64? = nil) {
        self.lower = lower
        self.upper = upper
    }

    public var isEmpty: Bool {
        guard let lower, let upper else { return false }
        return lower > upper
    }

    @inline(__always)
    public func contains(_ value: Int64) -> Bool {
        (lower.map { value >= $0 } ?? true) && (upper.map { value <= $0 } ?? true)
    }

    public var description: String {
        "\(lower.map(String.init) ?? "*")..\(upper.map(String.init) ?? "*")"
    }

    /// Parses GitHub's comparison forms over values `parse` turns into
    /// intervals `[start, end)`: `>v`, `>=v`, `<v`, `<=v`, `a..b`, `*..b`,
    /// `a..*`, and `v` alone (its whole interval: a day for a date). Nil
    /// when a value does not parse.
    static func parse(_ text: Substring, value parse: (Substring) -> Range<Int64>?) -> FilterRange? {
        if text.hasPrefix(">=") {
            return parse(text.dropFirst(2)).map { FilterRange(lower: $0.lowerBound) }
        }
        if text.hasPrefix("<=") {
            return parse(text.dropFirst(2)).map { FilterRange(upper: $0.upperBound - 1) }
        }
        if text.hasPrefix(">") {
            return parse(text.dropFirst()).map { FilterRange(lower: $0.upperBound) }
        }
        if text.hasPrefix("<") {
            return parse(text.dropFirst()).map { FilterRange(upper: $0.lowerBound - 1) }
        }
        if let dots = text.firstRange(of: "..") {
            let from = text[..<dots.lowerBound], to = text[dots.upperBound...]
            var range = FilterRange()
            if from != "*" {
                guard let value = parse(from) else { return nil }
                range.lower = value.lowerBound
            }
            if to != "*" {
                guard let value = parse(to) else { return nil }
                range.upper = value.upperBound - 1
            }
            return range
        }
        return parse(text).map { FilterRange(lower: $0.lowerBound, upper: $0.upperBound - 1) }
    }

    /// A count: digits only (`stars:1000`), as the interval of that one value.
    static func count(_ text: Substring) -> Range<Int64>? {
        guard !text.isEmpty, text.count <= 15, text.allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = Int64(text) else { return nil }
        return value..<(value + 1)
    }
}
