import GHSearchText
import GHSearchPreviewCommand
/// How the detail view and the side preview lay text out, fixed for the
/// session: the view model asks for the README laid out by it (it must know
/// how many lines there are to scroll through them).
public struct DetailPresentation: Sendable, Equatable {
    /// When the list shares the screen with a preview of the selection.
    public enum PreviewPolicy: Sendable, Equatable {
        /// On a terminal at least `SearchViewModel.previewMinimumColumns` wide.
        case automatic
        /// Always (`--preview`), as long as both halves have room.
        case always
        /// Never (`--no-preview`); Alt-V still turns it on.
        case never
    }

    public var language: Language
    public var colorMode: ANSI.ColorMode
    public var preview: PreviewPolicy
    /// Whether requests carry a token: then the preview follows the
    /// selection live; without one it waits for the selection to rest.
    public var hasToken: Bool
    /// `--preview COMMAND`: the pane shows the command's output instead of the built-in details and README.
    public var previewCommand: PreviewCommand?
    /// `--preview-window`: where the preview (the built-in one or the command's) is, how big, hidden, wrapped.
    public var previewWindow: PreviewWindow
    /// `--info`: where the count goes (the title row, the prompt row, nowhere).
    public var info: InfoStyle
    /// `--layout reverse-list`: the list runs up from the bottom.
    public var listReversed: Bool

    public init(language: Language = .en, colorMode: ANSI.ColorMode = .off, preview: PreviewPolicy = .automatic,
                hasToken: Bool = false, previewCommand: PreviewCommand? = nil, previewWindow: PreviewWindow = PreviewWindow(),
                info: InfoStyle = .default, listReversed: Bool = false) {
        self.info = info
        self.listReversed = listReversed
        self.language = language
        self.colorMode = colorMode
        self.preview = preview
        self.hasToken = hasToken
        self.previewCommand = previewCommand
        self.previewWindow = previewWindow
    }

    public var catalogue: Catalogue { Catalogue(language) }
}
