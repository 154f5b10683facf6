import Foundation
@testable import GHSearchCore
import TestSupport
import Testing

/// Every key in every view, as one table: what the view model does with it
/// (its effects) and whether the state changed. The interactive mode only
/// passes keys on; this is where their meaning is fixed.
@Suite(.standardTimeLimit) struct KeyRoutingTests {
    typealias F = ViewModelFixture

    /// Every key the prompt reports. The switch has no `default`, so a new
    /// action fails to compile here until it is placed in the table.
    static let keys: [SearchAction] = [
        .lineChanged("octo x"), .submit("octo"), .clear, .moveSelection(1), .page(1),
        .openDetail, .openBrowser, .endOfInput, .interrupt,
        .home, .end, .togglePreview,
    ]

    static func isKey(_ action: SearchAction) -> Bool {
        switch action {
        case .lineChanged, .submit, .clear, .moveSelection, .page, .openDetail, .openBrowser, .endOfInput, .interrupt,
             .home, .end, .togglePreview:
            true
        case .resized, .searchStarted, .searchFinished, .pageLoaded, .avatarLoaded, .avatarFailed,
             .browserFinished, .timerFired, .quotaChanged, .readmeLoaded:
            false
        }
    }

    /// The views a key can meet.
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case emptyList, listWithoutSelection, listWithSelection, detail
        var testDescription: String { rawValue }

        var model: SearchViewModel {
            var model = F.listed("octo", ["alpha", "beta"], showsAvatars: true).model
            switch self {
            case .emptyList:
                return SearchViewModel(showsAvatars: true)
            case .listWithoutSelection:
                return model
            case .listWithSelection:
                _ = model.send(.moveSelection(1))
                return model
            case .detail:
                _ = model.send(.moveSelection(1))
                _ = model.send(.openDetail)
                return model
            }
        }
    }

    /// The effects each key gives in each view.
    static func expectedEffects(_ key: SearchAction, in screen: Screen) -> [SearchEffect] {
        let alpha = "https://github.com/octo/alpha"
        switch (screen, key) {
        case (_, .endOfInput), (_, .interrupt):
            return [.exit(.success)]
        case (.detail, .lineChanged), (.detail, .clear):
            return [.cancel(.avatar), .cancel(.readme), .setLine("octo"), .redraw]
        case (.detail, .openBrowser):
            return [.openBrowser(url: alpha)]
        case (.detail, _):
            return []  // the scroll keys too: the fixture's detail fits on the screen
        case (_, .home), (_, .end):
            return []  // the line editor moved its cursor
        case (_, .togglePreview):
            return [.redraw]  // the notice: 80 columns are too few to split
        case (_, .lineChanged):
            return [F.key("octo", urgent: false), .redraw]
        case (_, .submit):
            return [F.key("octo", urgent: true), .redraw]
        case (_, .clear):
            return [F.key("", urgent: true), .redraw]
        case (_, .moveSelection), (_, .page):
            return [.redraw]
        case (.listWithSelection, .openDetail):
            return [.fetchAvatar(url: F.avatarURL), .fetchReadme(F.target("alpha")), .redraw]
        case (.listWithSelection, .openBrowser):
            return [.openBrowser(url: alpha)]
        case (_, .openDetail), (_, .openBrowser):
            return [.redraw]  // the notice: nothing selected
        default:
            preconditionFailure("not a key: \(key)")
        }
    }

    @Test func theTableCoversEveryKey() {
        #expect(Self.keys.allSatisfy(Self.isKey))
        #expect(Set(Self.keys.map { "\($0)".prefix { $0 != "(" } }).count == Self.keys.count)
    }

    @Test(arguments: Screen.allCases)
    func everyKeyInEveryView(_ screen: Screen) {
        for key in Self.keys {
            var model = screen.model
            let effects = model.send(key)
            #expect(effects == Self.expectedEffects(key, in: screen), "\(key) in \(screen)")
        }
    }

    /// (The scroll keys scroll a detail view longer than the screen: `DetailScrollTests`.)
    @Test func inTheDetailViewTheListsKeysChangeNothing() {
        let model = Screen.detail.model
        for key in [SearchAction.submit("octo"), .moveSelection(1), .page(1), .openDetail, .home, .end, .togglePreview] {
            var after = model
            _ = after.send(key)
            #expect(after == model, "\(key)")
        }
    }
}
