import GHSearchCLI
import GHSearchTerminal

/// The view model's actions a key reports, named short for the tables of
/// these tests.
extension LineEditorEvent {
    static func moveSelection(_ rows: Int) -> Self { .action(.moveSelection(rows)) }
    static func page(_ pages: Int) -> Self { .action(.page(pages)) }
    static func toggleMark(_ rows: Int) -> Self { .action(.toggleMark(rows)) }
    static let openDetail = Self.action(.openDetail)
    static let openBrowser = Self.action(.openBrowser)
    static let clone = Self.action(.clone)
    static let copyURL = Self.action(.copyURL)
    static let openHomepage = Self.action(.openHomepage)
    static let openIssues = Self.action(.openIssues)
    static let interrupt = Self.action(.interrupt)
    static let escape = Self.action(.escape)
    static let togglePreview = Self.action(.togglePreview)
    static let home = Self.action(.previewScroll(.top))
    static let end = Self.action(.previewScroll(.bottom))
}
