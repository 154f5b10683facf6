import GHSearchText
import GHSearchKeys
/// A one-off message on the status line, as a value: the screen words it
/// in the user's language (and sanitises the URL) when it draws it.
public enum SearchNotice: Sendable, Equatable {
    /// A key that acts on a repository was pressed with no row selected.
    case nothingSelected
    /// The browser was started with this URL.
    case openedInBrowser(url: String)
    /// No browser could be started: the URL to copy.
    case copyURL(String)
    /// README preview: Alt-V on a screen too narrow to split.
    case previewNeedsWidth(columns: Int)

    // MARK: Pick and act

    /// The URL went to the clipboard (OSC 52).
    case copied(String)
    /// The repository has no homepage.
    case noHomepage
    /// The repository (this full name) has no clone URL of the kind asked for.
    case noCloneURL(String)
    /// The server's clone URL is not one git is given (`CloneURLPolicy`).
    case cloneURLRefused(String)
    /// Clone was asked for, but git is not installed.
    case gitNotFound
    /// An `execute(…)` command failed.
    case commandFailed(command: String, CommandOutcome)
}

extension Catalogue {
    /// The status line's text for `notice`; every URL sanitised.
    public func text(_ notice: SearchNotice) -> String {
        switch notice {
        case .nothingSelected: nothingSelected
        case .openedInBrowser(let url): openedInBrowser(TerminalText.sanitize(url))
        case .copyURL(let url): copyThisURL(TerminalText.sanitize(url))
        case .previewNeedsWidth(let columns): previewNeedsWidth(columns)
        case .copied(let url): copiedToClipboard(TerminalText.sanitize(url))
        case .noHomepage: noHomepage
        case .noCloneURL(let name): noCloneURL(TerminalText.sanitize(name))
        case .cloneURLRefused(let url): cloneURLRefused(TerminalText.quote(url, limit: 100))
        case .gitNotFound: gitNotFound
        case .commandFailed(let command, let outcome): commandFailed(TerminalText.quote(command), outcome)
        }
    }
}
