import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchKeys

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
        .escape, .toggleMark(1), .clone, .copyURL, .openHomepage, .openIssues,
        .togglePreview,
        .toggleMode,
        // fzf's actions, for --bind and the key table.
        .markAll(.toggle), .execute(Self.echo), .executeSilent(Self.echo), .become(Self.echo), .printField(.default),
        .first, .last, .previewScroll(.lines(1)),
        // The mouse: a click on the second row, a double-click on it, a right-click (no --multi).
        .selectRow(1), .pickRow(1), .markRow(1),
    ]

    static let echo = try! CommandTemplate("echo {name}")

    static func isKey(_ action: SearchAction) -> Bool {
        switch action {
        case .key, .endOfInput, .interrupt:
            true
        case .pick(let pick):
            switch pick {
            case .toggleMark, .markAll, .clone, .copyURL, .openHomepage, .openIssues, .execute, .executeSilent, .become,
                 .printField:
                true
            case .commandFinished, .cloneNotStarted:
                false
            }
        case .list, .detail, .preview, .mode, .loading, .resized, .browserFinished, .timerFired, .readmeLoaded:
            false
        }
    }

    /// The key's own name: `submit` for `.key(.list(.submit("octo")))`.
    static func name(_ action: SearchAction) -> String {
        let text: String
        switch action {
        case .key(.list(let action)): text = "\(action)"
        case .key(let key): text = "\(key)"
        case .pick(let pick): text = "\(pick)"
        default: text = "\(action)"
        }
        return String(text.prefix { $0 != "(" })
    }

    /// The views a key can meet.
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case emptyList, listWithTheFirstRowSelected, listWithSelection, detail
        var testDescription: String { rawValue }

        var model: SearchViewModel {
            var model = F.listed("octo", ["alpha", "beta"], showsAvatars: true).model
            switch self {
            case .emptyList:
                return SearchViewModel(showsAvatars: true)
            case .listWithTheFirstRowSelected:
                return model
            case .listWithSelection:
                _ = model.sendLayingOut(.moveSelection(1))
                return model
            case .detail:
                _ = model.sendLayingOut(.moveSelection(1))
                _ = model.sendLayingOut(.openDetail)
                return model
            }
        }
    }

    /// The effects each key gives in each view. The rows have no clone URL
    /// and no homepage, and no key is bound.
    static func expectedEffects(_ key: SearchAction, in screen: Screen) -> [SearchEffect] {
        let alpha = "https://github.com/octo/alpha"
        let beta = "https://github.com/octo/beta"
        let url = screen == .listWithTheFirstRowSelected ? alpha : beta
        switch (screen, key) {
        case (_, .endOfInput), (_, .interrupt):
            return [.exit(.aborted)]
        case (.detail, .key(.list(.escape))):
            return [.cancel(.avatar), .cancel(.readme), .redraw]
        case (_, .key(.list(.escape))):
            return [.exit(.aborted)]
        case (.detail, .key(.list(.lineChanged))), (.detail, .key(.list(.clear))):
            return [.cancel(.avatar), .cancel(.readme), .setLine("octo"), .redraw]
        case (.detail, .key(.list(.openBrowser))):
            return [.openBrowser(url: beta)]
        case (.detail, .key(.list(.submit))):
            return [.printLines([beta]), .exit(.success)]
        case (_, .pick(.toggleMark)), (_, .pick(.markAll)):
            return []  // no --multi
        case (.emptyList, .pick(.execute)), (.emptyList, .pick(.executeSilent)), (.emptyList, .pick(.become)), (.emptyList, .pick(.printField)):
            return [.redraw]  // the notice: nothing selected
        case (_, .pick(.execute)):
            return [.runCommand(["echo", url == alpha ? "alpha" : "beta"])]
        case (_, .pick(.executeSilent)):
            return [.runSilently(["echo", url == alpha ? "alpha" : "beta"])]
        case (_, .pick(.become)):
            return [.become(["echo", url == alpha ? "alpha" : "beta"]), .exit(.success)]
        case (_, .pick(.printField)):
            return [.printLines([url]), .exit(.success)]
        case (.emptyList, .pick(.clone)), (.emptyList, .pick(.copyURL)), (.emptyList, .pick(.openIssues)), (_, .pick(.openHomepage)), (_, .pick(.clone)):
            return [.redraw]  // the notice: nothing selected, no homepage, no clone URL
        case (_, .pick(.copyURL)):
            return [.copyToClipboard(url), .redraw]
        case (_, .pick(.openIssues)):
            return [.openBrowser(url: url + "/issues")]
        case (.detail, _):
            return []  // the scroll keys too: the fixture's detail fits on the screen
        case (_, .key(.previewScroll)):
            return []  // no side preview at 80 columns
        case (_, .key(.list(.first))), (_, .key(.list(.last))):
            return [.redraw]
        case (.emptyList, .key(.list(.selectRow))), (.emptyList, .key(.list(.pickRow))), (_, .key(.list(.markRow))):
            return []  // no row there; no --multi
        case (_, .key(.list(.selectRow))):
            return [.redraw]
        case (_, .key(.list(.pickRow))):
            return [.printLines([beta]), .exit(.success)]
        case (_, .key(.togglePreview)):
            return [.redraw]  // the notice: 80 columns are too few to split
        case (_, .key(.toggleMode)):
            // To search mode, whose line is empty: nothing is searched but the empty line.
            return [.setPrompt("search> "), .setLine(""), .search(SearchKey(subject: nil, generation: 0, urgent: true, mode: .search)),
                    .redraw]
        case (_, .key(.list(.lineChanged))):
            return [F.key("octo", urgent: false), .redraw]
        case (.emptyList, .key(.list(.submit))):
            return [F.key("octo", urgent: true), .redraw]
        case (_, .key(.list(.submit))):
            return [.printLines([url]), .exit(.success)]
        case (_, .key(.list(.clear))):
            return [F.key("", urgent: true), .redraw]
        case (_, .key(.list(.moveSelection))), (_, .key(.list(.page))):
            return [.redraw]
        case (.emptyList, .key(.list(.openDetail))), (.emptyList, .key(.list(.openBrowser))):
            return [.redraw]  // the notice: nothing selected
        case (_, .key(.list(.openDetail))):
            return [.fetchAvatar(url: F.avatarURL), .fetchReadme(F.target(url == alpha ? "alpha" : "beta")), .redraw]
        case (_, .key(.list(.openBrowser))):
            return [.openBrowser(url: url)]
        default:
            preconditionFailure("not a key: \(key)")
        }
    }

    @Test func theTableCoversEveryKey() {
        #expect(Self.keys.allSatisfy(Self.isKey))
        #expect(Set(Self.keys.map(Self.name)).count == Self.keys.count)
    }

    @Test(arguments: Screen.allCases)
    func everyKeyInEveryView(_ screen: Screen) {
        for key in Self.keys {
            var model = screen.model
            let effects = model.sendLayingOut(key)
            #expect(effects == Self.expectedEffects(key, in: screen), "\(key) in \(screen)")
        }
    }

    /// (The scroll keys scroll a detail view longer than the screen: `DetailScrollTests`.)
    @Test func inTheDetailViewTheListsKeysChangeNothing() {
        let model = Screen.detail.model
        for key in [SearchAction.moveSelection(1), .page(1), .openDetail, .toggleMark(1), .markAll(.toggle),
                    .first, .last, .previewScroll(.top), .previewScroll(.pages(1)), .togglePreview, .toggleMode] {
            var after = model
            _ = after.sendLayingOut(key)
            #expect(after == model, "\(key)")
        }
    }
}
