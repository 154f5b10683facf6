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
        let interval = now.timeIntervalSince(date)
        guard interval.isFinite, interval >= 60 else { return catalog.justNow }
        let seconds = interval >= Double(Int.max) ? Int.max : Int(interval)
        let minutes = seconds / 60
        let hours = minutes / 60
        let days = hours / 24
        if hours < 1 { return catalog.ago(minutes, .minute) }
        if days < 1 { return catalog.ago(hours, .hour) }
        if days < 30 { return catalog.ago(days, .day) }
        if days < 365 { return catalog.ago(days / 30, .month) }
        return catalog.ago(days / 365, .year)
    }
}
