import GHSearchFilter
import GHSearchGitHub

/// The list's own state: the prompt's line and what it asks for, the rows
/// on screen and those the filter shows, the selection and the window over
/// them. The selection and its scroll position are kept together as
/// ratatui's `ListState`: the list moves the window with the selection, so
/// the screen only reads where it is.
public struct ListState: Sendable, Equatable {
    /// Position in `visible` of the highlighted row; nil when there is none.
    public var selected: Int?
    /// Position in `visible` of the first row in the window.
    public var offset: Int

    /// The prompt line as typed.
    public var line = ""
    /// The line read: whose list (or which search) it asks for, and the filter's words.
    public var query = SearchQuery(line: "")
    /// The rows on screen (kept while a new search is in flight: no flash of
    /// an empty table).
    public var results: LoadedResults?
    /// Indices into `results.repositories` that pass the local filter, in
    /// the order shown (ranked, or sorted).
    public var visible: [Int] = []
    /// The local filter (the line after the name), parsed.
    public var filter = Filter.empty
    /// Runs `filter` over the rows, keystroke after keystroke (its caches
    /// never change a result: all engines compare equal).
    public var engine = FilterEngine()
    /// `--sort`: the rows' order when the filter's words or `sort:` do not set one (fixed for the session).
    public var defaultSort: FilterSort?
    /// Whether the user moved the selection since the name changed: a new
    /// filter then keeps it on its repository (while it passes); otherwise
    /// the selection stays on the top row, the best match, as fzf's cursor.
    public var selectionChosen = false
    /// The repository a pasted `owner/repo` or URL named, until its row is
    /// loaded and selected (or the user moves the selection).
    public var wantedRepository: String?
    /// The generation of the next `SearchKey`: raised for a search that must
    /// go out again for the same name.
    public var generation = 0

    public init(selected: Int? = nil, offset: Int = 0) {
        self.selected = selected
        self.offset = offset
    }

    public init(defaultSort: FilterSort?, engine: FilterEngine) {
        self.init()
        self.defaultSort = defaultSort
        self.engine = engine
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
