import GHSearchGitHub

/// The loading as the parent sees it: its state (`loadingState`, reduced
/// by `LoadingFeature` over the list's rows), what it reads of the parent,
/// and its fields the screens read (tests and the parent change them
/// through `loadingState`).
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
    public var searching: SearchSubject? { loadingState.searching }
    /// Why the table shows what it shows.
    public var status: SearchStatus { loadingState.status }
    /// The newest core rate limit GitHub reported.
    public var quota: RateLimit? { loadingState.quota }
    /// The spinner: turning while a request is in flight.
    public var spinner: Spinner { loadingState.spinner }

    /// What the search that ended in the `.failed` status was for; nil in any other status.
    public var failedSubject: SearchSubject? { loadingState.failedSubject }

    /// Whether a request is in flight (the spinner turns).
    public var isWorking: Bool { LoadingFeature.isWorking(loadingState, listState) }

    /// Whether the next page loads when the selection moves (`LoadingFeature.wantsMore`).
    public var wantsMore: Bool { LoadingFeature.wantsMore(listState) }
}
