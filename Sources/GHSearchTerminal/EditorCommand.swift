/// The editor's own key functions that need the line or the cursor,
/// registered with libedit by name (`EL_ADDFN`, usable in `~/.editrc`);
/// every other action of a key goes to the view model as it is
/// (`KeyMeaning.action`).
enum EditorCommand: CaseIterable, Equatable {
    /// `accept`: report the line as submitted.
    case submit
    /// `clear-query`: empty the line.
    case clearLine
    /// `delete-char/eof`.
    case deleteOrEndOfInput
    /// The private key the input reader returns when the wake pipe or
    /// `SIGWINCH` fired: redraw on the editor thread.
    case wake

    /// The name libedit knows the function by (also usable in `~/.editrc`).
    var functionName: String {
        switch self {
        case .submit: "ghs-submit"
        case .clearLine: "ghs-clear-line"
        case .deleteOrEndOfInput: "ghs-delete-or-eof"
        case .wake: "ghs-wake"
        }
    }

    /// One line of help, as libedit's `bind -l` shows it.
    var help: String {
        switch self {
        case .submit: "Search for the line now"
        case .clearLine: "Clear the line"
        case .deleteOrEndOfInput: "Delete the character under the cursor, or end on an empty line"
        case .wake: "Redraw the screen (internal)"
        }
    }
}
