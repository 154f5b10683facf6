import GHSearchReadme
import GHSearchAvatar
import FoundationEssentials
import GHSearchGitHub

/// The detail view: one repository full-screen, its owner's avatar, its
/// README, and a window scrolled over them. A child feature: its state is
/// the `RepositoryDetail` shown (nil: the list is up), it reads the screen
/// through `DetailEnvironment`, and asks the parent only for the notice.
/// It lays nothing out itself: it asks for its body (`.layout`) whenever
/// what it shows or its width changes, and takes the answer (`.laidOut`).
public enum DetailFeature {
    public static func reduce(_ detail: inout RepositoryDetail?, _ action: DetailAction,
                              _ environment: DetailEnvironment) -> FeatureStep {
        switch action {
        case .show(let repository, let target, let known):
            let avatarURL = environment.showsAvatars ? repository.owner?.avatarURL : nil
            var shown = RepositoryDetail(repository: repository, avatar: avatarURL == nil ? .none : .loading, target: target)
            var effects = avatarURL.map { [SearchEffect.fetchAvatar(url: $0)] } ?? []
            if let target {
                if let known {
                    shown.readme = .shown(known)
                } else {
                    shown.readme = .loading
                    effects.append(.fetchReadme(target))
                }
            } else {
                shown.readme = .shown(.missing)
            }
            let layout = shown.layoutRequest(.detail, width: environment.screenColumns, presentation: environment.presentation)
            detail = shown
            return FeatureStep(effects + [layout, .redraw], notice: .set(nil))
        case .dismiss(let line):
            guard detail != nil else { return FeatureStep([]) }
            detail = nil
            return FeatureStep([.cancel(.avatar), .cancel(.readme)] + (line.map { [.setLine($0)] } ?? []) + [.redraw])
        case .openBrowser:
            guard let shown = detail else { return FeatureStep([.redraw], notice: .set(.nothingSelected)) }
            return FeatureStep([.openBrowser(url: shown.repository.htmlURL ?? "")])
        case .scroll(let scroll):
            guard let shown = detail else { return FeatureStep([]) }
            let lines = scroll.lines(page: max(1, environment.bodyRows - 1))
            let (sum, overflow) = shown.top.addingReportingOverflow(lines)
            let top = max(0, min(overflow ? (lines > 0 ? .max : 0) : sum, maximumTop(shown, environment)))
            guard top != shown.top else { return FeatureStep([], notice: .set(nil)) }
            detail?.top = top
            return FeatureStep([.redraw], notice: .set(nil))
        case .avatarLoaded(let url, let image):
            return avatarChanged(&detail, url, environment) { _ in .loaded(image) }
        case .avatarFailed(let url):
            // A picture already shown stays (it was only being revalidated).
            return avatarChanged(&detail, url, environment) { $0 == .loading ? .unavailable : $0 }
        case .readmeAnswered(let target, let state, let answered):
            guard var shown = detail, shown.answer(target, state, at: answered) else { return FeatureStep([]) }
            let layout = shown.layoutRequest(.detail, width: environment.screenColumns, presentation: environment.presentation)
            detail = shown
            return FeatureStep([layout, .redraw])
        case .resized:
            guard var shown = detail else { return FeatureStep([]) }
            if shown.layoutWidth != max(1, environment.screenColumns) {
                let layout = shown.layoutRequest(.detail, width: environment.screenColumns, presentation: environment.presentation)
                detail = shown
                return FeatureStep([layout])
            }
            detail?.top = min(shown.top, maximumTop(shown, environment))
            return FeatureStep([])
        case .laidOut(let request, let body):
            guard var shown = detail, shown.take(body, for: request) else { return FeatureStep([]) }
            shown.top = min(shown.top, maximumTop(shown, environment))
            detail = shown
            return FeatureStep([.redraw])
        }
    }

    /// The last line the window can start at.
    static func maximumTop(_ shown: RepositoryDetail, _ environment: DetailEnvironment) -> Int {
        guard let body = shown.body else { return 0 }
        return max(0, body.count - environment.bodyRows)
    }

    private static func avatarChanged(_ detail: inout RepositoryDetail?, _ url: String, _ environment: DetailEnvironment,
                                      _ change: (AvatarStatus) -> AvatarStatus) -> FeatureStep {
        guard var shown = detail, shown.repository.owner?.avatarURL == url, environment.showsAvatars else { return FeatureStep([]) }
        let avatar = change(shown.avatar)
        guard avatar != shown.avatar else { return FeatureStep([]) }
        shown.avatar = avatar
        // The avatar's columns come or go.
        let layout = shown.layoutRequest(.detail, width: environment.screenColumns, presentation: environment.presentation)
        detail = shown
        return FeatureStep([layout, .redraw])
    }
}

extension RepositoryDetail {
    /// Takes in the README of `target` answered as `state`; false when it
    /// is not this pane's, or changes nothing. A failure never replaces a
    /// README already shown (it was only being revalidated).
    mutating func answer(_ target: ReadmeTarget, _ state: ReadmeState, at answered: Date) -> Bool {
        guard self.target == target, readme != state else { return false }
        if case .failed = state, case .shown = readme { return false }
        readme = state
        answeredAt = answered
        return true
    }
}

extension PreviewScroll {
    /// The lines the window moves by, for pages of `page` lines (the
    /// extremes for the top and the bottom, and for a product too large).
    func lines(page: Int) -> Int {
        switch self {
        case .lines(let count): count
        case .pages(let count): count.multipliedReportingOverflow(by: page).overflow ? (count > 0 ? .max : .min) : count * page
        case .top: .min
        case .bottom: .max
        }
    }
}
