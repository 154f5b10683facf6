import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
import GHSearchReadme
@testable import GHSearchPreviewCommand

/// The side preview as a child feature: `PreviewFeature.reduce` over
/// `PreviewState`, every action's whole change of state, its exact effects
/// and the notice it asks the parent for. The parent sends `.follow` after
/// every action; a layout it asks for is answered here as the session would
/// (`.laidOut`), or late, to see a stale answer dropped.
@Suite(.standardTimeLimit) struct PreviewFeatureTests {
    typealias F = ViewModelFixture
    typealias Store = FeatureStore<PreviewState, PreviewAction, PreviewEnvironment>

    static let alpha = F.repositories("octo", ["alpha"])[0]
    static let at = Date(timeIntervalSince1970: 2_000_000)
    static let rest = SearchEffect.startTimer(.previewRest, every: SearchViewModel.previewRestInterval)

    /// `octo`'s list on a screen 170 columns wide (the pane: 84), `selected` selected.
    static func environment(token: Bool = true, columns: Int = 170, selected: Repository? = alpha,
                            readmes: RecentlyStored<ReadmeTarget, ReadmeResult> = RecentlyStored(capacity: 24)) -> PreviewEnvironment {
        PreviewEnvironment(screenRows: 24, screenColumns: columns, presentation: DetailPresentation(hasToken: token),
                           selected: selected, listedBy: .user("octo"), readmes: readmes)
    }

    /// The pane of `repository` showing `readme`, asked for at `width` columns, no body come yet.
    static func asked(_ repository: Repository, _ readme: ReadmeState, width: Int = 84) -> RepositoryDetail {
        RepositoryDetail(repository: repository, avatar: .none, target: ReadmeTarget(repository, listedBy: .user("octo")),
                         readme: readme, layoutWidth: width)
    }

    /// `pane` with the body the session lays out for it.
    static func laidOut(_ pane: RepositoryDetail, token: Bool = true, width: Int = 84) -> RepositoryDetail {
        F.laidOut(pane, width: width, presentation: DetailPresentation(hasToken: token))
    }

    /// What the pane asks for `pane` at `width`.
    static func request(_ pane: RepositoryDetail, token: Bool = true, width: Int = 84) -> LayoutRequest {
        LayoutRequest(pane: .preview, content: pane, width: width, presentation: DetailPresentation(hasToken: token))
    }

    /// The session's answer to `request`.
    static func answer(_ request: LayoutRequest) -> PreviewAction {
        .laidOut(request, DetailLayouter().body(for: request))
    }

    // MARK: Following the selection

    @Test func withATokenTheSelectionShowsAndItsReadmeGoesDownTheStream() {
        let store = Store(environment: Self.environment())
        let loading = Self.asked(Self.alpha, .loading)
        store.send(.follow) { $0.pane = loading }
        store.receive([.previewReadme(F.target("alpha")), .layout(Self.request(loading)), .redraw])
        store.send(Self.answer(Self.request(loading))) { $0.pane = Self.laidOut(loading) }
        store.receive([.redraw])
        // The same selection at the same width: nothing to do.
        store.send(.follow)
        store.receive([])
    }

    @Test func withoutATokenTheReadmeWaitsForTheSelectionToRest() {
        let store = Store(environment: Self.environment(token: false))
        let resting = Self.asked(Self.alpha, .resting)
        store.send(.follow) {
            $0.pane = resting
            $0.resting = true
        }
        store.receive([Self.rest, .layout(Self.request(resting, token: false)), .redraw])
        let loading = Self.asked(Self.alpha, .loading)
        store.send(.rested) {
            $0.resting = false
            $0.pane = loading
        }
        store.receive([.cancel(.timer(.previewRest)), .previewReadme(F.target("alpha")),
                       .layout(Self.request(loading, token: false)), .redraw])
        // A tick after the timer stopped does nothing.
        store.send(.rested)
        store.receive([])
    }

