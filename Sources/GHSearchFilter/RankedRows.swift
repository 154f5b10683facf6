/// The rows a filter keeps, in the order to show them, ranked lazily: the
/// first ones (`head`, those a screen can show) are known when the filter
/// has run; the others are ranked the first time one of them is read
/// (`RankedRemainder`), so a keystroke scores only the rows that can reach
/// the screen. Reads as an array of row numbers, equal to the one the
/// eager `FilterEngine.run(_:over:defaultSort:)` gives.
public struct RankedRows: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The first rows in order; all of them when `rest` is nil.
    private(set) var head: [Int]
    private var total: Int
    /// Ranks every row when one past `head` is read.
    private var rest: RankedRemainder?

    public init(_ rows: [Int]) {
        head = rows
        total = rows.count
        rest = nil
    }

    public init(arrayLiteral rows: Int...) { self.init(rows) }

    init(head: [Int], count: Int, rest: RankedRemainder) {
        self.head = head
        total = count
        self.rest = rest
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { total }

    public subscript(position: Int) -> Int {
        if position < head.count { return head[position] }
        precondition(position < total, "RankedRows index out of range")
        return rest!.rows[position]
    }

    /// Whether every row is ranked already (reading any costs nothing).
    public var isRanked: Bool { rest?.isRanked ?? true }

    /// The position of row `row`: a row in the head, or one that did not
    /// pass, is answered without ranking the others.
    public func firstIndex(of row: Int) -> Int? {
        if let position = head.firstIndex(of: row) { return position }
        guard let rest, rest.holds(row) else { return nil }
        return rest.rows.firstIndex(of: row)
    }

    /// The rows appended in list order, after rows that are all ranked.
    mutating func append(contentsOf rows: Range<Int>) {
        if let rest {
            head = rest.rows
            self.rest = nil
        }
        head.append(contentsOf: rows)
        total = head.count
    }

    public static func == (lhs: RankedRows, rhs: RankedRows) -> Bool {
        guard lhs.total == rhs.total else { return false }
        if lhs.rest == nil && rhs.rest == nil || lhs.rest === rhs.rest { return lhs.head == rhs.head }
        return lhs.elementsEqual(rhs)
    }
}
