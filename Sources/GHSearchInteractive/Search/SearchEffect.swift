import GHSearchGitHub
import GHSearchPreviewCommand
/// What the view model asks to be done, as a value. `SearchViewModel.send`
/// returns them; it never does any of this itself.
///
/// The split is the type: `SearchSession` runs the `.session` effects (the
/// network, the clock); the `.edge` ones need the terminal or the process
/// and are run by the interactive mode. Keys are sent on the terminal's thread and only
/// keys produce the edge effects other than `.redraw` and
/// `.rememberInHistory` (which answers a search), so those always come back
/// to the thread that owns the terminal.
///
/// Effects that run over time have an identity (`SearchEffectID`): starting
/// one replaces the one running under the same identity, `.cancel(id)`
/// stops it, and an answer from a replaced or cancelled one is dropped.
public enum SearchEffect: Sendable, Equatable {
    /// Run by `SearchSession` (the network, the clock, the streams).
    case session(SessionEffect)
    /// Run at the edge, by the interactive mode (the terminal, the process):
    /// `SearchSession` hands these back.
    case edge(EdgeEffect)
}

/// The effects `SearchSession` runs.
public enum SessionEffect: Sendable, Equatable {
    /// Push a key into the search stream (throttle → dedup → flatMapLatest);
    /// its events come back as `.searchStarted` and `.searchFinished`.
    case search(SearchKey)
    /// Fetch the page at `url` (a `Link` followed exactly as given) for
    /// `subject`; answered by `.pageLoaded`. Identity `.loadPage` (shared
    /// with `.loadPages`: one replaces the other).
    case loadPage(url: String, subject: SearchSubject)
    /// Fetch the owner's picture at `url`; answered by `.avatarLoaded` or
    /// `.avatarFailed`. Identity `.avatar`.
    case fetchAvatar(url: String)
    /// Send `.timerFired(timer, now:)` every `interval` until cancelled.
    /// Identity `.timer(timer)`.
    case startTimer(SearchTimer, every: Duration)
    /// Stop the effect running under `id` (nothing if none is).
    case cancel(SearchEffectID)

    // MARK: Complete filtering

    /// Fetch `load.count` pages from `load.next` in the background (`jobs`
    /// at a time when `rel="last"` gives their URLs), answered in page
    /// order by one `.pageLoaded` each; a failure is the last answer.
    /// Identity `.loadPage` (it replaces a single page's load).
    case loadPages(PageLoad)
    /// Read what the response cache holds of `subject`'s list (no request);
    /// answered by `.cachedRowsLoaded`. Identity `.cachedRows`.
    case loadCachedRows(SearchSubject)

    // MARK: README preview

    /// Fetch the README of `target` for the detail view; answered by
    /// `.readmeLoaded`. Identity `.readme`.
    case fetchReadme(ReadmeTarget)
    /// Push the selection into the preview stream (throttle → dedup →
    /// flatMapLatest, as the search text): each README that passes is
    /// fetched, aborting the one before, and answered by `.readmeLoaded`;
    /// nil fetches nothing (it aborts the fetch in flight).
    case previewReadme(ReadmeTarget?)
    /// Push the selection's run of `--preview COMMAND` into the preview
    /// command's stream (throttle → dedup → flatMapLatest): each run that
    /// passes starts the command, killing the one before, and its output
    /// is answered by `.previewOutput` as it grows; nil starts nothing (it
    /// kills the command in flight).
    case runPreview(PreviewRun?)

    // MARK: Layout

    /// Lay a pane (the detail view, the preview) out at a width, off the
    /// session's lock; answered by `request.answer(body)` (`.detail(.laidOut)`
    /// or `.preview(.laidOut)`) before the action's edge effects run.
    case layout(LayoutRequest)
}

/// The effects the interactive mode runs, on the terminal's thread.
public enum EdgeEffect: Sendable, Equatable {
    /// Draw the screen from the view model as it is now (coalesced).
    case redraw
    /// Put this text on the prompt line (the editor reports no change for it).
    case setLine(String)
    /// Start a browser on `url`; answer with `.browserFinished`.
    case openBrowser(url: String)
    /// Leave the interactive mode with this status.
    case exit(ExitStatus)

    // MARK: Run at the edge: pick and act

    /// Write these lines to standard output once the screen is given back
    /// (an `.exit` follows).
    case printLines([String])
    /// Give the screen back, run this argument vector (no shell) on the
    /// terminal, wait, take the screen again and redraw; answer with
    /// `.commandFinished`.
    case runCommand([String])
    /// `execute-silent(…)`: run this argument vector (no shell) without
    /// giving the screen back, its standard streams on `/dev/null`, wait;
    /// answer with `.commandFinished`.
    case runSilently([String])
    /// `become(…)`: leave the interactive mode, then run this argument
    /// vector (no shell) in ghsearch's place: standard output is ghsearch's,
    /// and its exit status ghsearch's (an `.exit` follows).
    case become([String])
    /// Put `text` on the clipboard with OSC 52 (the terminal, tmux, or the
    /// terminal at the other end of an SSH connection keeps it).
    case copyToClipboard(String)
    /// Leave the interactive mode, then `git clone` each URL into the
    /// current directory with git's own progress on the terminal; the exit
    /// status is git's. If git cannot be found, nothing is left: answer
    /// `.cloneNotStarted`.
    case clone([String])
    /// Add this name to the prompt's history (once: an older copy goes).
    case rememberInHistory(String)
    /// Put the newest history entry on the (empty) line, and send it as `.lineChanged`.
    case recallHistory

    // MARK: Search all of GitHub, run at the edge

    /// Show this prompt (`user> `, `search> `): the mode changed.
    case setPrompt(String)
}

/// The identity of an effect that runs over time.
public enum SearchEffectID: Hashable, Sendable {
    case loadPage
    case avatar
    /// `.loadCachedRows`.
    case cachedRows
    case timer(SearchTimer)
    /// The detail view's README.
    case readme
}

/// The view model's timers.
public enum SearchTimer: Hashable, Sendable {
    /// Turns the spinner (100 ms) while a request is in flight.
    case spinner
    /// Redraws the rate-limit countdown every second and searches again
    /// once the limit has reset.
    case rateLimitRetry
    /// README preview: without a token, fires once the selection has
    /// rested (`SearchViewModel.previewRestInterval`); the preview fetches then.
    case previewRest
    // MARK: Search all of GitHub
    /// Redraws the countdown to the search limit's reset every second while
    /// the quota-aware throttle waits for it.
    case searchQuotaCountdown
}
