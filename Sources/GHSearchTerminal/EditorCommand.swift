/// The editor's own key functions, registered with libedit by name
/// (`EL_ADDFN`) and bound to keys by `KeyBindingTable`.
enum EditorCommand: CaseIterable, Equatable {
    case submit
    case clearLine
    case deleteOrEndOfInput
    case interrupt
    case selectPrevious
    case selectNext
    case pageUp
    case pageDown
    case openDetail
    case openBrowser
    // README preview (#16)
    case home
    case end
    case togglePreview

    // Pick and act (#14)
    case escape
    case toggleMarkDown
    case toggleMarkUp
    case clone
    case copyURL
    case openHomepage
    case openIssues
    /// A key bound with `--bind` (which one: the last character of its sequence).
    case userKey
    /// The private key the input reader returns when the wake pipe or
    /// `SIGWINCH` fired: redraw on the editor thread.
    case wake

    /// The name libedit knows the function by (also usable in `~/.editrc`).
    var functionName: String {
        switch self {
        case .submit: "ghs-submit"
        case .clearLine: "ghs-clear-line"
        case .deleteOrEndOfInput: "ghs-delete-or-eof"
        case .interrupt: "ghs-interrupt"
        case .selectPrevious: "ghs-select-previous"
        case .selectNext: "ghs-select-next"
        case .pageUp: "ghs-page-up"
        case .pageDown: "ghs-page-down"
        case .openDetail: "ghs-open-detail"
        case .openBrowser: "ghs-open-browser"
        case .home: "ghs-home"
        case .end: "ghs-end"
        case .togglePreview: "ghs-toggle-preview"
        case .escape: "ghs-escape"
        case .toggleMarkDown: "ghs-toggle-mark-down"
        case .toggleMarkUp: "ghs-toggle-mark-up"
        case .clone: "ghs-clone"
        case .copyURL: "ghs-copy-url"
        case .openHomepage: "ghs-open-homepage"
        case .openIssues: "ghs-open-issues"
        case .userKey: "ghs-user-key"
        case .wake: "ghs-wake"
        }
    }

    /// One line of help, as libedit's `bind -l` shows it.
    var help: String {
        switch self {
        case .submit: "Search for the line now"
        case .clearLine: "Clear the line"
        case .deleteOrEndOfInput: "Delete the character under the cursor, or end on an empty line"
        case .interrupt: "Leave ghsearch"
        case .selectPrevious: "Select the previous repository"
        case .selectNext: "Select the next repository"
        case .pageUp: "Move the selection one page up"
        case .pageDown: "Move the selection one page down"
        case .openDetail: "Show the selected repository"
        case .openBrowser: "Open the selected repository in a browser"
        case .home: "Move to the start of the line, or to the top of the detail view"
        case .end: "Move to the end of the line, or to the bottom of the detail view"
        case .togglePreview: "Show or hide the side preview"
        case .escape: "Leave without a pick, or go back to the list"
        case .toggleMarkDown: "Mark or unmark the selected repository, then select the next"
        case .toggleMarkUp: "Mark or unmark the selected repository, then select the previous"
        case .clone: "Clone the selected repository and exit"
        case .copyURL: "Copy the selected repository's URL to the clipboard"
        case .openHomepage: "Open the selected repository's homepage in a browser"
        case .openIssues: "Open the selected repository's issues in a browser"
        case .userKey: "Run what --bind gave this key"
        case .wake: "Redraw the screen (internal)"
        }
    }
}
