extension FilterEngine {
    /// About how many bytes of memory the keystrokes' runs over `rows`
    /// rows allocate, when every row passes a one-word filter (a word's
    /// first letter) and the cache is full: the cache's results (a row
    /// number and its points, 8 bytes a row, `budget` rows), and a run's
    /// own: its output (8 bytes a row), the ranking's keys, order and
    /// points (28), and the rows shown before it (8), still held while the
    /// new ones are made. A caller that touches this much memory on the
    /// thread that runs the keys, before they come, spares them the page
    /// faults (`WorkingMemory`).
    public func workingMemory(rows: Int) -> Int {
        budget &* 8 &+ max(0, rows) &* (8 &+ 8 &+ 28 &+ 8)
    }
}
