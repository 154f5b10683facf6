import FoundationEssentials
import GHSearchText

/// The widths of the PUSHED column's phrases in one catalogue, each
/// phrase made and measured once: a relative time's width depends only on
/// its count and unit (`RelativeTime.elapsed`), so measuring every loaded
/// row's push date needs no text.
public struct PushedWidths: Sendable {
    /// Width + 1 by unit and count (0: not measured yet), for counts under `countsKept`.
    private var known = [UInt8](repeating: 0, count: 5 * PushedWidths.countsKept)
    private var justNow: Int?
    static let countsKept = 64

    public init() {}

    /// The width of `RepositoryTable.row`'s PUSHED cell for `date`.
    public mutating func width(of date: Date, now: Date, catalog: RelativeTimeCatalog) -> Int {
        guard let (count, unit) = RelativeTime.elapsed(date, relativeTo: now) else {
            if let justNow { return justNow }
            let width = RepositoryTable.width(of: catalog.justNow)
            justNow = width
            return width
        }
        guard count >= 0, count < Self.countsKept else { return RepositoryTable.width(of: catalog.ago(count, unit)) }
        let index = Self.index(of: unit) &* Self.countsKept &+ count
        let kept = known[index]
        if kept != 0 { return Int(kept) &- 1 }
        let width = RepositoryTable.width(of: catalog.ago(count, unit))
        if width < Int(UInt8.max) { known[index] = UInt8(width &+ 1) }
        return width
    }

    private static func index(of unit: RelativeTimeCatalog.Unit) -> Int {
        switch unit {
        case .minute: 0
        case .hour: 1
        case .day: 2
        case .month: 3
        case .year: 4
        }
    }
}
