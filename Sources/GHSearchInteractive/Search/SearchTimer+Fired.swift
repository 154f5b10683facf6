import FoundationEssentials

extension SearchTimer {
    /// The action of the feature this timer ticks for, ticked at wall-clock time `now`.
    func fired(at now: Date) -> SearchAction {
        switch self {
        case .spinner: .loading(.spinnerTicked)
        case .rateLimitRetry: .loading(.retryTicked(now: now))
        case .previewRest: .preview(.rested)
        case .searchQuotaCountdown: .mode(.countdownTicked)
        }
    }
}
