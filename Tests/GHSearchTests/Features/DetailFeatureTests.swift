import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
import GHSearchAvatar
import GHSearchReadme

/// The detail view as a child feature: `DetailFeature.reduce` over the
/// `RepositoryDetail` shown (nil: the list is up), every action's whole
/// change of state, its exact effects and the notice it asks the parent for.
/// It lays nothing out: it asks (`.layout`), and each test answers as the
/// session would (`.laidOut`), or late, to see a stale answer dropped.
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
        return F.laidOut(detail, width: width)
    }

    /// `detail` with `avatar`, not laid out again yet (the avatar's columns come or go).
    static func changed(_ detail: RepositoryDetail, avatar: AvatarStatus) -> RepositoryDetail {
        var changed = detail
        changed.avatar = avatar
        return changed
    }

    /// What the view asks for `detail` at `width`.
    static func request(_ detail: RepositoryDetail, width: Int = 80) -> LayoutRequest {
        LayoutRequest(pane: .detail, content: detail, width: width, presentation: DetailPresentation())
    }

    /// The session's answer to `request`.
    static func answer(_ request: LayoutRequest) -> DetailAction {
        .laidOut(request, DetailLayouter().body(for: request))
    }

    /// `detail` asked for at `width` before any body came.
    static func asked(_ detail: RepositoryDetail, width: Int = 80) -> RepositoryDetail {
        var asked = detail
        asked.body = nil
        asked.layoutWidth = width
        return asked
    }

    // MARK: Showing and leaving

    @Test func showingFetchesTheAvatarAndTheReadmeNotKnownYet() {
        let store = Store(environment: DetailEnvironment(showsAvatars: true))
        let shown = F.detail(Self.beta, avatar: .loading)
        store.send(.show(Self.beta, target: Self.target, known: nil)) { $0 = Self.asked(shown) }
        store.receive([.fetchAvatar(url: F.avatarURL), .fetchReadme(Self.target), .layout(Self.request(shown)), .redraw],
                      notice: .set(nil))
        store.send(Self.answer(Self.request(shown))) { $0 = shown }
        store.receive([.redraw])
    }

    @Test func aReadmeThisSessionHadIsShownAtOnce() {
        let store = Store(environment: DetailEnvironment())
        let shown = F.detail(Self.beta, readme: .shown(Self.readme(3)))
        store.send(.show(Self.beta, target: Self.target, known: Self.readme(3))) { $0 = Self.asked(shown) }
        store.receive([.layout(Self.request(shown)), .redraw], notice: .set(nil))
        store.send(Self.answer(Self.request(shown))) { $0 = shown }
        store.receive([.redraw])
    }

    @Test func aRepositoryWithoutOwnerHasNoReadmeToAskFor() {
        var orphan = Self.beta
        orphan.owner = nil
        let expected = F.laidOut(RepositoryDetail(repository: orphan, avatar: .none, readme: .shown(.missing)))
        let store = Store(environment: DetailEnvironment(showsAvatars: true))
        store.send(.show(orphan, target: nil, known: nil)) { $0 = Self.asked(expected) }
        store.receive([.layout(Self.request(expected)), .redraw], notice: .set(nil))
        store.send(Self.answer(Self.request(expected))) { $0 = expected }
        store.receive([.redraw])
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
        let unavailable = Self.changed(loading, avatar: .unavailable)
        store.send(.avatarFailed(url: F.avatarURL)) { $0 = unavailable }
        store.receive([.layout(Self.request(unavailable)), .redraw])
        store.send(Self.answer(Self.request(unavailable))) { $0 = F.laidOut(unavailable) }
        store.receive([.redraw])
        let loaded = Self.changed(F.laidOut(unavailable), avatar: .loaded(image))
        store.send(.avatarLoaded(url: F.avatarURL, image)) { $0 = loaded }
        store.receive([.layout(Self.request(loaded)), .redraw])
        store.send(Self.answer(Self.request(loaded))) { $0 = F.laidOut(loaded) }
        store.receive([.redraw])
        // A failed revalidation leaves the picture shown.
        store.send(.avatarFailed(url: F.avatarURL))
        store.receive([])
    }

    @Test func aReadmeAnswerIsShownIfItIsTheOneAskedFor() {
        let loading = F.detail(Self.beta)
        let store = Store(detail: loading, environment: DetailEnvironment())
        store.send(.readmeAnswered(F.target("alpha"), .shown(Self.readme(2)), at: Self.answeredAt))
        store.receive([])
        // The loading note stays drawn until the README's layout answers.
        var answered = Self.shown(3)
        answered.body = loading.body
        store.send(.readmeAnswered(Self.target, .shown(Self.readme(3)), at: Self.answeredAt)) { $0 = answered }
        store.receive([.layout(Self.request(answered)), .redraw])
        store.send(Self.answer(Self.request(answered))) { $0 = Self.shown(3) }
        store.receive([.redraw])
        // A failure never replaces a README shown (it was only revalidated).
        store.send(.readmeAnswered(Self.target, .failed(.serverError(status: 502)), at: Self.answeredAt))
        store.receive([])
    }

    // MARK: The screen

    @Test func aNewWidthLaysTheBodyOutAgainAndFewerRowsKeepTheWindowInside() {
        let store = Store(detail: Self.shown(60, top: 41), environment: DetailEnvironment())
        store.environment.screenColumns = 8
        store.send(.resized) { $0?.layoutWidth = 8 }
        store.receive([.layout(Self.request(Self.shown(60), width: 8))])
        store.send(Self.answer(Self.request(Self.shown(60), width: 8))) {
            var shown = Self.shown(60, width: 8)
            shown.top = shown.body!.readmeStart + 36  // "line 18" stays on top
            $0 = shown
        }
        store.receive([.redraw])
        let bottom = Store(detail: Self.shown(60), environment: DetailEnvironment())
        let count = bottom.state!.body!.count
        bottom.send(.scroll(.bottom)) { $0?.top = count - ScreenGeometry.detailBodyRows(height: 24) }
        bottom.receive([.redraw], notice: .set(nil))
        bottom.environment.screenRows = 40
        bottom.send(.resized) { $0?.top = count - ScreenGeometry.detailBodyRows(height: 40) }
        bottom.receive([])
    }

    @Test func aLayoutForWhatTheViewNoLongerShowsIsDropped() {
        // Asked before the README answered: the answer comes after it did.
        let loading = F.detail(Self.beta)
        let store = Store(detail: loading, environment: DetailEnvironment())
        let late = Self.request(loading)
        var answered = Self.shown(3)
        answered.body = loading.body
        store.send(.readmeAnswered(Self.target, .shown(Self.readme(3)), at: Self.answeredAt)) { $0 = answered }
        store.receive([.layout(Self.request(answered)), .redraw])
        store.send(Self.answer(late))
        store.receive([])
        // Nor for a pane closed since.
        let closed = Store(environment: DetailEnvironment())
        closed.send(Self.answer(late))
        closed.receive([])
    }

    @Test func aLayoutForAWidthNoLongerAskedIsDropped() {
        let store = Store(detail: Self.shown(60), environment: DetailEnvironment())
        store.environment.screenColumns = 40
        store.send(.resized) { $0?.layoutWidth = 40 }
        store.receive([.layout(Self.request(Self.shown(60), width: 40))])
        store.environment.screenColumns = 50
        store.send(.resized) { $0?.layoutWidth = 50 }
        store.receive([.layout(Self.request(Self.shown(60), width: 50))])
        store.send(Self.answer(Self.request(Self.shown(60), width: 40)))
        store.receive([])
        store.send(Self.answer(Self.request(Self.shown(60), width: 50))) { $0 = Self.shown(60, width: 50) }
        store.receive([.redraw])
    }
}
