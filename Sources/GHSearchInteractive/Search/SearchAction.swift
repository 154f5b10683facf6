import FoundationEssentials
import GHSearchGitHub
import GHSearchKeys
import GHSearchAvatar
import GHSearchReadme

/// Everything that can happen to the interactive view model: the only input
/// of `SearchViewModel.send(_:)`.
///
/// Keys arrive as the line editor reports them; what a key *means* (search,
/// go back to the list, nothing) depends on the view and is decided in the
/// view model, never by the caller. The other actions are the answers to the
/// view model's own effects (`SearchEffect`), delivered by `SearchSession`.
public enum SearchAction: Sendable, Equatable {
    // MARK: Keys (the prompt's events)

    /// A batch of keystrokes changed the prompt line.
    case lineChanged(String)
    /// Enter, with the line as it is.
    case submit(String)
    /// Ctrl-U or Esc emptied the line.
    case clear
    /// Up/Down (Ctrl-P/Ctrl-N): move the selection by this many rows.
    case moveSelection(Int)
    /// PageUp/PageDown: move the selection by this many screens.
    case page(Int)
    /// Tab: show the selected repository.
    case openDetail
    /// Ctrl-O: open the repository shown or selected in a browser.
    case openBrowser
    /// Ctrl-D on an empty line, or the terminal is gone.
    case endOfInput
    /// Ctrl-C.
    case interrupt

    // MARK: Keys of pick and act

    /// Esc: leave without a pick (in the list), back to the list (in the detail view).
    case escape
    /// Tab / Shift-Tab with `--multi`: mark or unmark the selected row, then
    /// move the selection by this many rows.
    case toggleMark(Int)
    /// Alt-C: clone the selected (or marked) repositories, then exit.
    case clone
    /// Alt-Y: copy the selected repository's URL to the clipboard (OSC 52).
    case copyURL
    /// Alt-H: open the selected repository's homepage in a browser.
    case openHomepage
    /// Alt-I: open the selected repository's issues page in a browser.
    case openIssues
    /// `select-all`, `deselect-all`, `toggle-all` with `--multi`: every row the filter shows.
    case markAll(MarkChange)
    /// `execute(…)`: run the command for the acting repository on the terminal.
    case execute(CommandTemplate)
    /// `execute-silent(…)`: run it without giving the screen back.
    case executeSilent(CommandTemplate)
    /// `become(…)`: leave and run it in ghsearch's place.
    case become(CommandTemplate)
    /// `print(FIELD)`: print the pick's FIELD and exit 0.
    case printField(PrintField)

    // MARK: Search all of GitHub

    /// Ctrl-T: switch between user and search mode; each keeps its last line.
    case toggleMode
    /// The quota-aware throttle waits for the search limit's reset until
    /// this time; nil: it searches again.
    case searchQuotaWait(until: Date?)

    // MARK: The terminal

    /// The screen has a new size (also sent once at the start).
    case resized(rows: Int, columns: Int)

    // MARK: Answers to effects

    /// `.search`: the stream sent a request for `subject` (the spinner shows).
    case searchStarted(SearchSubject)
    /// `.search`: the response cache's first page of `subject`, read while
    /// the request revalidates it: shown at once, marked, until
    /// `.searchFinished` (stale-while-revalidate).
    case searchCached(SearchSubject, page: RepositoryPage)
    /// `.search`: the stream's request for `subject` ended (nil: the line
    /// named nobody); a failure is the per-request fallback (an empty list)
    /// plus the reason.
    case searchFinished(SearchSubject?, outcome: SearchOutcome)
    /// `.loadPage`, `.loadPages`: the page of `subject` fetched from `url`
    /// (a link exactly as followed) arrived, or why it did not.
    case pageLoaded(SearchSubject, url: String, Result<RepositoryPage, GitHubError>)
    /// `.fetchAvatar`: the picture at `url` (at once when it is in memory,
    /// then again when revalidated).
    case avatarLoaded(url: String, RGBAImage)
    /// `.fetchAvatar`: no usable picture came from `url`.
    case avatarFailed(url: String)
    /// `.openBrowser`: whether a browser was started for `url`.
    case browserFinished(url: String, opened: Bool)
    /// `.startTimer`: `timer` ticked at wall-clock time `now`.
    case timerFired(SearchTimer, now: Date)
    /// GitHub reported its rate limit on some answer (a 404 spends quota too).
    case quotaChanged(RateLimit)

    // MARK: Keys of the list and the preview (fzf's actions)

    /// `first`, `last`: the first (last) row; in the detail view, its top (bottom).
    case first
    case last
    /// `preview-up`, `preview-page-down`, `preview-top` … (Shift-Up,
    /// Shift-PgDn, Home …): the detail view's window, else the side preview's.
    case previewScroll(PreviewScroll)

    // MARK: The mouse (`MouseRouting`)

    /// A click on the row at this position of `visible`: it is selected.
    case selectRow(Int)
    /// A double-click: the row is selected and picked, as Enter.
    case pickRow(Int)
    /// With `--multi`, a right-click or a Shift-click: the row is marked (or unmarked), and selected.
    case markRow(Int)

    // MARK: README preview

    /// Alt-V: the side preview on or off.
    case togglePreview
    /// `.fetchReadme` or `.previewReadme`: the README of `target`, or why
    /// it could not be fetched, at wall-clock time `at`.
    case readmeLoaded(ReadmeTarget, Result<ReadmeResult, GitHubError>, at: Date)
    /// `.runPreview`: the preview command's output so far for `run`.
    case previewOutput(PreviewRun, PreviewOutput)

    // MARK: Answers of pick and act

    /// `.runCommand`: how the command ended.
    case commandFinished(command: String, CommandOutcome)
    /// `.clone`: git could not be found, so nothing was left or cloned.
    case cloneNotStarted

    // MARK: Complete filtering

    /// `.loadCachedRows`: what the response cache holds of `subject`'s list (nil: nothing).
    case cachedRowsLoaded(SearchSubject, RepositoryPage?)
}

extension SearchAction {
    /// The stream's event as an action.
    public init(_ event: SearchEvent) {
        switch event {
        case .started(let subject): self = .searchStarted(subject)
        case .cached(let subject, let page): self = .searchCached(subject, page: page)
        case .finished(let subject, let outcome): self = .searchFinished(subject, outcome: outcome)
        }
    }
}
