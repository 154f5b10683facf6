/// What a key does, named as fzf names its actions (`up`, `page-down`,
/// `toggle-preview`, `kill-line`, `execute(…)` …); ghsearch's own actions
/// have names of the same kind (`show-details`, `clone`, `copy-url`).
/// The default keys (`KeyTable`) and `--bind` speak this one vocabulary.
public enum KeyAction: Sendable, Equatable {
    // MARK: The line (libedit does these)

    case backwardChar, forwardChar, backwardWord, forwardWord
    case backwardDeleteChar, deleteChar, backwardKillWord, killWord, killLine, unixLineDiscard, yank
    case beginningOfLine, endOfLine, prevHistory, nextHistory, searchHistory

    // MARK: The prompt

    /// Enter: search now, or print the pick on a searched line.
    case accept
    /// Exit 130, whatever the view.
    case abort
    /// Esc: back to the list from the detail view, else `abort`.
    case back
    /// Ctrl-D: delete the character under the cursor, or end on an empty line.
    case deleteCharOrEOF
    /// Empty the line (and leave the detail view).
    case clearQuery
    /// Between the user mode and searching all of GitHub.
    case toggleSearch

    // MARK: The list

    case up, down, pageUp, pageDown, first, last
    /// `--multi`: mark or unmark the selected row (then move, for the `-down`/`-up` forms).
    case toggle, toggleDown, toggleUp
    case selectAll, deselectAll, toggleAll
    case showDetails

    // MARK: The preview and the detail view

    case togglePreview
    case previewUp, previewDown, previewPageUp, previewPageDown, previewTop, previewBottom

    // MARK: The selected repository

    case openBrowser, openHomepage, openIssues, clone, copyURL
    /// Run the command with the screen given back, then come back.
    case execute(CommandTemplate)
    /// Run the command without giving the screen back, its output discarded.
    case executeSilent(CommandTemplate)
    /// Leave, and run the command in ghsearch's place (its status is ghsearch's).
    case become(CommandTemplate)
    /// Print the pick's FIELD and exit 0.
    case printField(PrintField)

    /// The actions without an argument, by name, in the order `--help` lists them.
    public static let plain: [KeyAction] = [
        .accept, .abort, .back, .up, .down, .pageUp, .pageDown, .first, .last,
        .toggle, .toggleDown, .toggleUp, .selectAll, .deselectAll, .toggleAll, .showDetails,
        .togglePreview, .previewUp, .previewDown, .previewPageUp, .previewPageDown, .previewTop, .previewBottom,
        .toggleSearch, .openBrowser, .openHomepage, .openIssues, .clone, .copyURL,
        .clearQuery, .deleteCharOrEOF,
        .backwardChar, .forwardChar, .backwardWord, .forwardWord, .beginningOfLine, .endOfLine,
        .backwardDeleteChar, .deleteChar, .backwardKillWord, .killWord, .killLine, .unixLineDiscard, .yank,
        .prevHistory, .nextHistory, .searchHistory,
    ]

    /// The actions that take an argument, as `--help` writes them.
    public static let withArgument = ["execute(COMMAND)", "execute-silent(COMMAND)", "become(COMMAND)", "print(FIELD)"]

    /// Every action's name, for messages and completions.
    public static var names: [String] { plain.map(\.name) + withArgument }

    /// The action's name (with its argument's kind for the four that take one).
    public var name: String {
        switch self {
        case .backwardChar: "backward-char"
        case .forwardChar: "forward-char"
        case .backwardWord: "backward-word"
        case .forwardWord: "forward-word"
        case .backwardDeleteChar: "backward-delete-char"
        case .deleteChar: "delete-char"
        case .backwardKillWord: "backward-kill-word"
        case .killWord: "kill-word"
        case .killLine: "kill-line"
        case .unixLineDiscard: "unix-line-discard"
        case .yank: "yank"
        case .beginningOfLine: "beginning-of-line"
        case .endOfLine: "end-of-line"
        case .prevHistory: "prev-history"
        case .nextHistory: "next-history"
        case .searchHistory: "search-history"
        case .accept: "accept"
        case .abort: "abort"
        case .back: "back"
        case .deleteCharOrEOF: "delete-char/eof"
        case .clearQuery: "clear-query"
        case .toggleSearch: "toggle-search"
        case .up: "up"
        case .down: "down"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .first: "first"
        case .last: "last"
        case .toggle: "toggle"
        case .toggleDown: "toggle-down"
        case .toggleUp: "toggle-up"
        case .selectAll: "select-all"
        case .deselectAll: "deselect-all"
        case .toggleAll: "toggle-all"
        case .showDetails: "show-details"
        case .togglePreview: "toggle-preview"
        case .previewUp: "preview-up"
        case .previewDown: "preview-down"
        case .previewPageUp: "preview-page-up"
        case .previewPageDown: "preview-page-down"
        case .previewTop: "preview-top"
        case .previewBottom: "preview-bottom"
        case .openBrowser: "open-browser"
        case .openHomepage: "open-homepage"
        case .openIssues: "open-issues"
        case .clone: "clone"
        case .copyURL: "copy-url"
        case .execute: "execute(COMMAND)"
        case .executeSilent: "execute-silent(COMMAND)"
        case .become: "become(COMMAND)"
        case .printField: "print(FIELD)"
        }
    }

    /// Whether libedit does it (it edits the line, the view model never sees it).
    public var editsTheLine: Bool {
        switch self {
        case .backwardChar, .forwardChar, .backwardWord, .forwardWord, .backwardDeleteChar, .deleteChar,
             .backwardKillWord, .killWord, .killLine, .unixLineDiscard, .yank, .beginningOfLine, .endOfLine,
             .prevHistory, .nextHistory, .searchHistory:
            true
        default:
            false
        }
    }

    /// The action `name` (fzf's spelling, any case) with `argument`; nil
    /// when there is none such.
    static func named(_ name: String, argument: String?) throws(KeyBind.ParseError) -> KeyAction? {
        let lower = name.lowercased()
        guard let argument else { return plain.first { $0.name == lower } }
        switch lower {
        case "execute", "execute-silent", "become":
            let command: CommandTemplate
            do { command = try CommandTemplate(argument) } catch { throw .badCommand(argument, error) }
            return lower == "execute" ? .execute(command) : lower == "become" ? .become(command) : .executeSilent(command)
        case "print":
            guard let field = PrintField(argument) else { throw .unknownField(argument) }
            return .printField(field)
        default:
            return nil
        }
    }
}
