import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchText
@testable import GHSearchKeys

/// Pick and act in the view model: the first row selected, the
/// selection following its repository, Enter printing, Esc / Ctrl-C /
/// Ctrl-D leaving with 130, marks across filters, every action's change of
/// state and its exact effects, pasted names, the history.
@Suite(.standardTimeLimit) struct PickViewModelTests {
    typealias F = ViewModelFixture

    /// Rows with every URL an action needs; `gems` has a homepage.
    static func rows(_ login: String, _ names: [String]) -> [Repository] {
        names.map { name in
            Repository(name: name, fullName: "\(login)/\(name)", htmlURL: "https://github.com/\(login)/\(name)",
                       description: "about \(name)", homepage: name == "gems" ? "https://gems.example" : nil,
                       owner: Repository.Owner(login: login, avatarURL: nil, htmlURL: nil),
                       cloneURL: "https://github.com/\(login)/\(name).git", sshURL: "git@github.com:\(login)/\(name).git")
        }
    }

    static func page(_ login: String, _ names: [String], next: String? = nil) -> RepositoryPage {
        RepositoryPage(repositories: rows(login, names), next: next, rateLimit: RateLimit(limit: 60, remaining: 59))
    }

    /// `login`'s rows on screen, as after Enter and the answer.
    static func listed(_ login: String, _ names: [String], next: String? = nil, pick: PickOptions = PickOptions()) -> TestStore {
        var model = SearchViewModel(pick: pick)
        _ = model.send(.submit(login))
        _ = model.send(.searchStarted(.user(login)))
        _ = model.send(.searchFinished(.user(login), outcome: .loaded(page(login, names, next: next))))
        return TestStore(model)
    }

    // MARK: The selection

    @Test func theFirstRowIsSelectedAsSoonAsResultsArriveAndTheNameGoesIntoTheHistory() {
        let store = TestStore()
        store.submitNewLine("octo")
        store.send(.searchStarted(.user("octo"))) {
            $0.searching = .user("octo")
            $0.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
        let page = Self.page("octo", ["alpha", "beta"])
        store.send(.searchFinished(.user("octo"), outcome: .loaded(page))) {
            $0.searching = nil
            $0.results = F.loaded("octo", page)
            $0.listState.visible = [0, 1]
            $0.listState.selected = 0
            $0.status = .results
            $0.quota = RateLimit(limit: 60, remaining: 59)
            $0.recent.remember(F.loaded("octo", page))
            $0.spinner = .stopped
        }
        store.receive([.rememberInHistory("octo"), .redraw, F.stopSpinner])
    }

    @Test func aPrefixAnsweredWhileTheUserTypedOnGoesNotIntoTheHistory() {
        let store = TestStore()
        store.submitNewLine("t")
        store.send(.lineChanged("to")) {
            $0.listState.line = "to"
            $0.listState.query = SearchQuery(line: "to")
        }
        store.receive([F.key("to", urgent: false), .redraw])
        let page = Self.page("t", ["x"])
        store.send(.searchFinished(.user("t"), outcome: .loaded(page))) {
            $0.results = F.loaded("t", page)
            $0.listState.visible = [0]
            $0.listState.selected = 0
            $0.status = .results
            $0.quota = RateLimit(limit: 60, remaining: 59)
            $0.recent.remember(F.loaded("t", page))
        }
        store.receive([.redraw])
    }

    @Test func aFailedSearchGoesNotIntoTheHistory() {
        let store = TestStore()
        store.submitNewLine("ghost")
        store.send(.searchFinished(.user("ghost"), outcome: .failed(.userNotFound("ghost")))) {
            $0.status = .failed(.userNotFound("ghost"), subject: .user("ghost"))
        }
        store.receive([.redraw])
    }

    @Test func theSelectionFollowsItsRepositoryAcrossFilterChanges() {
        let store = Self.listed("apple", ["swift", "swift-nio", "cups", "Swift-Format"])
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.filter("apple nio", visible: [1], selection: 0)  // swift-nio, now the only row
        store.filter("apple", visible: [0, 1, 2, 3], selection: 1)  // still swift-nio
        store.filter("apple cups", visible: [2], selection: 0)  // swift-nio is filtered out: the first row
        store.filter("apple zzz", visible: [], selection: nil)
    }

    // MARK: Enter, Esc, Ctrl-C, Ctrl-D

    @Test func enterOnASearchedLinePrintsTheSelectedRowAndExitsZero() {
        let store = Self.listed("octo", ["alpha", "beta"])
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.submit("octo"))
        store.receive([.printLines(["https://github.com/octo/beta"]), .exit(.success)])
    }

