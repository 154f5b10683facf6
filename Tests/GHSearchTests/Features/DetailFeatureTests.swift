import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
import GHSearchAvatar
import GHSearchReadme

/// The detail view as a child feature: `DetailFeature.reduce` over the
/// `RepositoryDetail` shown (nil: the list is up), every action's whole
/// change of state, its exact effects and the notice it asks the parent for.
@Suite(.standardTimeLimit) struct DetailFeatureTests {
    typealias F = ViewModelFixture
    typealias Store = FeatureStore<RepositoryDetail?, DetailAction, DetailEnvironment>

    static let beta = F.repositories("octo", ["beta"])[0]
    static let target = F.target("beta")
    static let answeredAt = Date(timeIntervalSince1970: 2_000_000)
    static func readme(_ paragraphs: Int) -> ReadmeResult { ReadmeViewModelTests.readme(paragraphs) }

    /// Beta shown with a README of `paragraphs` lines, answered at `answeredAt`.
    static func shown(_ paragraphs: Int, top: Int = 0, width: Int = 80) -> RepositoryDetail {
        var detail = F.detail(beta, readme: .shown(readme(paragraphs)), top: top, width: width)
        detail.answeredAt = answeredAt
        detail.body = DetailBody.layout(detail, width: width, presentation: DetailPresentation(), at: answeredAt)
        return detail
    }

    /// `detail` with `avatar`, laid out again (the avatar's columns come or go).
    static func laidOut(_ detail: RepositoryDetail, avatar: AvatarStatus) -> RepositoryDetail {
        var changed = detail
        changed.avatar = avatar
        changed.body = DetailBody.layout(changed, width: 80, presentation: DetailPresentation(), at: answeredAt)
        return changed
    }

    // MARK: Showing and leaving

    @Test func showingFetchesTheAvatarAndTheReadmeNotKnownYet() {
        let store = Store(environment: DetailEnvironment(showsAvatars: true))
        store.send(.show(Self.beta, target: Self.target, known: nil)) { $0 = F.detail(Self.beta, avatar: .loading) }
        store.receive([.fetchAvatar(url: F.avatarURL), .fetchReadme(Self.target), .redraw], notice: .set(nil))
    }

    @Test func aReadmeThisSessionHadIsShownAtOnce() {
        let store = Store(environment: DetailEnvironment())
        store.send(.show(Self.beta, target: Self.target, known: Self.readme(3))) {
            $0 = F.detail(Self.beta, readme: .shown(Self.readme(3)))
        }
        store.receive([.redraw], notice: .set(nil))
    }

    @Test func aRepositoryWithoutOwnerHasNoReadmeToAskFor() {
        var orphan = Self.beta
        orphan.owner = nil
        var expected = RepositoryDetail(repository: orphan, avatar: .none, readme: .shown(.missing))
        expected.body = DetailBody.layout(expected, width: 80, presentation: DetailPresentation(), at: expected.answeredAt)
        let store = Store(environment: DetailEnvironment(showsAvatars: true))
        store.send(.show(orphan, target: nil, known: nil)) { $0 = expected }
        store.receive([.redraw], notice: .set(nil))
    }

    @Test func leavingCancelsWhatIsInFlightAndGivesTheLineBackWhenAskedTo() {
        let store = Store(detail: Self.shown(3), environment: DetailEnvironment())
        store.send(.dismiss(restoringLine: "octo")) { $0 = nil }
        store.receive([.cancel(.avatar), .cancel(.readme), .setLine("octo"), .redraw])
        store.send(.dismiss(restoringLine: nil))
        store.receive([])
        let escaped = Store(detail: Self.shown(3), environment: DetailEnvironment())
        escaped.send(.dismiss(restoringLine: nil)) { $0 = nil }
        escaped.receive([.cancel(.avatar), .cancel(.readme), .redraw])
    }

    @Test func theBrowserOpensTheRepositoryShown() {
        let store = Store(detail: Self.shown(3), environment: DetailEnvironment())
        store.send(.openBrowser)
        store.receive([.openBrowser(url: "https://github.com/octo/beta")])
        let none = Store(environment: DetailEnvironment())
        none.send(.openBrowser)
        none.receive([.redraw], notice: .set(.nothingSelected))
    }

