extension Duration {
    /// This duration in whole milliseconds for libcurl's `*_MS` options:
    /// at least 1 (libcurl reads 0 as "no limit") and saturating instead of
    /// overflowing for absurdly long durations.
    var curlMilliseconds: Int {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 1 }
        let (wholeSeconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        if overflow { return Int.max }
        let (total, overflowAdding) = wholeSeconds.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        if overflowAdding { return Int.max }
        return max(1, Int(clamping: total))
    }

    /// This duration in whole seconds (at least 1) for libcurl's options that
    /// count in seconds.
    var curlSeconds: Int {
        let milliseconds = curlMilliseconds
        return max(1, milliseconds / 1000 + (milliseconds % 1000 == 0 ? 0 : 1))
    }
}
