/// Suggests the closest known spelling for a mistyped option.
public enum DidYouMean {
    public static func suggestion(for typed: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(typed, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let allowed = max(1, min(3, typed.count / 3))
        if best.1 <= allowed { return best.0 }
        // A unique prefix (`--ver` → `--version`) is a good guess too.
        let prefixed = candidates.filter { $0.hasPrefix(typed) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Levenshtein distance over Characters, capped input length to stay cheap.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.prefix(64)), y = Array(b.prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