    @Test func enterPrintsTheFieldOfPrint() {
        for (field, expected) in [
            (PrintField.field(.full_name), "octo/alpha"), (.field(.name), "alpha"),
            (.field(.clone_url), "https://github.com/octo/alpha.git"), (.field(.ssh_url), "git@github.com:octo/alpha.git"),
            (.field(.description), "about alpha"),
        ] {
            let store = Self.listed("octo", ["alpha", "beta"], pick: PickOptions(printField: field))
            store.send(.submit("octo"))
            store.receive([.printLines([expected]), .exit(.success)])
        }
        let store = Self.listed("octo", ["alpha"], pick: PickOptions(printField: .json))
        store.send(.submit("octo"))
        store.receive([.printLines([RepositoryField.jsonObject(Self.rows("octo", ["alpha"])[0], fields: RepositoryField.repositoryFields)]),
                       .exit(.success)])
    }

    @Test func enterOnANameNotSearchedYetSearchesAtOnce() {
        let store = Self.listed("octo", ["alpha"])
        store.send(.lineChanged("other")) {
            $0.listState.line = "other"
            $0.listState.query = SearchQuery(line: "other")
        }
        store.receive([F.key("other", urgent: false), .redraw])
        // The line did not change, but its name was not searched yet: the rows are octo's.
        store.send(.submit("other"))
        store.receive([F.key("other", urgent: true), .redraw])
        // A line changed in the same batch as Enter searches too.
        store.send(.submit("third")) {
            $0.listState.line = "third"
            $0.listState.query = SearchQuery(line: "third")
        }
        store.receive([F.key("third", urgent: true), .redraw])
    }

    @Test func enterWithNoRowToPickSearchesAsBefore() {
        let store = Self.listed("octo", ["alpha"])
        store.filter("octo zzz", visible: [], selection: nil)
        store.send(.submit("octo zzz"))
        store.receive([F.key("octo", urgent: true), .redraw])
    }

    @Test func escCtrlCAndCtrlDLeaveWith130FromTheList() {
        for key in [SearchAction.escape, .interrupt, .endOfInput] {
            let store = Self.listed("octo", ["alpha"])
            store.send(key)
            store.receive([.exit(.aborted)])
            let empty = TestStore()
            empty.send(key)
            empty.receive([.exit(.aborted)])
        }
    }

