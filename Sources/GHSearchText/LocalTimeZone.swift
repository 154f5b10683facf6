import FoundationEssentials
import Synchronization

/// The time zone a date is shown in. Foundation without ICU
/// (FoundationEssentials, which the shipped binary is built with) knows no
/// named zones: its `TimeZone.current` is GMT. So the composition root tells
/// the C library's offset for each instant (`localtime_r`, which reads `TZ`
/// and `/etc/localtime`, daylight saving included); until it has, this is
/// `TimeZone.current`.
public enum LocalTimeZone {
    /// The function in a struct, as `RateLimitRelay`'s handler (a bare
    /// function value in a `Mutex` grows a chain of thunks, one more at
    /// every call: every date drawn).
    private struct Offset: Sendable {
        let fromGMT: @Sendable (Date) -> Int
    }

    private static let offset = Mutex<Offset?>(nil)

    /// Shows dates with the offset from GMT, in seconds, that `offsetFromGMT` gives for each.
    public static func use(offsetFromGMT: @escaping @Sendable (Date) -> Int) {
        offset.withLock { $0 = Offset(fromGMT: offsetFromGMT) }
    }

    /// The zone to show `date` in.
    public static func at(_ date: Date) -> TimeZone {
        if let offsetFromGMT = offset.withLock({ $0 })?.fromGMT, let zone = TimeZone(secondsFromGMT: offsetFromGMT(date)) {
            return zone
        }
        return .current
    }
}
