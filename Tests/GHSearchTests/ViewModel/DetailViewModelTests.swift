import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchAvatar

/// The detail view and the browser key in the view model: opening shows the
/// selected row at once and asks for the avatar; leaving cancels it and puts
/// the prompt back as it was.
@Suite(.standardTimeLimit) struct DetailViewModelTests {
    typealias F = ViewModelFixture
    static let image = RGBAImage(width: 1, height: 1, pixels: [200, 0, 0, 255])!

    /// `octo`'s two rows, the second selected.
    static func selected(showsAvatars: Bool = true) -> (TestStore, Repository) {
        let store = F.listed("octo", ["alpha", "beta"], showsAvatars: showsAvatars)
        store.send(.moveSelection(2)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        return (store, F.repositories("octo", ["beta"])[0])
    }

    @Test func openingShowsTheSelectedRowAndAsksForTheAvatar() {
        let (store, beta) = Self.selected()
        store.send(.openDetail) { $0.detail = F.detail(beta, avatar: .loading) }
        store.receive([.fetchAvatar(url: F.avatarURL), .fetchReadme(F.target("beta")), .redraw])
        store.send(.avatarLoaded(url: F.avatarURL, Self.image)) { $0.detail?.avatar = .loaded(Self.image) }
        store.receive([.redraw])
        // A failed revalidation keeps the picture on screen.
        store.send(.avatarFailed(url: F.avatarURL))
        // Another owner's picture, late, changes nothing.
        store.send(.avatarLoaded(url: "https://avatars.example/u/8", Self.image))
    }

    @Test func aBrokenAvatarBecomesThePlaceholder() {
        let (store, beta) = Self.selected()
        store.send(.openDetail) { $0.detail = F.detail(beta, avatar: .loading) }
        store.receive([.fetchAvatar(url: F.avatarURL), .fetchReadme(F.target("beta")), .redraw])
        store.send(.avatarFailed(url: F.avatarURL)) { $0.detail?.avatar = .unavailable }
        store.receive([.redraw])
    }

    @Test func withoutColoursNoAvatarIsFetched() {
        let (store, beta) = Self.selected(showsAvatars: false)
        store.send(.openDetail) { $0.detail = F.detail(beta, avatar: .none) }
        store.receive([.fetchReadme(F.target("beta")), .redraw])
    }

    @Test func withoutASelectionNothingOpensAndTheStatusLineSaysWhy() {
        let store = F.listed("octo", ["alpha"])
        store.send(.lineChanged("octo zzz")) {  // no row passes: none is selected
            $0.listState.line = "octo zzz"
            $0.listState.query = SearchQuery(line: "octo zzz")
            $0.listState.filter = Filter("zzz")
            $0.listState.visible = []
            $0.listState.selected = nil
        }
        store.receive([F.key("octo", urgent: false), .redraw])
        store.send(.openDetail) { $0.notice = .nothingSelected }
        store.receive([.redraw])
        store.send(.openBrowser)
        store.receive([.redraw])
        // The next key that changes anything takes the notice away.
        store.send(.moveSelection(1)) { $0.notice = nil; $0.listState.selectionChosen = true }
        store.receive([.redraw])
    }

    @Test func escGoesBackToTheListWithThePromptAsItWas() {
        let (store, beta) = Self.selected()
        let list = store.model
        store.send(.openDetail) { $0.detail = F.detail(beta, avatar: .loading) }
        store.receive([.fetchAvatar(url: F.avatarURL), .fetchReadme(F.target("beta")), .redraw])
        store.send(.clear) { $0.detail = nil }
        store.receive([.cancel(.avatar), .cancel(.readme), .setLine("octo"), .redraw])
        #expect(store.model == list)
    }

    @Test func backspaceGoesBackToTheListWithThePromptAsItWas() {
        let (store, beta) = Self.selected()
        store.send(.openDetail) { $0.detail = F.detail(beta, avatar: .loading) }
        store.receive([.fetchAvatar(url: F.avatarURL), .fetchReadme(F.target("beta")), .redraw])
        store.send(.lineChanged("oct")) { $0.detail = nil }
        store.receive([.cancel(.avatar), .cancel(.readme), .setLine("octo"), .redraw])
    }

    @Test func ctrlOOpensTheRepositoryShownOrSelected() {
        let (store, beta) = Self.selected()
        store.send(.openBrowser)
        store.receive([.openBrowser(url: "https://github.com/octo/beta")])
        store.send(.browserFinished(url: "https://github.com/octo/beta", opened: false)) {
            $0.notice = .copyURL("https://github.com/octo/beta")
        }
        store.receive([.redraw])
        store.send(.openDetail) {
            $0.notice = nil
            $0.detail = F.detail(beta, avatar: .loading)
        }
        store.receive([.fetchAvatar(url: F.avatarURL), .fetchReadme(F.target("beta")), .redraw])
        store.send(.openBrowser)
        store.receive([.openBrowser(url: "https://github.com/octo/beta")])
        store.send(.browserFinished(url: "https://github.com/octo/beta", opened: true)) {
            $0.notice = .openedInBrowser(url: "https://github.com/octo/beta")
        }
        store.receive([.redraw])
    }
}
