/// The bytes of a JSON document are not JSON (or nest deeper than 512 levels).
public struct JSONMalformed: Error {
    public init() {}
}

/// A read position in a JSON document, for scanners that pick a few fields
/// and skip the rest without building a tree. The structure is checked as
/// strictly as Foundation's `JSONDecoder` checks it (trailing commas allowed,
/// 512 levels at most); what is inside a string or a number is only checked
/// when a reader asks for its value (`JSONString`, `JSONNumber`).
/// Every read is bounds-checked: no input can make it trap.
public struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    /// The arrays and objects the cursor is inside.
    private(set) var depth = 0
    static let maximumDepth = 512

    public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    public var isAtEnd: Bool { index >= bytes.count }

    /// The current byte, or 0 past the end (0 never starts or ends a value).
    public var byte: UInt8 { index < bytes.count ? bytes[index] : 0 }

    /// Skips a UTF-8 byte order mark at the very start.
    public mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// Called between any two tokens (GitHub's JSON has no white space):
    /// inlined, it costs one comparison where there is none.
    @inline(__always)
    public mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// At an opening quote: reads to the closing one. (Inlined: a page is
    /// mostly strings, and the call cost as much as scanning a short one.)
    @inline(__always)
    public mutating func string() throws(JSONMalformed) -> JSONString {
        try scanString(seesControlCharacters: true)
    }

    /// At an opening quote: passes over the string, whose text no one reads
    /// (so a control character in it does not matter yet).
    @inline(__always)
    mutating func skipString() throws(JSONMalformed) {
        _ = try scanString(seesControlCharacters: false)
    }

    /// The string at the cursor; without `seesControlCharacters`, its
    /// `isPlain` misses control characters.
    @inline(__always)
    private mutating func scanString(seesControlCharacters: Bool) throws(JSONMalformed) -> JSONString {
        index += 1
        let start = index
        var plain = true
        while true {
            // Most of a page is the text of strings (URLs, descriptions):
            // the bytes with no meaning here are passed over a block at a time.
            index = JSONCursor.endOfOrdinaryBytes(in: bytes, from: index, controlCharacters: seesControlCharacters)
            guard index < bytes.count else { break }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let token = JSONString(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]), isPlain: plain)
                index += 1
                return token
            }
            if b == UInt8(ascii: "\\") {
                plain = false
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                    // Like Foundation's scanner: `\u` takes the next four bytes,
                    // whatever they are but a quote.
                    guard index + 6 <= bytes.count else { throw JSONMalformed() }
                    for i in (index + 2)..<(index + 6) where bytes[i] == UInt8(ascii: "\"") { throw JSONMalformed() }
                    index += 6
                } else {
                    index += 2
                }
            } else {
                plain = false  // a control character: the string is refused when read
                index += 1
            }
        }
        throw JSONMalformed()
    }

    /// The index of the first byte at or after `start` that a string's scan
    /// must look at — a quote, a backslash or a control character (below
    /// 0x20) — or the end. Sixteen bytes at a time: the three tests are
    /// vector comparisons (with vectors on both sides: against a scalar the
    /// compiler tests lane by lane), and the first lane that matched is
    /// found from the mask's bits, so only the last few bytes of the
    /// document are looked at one by one.
    /// Without `controlCharacters`, only a quote or a backslash.
    @inline(__always)
    static func endOfOrdinaryBytes(in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                   controlCharacters: Bool = true) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
            let backslash = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
            let space = SIMD16<UInt8>(repeating: 0x20)
            while index &+ 16 <= bytes.count {
                let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                var special = (block .== quote) .| (block .== backslash)
                if controlCharacters { special .|= block .< space }
                // Each lane of the mask is 0x00 or 0xFF: the halves as words, in memory order.
                let halves = unsafeBitCast(special, to: SIMD2<UInt64>.self)
                if halves[0] != 0 { return index &+ firstMarkedByte(halves[0]) }
                if halves[1] != 0 { return index &+ 8 &+ firstMarkedByte(halves[1]) }
                index &+= 16
            }
        }
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || (controlCharacters && b < 0x20) { break }
            index += 1
        }
        return index
    }

    /// The position, in memory order, of the first 0xFF byte of a word of
    /// 0x00 and 0xFF bytes (not all 0x00).
    @inline(__always)
    private static func firstMarkedByte(_ word: UInt64) -> Int {
        #if _endian(little)
        word.trailingZeroBitCount &>> 3
        #else
        word.leadingZeroBitCount &>> 3
        #endif
    }

    /// Whether the `count` bytes at the cursor are those from `start` (the
    /// text of a value read earlier, at `depth`) at the same depth; if so,
    /// the cursor passes over them.
    mutating func skipRepeat(of start: Int, count: Int, atDepth depth: Int) -> Bool {
        guard depth == self.depth, count > 0, start >= 0, start + count <= index,
              count <= bytes.count - index, let base = bytes.baseAddress else { return false }
        let earlier = UnsafeRawPointer(base + start)
        let here = UnsafeRawPointer(base + index)
        var offset = 0
        while offset &+ 16 <= count {
            let a = earlier.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ here.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = earlier.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                ^ here.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
            if a | b != 0 { return false }
            offset &+= 16
        }
        while offset < count {
            if earlier.load(fromByteOffset: offset, as: UInt8.self) != here.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset &+= 1
        }
        index += count
        return true
    }

    /// At `-` or a digit: the run of number characters (checked when read).
    public mutating func number() -> JSONNumber {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                index += 1
            default:
                return JSONNumber(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
        return JSONNumber(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    /// Reads `true` or `false`; nil (and skipped) for any other value.
    public mutating func bool() throws(JSONMalformed) -> Bool? {
        switch byte {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: try skipValue(); return nil
        }
    }

    @inline(__always)
    public mutating func literal(_ word: StaticString) throws(JSONMalformed) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw JSONMalformed() }
        let start = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { throw JSONMalformed() }
        index += count
    }

    /// Skips one value of any kind, checking its structure.
    mutating func skipValue() throws(JSONMalformed) {
        switch byte {
        case UInt8(ascii: "{"): try object { (cursor: inout JSONCursor, _: JSONString) throws(JSONMalformed) in try cursor.skipValue() }
        case UInt8(ascii: "["): try array { (cursor: inout JSONCursor) throws(JSONMalformed) in try cursor.skipValue() }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw JSONMalformed()
        }
    }

    /// At `[`: calls `element` at the start of each element; it must consume it.
    public mutating func array(_ element: (inout JSONCursor) throws(JSONMalformed) -> Void) throws(JSONMalformed) {
        try enter()
        if byte == UInt8(ascii: "]") { return leave() }
        while true {
            try element(&self)
            skipWhitespace()
            switch byte {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if byte == UInt8(ascii: "]") { return leave() }
            case UInt8(ascii: "]"):
                return leave()
            default:
                throw JSONMalformed()
            }
        }
    }

    /// At `{`: calls `member` with each key, the cursor at the start of its
    /// value; it must consume the value.
    public mutating func object(_ member: (inout JSONCursor, JSONString) throws(JSONMalformed) -> Void) throws(JSONMalformed) {
        try enter()
        if byte == UInt8(ascii: "}") { return leave() }
        while true {
            guard byte == UInt8(ascii: "\"") else { throw JSONMalformed() }
            let key = try string()
            skipWhitespace()
            guard byte == UInt8(ascii: ":") else { throw JSONMalformed() }
            index += 1
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            switch byte {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if byte == UInt8(ascii: "}") { return leave() }
            case UInt8(ascii: "}"):
                return leave()
            default:
                throw JSONMalformed()
            }
        }
    }

    private mutating func enter() throws(JSONMalformed) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw JSONMalformed() }
        index += 1
        skipWhitespace()
    }

    private mutating func leave() {
        index += 1
        depth -= 1
    }
}
