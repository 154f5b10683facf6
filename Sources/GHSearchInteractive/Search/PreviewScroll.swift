/// How `preview-up`, `preview-down`, `preview-page-up`, `preview-page-down`,
/// `preview-top` and `preview-bottom` move the window of the detail view
/// or the side preview.
public enum PreviewScroll: Sendable, Equatable {
    /// This many lines (up when negative).
    case lines(Int)
    /// This many pages (a page: the window's height less one line).
    case pages(Int)
    case top
    case bottom
}
