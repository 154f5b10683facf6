import FoundationEssentials

extension Catalogue {
    // MARK: Numbers, sizes and dates

    /// `1,234,567` (both languages group by thousands with commas).
    public func number(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// A size GitHub gives in kilobytes: `512 KB`, `12.3 MB`, `1.5 GB`.
    public func kilobytes(_ kb: Int) -> String {
        if kb < 1024 { return "\(number(kb)) KB" }
        if kb < 1024 * 1024 { return DecimalText.oneDecimal(Double(kb) / 1024) + " MB" }
        return DecimalText.oneDecimal(Double(kb) / (1024 * 1024)) + " GB"
    }

    /// `2024-03-05 14:02` / `2024년 3월 5일 14:02`, in `timeZone`.
    public func date(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ v: Int?) -> String { let v = v ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        let (y, m, d) = (c.year ?? 0, c.month ?? 0, c.day ?? 0)
        if ko { return "\(y)년 \(m)월 \(d)일 \(two(c.hour)):\(two(c.minute))" }
        return "\(y)-\(two(m))-\(two(d)) \(two(c.hour)):\(two(c.minute))"
    }

    public var relativeTime: RelativeTimeCatalog { ko ? .korean : .english }

    /// `3000` → `3,000` (both languages group by thousands with commas).
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }
}