    // MARK: Scrolling

    @Test func theWindowScrollsWithinTheBody() {
        let store = Store(detail: Self.shown(60), environment: DetailEnvironment())
        let body = store.state!.body!
        let bottom = body.count - ScreenGeometry.detailBodyRows(height: 24)
        let page = ScreenGeometry.detailBodyRows(height: 24) - 1
        store.send(.scroll(.lines(3))) { $0?.top = 3 }
        store.receive([.redraw], notice: .set(nil))
        store.send(.scroll(.pages(1))) { $0?.top = 3 + page }
        store.receive([.redraw], notice: .set(nil))
        store.send(.scroll(.bottom)) { $0?.top = bottom }
        store.receive([.redraw], notice: .set(nil))
        store.send(.scroll(.lines(1)))
        store.receive([], notice: .set(nil))
        store.send(.scroll(.pages(.max))) // overflowing pages stop at the bottom
        store.receive([], notice: .set(nil))
        store.send(.scroll(.top)) { $0?.top = 0 }
        store.receive([.redraw], notice: .set(nil))
        store.send(.scroll(.lines(-1)))
        store.receive([], notice: .set(nil))
    }

    @Test func withNothingShownTheScrollKeysDoNothing() {
        let store = Store(environment: DetailEnvironment())
        store.send(.scroll(.bottom))
        store.receive([])
    }

    // MARK: Answers

    @Test func theAvatarComesOrGoesAndOnlyForTheOwnerShown() {
        let image = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])!
        var loading = Self.shown(3)
        loading.avatar = .loading
        let store = Store(detail: loading, environment: DetailEnvironment(showsAvatars: true))
        store.send(.avatarLoaded(url: "https://elsewhere.example/a", image))
        store.receive([])
        store.send(.avatarFailed(url: F.avatarURL)) { $0 = Self.laidOut($0!, avatar: .unavailable) }
        store.receive([.redraw])
        store.send(.avatarLoaded(url: F.avatarURL, image)) { $0 = Self.laidOut($0!, avatar: .loaded(image)) }
        store.receive([.redraw])
        // A failed revalidation leaves the picture shown.
        store.send(.avatarFailed(url: F.avatarURL))
        store.receive([])
    }

    @Test func aReadmeAnswerIsShownIfItIsTheOneAskedFor() {
        let store = Store(detail: F.detail(Self.beta), environment: DetailEnvironment())
        store.send(.readmeAnswered(F.target("alpha"), .shown(Self.readme(2)), at: Self.answeredAt))
        store.receive([])
        store.send(.readmeAnswered(Self.target, .shown(Self.readme(3)), at: Self.answeredAt)) { $0 = Self.shown(3) }
        store.receive([.redraw])
        // A failure never replaces a README shown (it was only revalidated).
        store.send(.readmeAnswered(Self.target, .failed(.serverError(status: 502)), at: Self.answeredAt))
        store.receive([])
    }

    // MARK: The screen

    @Test func aNewWidthLaysTheBodyOutAgainAndFewerRowsKeepTheWindowInside() {
        let store = Store(detail: Self.shown(60, top: 41), environment: DetailEnvironment())
        store.environment.screenColumns = 8
        store.send(.resized) {
            var shown = Self.shown(60, width: 8)
            shown.top = shown.body!.readmeStart + 36  // "line 18" stays on top
            $0 = shown
        }
        store.receive([])
        let bottom = Store(detail: Self.shown(60), environment: DetailEnvironment())
        let count = bottom.state!.body!.count
        bottom.send(.scroll(.bottom)) { $0?.top = count - ScreenGeometry.detailBodyRows(height: 24) }
        bottom.receive([.redraw], notice: .set(nil))
        bottom.environment.screenRows = 40
        bottom.send(.resized) { $0?.top = count - ScreenGeometry.detailBodyRows(height: 40) }
        bottom.receive([])
    }
}
