import FoundationEssentials

/// GitHub's timestamps: `2019-10-26T01:28:29Z`. Parsed by hand (fast, no
/// formatter state shared across threads); anything else is nil.
public enum ISO8601 {
    static func parse(_ value: Any?) -> Date? {
        guard let text = value as? String else { return nil }
        return parse(text)
    }

    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// The same from the bytes of the text (the decoder reads them from the
    /// page, without making a `String` first); every byte of a timestamp is
    /// ASCII, so bytes that are not UTF-8 fail as their repaired text would.
    static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b.count >= 20, b[4] == 45, b[7] == 45, b[10] == 84 || b[10] == 116,
              b[13] == 58, b[16] == 58 else { return nil }
        @inline(__always)
        func num(_ from: Int, _ count: Int) -> Int? {
            var v = 0
            for i in from..<(from + count) {
                let d = b[i] &- 48
                guard d <= 9 else { return nil }
                v = v &* 10 &+ Int(d)
            }
            return v
        }
        guard let year = num(0, 4), let month = num(5, 2), let day = num(8, 2),
              let hour = num(11, 2), let minute = num(14, 2), let second = num(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var i = 19
        if i < b.count, b[i] == 46 {  // fractional seconds: ignored
            i += 1
            while i < b.count, b[i] >= 48, b[i] <= 57 { i += 1 }
        }
        var offset = 0
        guard i < b.count else { return nil }
        if b[i] == 90 || b[i] == 122 {
            i += 1
        } else if b[i] == 43 || b[i] == 45, i + 6 <= b.count, b[i + 3] == 58,
                  let oh = num(i + 1, 2), let om = num(i + 4, 2) {
            offset = (oh * 3600 + om * 60) * (b[i] == 43 ? 1 : -1)
            i += 6
        } else {
            return nil
        }
        guard i == b.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// `2019-10-26T01:28:29Z`.
    public static func format(_ date: Date) -> String {
        var seconds = Int(date.timeIntervalSince1970.rounded(.down))
        var days = seconds / 86_400
        seconds -= days * 86_400
        if seconds < 0 { seconds += 86_400; days -= 1 }
        let (y, m, d) = civilFromDays(days)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let year = String(repeating: "0", count: max(0, 4 - String(y).count)) + String(y)
        return "\(year)-\(two(m))-\(two(d))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }

    private static func civilFromDays(_ z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let y = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (m <= 2 ? y + 1 : y, m, d)
    }
}
