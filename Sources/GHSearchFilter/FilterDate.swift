import GHSearchGitHub
/// Dates in qualifiers, as GitHub writes them: `YYYY-MM-DD`, or a moment
/// `YYYY-MM-DDTHH:MM:SSZ` / `…+07:00`; ghsearch also takes `YYYY-MM` and
/// `YYYY` (a whole month, a whole year). Days are UTC. Each parses to the
/// seconds it spans since 1970, `[start, end)`, so `pushed:>2024-01-01`
/// means from 2024-01-02 on and `pushed:2024-01-01` means that day.
enum FilterDate {
    static func interval(_ text: Substring) -> Range<Int64>? {
        if text.count > 10 {
            guard let date = ISO8601.parse(String(text)) else { return nil }
            let second = Int64(date.timeIntervalSince1970.rounded(.down))
            return second..<(second + 1)
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              let year = number(parts[0], digits: 4), year >= 1 else { return nil }
        let month = parts.count > 1 ? number(parts[1], digits: 2) : 1
        let day = parts.count > 2 ? number(parts[2], digits: 2) : 1
        guard let month, let day, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let start = daysSince1970(year: year, month: month, day: day)
        let end: Int64
        switch parts.count {
        case 1: end = daysSince1970(year: year + 1, month: 1, day: 1)
        case 2: end = month == 12 ? daysSince1970(year: year + 1, month: 1, day: 1) : daysSince1970(year: year, month: month + 1, day: 1)
        default: end = start + 1
        }
        return (start * 86_400)..<(end * 86_400)
    }

    private static func number(_ text: Substring, digits: Int) -> Int64? {
        guard text.count == digits, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(text)
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given day (proleptic Gregorian calendar).
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
