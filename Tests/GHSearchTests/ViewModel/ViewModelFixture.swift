import Foundation
@testable import GHSearchCLI
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
@testable import GHSearchKeys

/// Repositories, pages and keys for view-model tests.
enum ViewModelFixture {
    static let avatarURL = "https://avatars.example/u/7?v=4"

    /// The names of the three repositories most tests list for `octo`.
    static let names = ["alpha", "beta", "gamma"]

    static func repositories(_ login: String, _ names: [String]) -> [Repository] {
        names.map { name in
            Repository(name: name, fullName: "\(login)/\(name)", htmlURL: "https://github.com/\(login)/\(name)",
                       description: "about \(name)",
                       owner: Repository.Owner(login: login, avatarURL: avatarURL, htmlURL: nil))
        }
    }

    static func page(_ login: String, _ names: [String], next: String? = nil, last: String? = nil,
                     remaining: Int = 59) -> RepositoryPage {
        RepositoryPage(repositories: repositories(login, names), next: next, last: last,
                       rateLimit: RateLimit(limit: 60, remaining: remaining))
    }

    /// GitHub's URL of `login`'s page `n` (its `Link` URLs name the account by id).
    static func pageURL(_ n: Int) -> String {
        "https://api.github.com/user/7/repos?per_page=100&page=\(n)"
    }

    /// The stream's key for the user-mode word `login` (as the prompt reads it: "" names nobody).
    static func key(_ login: String, generation: Int = 0, urgent: Bool) -> SearchEffect {
        key(SearchSubject(userWord: login), generation: generation, urgent: urgent)
    }

    static func key(_ subject: SearchSubject?, generation: Int = 0, urgent: Bool) -> SearchEffect {
        .search(SearchKey(subject: subject, generation: generation, urgent: urgent))
    }

    /// `page` shown for `login` as a search's answer makes it (bounded by the default `--max-repos`).
    static func loaded(_ login: String, _ page: RepositoryPage, bound: Int = LoadingPolicy().maxRepositories) -> LoadedResults {
        var results = LoadedResults(subject: SearchSubject(userWord: login) ?? .user(login), page: page)
        results.bound = bound
        return results
    }

    static func target(_ name: String, owner: String = "octo") -> ReadmeTarget {
        ReadmeTarget(owner: owner, name: name)
    }

    /// What the detail view (or the preview) of `repository` holds, laid
    /// out for `width` as the model lays it out.
    static func detail(_ repository: Repository, avatar: AvatarStatus = .none, readme: ReadmeState = .loading,
                       top: Int = 0, width: Int = 80, presentation: DetailPresentation = DetailPresentation()) -> RepositoryDetail {
        let detail = RepositoryDetail(repository: repository, avatar: avatar, target: ReadmeTarget(repository, listedBy: nil),
                                      readme: readme, top: top)
        return laidOut(detail, width: width, presentation: presentation)
    }

    /// `detail` with the body the session lays out for it at `width` (and that width asked for).
    static func laidOut(_ detail: RepositoryDetail, width: Int = 80,
                        presentation: DetailPresentation = DetailPresentation()) -> RepositoryDetail {
        var laidOut = detail
        laidOut.body = DetailBody.layout(detail, width: width, presentation: presentation, at: detail.answeredAt)
        laidOut.layoutWidth = max(1, width)
        return laidOut
    }

    static let startSpinner = SearchEffect.startTimer(.spinner, every: .milliseconds(100))
    static let stopSpinner = SearchEffect.cancel(.timer(.spinner))

    /// A model showing `login`'s `names` (searched with Enter, answered,
    /// the first row selected), and the store that got it there.
    static func listed(_ login: String, _ names: [String], next: String? = nil,
                       showsAvatars: Bool = false, pick: PickOptions = PickOptions(),
                       loading: LoadingPolicy = LoadingPolicy()) -> TestStore {
        var model = SearchViewModel(showsAvatars: showsAvatars, pick: pick, loading: loading)
        _ = model.send(.submit(login))
        let subject = SearchSubject(userWord: login) ?? .user(login)
        _ = model.send(.searchStarted(subject))
        _ = model.send(.searchFinished(subject, outcome: .loaded(page(login, names, next: next))))
        return TestStore(model)
    }
}

extension TestStore {
    /// Enter on a new `line` in the list: the line and its query change, and
    /// its name goes into the stream at once (the step most tests start with).
    func submitNewLine(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        send(.submit(line), sourceLocation: sourceLocation) {
            $0.listState.line = line
            $0.listState.query = SearchQuery(line: line)
        }
        receive([ViewModelFixture.key(SearchQuery(line: line).subject, generation: model.listState.generation, urgent: true), .redraw],
                sourceLocation: sourceLocation)
    }
}
