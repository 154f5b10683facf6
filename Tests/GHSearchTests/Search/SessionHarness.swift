import Foundation
@testable import GHSearchCLI
import Synchronization
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchAvatar
@testable import GHSearchSession

/// A `SearchSession` over a stub HTTP client and a manual clock: the view
/// model with its real interpreter and the real search stream, no terminal,
/// no network. Keys are sent as the terminal would send them.
final class SessionHarness: Sendable {
    /// Wall-clock time as the session sees it at clock time zero.
    static let wallTime = Date(timeIntervalSince1970: 1_000_000)

    let clock = ManualClock()
    let http: StubHTTPClient
    /// The login on screen each time the session posted a change (answers
    /// from other threads), in order.
    let shown = Watched<[String?]>([])
    /// The keys the stream let through to the network, in order.
    let passed = Watched<[SearchKey]>([])
    /// How many keys the search stream had taken when it last asked for one.
    let keysTaken = Watched(0)
    let session: SearchSession<ManualClock>

    /// - Parameter startsStream: starts the search stream at once, as the
    ///   tests mostly want; `false` leaves it to the test (`session.start()`).
    /// - Parameter pacesNames: names wait for a pause in typing, as without a token.
    init(honoursCancellation: Bool = true, cache: (any ResponseCache)? = nil, token: String? = nil,
         avatars: (@Sendable (any HTTPClient) -> AvatarLoader)? = nil, mode: SearchMode = .user,
         startsStream: Bool = true, pacesNames: Bool = false) throws {
        http = StubHTTPClient(honoursCancellation: honoursCancellation)
        let client = GitHubClient(endpoint: try GitHubEndpoint("https://api.github.com"), http: http, token: token, cache: cache)
        let service = RepositoryService(client: client, clock: clock, retryDelay: { _ in .steps(1) })
        let (shown, passed, clock, keysTaken) = (shown, passed, clock, keysTaken)
        let box = WeakSessionBox()
        let loader = avatars?(http)
        var searchOptions = SearchModeOptions()
        searchOptions.policy.pacesNames = pacesNames
        searchOptions.policy.coreReserve = pacesNames ? LoadingPolicy.defaultReserve : 0
        session = SearchSession(
            model: SearchViewModel(showsAvatars: loader != nil, loading: LoadingPolicy(pacesNames: pacesNames), mode: mode),
            service: service, clock: clock, searchOptions: searchOptions, avatars: loader,
            now: { SessionHarness.wallTime.addingTimeInterval(clock.now.offset.seconds) },
            onEdgeEffects: { _ in shown.update { $0.append(box.session?.snapshot.results?.subject.displayName) } },
            searchPassed: { key in passed.update { $0.append(key) } },
            keysAsking: { taken in keysTaken.update { $0 = taken } })
        box.session = session
        if startsStream { session.start() }
    }

    deinit { session.stop() }

    var model: SearchViewModel { session.snapshot }

    /// Sends a key as the terminal does (its edge effects are the terminal's; dropped here).
    func send(_ action: SearchAction) {
        _ = session.send(action)
    }

    /// Waits until the view model satisfies `condition` (checked at every change the session posts).
    func waitFor(_ description: String, _ condition: @escaping @Sendable (SearchViewModel) -> Bool) async throws {
        let session = self.session
        try await shown.wait(until: { _ in condition(session.snapshot) }, description)
    }

    func url(_ login: String) -> String {
        "https://api.github.com/users/\(login)/repos?per_page=100"
    }

    /// Lets the throttle window pass with nothing left sleeping, so the next
    /// key goes through the stream at once, to a reader that waits for it.
    func settle() async throws {
        clock.advance(by: .seconds(1))
        try await clock.waitForSleepers(0)
    }

    /// The proof that the input since the last `settle()` sent nothing: a
    /// sentinel search goes through the same stream after it, and the keys
    /// let through and the requests made must be exactly those before it
    /// plus the sentinel (requests for repository lists; an avatar is no
    /// search). (A key the stream wrongly let through is recorded
    /// before the sentinel is read, whatever happens to its request.)
    func expectNothingSent(passedBefore: [String], requestsBefore: [String],
                           sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await settle()
        send(.submit("sentinel"))
        try await http.waitUntil({ $0.contains { $0.request.url.contains("/users/sentinel/") } }, "the sentinel's request")
        #expect(passed.value.map { $0.subject?.displayName ?? "" } == passedBefore + ["sentinel"], sourceLocation: sourceLocation)
        #expect(http.urls.filter { $0.contains("/repos") } == requestsBefore.map(url) + [url("sentinel")],
                sourceLocation: sourceLocation)
    }
}

/// Lets the session's callback read the session without keeping it alive
/// (the session owns the callback: a strong reference would be a cycle).
final class WeakSessionBox: @unchecked Sendable {
    private let lock = Mutex(())
    private weak var stored: SearchSession<ManualClock>?

    var session: SearchSession<ManualClock>? {
        get { lock.withLock { _ in stored } }
        set { lock.withLock { _ in stored = newValue } }
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
