/// Which columns of a table a terminal width can show, and how wide each is.
///
/// The rules, in order:
/// 1. Each column's natural width is its widest content or title, at least
///    `minWidth` and at most `maxWidth`.
/// 2. The `.always` columns get their natural widths when these fit. Then
///    the `.whenRoom` columns, highest priority first (ties: left first),
///    join one by one if they fit in what is left (a flexible one at its
///    `minWidth`, others at their natural width); one that does not fit is
///    skipped and the next is tried. Spare room then widens the flexible
///    `.whenRoom` columns toward their natural widths, narrowest first.
///    Last, a `.whenAllElseFits` column joins at its natural width if every
///    column chosen has its natural width and it fits beside them.
/// 3. When even the `.always` columns do not fit, only they are shown and
///    the flexible ones shrink, widest first, down to `minWidth`. On a
///    terminal too narrow even for that, every column shrinks toward one
///    cell and columns are dropped from the right until the line fits.
///
/// Columns are separated by two spaces; every rendered line is exactly
/// `lineWidth` cells, which never exceeds the available width.
///
/// A layout is cheap to compute from the content widths (one number per
/// column); compute it once per frame, from all the rows the user can
/// scroll to, so columns do not jump while scrolling.
public struct TableLayout: Sendable, Hashable {
    /// Cells between two columns.
    public static let columnGap = 2

    public let columns: [TableColumn]
    /// Indices into `columns` of the columns shown, left to right.
    public let shownColumns: [Int]
    /// The width of each shown column, in the order of `shownColumns`.
    public let widths: [Int]

    /// The display width of every rendered line.
    public var lineWidth: Int {
        widths.isEmpty ? 0 : widths.reduce(0, +) + Self.columnGap * (widths.count - 1)
    }

    /// Lays out `columns` in `availableWidth` cells.
    ///
    /// - Parameter contentWidths: the widest cell of each column (in column
    ///   order; missing entries count as 0), from `contentWidths(of:columnCount:)`
    ///   or kept up to date by the caller.
    public init(columns: [TableColumn], availableWidth: Int, contentWidths: [Int]) {
        self.columns = columns
        let natural = columns.indices.map { index in
            let column = columns[index]
            let content = index < contentWidths.count ? contentWidths[index] : 0
            return min(column.maxWidth, max(column.minWidth, column.title.width, content))
        }
        let floors = columns.indices.map { columns[$0].isFlexible ? columns[$0].minWidth : natural[$0] }
        let chosen = Self.choose(
            columns: columns, natural: natural, floors: floors, available: availableWidth
        ).sorted { $0.index < $1.index }
        shownColumns = chosen.map(\.index)
        widths = chosen.map(\.width)
    }

    /// Lays out `columns` in `availableWidth` cells for `rows`.
    public init(columns: [TableColumn], availableWidth: Int, rows: some Sequence<TableRow>) {
        self.init(
            columns: columns,
            availableWidth: availableWidth,
            contentWidths: Self.contentWidths(of: rows, columnCount: columns.count)
        )
    }

    /// The widest cell of each of the first `columnCount` columns of `rows`.
    /// Reads the cached widths only; measures nothing.
    public static func contentWidths(of rows: some Sequence<TableRow>, columnCount: Int) -> [Int] {
        var result = Array(repeating: 0, count: max(0, columnCount))
        for row in rows {
            for (index, cell) in row.cells.prefix(result.count).enumerated() where cell.text.width > result[index] {
                result[index] = cell.text.width
            }
        }
        return result
    }

    private static func choose(
        columns: [TableColumn], natural: [Int], floors: [Int], available: Int
    ) -> [(index: Int, width: Int)] {
        let required = columns.indices.filter { columns[$0].visibility == .always }
        let requiredWidth = required.reduce(0) { $0 + natural[$1] } + gaps(required.count)
        guard requiredWidth <= available else {
            return shrink(required, natural: natural, floors: floors, available: available)
        }
        var chosen = required.map { (index: $0, width: natural[$0]) }
        var leftover = available - requiredWidth
        let optional = columns.indices.compactMap { index -> (index: Int, priority: Int)? in
            guard case .whenRoom(let priority) = columns[index].visibility else { return nil }
            return (index, priority)
        }.sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.index < $1.index }
        var added: [Int] = []
        for candidate in optional {
            let need = floors[candidate.index] + (chosen.isEmpty ? 0 : columnGap)
            guard need <= leftover else { continue }
            chosen.append((candidate.index, floors[candidate.index]))
            added.append(chosen.count - 1)
            leftover -= need
        }
        let grown = waterFill(
            floors: added.map { chosen[$0].width },
            ceilings: added.map { natural[chosen[$0].index] },
            budget: added.reduce(leftover) { $0 + chosen[$1].width }
        )
        for (position, width) in zip(added, grown) { chosen[position].width = width }
        if chosen.allSatisfy({ $0.width >= natural[$0.index] }) {
            var used = chosen.reduce(0) { $0 + $1.width } + gaps(chosen.count)
            for index in columns.indices where columns[index].visibility == .whenAllElseFits {
                let need = natural[index] + (chosen.isEmpty ? 0 : columnGap)
                guard used + need <= available else { continue }
                chosen.append((index, natural[index]))
                used += need
            }
        }
        return chosen
    }

    /// The `.always` columns squeezed into a width too narrow for them.
    private static func shrink(
        _ required: [Int], natural: [Int], floors: [Int], available: Int
    ) -> [(index: Int, width: Int)] {
        let budget = available - gaps(required.count)
        if required.reduce(0, { $0 + floors[$1] }) <= budget {
            let widths = waterFill(
                floors: required.map { floors[$0] }, ceilings: required.map { natural[$0] }, budget: budget
            )
            return zip(required, widths).map { (index: $0, width: $1) }
        }
        var kept = required
        while !kept.isEmpty, kept.count + gaps(kept.count) > available { kept.removeLast() }
        let widths = waterFill(
            floors: kept.map { _ in 1 }, ceilings: kept.map { natural[$0] },
            budget: available - gaps(kept.count)
        )
        return zip(kept, widths).map { (index: $0, width: $1) }
    }

    private static func gaps(_ columnCount: Int) -> Int {
        columnGap * max(0, columnCount - 1)
    }

    /// Widths between `floors` and `ceilings` adding up to at most `budget`
    /// (which must cover the floors): the narrowest columns are raised
    /// first, so the widest are the ones cut; a leftover cell goes to the
    /// leftmost column that can take it.
    static func waterFill(floors: [Int], ceilings: [Int], budget: Int) -> [Int] {
        let ceilings = zip(floors, ceilings).map { max($0, $1) }
        if ceilings.reduce(0, +) <= budget { return ceilings }
        func total(atLevel level: Int) -> Int {
            zip(floors, ceilings).reduce(0) { $0 + min(max(level, $1.0), $1.1) }
        }
        // The highest level whose total fits: total(low) fits, total(high) does not.
        var low = 0
        var high = ceilings.max() ?? 0
        while high - low > 1 {
            let middle = (low + high) / 2
            if total(atLevel: middle) <= budget { low = middle } else { high = middle }
        }
        var widths = zip(floors, ceilings).map { min(max(low, $0), $1) }
        var remaining = budget - total(atLevel: low)
        for index in widths.indices where remaining > 0 && floors[index] <= low && low < ceilings[index] {
            widths[index] += 1
            remaining -= 1
        }
        return widths
    }
}
