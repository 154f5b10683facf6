/// What the detail view reads of the parent: the screen and the looks.
public struct DetailEnvironment: Sendable {
    public var screenRows: Int
    public var screenColumns: Int
    public var presentation: DetailPresentation
    /// Whether the owner's avatar is drawn (not without colours).
    public var showsAvatars: Bool

    public init(screenRows: Int = 24, screenColumns: Int = 80, presentation: DetailPresentation = DetailPresentation(),
                showsAvatars: Bool = false) {
        self.screenRows = screenRows
        self.screenColumns = screenColumns
        self.presentation = presentation
        self.showsAvatars = showsAvatars
    }

    /// Rows of the body the window shows.
    var bodyRows: Int { ScreenGeometry.detailBodyRows(height: screenRows) }
}