    @Test func aReadmeThisSessionHasShowsAtOnceAndStopsTheWait() {
        var readmes = RecentlyStored<ReadmeTarget, ReadmeResult>(capacity: 24)
        readmes.remember(.missing, for: F.target("alpha"))
        let store = Store(preview: PreviewState(resting: true), environment: Self.environment(token: false, readmes: readmes))
        let shown = Self.asked(Self.alpha, .shown(.missing))
        store.send(.follow) {
            $0.pane = shown
            $0.resting = false
        }
        store.receive([.previewReadme(F.target("alpha")), .cancel(.timer(.previewRest)),
                       .layout(Self.request(shown, token: false)), .redraw])
    }

    @Test func noSelectionEmptiesThePaneAndStopsTheStreamAndTheWait() {
        let store = Store(preview: PreviewState(pane: Self.asked(Self.alpha, .resting), resting: true),
                          environment: Self.environment(token: false, selected: nil))
        store.send(.follow) {
            $0.pane = nil
            $0.resting = false
        }
        store.receive([.previewReadme(nil), .cancel(.timer(.previewRest))])
        store.send(.follow)
        store.receive([])
    }

    // MARK: Answers

    @Test func aReadmeAnswerIsShownIfItIsThePanesAndAnOlderLayoutIsDropped() {
        let loading = Self.laidOut(Self.asked(Self.alpha, .loading))
        let store = Store(preview: PreviewState(pane: loading), environment: Self.environment())
        store.send(.readmeAnswered(F.target("beta"), .shown(.missing), at: Self.at))
        store.receive([])
        var answered = loading
        answered.readme = .shown(.missing)
        answered.answeredAt = Self.at
        store.send(.readmeAnswered(F.target("alpha"), .shown(.missing), at: Self.at)) { $0.pane = answered }
        store.receive([.layout(Self.request(answered))])
        // The loading note's layout, asked before the answer, comes late.
        store.send(Self.answer(Self.request(loading)))
        store.receive([])
        store.send(Self.answer(Self.request(answered))) { $0.pane = Self.laidOut(answered) }
        store.receive([.redraw])
    }

    @Test func aNewWidthAsksForTheLayoutAgainAndTheOldWidthsAnswerIsDropped() {
        let laidOut = Self.laidOut(Self.asked(Self.alpha, .loading))
        let store = Store(preview: PreviewState(pane: laidOut), environment: Self.environment())
        store.environment.screenColumns = 200
        let width = store.environment.columns
        #expect(width != 84)
        store.send(.follow) { $0.pane?.layoutWidth = width }
        store.receive([.layout(Self.request(laidOut, width: width))])
        store.send(Self.answer(Self.request(laidOut)))
        store.receive([])
        store.send(Self.answer(Self.request(laidOut, width: width))) {
            $0.pane = Self.laidOut(Self.asked(Self.alpha, .loading), width: width)
        }
        store.receive([.redraw])
    }

    // MARK: Alt-V

    @Test func altVTurnsItOnOverThePolicyAndSaysWhenTheScreenIsTooNarrow() {
        let store = Store(environment: Self.environment(columns: 90, selected: nil))
        store.send(.toggle) { $0.toggled = true }
        store.receive([.redraw], notice: .set(.previewNeedsWidth(columns: SearchViewModel.previewSplitMinimumColumns)))
        store.send(.toggle) { $0.toggled = false }
        store.receive([.redraw], notice: .set(nil))
    }

    // MARK: --preview COMMAND

    @Test func theCommandsRunFollowsTheSelectionAndItsOutputShows() {
        let presentation = DetailPresentation(colorMode: .palette256, preview: .always,
                                              previewCommand: PreviewCommand("echo {full_name}")!)
        let store = Store(environment: PreviewEnvironment(screenRows: 24, screenColumns: 100, presentation: presentation,
                                                          selected: Self.alpha, listedBy: .user("octo")))
        let run = PreviewRun(commandLine: "echo 'octo/alpha'", columns: 49, rows: 22)
        store.send(.follow) { $0.command = CommandPreviewPane(run: run) }
        store.receive([.runPreview(run), .redraw])
        store.send(.output(run, PreviewOutput(bytes: Array("octo/alpha\n".utf8), ended: .exited(0)))) {
            $0.command?.lines = [[.text("octo/alpha")]]
            $0.command?.ended = .exited(0)
        }
        store.receive([.redraw])
        store.environment.selected = nil
        store.send(.follow) { $0.command = nil }
        store.receive([.runPreview(nil), .redraw])
    }
}
