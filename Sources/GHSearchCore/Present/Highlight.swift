/// Where the words of a local filter occur in a cell, as ranges over the
/// cell's Characters (what `TableCell` highlights), case-insensitively.
enum Highlight {
    static func ranges(of words: [String], in text: String) -> [Range<Int>] {
        let characters = Array(text)
        let lowered = characters.map { $0.lowercased() }
        var ranges: [Range<Int>] = []
        for word in words where !word.isEmpty {
            let needle = Array(word).map { $0.lowercased() }
            guard needle.count <= lowered.count else { continue }
            var start = 0
            while start + needle.count <= lowered.count {
                if lowered[start..<(start + needle.count)].elementsEqual(needle) {
                    ranges.append(start..<(start + needle.count))
                    start += needle.count
                } else {
                    start += 1
                }
            }
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }
}
