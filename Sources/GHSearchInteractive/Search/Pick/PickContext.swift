import GHSearchKeys
import GHSearchGitHub

/// What pick and act reads of the parent's state (never changes): the
/// options and the rows it acts on.
public struct PickContext: Sendable {
    /// `--print`, `--multi`, `--ssh`, `--bind`.
    public var options: PickOptions
    /// The repository shown in the detail view, if it is up.
    public var shown: Repository?
    /// The list's rows (nil: none), the positions the filter shows, and
    /// the position of the highlighted one.
    public var results: LoadedResults?
    public var visible: [Int]
    public var selection: Int?

    public init(options: PickOptions, shown: Repository? = nil, results: LoadedResults? = nil, visible: [Int] = [],
                selection: Int? = nil) {
        self.options = options
        self.shown = shown
        self.results = results
        self.visible = visible
        self.selection = selection
    }

    /// The highlighted row, if any.
    var selectedRow: Int? {
        guard let selection, selection < visible.count else { return nil }
        return visible[selection]
    }

    /// The repository the actions act on: the one shown, else the one selected.
    public var acting: Repository? {
        if let shown { return shown }
        guard let row = selectedRow, let results else { return nil }
        return results.repositories[row]
    }
}
