// When typing on narrows: a filter whose every row is sure to pass an
// earlier one only needs to look at that one's rows (`sw` → `swi`,
// `swift` → `swift json`, `x` → `x stars:>10`). Erasing, `|`, or a changed
// qualifier widen, and are looked up in the cache or run over every row.
extension Filter.Selection {
    /// Whether every row passing `self` passes `other`.
    /// (Asked of every cached result at every keystroke: the words are
    /// compared first, and allocate nothing; qualifiers only when both have some.)
    func implies(_ other: Filter.Selection) -> Bool {
        guard other.groups.allSatisfy({ old in groups.contains { Self.group($0, implies: old) } }) else { return false }
        if qualifiers.isEmpty && other.qualifiers.isEmpty { return true }
        return QualifierSet(qualifiers).implies(QualifierSet(other.qualifiers))
    }

    /// Every alternative of `new` implies one of `old`.
    private static func group(_ new: [FilterTerm], implies old: [FilterTerm]) -> Bool {
        new.allSatisfy { n in old.contains { o in term(n, implies: o) } }
    }

    /// Whether every row `new` passes, `old` passes.
    static func term(_ new: FilterTerm, implies old: FilterTerm) -> Bool {
        switch (new.isInverse, old.isInverse) {
        case (false, false): return matches(new, imply: old)
        case (true, true): return matches(old, imply: new)  // excluding more excludes what less did
        default: return false
        }
    }

    /// Whether wherever `a` (read as positive) matches, `b` (read as positive) does.
    private static func matches(_ a: FilterTerm, imply b: FilterTerm) -> Bool {
        // a's fields must be among b's: only the name for an anchored b.
        guard !b.isAnchored || a.isAnchored else { return false }
        // Units equal under a's comparison must be equal under b's.
        guard b.comparison == .folded || a.comparison == b.comparison || a.comparison == .exact else { return false }
        let keys = a.comparison == b.comparison ? a.keys : a.units.map { FilterTerm.key($0, b.comparison) }
        let wanted = b.keys
        switch b.kind {
        case .fuzzy:
            return isSubsequence(wanted, of: keys)
        case .exact:
            return a.kind != .fuzzy && keys.count >= wanted.count
                && (0...(keys.count - wanted.count)).contains { keys[$0..<($0 + wanted.count)].elementsEqual(wanted) }
        case .exactBoundary:
            return a.kind == .exactBoundary && keys == wanted
        case .prefix:
            return (a.kind == .prefix || a.kind == .equal) && keys.starts(with: wanted)
        case .suffix:
            return (a.kind == .suffix || a.kind == .equal) && keys.reversed().starts(with: wanted.reversed())
        case .equal:
            return a.kind == .equal && keys == wanted
        }
    }

    private static func isSubsequence(_ needle: [UInt32], of haystack: [UInt32]) -> Bool {
        var i = 0
        for key in haystack where i < needle.count && key == needle[i] { i += 1 }
        return i == needle.count
    }
}
