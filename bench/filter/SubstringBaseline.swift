import GHSearchCLI
import GHSearchGitHub

/// The substring filter the interactive mode shipped before the ranked
/// one (case-insensitive bytes of name, description and topics; no
/// ranking), kept here as the benchmark's baseline.
struct SubstringBaseline {
    private let haystacks: [[UInt8]]

    init(_ repositories: [Repository]) {
        haystacks = repositories.map { r in
            Array(([r.name, r.description ?? ""] + r.topics).joined(separator: "\u{1}").lowercased().utf8)
        }
    }

    /// Rows whose haystack holds every word of `filter`; only `candidates` when given.
    func indices(matching filter: String, within candidates: [Int]? = nil) -> [Int] {
        let words = filter.lowercased().split(separator: " ").map { Array($0.utf8) }
        if words.isEmpty { return Array(haystacks.indices) }
        let pool = candidates ?? Array(haystacks.indices)
        return pool.filter { i in words.allSatisfy { Self.contains(haystacks[i], $0) } }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        let n = needle.count, h = haystack.count
        guard n > 0 else { return true }
        guard n <= h else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                let first = pin[0]
                var i = 0
                while i <= h - n {
                    if hay[i] == first {
                        var j = 1
                        while j < n, hay[i + j] == pin[j] { j += 1 }
                        if j == n { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