    @Test func inTheDetailViewEscGoesBackAndEnterPicksTheRepositoryShown() {
        let store = Self.listed("octo", ["alpha", "beta"])
        let beta = Self.rows("octo", ["beta"])[0]
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.openDetail) { $0.detail = ViewModelFixture.detail(beta) }
        store.receive([.fetchReadme(ViewModelFixture.target("beta")), .redraw])
        store.send(.escape) { $0.detail = nil }
        store.receive([.cancel(.avatar), .cancel(.readme), .redraw])
        // Its README was not answered before Esc: asked for again.
        store.send(.openDetail) { $0.detail = ViewModelFixture.detail(beta) }
        store.receive([.fetchReadme(ViewModelFixture.target("beta")), .redraw])
        store.send(.submit("octo"))
        store.receive([.printLines(["https://github.com/octo/beta"]), .exit(.success)])
        store.send(.interrupt)
        store.receive([.exit(.aborted)])
    }

    // MARK: --multi

    @Test func marksStayAcrossFiltersAndEnterPrintsThemInListOrder() {
        let store = Self.listed("apple", ["swift", "swift-nio", "cups", "Swift-Format"],
                                pick: PickOptions(printField: .field(.full_name), multi: true))
        let rows = Self.rows("apple", ["swift", "swift-nio", "cups", "Swift-Format"])
        store.filter("apple format", visible: [3], selection: 0)
        store.send(.toggleMark(1)) { $0.pickState.marks.toggle(rows[3], in: .user("apple"), index: 3); $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.filter("apple", visible: [0, 1, 2, 3], selection: 3)  // Swift-Format, followed
        store.send(.moveSelection(-3)) { $0.listState.selected = 0; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        // Tab marks and moves down; Shift-Tab marks and moves up.
        store.send(.toggleMark(1)) {
            $0.listState.selectionChosen = true
            $0.pickState.marks.toggle(rows[0], in: .user("apple"), index: 0)
            $0.listState.selected = 1
        }
        store.receive([.redraw])
        store.send(.toggleMark(-1)) {
            $0.listState.selectionChosen = true
            $0.pickState.marks.toggle(rows[1], in: .user("apple"), index: 1)
            $0.listState.selected = 0
        }
        store.receive([.redraw])
        #expect(store.model.pickState.marks.count == 3)
        // Toggling a marked row unmarks it.
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.toggleMark(1)) {
            $0.listState.selectionChosen = true
            $0.pickState.marks.toggle(rows[1], in: .user("apple"), index: 1)
            $0.listState.selected = 2
        }
        store.receive([.redraw])
        store.send(.submit("apple"))
        store.receive([.printLines(["apple/swift", "apple/Swift-Format"]), .exit(.success)])
    }

    @Test func marksOfTwoNamesPrintListByList() {
        let store = Self.listed("b", ["one", "two"], pick: PickOptions(printField: .field(.full_name), multi: true))
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.toggleMark(1)) { $0.pickState.marks.toggle(Self.rows("b", ["two"])[0], in: .user("b"), index: 1); $0.listState.selectionChosen = true }
        store.receive([.redraw])
        var model = store.model
        _ = model.send(.submit("a"))
        _ = model.send(.searchFinished(.user("a"), outcome: .loaded(Self.page("a", ["x", "y"]))))
        _ = model.send(.moveSelection(1))
        _ = model.send(.toggleMark(-1))  // y, then x: printed x, y
        _ = model.send(.toggleMark(1))
        #expect(model.send(.submit("a")) == [.printLines(["b/two", "a/x", "a/y"]), .exit(.success)])
    }

    @Test func withoutMultiTabAndShiftTabMarkNothing() {
        let store = Self.listed("octo", ["alpha"])
        store.send(.toggleMark(1))
        store.send(.toggleMark(-1))
    }

    // MARK: Actions

    @Test func cloneAsksForTheCloneURLOrTheSSHURLOrEveryMarkedOne() {
        let store = Self.listed("octo", ["alpha", "beta"])
        store.send(.clone)
        store.receive([.clone(["https://github.com/octo/alpha.git"])])
        let ssh = Self.listed("octo", ["alpha", "beta"], pick: PickOptions(ssh: true))
        ssh.send(.clone)
        ssh.receive([.clone(["git@github.com:octo/alpha.git"])])

        var multi = Self.listed("octo", ["alpha", "beta"], pick: PickOptions(multi: true)).model
        _ = multi.send(.toggleMark(1))
        _ = multi.send(.toggleMark(1))
        #expect(multi.send(.clone) == [.clone(["https://github.com/octo/alpha.git", "https://github.com/octo/beta.git"])])
    }

    @Test func aCloneURLNotToTrustIsNamedAndNothingIsCloned() {
        // An https:// URL on another host than the API's web host.
        let store = Self.listed("octo", ["alpha"], pick: PickOptions(cloneURLs: CloneURLPolicy(httpsHosts: ["ghe.example.com"])))
        store.send(.clone) { $0.notice = .cloneURLRefused("https://github.com/octo/alpha.git") }
        store.receive([.redraw])
        #expect(Catalogue.english.text(.cloneURLRefused("ext::sh -c touch% PWNED\u{1B}[2J"))
            == "Not cloned: 'ext::sh -c touch% PWNED\\u{1b}[2J' is not a clone URL to trust (only https://, ssh:// and git@host:owner/repo.git go to git; another https host: --clone-host HOST).")

        // One hostile URL among the marked rows: none of them is cloned.
        var rows = Self.rows("octo", ["alpha", "beta"])
        rows[1].cloneURL = "--upload-pack=touch PWNED"
        var multi = SearchViewModel(pick: PickOptions(multi: true))
        _ = multi.send(.submit("octo"))
        _ = multi.send(.searchStarted(.user("octo")))
        _ = multi.send(.searchFinished(.user("octo"), outcome: .loaded(RepositoryPage(repositories: rows, next: nil))))
        _ = multi.send(.toggleMark(1))
        _ = multi.send(.toggleMark(1))
        #expect(multi.send(.clone) == [.redraw])
        #expect(multi.notice == .cloneURLRefused("--upload-pack=touch PWNED"))
    }

    @Test func withoutGitTheStatusLineSaysSoAndNothingIsLeft() {
        let store = Self.listed("octo", ["alpha"])
        store.send(.clone)
        store.receive([.clone(["https://github.com/octo/alpha.git"])])
        store.send(.cloneNotStarted) { $0.notice = .gitNotFound }
        store.receive([.redraw])
    }

    @Test func aRepositoryWithoutACloneURLIsNotCloned() {
        let store = F.listed("octo", ["alpha"])  // rows without clone URLs
        store.send(.clone) { $0.notice = .noCloneURL("octo/alpha") }
        store.receive([.redraw])
    }

    @Test func copyPutsTheURLOnTheClipboardAndSaysSo() {
        let store = Self.listed("octo", ["alpha"])
        store.send(.copyURL) { $0.notice = .copied("https://github.com/octo/alpha") }
        store.receive([.copyToClipboard("https://github.com/octo/alpha"), .redraw])
    }

    @Test func homepageAndIssuesOpenInTheBrowser() {
        let store = Self.listed("sferik", ["gems", "twitter"])
        store.send(.openHomepage)
        store.receive([.openBrowser(url: "https://gems.example")])
        store.send(.openIssues)
        store.receive([.openBrowser(url: "https://github.com/sferik/gems/issues")])
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.openHomepage) { $0.notice = .noHomepage }
        store.receive([.redraw])
    }

    @Test func everyActionWithNothingSelectedSaysSo() {
        let echo = try! CommandTemplate("echo {name}")
        for action in [SearchAction.clone, .copyURL, .openHomepage, .openIssues, .execute(echo), .executeSilent(echo),
                       .become(echo), .printField(.json)] {
            let store = TestStore(SearchViewModel())
            store.send(action) { $0.notice = .nothingSelected }
            store.receive([.redraw])
        }
    }

    @Test func theActionsActOnTheRepositoryTheDetailViewShows() {
        let store = Self.listed("octo", ["alpha", "beta"])
        let beta = Self.rows("octo", ["beta"])[0]
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.openDetail) { $0.detail = ViewModelFixture.detail(beta) }
        store.receive([.fetchReadme(ViewModelFixture.target("beta")), .redraw])
        store.send(.copyURL) { $0.notice = .copied("https://github.com/octo/beta") }
        store.receive([.copyToClipboard("https://github.com/octo/beta"), .redraw])
        store.send(.clone)
        store.receive([.clone(["https://github.com/octo/beta.git"])])
        store.send(.openIssues)
        store.receive([.openBrowser(url: "https://github.com/octo/beta/issues")])
    }

    // MARK: --bind

    static let hostileName = "$(touch PWNED); `id` x"

    @Test func anExecuteKeyRunsTheCommandWithEachValueAsOneArgument() throws {
        let template = try CommandTemplate("printf '%s\\n' {name} --repo={full_name} \"{html_url}\"")
        let store = Self.listed("octo", [Self.hostileName])
        store.send(.execute(template))
        store.receive([.runCommand([
            "printf", "%s\\n", Self.hostileName, "--repo=octo/\(Self.hostileName)", "https://github.com/octo/\(Self.hostileName)",
        ])])
        store.send(.commandFinished(command: "printf", .exited(1))) { $0.notice = .commandFailed(command: "printf", .exited(1)) }
        store.receive([.redraw])
        store.send(.commandFinished(command: "printf", .exited(0))) { $0.notice = nil }
        store.receive([.redraw])
    }

    @Test func printExecuteSilentAndBecome() throws {
        let store = Self.listed("octo", ["alpha"])
        store.send(.executeSilent(try CommandTemplate("touch {name}.seen")))
        store.receive([.runSilently(["touch", "alpha.seen"])])
        store.send(.commandFinished(command: "touch", .exited(0)))
        store.receive([.redraw])
        store.send(.printField(.field(.clone_url)))
        store.receive([.printLines(["https://github.com/octo/alpha.git"]), .exit(.success)])
        store.send(.become(try CommandTemplate("git clone {ssh_url}")))
        store.receive([.become(["git", "clone", "git@github.com:octo/alpha.git"]), .exit(.success)])
    }

    // MARK: Pasted names

    @Test func aPastedRepositoryURLSearchesItsOwnerAndSelectsItOnceLoaded() {
        let store = TestStore()
        let line = "https://github.com/sferik/twitter"
        store.send(.lineChanged(line)) {
            $0.listState.line = line
            $0.listState.query = SearchQuery(line: line)
            $0.listState.wantedRepository = "twitter"
        }
        store.receive([F.key("sferik", urgent: false), .redraw])
        let first = Self.page("sferik", ["gems", "rails"], next: "https://api.example/p2")
        store.send(.searchFinished(.user("sferik"), outcome: .loaded(first))) {
            var loaded = LoadedResults(subject: .user("sferik"), page: first)
            loaded.bound = LoadingPolicy().maxRepositories
            $0.recent.remember(loaded)
            loaded.loadingMore = true
            loaded.pendingPages = 49  // the background loading: 59 left, 10 kept
            $0.results = loaded
            $0.listState.visible = [0, 1]
            $0.listState.selected = 0
            $0.status = .results
            $0.quota = RateLimit(limit: 60, remaining: 59)
            $0.spinner = .turning(frame: 0)
        }
        // Not on the first page: the pages after it load (in the background), and it is looked for there.
        store.receive([.loadPages(PageLoad(subject: .user("sferik"), next: "https://api.example/p2", last: nil, count: 49, jobs: 4,
                                           pageSize: 2)),
                       .rememberInHistory("sferik"), .redraw, F.startSpinner])
        let second = Self.page("sferik", ["twitter"])
        store.send(.pageLoaded(.user("sferik"), url: "https://api.example/p2", .success(second))) {
            $0.results?.append(second, from: "https://api.example/p2")  // a short page: the last
            $0.results?.loadingMore = false
            $0.results?.pendingPages = 0
            $0.listState.visible = [0, 1, 2]
            $0.listState.selected = 2
            $0.listState.wantedRepository = nil
            $0.spinner = .stopped
        }
        store.receive([.cancel(.loadPage), .redraw, F.stopSpinner])
    }

    @Test func pastedOwnerRepoOnTheListShownSelectsAtOnce() {
        let store = Self.listed("sferik", ["gems", "twitter"])
        store.send(.lineChanged("sferik/twitter")) {
            $0.listState.line = "sferik/twitter"
            $0.listState.query = SearchQuery(line: "sferik/twitter")
            $0.listState.selected = 1
        }
        store.receive([F.key("sferik", urgent: false), .redraw])
    }

    // MARK: History

    @Test func upOnAnEmptyLineRecallsTheHistory() {
        let store = TestStore()
        store.send(.moveSelection(-1))
        store.receive([.recallHistory])
        // Down, or Up over rows, moves the selection as before.
        store.send(.moveSelection(1)) { $0.listState.selectionChosen = true }
        store.receive([.redraw])
        let listed = Self.listed("octo", ["alpha"])
        listed.send(.moveSelection(-1)) { $0.listState.selectionChosen = true }
        listed.receive([.redraw])
    }
}

extension TestStore {
    /// A new filter on the name shown: which rows pass, where the selection
    /// goes, and the same name again for the stream (which sends nothing for it).
    func filter(_ line: String, visible: [Int], selection: Int?, sourceLocation: SourceLocation = #_sourceLocation) {
        send(.lineChanged(line), sourceLocation: sourceLocation) {
            $0.listState.line = line
            $0.listState.query = SearchQuery(line: line)
            $0.listState.filter = Filter(SearchQuery(line: line).filter)
            $0.listState.visible = visible
            $0.listState.selected = selection
        }
        receive([ViewModelFixture.key(SearchQuery(line: line).subject, urgent: false), .redraw], sourceLocation: sourceLocation)
    }
}
