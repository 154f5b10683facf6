import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The C library's local time: the offset from GMT that `TZ` (else
/// `/etc/localtime`) gives at an instant, daylight saving included.
enum CLocalTime {
    @Sendable static func offsetFromGMT(at date: Date) -> Int {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return 0 }
        return local.tm_gmtoff
    }
}
