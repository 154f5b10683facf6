import FoundationEssentials
import GHSearchGitHub

/// The date a manual page carries (`.TH`'s third field), `YYYY-MM-DD` in
/// UTC: `SOURCE_DATE_EPOCH` when it is set, so that a release build's pages
/// are dated by its commit and two builds make the same bytes
/// (reproducible-builds.org's specification), otherwise the day it is made.
public enum ManPageDate {
    /// nil when `sourceDateEpoch` is set but not a number of seconds
    /// (the specification asks a build to stop rather than guess).
    public static func resolve(sourceDateEpoch: String?, now: Date) -> String? {
        guard let text = sourceDateEpoch, !text.isEmpty else { return day(of: now) }
        guard text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let seconds = Int(text) else { return nil }
        return day(of: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    private static func day(of date: Date) -> String {
        String(ISO8601.format(date).prefix(10))
    }
}
