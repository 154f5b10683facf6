/// The raw characters of a number, read on demand.
public struct JSONNumber {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The value when it is a whole number that fits in `Int` (`12`, `-3`,
    /// `1e2`, `2.0`); nil for fractions, overflow and text that is not a JSON
    /// number (`01`, `1.`, `--1`).
    public var int: Int? {
        guard !bytes.isEmpty else { return nil }
        var i = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative { i = 1 }
        guard i < bytes.count else { return nil }
        if bytes[i] == UInt8(ascii: "0"), bytes.count > i + 1, isDigit(bytes[i + 1]) { return nil }
        var value = 0
        while i < bytes.count, isDigit(bytes[i]) {
            let digit = Int(bytes[i] - UInt8(ascii: "0"))
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            if o1 || o2 { return wholeDouble() }
            value = next
            i += 1
        }
        guard i > (negative ? 1 : 0) else { return nil }
        return i == bytes.count ? value : wholeDouble()
    }

    /// A fraction or exponent: valid JSON grammar, then an exact conversion.
    private func wholeDouble() -> Int? {
        guard isValidGrammar, let double = Double(String(decoding: bytes, as: UTF8.self)) else { return nil }
        return Int(exactly: double)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private var isValidGrammar: Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let first = i < bytes.count ? bytes[i] : 0
        let integerDigits = digits()
        guard integerDigits > 0, first != UInt8(ascii: "0") || integerDigits == 1 else { return false }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return false }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == bytes.count
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
