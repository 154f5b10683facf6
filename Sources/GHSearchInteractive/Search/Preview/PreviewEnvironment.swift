import GHSearchGitHub
import GHSearchReadme

/// What the side preview reads of the parent: the screen, the looks, the
/// selection and the READMEs this session has; and what follows from them,
/// where the pane is and how big (the parent's `previewShown`,
/// `previewColumns`… read the same).
public struct PreviewEnvironment: Sendable {
    /// The list keeps at least this many columns beside the pane, or this
    /// many rows (title, header, a row, status) above or below it.
    static let listMinimumColumns = 20
    static let listMinimumRows = 5

    public var screenRows: Int
    public var screenColumns: Int
    public var presentation: DetailPresentation
    /// The selected repository; nil when none is.
    public var selected: Repository?
    /// Whose list the selection is in (the README's owner when the row names none).
    public var listedBy: SearchSubject?
    /// READMEs answered this session: shown at once.
    public var readmes: RecentlyStored<ReadmeTarget, ReadmeResult>

    public init(screenRows: Int = 24, screenColumns: Int = 80, presentation: DetailPresentation = DetailPresentation(),
                selected: Repository? = nil, listedBy: SearchSubject? = nil,
                readmes: RecentlyStored<ReadmeTarget, ReadmeResult> = RecentlyStored(capacity: 24)) {
        self.screenRows = screenRows
        self.screenColumns = screenColumns
        self.presentation = presentation
        self.selected = selected
        self.listedBy = listedBy
        self.readmes = readmes
    }

    /// Whether the preview is asked for (by Alt-V's choice `toggled`, else
    /// by the policy), room or not.
    func wanted(toggled: Bool?) -> Bool {
        toggled ?? {
            if presentation.previewWindow.hidden { return false }
            if presentation.previewCommand != nil { return presentation.preview != .never }
            switch presentation.preview {
            case .always: return true
            case .never: return false
            case .automatic:
                return presentation.previewWindow.isBeside
                    ? screenColumns >= SearchViewModel.previewMinimumColumns
                    : screenRows >= SearchViewModel.previewMinimumRows
            }
        }()
    }

    /// Whether the list shares the screen with the preview: the built-in one
    /// (details and README) or the command's, where `--preview-window` puts it.
    func shown(toggled: Bool?) -> Bool {
        guard wanted(toggled: toggled) else { return false }
        if presentation.previewCommand == nil {
            if presentation.previewWindow.isBeside, screenColumns < SearchViewModel.previewSplitMinimumColumns { return false }
            if !presentation.previewWindow.isBeside, screenRows < SearchViewModel.previewStackMinimumRows { return false }
        }
        return paneCells > 0
    }

    /// The pane's columns (left, right) or rows (up, down), 0 when there is
    /// no room, where `--preview-window` puts it.
    var paneCells: Int {
        let window = presentation.previewWindow
        return window.isBeside
            ? window.paneCells(of: screenColumns - 1, keep: PreviewEnvironment.listMinimumColumns)
            : window.paneCells(of: screenRows - 2, keep: PreviewEnvironment.listMinimumRows)
    }

    /// The pane's columns: the built-in preview is laid out for them.
    var columns: Int {
        presentation.previewWindow.isBeside ? max(1, paneCells) : screenColumns
    }

    /// The pane's rows while it is shown: beside the list, the frame's less
    /// the status line; above or below it, its share (a rule separates it
    /// from the list).
    func rows(toggled: Bool?) -> Int {
        guard shown(toggled: toggled) else { return 0 }
        if presentation.previewWindow.isBeside { return max(0, screenRows - 2) }
        return paneCells
    }

    /// The README the selection shows, nil when its row names no owner.
    var selectedTarget: ReadmeTarget? {
        selected.flatMap { ReadmeTarget($0, listedBy: listedBy) }
    }
}
