import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
import GHSearchKeys

/// Pick and act as a child feature: `PickFeature.reduce` over its own
/// state (the marks), every action's whole change of state, its exact
/// effects and what it asks of the parent (the notice, a move of the
/// selection).
@Suite(.standardTimeLimit) struct PickFeatureTests {
    typealias Store = FeatureStore<PickState, PickAction, PickContext>

    static let rows = PickViewModelTests.rows("octo", ["alpha", "beta", "gems"])
    static let results = LoadedResults(subject: .user("octo"), page: RepositoryPage(repositories: rows))

    /// The three rows listed, `visible` shown, the one at `selection` highlighted.
    static func listed(_ options: PickOptions = PickOptions(), visible: [Int] = [0, 1, 2], selection: Int? = 0,
                       shown: Repository? = nil) -> PickContext {
        PickContext(options: options, shown: shown, results: results, visible: visible, selection: selection)
    }

    static func marked(_ indices: [Int]) -> PickState {
        var state = PickState()
        for index in indices { state.marks.toggle(rows[index], in: .user("octo"), index: index) }
        return state
    }

    static let multi = PickOptions(multi: true)
    static let echo = try! CommandTemplate("echo {name}")

    // MARK: Marks

    @Test func aMarkTogglesTheSelectedRowAndAsksToMoveTheSelection() {
        let store = Store(context: Self.listed(Self.multi, selection: 1))
        store.send(.toggleMark(1)) { $0 = Self.marked([1]) }
        store.receive([], moveSelection: 1)
        store.send(.toggleMark(-1)) { $0.marks.toggle(Self.rows[1], in: .user("octo"), index: 1) }
        store.receive([], moveSelection: -1)
    }

    @Test func marksNeedMultiAndTheList() {
        let store = Store(context: Self.listed())
        store.send(.toggleMark(1))
        store.receive([])
        store.send(.markAll(.select))
        store.receive([])
        store.environment = Self.listed(Self.multi, shown: Self.rows[0])
        store.send(.toggleMark(1))
        store.receive([])
        store.send(.markAll(.toggle))
        store.receive([])
    }

    @Test func aMarkWithNothingSelectedSaysSo() {
        let store = Store(context: Self.listed(Self.multi, visible: [], selection: nil))
        store.send(.toggleMark(1))
        store.receive([.redraw], notice: .set(.nothingSelected))
    }

    @Test func markAllActsOnTheRowsTheFilterShows() {
        let store = Store(context: Self.listed(Self.multi, visible: [2, 0]))
        store.send(.markAll(.select)) { $0 = Self.marked([0, 2]) }
        store.receive([.redraw])
        store.environment = Self.listed(Self.multi)
        store.send(.markAll(.toggle)) { $0 = Self.marked([1]) }
        store.receive([.redraw])
        store.send(.markAll(.deselect)) { $0.marks.toggle(Self.rows[1], in: .user("octo"), index: 1) }
        store.receive([.redraw])
    }

    // MARK: Acting

    @Test func printingPrintsTheMarksElseTheActingRepository() {
        let store = Store(context: Self.listed(selection: 1))
        store.send(.printField(.default))
        store.receive([.printLines(["https://github.com/octo/beta"]), .exit(.success)])
        store.environment = Self.listed(selection: 1, shown: Self.rows[2])
        store.send(.printField(.field(.name)))
        store.receive([.printLines(["gems"]), .exit(.success)])
        let marked = Store(pick: Self.marked([2, 0]), context: Self.listed(Self.multi, selection: 1))
        marked.send(.printField(.field(.name)))
        marked.receive([.printLines(["alpha", "gems"]), .exit(.success)])
    }

    @Test func withNothingToActOnEveryActionSaysSo() {
        let store = Store(context: Self.listed(visible: [], selection: nil))
        for action in [PickAction.clone, .copyURL, .openHomepage, .openIssues, .printField(.default), .execute(Self.echo),
                       .executeSilent(Self.echo), .become(Self.echo)] {
            store.send(action)
            store.receive([.redraw], notice: .set(.nothingSelected))
        }
    }

    @Test func cloneGivesGitTheURLsOfTheKindAskedFor() {
        let store = Store(pick: Self.marked([0, 1]), context: Self.listed(Self.multi))
        store.send(.clone)
        store.receive([.clone(["https://github.com/octo/alpha.git", "https://github.com/octo/beta.git"])])
        store.environment = Self.listed(PickOptions(ssh: true), selection: 2)
        let ssh = Store(context: store.environment)
        ssh.send(.clone)
        ssh.receive([.clone(["git@github.com:octo/gems.git"])])
    }

    @Test func cloneRefusesAMissingOrUnsafeURL() {
        var rows = Self.rows
        rows[0].cloneURL = nil
        rows[1].cloneURL = "--upload-pack=touch /tmp/x"
        let results = LoadedResults(subject: .user("octo"), page: RepositoryPage(repositories: rows))
        let store = Store(context: PickContext(options: PickOptions(), results: results, visible: [0, 1], selection: 0))
        store.send(.clone)
        store.receive([.redraw], notice: .set(.noCloneURL("octo/alpha")))
        store.environment.selection = 1
        store.send(.clone)
        store.receive([.redraw], notice: .set(.cloneURLRefused("--upload-pack=touch /tmp/x")))
    }

    @Test func copyHomepageAndIssuesActOnTheActingRepository() {
        let store = Store(context: Self.listed(selection: 1))
        store.send(.copyURL)
        store.receive([.copyToClipboard("https://github.com/octo/beta"), .redraw], notice: .set(.copied("https://github.com/octo/beta")))
        store.send(.openHomepage)
        store.receive([.redraw], notice: .set(.noHomepage))
        store.send(.openIssues)
        store.receive([.openBrowser(url: "https://github.com/octo/beta/issues")])
        store.environment.shown = Self.rows[2]
        store.send(.openHomepage)
        store.receive([.openBrowser(url: "https://gems.example")])
    }

    @Test func commandsRunForTheActingRepositoryAndClearTheNotice() {
        let store = Store(context: Self.listed(selection: 2))
        store.send(.execute(Self.echo))
        store.receive([.runCommand(["echo", "gems"])], notice: .set(nil))
        store.send(.executeSilent(Self.echo))
        store.receive([.runSilently(["echo", "gems"])], notice: .set(nil))
        store.send(.become(Self.echo))
        store.receive([.become(["echo", "gems"]), .exit(.success)], notice: .set(nil))
    }

    // MARK: Answers

    @Test func aFailedCommandOrAMissingGitIsTold() {
        let store = Store(context: Self.listed())
        store.send(.commandFinished(command: "echo", .exited(0)))
        store.receive([.redraw], notice: .set(nil))
        store.send(.commandFinished(command: "false", .exited(1)))
        store.receive([.redraw], notice: .set(.commandFailed(command: "false", .exited(1))))
        store.send(.cloneNotStarted)
        store.receive([.redraw], notice: .set(.gitNotFound))
    }
}
