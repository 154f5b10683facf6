import GHSearchGitHub
import GHSearchText
/// Quota-aware pacing in the user mode: while the core limit is scarce (no
/// token, or fewer requests left than `--reserve`), the quota-aware
/// throttle searches a name when typing pauses (`QuotaThrottlePolicy.pacesNames`,
/// `coreReserve`); the status line says so while a typed name waits.
extension SearchViewModel {
    /// Why the name on the line is not searched yet.
    public enum NamePacing: Sendable, Equatable {
        /// No token: GitHub allows 60 requests an hour.
        case noToken
        /// Fewer requests left than the reserve.
        case lowQuota(left: Int, reserve: Int)
    }

    /// Names wait for a pause now, and the one on the line has not been
    /// asked for (nor answered) yet.
    public var namePacing: NamePacing? {
        guard modeState.mode == .user, view == .list, searching == nil, let subject = query.subject, subject != .own,
              results.map({ !subject.isSameList(as: $0.subject) }) ?? true,
              !subject.isSameList(as: failedSubject) else { return nil }
        if loading.pacesNames { return .noToken }
        if let left = quota?.remaining, quota?.resource ?? "core" == "core", left < loading.reserve {
            return .lowQuota(left: left, reserve: loading.reserve)
        }
        return nil
    }
}

extension Catalogue {
    /// The status line while a typed name waits for typing to pause.
    public func text(_ pacing: SearchViewModel.NamePacing) -> String {
        switch pacing {
        case .noToken:
            ko ? "입력을 멈추면 검색합니다: 토큰 없이는 시간당 요청 60회입니다 (GH_TOKEN을 설정하면 5,000회)."
                : "Searching when you pause typing: without a token GitHub allows 60 requests an hour (GH_TOKEN: 5,000)."
        case .lowQuota(let left, let reserve):
            ko ? "입력을 멈추면 검색합니다: 남은 요청 \(left)회가 예비분(--reserve \(reserve))보다 적습니다."
                : "Searching when you pause typing: \(left) requests left, fewer than --reserve \(reserve)."
        }
    }
}
