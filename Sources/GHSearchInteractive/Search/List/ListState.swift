/// The list's selection and its scroll position, kept together as
/// ratatui's `ListState`: the view model moves the window with the
/// selection, so the screen only reads where it is.
public struct ListState: Sendable, Equatable {
    /// Position in `visible` of the highlighted row; nil when there is none.
    public var selected: Int?
    /// Position in `visible` of the first row in the window.
    public var offset: Int

    public init(selected: Int? = nil, offset: Int = 0) {
        self.selected = selected
        self.offset = offset
    }

    /// The first row of a window of `rows` rows over `count` rows: the
    /// offset, moved as little as keeps the selection inside, and no
    /// further than leaves the window full.
    public func offset(showing rows: Int, of count: Int) -> Int {
        var top = offset
        if let selected {
            if selected < top { top = selected }
            if selected >= top + rows { top = selected - rows + 1 }
        }
        return max(0, min(top, max(0, count - rows)))
    }

    /// Moves the window to keep the selection in view (`offset(showing:of:)`).
    mutating func scroll(showing rows: Int, of count: Int) {
        offset = offset(showing: rows, of: count)
    }
}
