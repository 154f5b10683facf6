import FoundationEssentials

/// The side preview in the parent: where it is and how big (read by the
/// list and the screens), what it reads of the parent, and its actions
/// routed to `PreviewFeature`.
extension SearchViewModel {
    /// From this many columns the preview is on by itself.
    public static let previewMinimumColumns = 160
    /// Narrower than this the screen is not split, whatever was asked.
    public static let previewSplitMinimumColumns = 100
    /// Without a token: how long the selection must rest before its README is fetched.
    public static let previewRestInterval: Duration = .milliseconds(800)

    /// Above or below the list (`--preview-window up|down`), the built-in
    /// preview is on by itself from this many rows.
    public static let previewMinimumRows = 30
    /// Above or below the list, fewer rows than this and the screen is not split.
    public static let previewStackMinimumRows = 12

    /// What the preview reads of the parent.
    var previewEnvironment: PreviewEnvironment {
        PreviewEnvironment(screenRows: screenRows, screenColumns: screenColumns, presentation: presentation,
                           selected: selectedRepository, listedBy: results?.subject, readmes: readmes)
    }

    /// Whether the list shares the screen with the preview: the built-in one
    /// (details and README) or the command's, where `--preview-window` puts it.
    public var previewShown: Bool { previewEnvironment.shown(toggled: previewState.toggled) }

    /// The list's columns while the preview is shown: beside it, the rest
    /// of the screen less a bar; above or below it, the whole width.
    public var listColumns: Int {
        let environment = previewEnvironment
        guard environment.shown(toggled: previewState.toggled) else { return screenColumns }
        return presentation.previewWindow.isBeside ? screenColumns - environment.paneCells - 1 : screenColumns
    }

    /// The pane's columns (the built-in preview's or the command's).
    public var previewColumns: Int { previewEnvironment.columns }

    /// The pane's rows (the built-in preview's or the command's); 0 while it is not shown.
    public var previewRows: Int { previewEnvironment.rows(toggled: previewState.toggled) }

    /// The rows the list is drawn in, as if it had the screen (the prompt's
    /// included): the screen's, less the pane and its rule above or below it.
    public var listScreenRows: Int {
        let environment = previewEnvironment
        guard environment.shown(toggled: previewState.toggled), !presentation.previewWindow.isBeside else { return screenRows }
        return screenRows - environment.paneCells - 1
    }

    /// The preview's action, with what it reads of the parent.
    mutating func reduce(preview action: PreviewAction) -> [SearchEffect] {
        apply(PreviewFeature.reduce(&previewState, action, previewEnvironment))
    }

    /// What the preview follows now (`PreviewFollowed`).
    var previewFollowed: PreviewFollowed { previewEnvironment.followed(toggled: previewState.toggled) }

    /// The preview follows the selection, the screen and the rows when
    /// they changed since `before` (what it followed before the action);
    /// a redraw it asks for is the action's own.
    mutating func previewFollows(_ effects: [SearchEffect], since before: PreviewFollowed) -> [SearchEffect] {
        guard previewFollowed != before else { return effects }
        return effects + reduce(preview: .follow).filter { !($0 == .redraw && effects.contains(.redraw)) }
    }
}
