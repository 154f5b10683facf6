import GHSearchText
/// Inline content flattened for wrapping: sanitised text in a style, or a
/// hard line break.
enum InlineRun: Sendable, Equatable {
    case text(String, ANSI.Style)
    case lineBreak
}
