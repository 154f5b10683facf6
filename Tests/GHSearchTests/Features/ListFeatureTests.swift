import Foundation
import TestSupport
import Testing
@testable import GHSearchFilter
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchKeys

/// The list as a child feature: `ListFeature.reduce` over `ListState`,
/// every action's whole change of state, its exact effects and what it asks
/// of the parent (the notice, the pages to load, the action another child
/// takes on from it).
@Suite(.standardTimeLimit) struct ListFeatureTests {
    typealias F = ViewModelFixture
    typealias Store = FeatureStore<ListState, ListAction, ListEnvironment>

    /// `octo`'s rows shown for the line `octo`, the first one selected.
    static func listed(_ names: [String] = F.names) -> ListState {
        var state = ListState()
        state.lineChanged("octo", mode: .user)
        state.show(F.loaded("octo", F.page("octo", names)))
        return state
    }


    // MARK: The line

    @Test func typingANameAsksForItThroughTheThrottleAndEnterAtOnce() {
        let store = Store()
        store.send(.lineChanged("octo")) {
            $0.line = "octo"
            $0.query = SearchQuery(line: "octo")
        }
        store.receiveSearch("octo", urgent: false)
        store.send(.submit("octo"))
        store.receiveSearch("octo", urgent: true)
    }

    @Test func filterWordsNarrowTheRowsAtOnceAndTheSelectionGoesToTheBestMatch() {
        let store = Store(list: Self.listed())
        store.send(.lineChanged("octo be")) {
            $0.line = "octo be"
            $0.query = SearchQuery(line: "octo be")
            $0.filter = Filter("be")
            $0.visible = [1]
            $0.selected = 0
        }
        store.receiveSearch("octo", urgent: false)
    }

    @Test func aRowTheUserChoseIsFollowedThroughANewFilter() {
        let store = Store(list: Self.listed())
        store.send(.moveSelection(2)) {
            $0.selected = 2
            $0.selectionChosen = true
        }
        store.receive([.redraw], notice: .set(nil), load: [.more])
        store.send(.lineChanged("octo a")) {
            $0.line = "octo a"
            $0.query = SearchQuery(line: "octo a")
            $0.filter = Filter("a")
            $0.visible = [0, 1, 2]
            $0.selected = 2
        }
        store.receiveSearch("octo", urgent: false)
    }

    @Test func aPastedOwnerAndRepositoryIsWantedUntilItsRowIsThere() {
        let store = Store()
        store.send(.lineChanged("octo/gamma")) {
            $0.line = "octo/gamma"
            $0.query = SearchQuery(line: "octo/gamma")
            $0.wantedRepository = "gamma"
        }
        store.receiveSearch("octo", urgent: false)
    }

    // MARK: Enter, Cancel, Esc

    @Test func enterOnASearchedLineWithARowSelectedHandsOverToThePick() {
        let store = Store(list: Self.listed(), environment: ListEnvironment(pick: PickOptions(printField: .json)))
        store.send(.submit("octo"))
        store.receive([], then: .pick(.printField(.json)))
    }

    @Test func enterOnASearchedLineWithoutASelectionPicksTheMarkedRows() {
        let store = Store(list: Self.listed([]), environment: ListEnvironment(marked: true))
        store.send(.submit("octo"))
        store.receive([], then: .pick(.printField(.default)))
        store.environment.marked = false
        store.send(.submit("octo"))
        store.receiveSearch("octo", urgent: true)
    }

    @Test func enterAfterARetryableFailureRaisesTheGenerationSoTheSameNameGoesOutAgain() {
        let store = Store(environment: ListEnvironment(retryable: .user("octo")))
        store.send(.submit("octo")) {
            $0.line = "octo"
            $0.query = SearchQuery(line: "octo")
            $0.generation = 1
        }
        store.receiveSearch("octo", generation: 1, urgent: true)
        // Another name: the failure is not its own.
        store.environment.retryable = .user("someone")
        store.send(.submit("octo x")) {
            $0.line = "octo x"
            $0.query = SearchQuery(line: "octo x")
            $0.filter = Filter("x")
        }
        store.receiveSearch("octo", generation: 1, urgent: true)
    }

    @Test func cancelEmptiesTheLineAndTheList() {
        let store = Store(list: Self.listed())
        store.send(.clear) {
            $0.line = ""
            $0.query = SearchQuery(line: "")
            $0.selectionChosen = false
        }
        store.receive([.search(SearchKey(subject: nil, generation: 0, urgent: true)), .redraw], notice: .set(nil), load: [.followName])
    }

