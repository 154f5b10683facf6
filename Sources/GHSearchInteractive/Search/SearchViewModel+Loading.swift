import GHSearchGitHub

/// The loading as the parent sees it: its state (`loadingState`, reduced
/// by `LoadingFeature` over the list's rows), what it reads of the parent,
/// and its fields the screens read.
extension SearchViewModel {
    /// The loading's action, with the list's state lent to it (it fills the rows in place).
    mutating func reduce(loading action: LoadingAction) -> [SearchEffect] {
        apply(LoadingFeature.reduce(&loadingState, &listState, action, loadingEnvironment))
    }

    /// What the loading reads of the parent.
    var loadingEnvironment: LoadingEnvironment {
        LoadingEnvironment(policy: loading, mode: modeState.mode)
    }

    /// What a request is in flight for (the spinner shows).
    public internal(set) var searching: SearchSubject? {
        get { loadingState.searching }
        set { loadingState.searching = newValue }
    }

    /// Why the table shows what it shows.
    public internal(set) var status: SearchStatus {
        get { loadingState.status }
        set { loadingState.status = newValue }
    }

    /// The newest core rate limit GitHub reported.
    public internal(set) var quota: RateLimit? {
        get { loadingState.quota }
        set { loadingState.quota = newValue }
    }

    /// Results seen earlier this session.
    public internal(set) var recent: RecentResults {
        get { loadingState.recent }
        set { loadingState.recent = newValue }
    }

    /// The spinner: turning while a request is in flight.
    public internal(set) var spinner: Spinner {
        get { loadingState.spinner }
        set { loadingState.spinner = newValue }
    }

    /// What the search that ended in the `.failed` status was for; nil in any other status.
    public var failedSubject: SearchSubject? { loadingState.failedSubject }

    /// Whether a request is in flight (the spinner turns).
    public var isWorking: Bool { LoadingFeature.isWorking(loadingState, listState) }

    /// Whether the next page loads when the selection moves (`LoadingFeature.wantsMore`).
    public var wantsMore: Bool { LoadingFeature.wantsMore(listState) }
}
