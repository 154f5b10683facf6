import FoundationEssentials
import GHSearchGitHub

/// User or search mode: the toggle (each mode keeps its own line), the
/// search limit kept apart from the core quota, and the countdown while the
/// quota-aware throttle waits for the search limit's reset. A child
/// feature: its state is `ModeState`, it reads the line through
/// `ModeEnvironment`, and after a toggle asks the parent to start the list
/// afresh on the other mode's line (`FeatureStep.freshList`).
public enum ModeFeature {
    public static func reduce(_ state: inout ModeState, _ action: ModeAction, _ environment: ModeEnvironment) -> FeatureStep {
        switch action {
        case .toggle:
            // The countdown runs in search mode only.
            let wasCounting = state.countsDown
            state.savedLines[state.mode] = environment.line
            state.mode = state.mode.toggled
            return FeatureStep([.setPrompt(state.mode.prompt)] + countdown(wasCounting, state),
                               freshList: state.savedLines[state.mode] ?? "")
        case .quotaWait(let until):
            guard until != state.searchWaitUntil else { return FeatureStep([]) }
            let wasCounting = state.countsDown
            state.searchWaitUntil = until
            return FeatureStep(countdown(wasCounting, state) + [.redraw])
        case .searchQuotaReported(let limit):
            state.searchQuota = RateLimitBook.merged(state.searchQuota, limit)
            return FeatureStep([])
        case .countdownTicked:
            return FeatureStep(state.searchWaitUntil == nil ? [] : [.redraw])
        }
    }

    /// Starts or stops the countdown's timer as `countsDown` changed.
    private static func countdown(_ wasCounting: Bool, _ state: ModeState) -> [SearchEffect] {
        switch (wasCounting, state.countsDown) {
        case (false, true): [.startTimer(.searchQuotaCountdown, every: LoadingFeature.countdownInterval)]
        case (true, false): [.cancel(.timer(.searchQuotaCountdown))]
        case (false, false), (true, true): []
        }
    }
}
