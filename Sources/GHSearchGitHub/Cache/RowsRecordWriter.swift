import FoundationEssentials

/// Appends the values of a rows record (`RowsRecord`) to its bytes: counts
/// and lengths as LEB128 varints, integers zigzagged, an optional value as
/// a tag byte (0: none) before it, a date as the bits of its seconds.
struct RowsRecordWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func count(_ value: Int) {
        varint(UInt64(max(0, value)))
    }

    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            count(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// 0 for none, else the length plus one and the bytes.
    mutating func string(_ value: String?) {
        guard var value else { return byte(0) }
        value.withUTF8 { utf8 in
            count(utf8.count + 1)
            bytes.append(contentsOf: utf8)
        }
    }

    /// A value that may repeat the row before's (a license, an owner): 0
    /// for none, 1 for the row before's, 2 and its three strings.
    mutating func repeated<Value: Equatable>(_ value: Value?, before: Value?,
                                             strings: (Value) -> (String?, String?, String?)) {
        guard let value else { return byte(0) }
        if value == before { return byte(1) }
        byte(2)
        let (a, b, c) = strings(value)
        string(a)
        string(b)
        string(c)
    }

    mutating func int(_ value: Int?) {
        guard let value else { return byte(0) }
        byte(1)
        varint(UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1)))))
    }

    mutating func date(_ value: Date?) {
        guard let value else { return byte(0) }
        byte(1)
        let bits = value.timeIntervalSinceReferenceDate.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    /// Four optional flags in one byte, two bits each (0 none, 1 false, 2 true).
    mutating func flags(_ a: Bool?, _ b: Bool?, _ c: Bool?, _ d: Bool?) {
        func code(_ flag: Bool?) -> UInt8 { flag.map { $0 ? 2 : 1 } ?? 0 }
        byte(code(a) | code(b) << 2 | code(c) << 4 | code(d) << 6)
    }
}
