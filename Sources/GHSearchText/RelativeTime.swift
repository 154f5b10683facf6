import FoundationEssentials

/// Short relative times for the PUSHED column ("3 days ago").
///
/// Months are 30 days and years 365 days: plain arithmetic on the interval,
/// independent of time zone and calendar, so the text depends only on the
/// two instants.
public enum RelativeTime {
    /// How long before `now` `date` was, in the words of `catalog`.
    public static func describe(
        _ date: Date, relativeTo now: Date, catalog: RelativeTimeCatalog = .english
    ) -> String {
        guard let (count, unit) = elapsed(date, relativeTo: now) else { return catalog.justNow }
        return catalog.ago(count, unit)
    }

    /// The count and unit `describe` words, nil for "just now" (less than a
    /// minute, or a time in the future).
    public static func elapsed(_ date: Date, relativeTo now: Date) -> (count: Int, unit: RelativeTimeCatalog.Unit)? {
        let interval = now.timeIntervalSince(date)
        guard interval.isFinite, interval >= 60 else { return nil }
        let seconds = interval >= Double(Int.max) ? Int.max : Int(interval)
        let minutes = seconds / 60
        let hours = minutes / 60
        let days = hours / 24
        if hours < 1 { return (minutes, .minute) }
        if days < 1 { return (hours, .hour) }
        if days < 30 { return (days, .day) }
        if days < 365 { return (days / 30, .month) }
        return (days / 365, .year)
    }
}
