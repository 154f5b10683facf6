/// How the history file and one session's lines combine, so that running
/// instances never take each other's lines away: the file's entries as
/// they are now (other instances' lines included), then the lines this
/// session added, in order; each line once, at its newest place; the
/// newest `limit`. Pure.
enum HistoryMerge {
    static func merge(file: [String], added: [String], limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        var seen = Set<String>()
        var newestFirst: [String] = []
        for line in (file + added).reversed() where seen.insert(line).inserted {
            newestFirst.append(line)
            if newestFirst.count == limit { break }
        }
        return newestFirst.reversed()
    }
}