    @Test func escapeLeavesWithoutAPick() {
        let store = Store(list: Self.listed())
        store.send(.escape)
        store.receive([.exit(.aborted)])
    }

    // MARK: The selection

    @Test func theSelectionMovesWithinTheRowsAndAsksForMoreAtTheLast() {
        let store = Store(list: Self.listed())
        store.send(.moveSelection(5)) {
            $0.selected = 2
            $0.selectionChosen = true
        }
        store.receive([.redraw], notice: .set(nil), load: [.more])
        store.send(.first) { $0.selected = 0 }
        store.receive([.redraw], notice: .set(nil), load: [.more])
        store.send(.last) { $0.selected = 2 }
        store.receive([.redraw], notice: .set(nil), load: [.more])
        store.send(.moveSelection(-1)) { $0.selected = 1 }
        store.receive([.redraw], notice: .set(nil), load: [.more])
    }

    @Test func upOnAnEmptyLineRecallsTheHistory() {
        let store = Store()
        store.send(.moveSelection(-1))
        store.receive([.recallHistory])
        store.send(.moveSelection(1)) { $0.selectionChosen = true }
        store.receive([.redraw], notice: .set(nil), load: [.more])
    }

    @Test func aPageIsTheWindowsHeightAndPageDownLoadsPastABound() {
        let store = Store(list: Self.listed((0..<30).map { "r\($0)" }), environment: ListEnvironment(windowRows: 10))
        store.send(.page(1)) {
            $0.selected = 10
            $0.selectionChosen = true
        }
        store.receive([.redraw], notice: .set(nil), load: [.pastBound, .more])
        store.send(.page(-1)) { $0.selected = 0 }
        store.receive([.redraw], notice: .set(nil), load: [.more])
    }

    @Test func aMovingSelectionGivesUpAPastedRepository() {
        var state = ListState()
        state.wantedRepository = "gamma"
        let store = Store(list: state)
        store.send(.moveSelection(1)) {
            $0.wantedRepository = nil
            $0.selectionChosen = true
        }
        store.receive([.redraw], notice: .set(nil), load: [.more])
    }

    // MARK: Tab, Ctrl-O

    @Test func tabHandsTheSelectedRepositoryToTheDetailView() {
        let store = Store(list: Self.listed())
        let alpha = F.repositories("octo", F.names)[0]
        store.send(.openDetail)
        store.receive([], then: .detail(.show(alpha, target: F.target("alpha"), known: nil)))
    }

    @Test func tabAndCtrlOWithoutASelectionSayNothingIsSelected() {
        let store = Store()
        store.send(.openDetail)
        store.receive([.redraw], notice: .set(.nothingSelected))
        store.send(.openBrowser)
        store.receive([.redraw], notice: .set(.nothingSelected))
    }

    @Test func ctrlOOpensTheSelectedRepository() {
        let store = Store(list: Self.listed())
        store.send(.openBrowser)
        store.receive([.openBrowser(url: "https://github.com/octo/alpha")])
    }

    // MARK: The mouse

    @Test func aClickSelectsARowAndAClickOutsideTheRowsDoesNothing() {
        let store = Store(list: Self.listed())
        store.send(.selectRow(2)) {
            $0.selected = 2
            $0.selectionChosen = true
        }
        store.receive([.redraw], notice: .set(nil), load: [.more])
        store.send(.selectRow(3))
        store.receive([])
        store.send(.pickRow(-1))
        store.receive([])
    }

    @Test func aDoubleClickSelectsTheRowAndHandsOnToEnter() {
        let store = Store(list: Self.listed())
        store.send(.pickRow(1)) {
            $0.selected = 1
            $0.selectionChosen = true
        }
        store.receive([.redraw], notice: .set(nil), load: [.more], then: .list(.submit("octo")))
    }

    @Test func aRightClickMarksOnlyWithMulti() {
        let store = Store(list: Self.listed())
        store.send(.markRow(1))
        store.receive([])
        store.environment.pick.multi = true
        store.send(.markRow(1)) {
            $0.selected = 1
            $0.selectionChosen = true
        }
        store.receive([.redraw], notice: .set(nil), load: [.more], then: .pick(.toggleMark(0)))
    }
}

extension FeatureStore where State == ListState, Action == ListAction, Environment == ListEnvironment {
    /// What a line's change asks: `login` searched, a redraw, the notice
    /// gone, the loading following the name.
    func receiveSearch(_ login: String, generation: Int = 0, urgent: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        receive([ViewModelFixture.key(login, generation: generation, urgent: urgent), .redraw], notice: .set(nil),
                load: [.followName], sourceLocation: sourceLocation)
    }
}
