/// What the detail view reads of the parent (the screen, the looks) and
/// the cache of laid-out READMEs it shares with the preview.
public struct DetailEnvironment: Sendable {
    public var screenRows: Int
    public var screenColumns: Int
    public var presentation: DetailPresentation
    /// Whether the owner's avatar is drawn (not without colours).
    public var showsAvatars: Bool
    /// READMEs laid out before, so one opened again is drawn at once.
    public var layouts: ReadmeLayouts

    public init(screenRows: Int = 24, screenColumns: Int = 80, presentation: DetailPresentation = DetailPresentation(),
                showsAvatars: Bool = false, layouts: ReadmeLayouts = ReadmeLayouts()) {
        self.screenRows = screenRows
        self.screenColumns = screenColumns
        self.presentation = presentation
        self.showsAvatars = showsAvatars
        self.layouts = layouts
    }

    /// Rows of the body the window shows.
    var bodyRows: Int { ScreenGeometry.detailBodyRows(height: screenRows) }

    /// Lays `pane` out for `width`, keeping the line at its top in view (a
    /// README line stays the top line after a re-wrap).
    mutating func relayout(_ pane: inout RepositoryDetail, width: Int) {
        let place = pane.body?.place(ofLine: pane.top)
        let body = DetailBody.layout(pane, width: width, presentation: presentation, at: pane.answeredAt, reusing: &layouts)
        pane.body = body
        if let place { pane.top = body.line(at: place) }
    }
}
