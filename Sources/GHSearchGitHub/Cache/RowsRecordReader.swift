import FoundationEssentials

/// Reads the values `RowsRecordWriter` wrote, from bytes it never reads
/// past: anything that does not fit (a length beyond the end, a varint too
/// long, an unknown tag) sets `failed`, and every value read after is
/// empty.
struct RowsRecordReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private(set) var failed = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }
    var remaining: Int { bytes.count - index }

    mutating func fail() {
        failed = true
        index = bytes.count
    }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { fail(); return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func varint() -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = byte()
            guard !failed, shift < 64, shift < 63 || next <= 1 else { fail(); return 0 }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A count or a length: never more than the bytes left could hold.
    mutating func count() -> Int {
        let value = varint()
        guard value <= UInt64(remaining) else { fail(); return 0 }
        return Int(value)
    }

    mutating func string() -> String {
        text(count())
    }

    /// 0 for none, else the length plus one and the bytes.
    mutating func optionalString() -> String? {
        let length = varint()
        guard length > 0, !failed else { return nil }
        guard length - 1 <= UInt64(remaining) else { fail(); return nil }
        return text(Int(length - 1))
    }

    private mutating func text(_ count: Int) -> String {
        guard !failed else { return "" }
        defer { index += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + count)]), as: UTF8.self)
    }

    /// A count, then that many strings.
    mutating func strings() -> [String] {
        let count = count()
        guard count > 0 else { return [] }
        var strings: [String] = []
        for _ in 0..<count { strings.append(string()) }
        return strings
    }

    /// A value that may repeat the row before's (`RowsRecordWriter.repeated`):
    /// `value` (the row before's) set to none, kept, or made of the three
    /// strings; false for a tag out of range, or a repeat of none.
    mutating func repeated<Value>(_ value: inout Value?, _ make: (String?, String?, String?) -> Value) -> Bool {
        switch byte() {
        case 0: value = nil
        case 1: return value != nil
        case 2: value = make(optionalString(), optionalString(), optionalString())
        default: fail(); return false
        }
        return true
    }

    mutating func int() -> Int? {
        switch byte() {
        case 0: return nil
        case 1:
            let zigzag = varint()
            return Int(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
        default: fail(); return nil
        }
    }

    mutating func date() -> Date? {
        switch byte() {
        case 0: return nil
        case 1:
            guard remaining >= 8 else { fail(); return nil }
            var bits: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(bytes[index]) << UInt64(shift); index += 1 }
            return Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits))
        default: fail(); return nil
        }
    }

    /// The four flags of `RowsRecordWriter.flags`.
    mutating func flags() -> (Bool?, Bool?, Bool?, Bool?) {
        let packed = byte()
        // 3 in any of the four places is no flag.
        if (packed & (packed >> 1) & 0x55) != 0 { fail() }
        func flag(_ shift: UInt8) -> Bool? {
            let code = (packed >> shift) & 3
            return code == 0 ? nil : code == 2
        }
        return (flag(0), flag(2), flag(4), flag(6))
    }
}
