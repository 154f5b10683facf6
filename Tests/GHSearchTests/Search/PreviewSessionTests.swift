import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchMarkdownLayout
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchReadme
@testable import GHSearchSession

/// README preview: the side preview run by the real session over a
/// stub HTTP client and a manual clock. The selection goes through the
/// search text's operators: ten quick moves fetch the first README and the
/// last, and the first transfer is aborted when the last passes; without a
/// token nothing is fetched until the selection has rested.
@Suite(.standardTimeLimit) struct PreviewSessionTests {
    final class Harness: Sendable {
        let clock = ManualClock()
        let http = StubHTTPClient()
        let passed = Watched<[ReadmeTarget?]>([])
        let changes = Watched(0)
        /// How many selections the preview stream had taken when it last asked for one.
        let previewTaken = Watched(0)
        let session: SearchSession<ManualClock>

        init(token: String?) throws {
            let client = GitHubClient(endpoint: try GitHubEndpoint("https://api.github.com"), http: http, token: token,
                                      cache: nil)
            let service = RepositoryService(client: client, clock: clock, retryDelay: { _ in .steps(1) })
            let readmes = ReadmeService(client: client, clock: clock, retryDelay: { _ in .steps(1) }) { text in
                MarkdownDocument(blocks: [.paragraph([.text(text)])])
            }
            let (passed, changes, previewTaken) = (passed, changes, previewTaken)
            session = SearchSession(
                model: SearchViewModel(screenColumns: 170, presentation: DetailPresentation(hasToken: token != nil)),
                service: service, clock: clock, readmes: readmes,
                onEdgeEffects: { _ in changes.update { $0 += 1 } }, searchPassed: { _ in },
                previewPassed: { target in passed.update { $0.append(target) } },
                previewAsking: { taken in previewTaken.update { $0 = taken } })
            session.start()
        }

        deinit { session.stop() }

        var model: SearchViewModel { session.snapshot }

        /// `octo`'s twelve rows listed; the first is selected as they arrive,
        /// so the preview fetches its README (at once with a token,
        /// after the rest without), answered here; then the throttle window
        /// is long over.
        func listTwelve() async throws {
            _ = session.send(.submit("octo"))
            try await http.waitForCalls(1)
            let names = (0..<12).map { "r\($0)" }
            http.answer(0, Answers.repositories("octo", names: names))
            let session = self.session
            try await changes.wait(until: { _ in session.snapshot.results?.repositories.count == 12 }, "the rows")
            if session.snapshot.previewState.pane?.readme == .resting {
                try await clock.waitForSleepers(1)
                clock.advance(by: SearchViewModel.previewRestInterval)
            }
            try await waitForReadmeCalls(1)
            http.answer(http.calls.firstIndex { $0.request.url.hasSuffix("/r0/readme") }!,
                        HTTPResponse(status: 200, body: Array("zero".utf8)))
            try await changes.wait(until: { _ in
                if case .shown = session.snapshot.previewState.pane?.readme { return true }
                return false
            }, "r0's README in the preview")
            clock.advance(by: .seconds(1))
            try await clock.waitForSleepers(0)
        }

        func readmeCalls() -> [StubHTTPClient.Call] {
            http.calls.filter { $0.request.url.hasSuffix("/readme") }
        }

        func waitForReadmeCalls(_ count: Int) async throws {
            try await http.waitUntil({ $0.filter { $0.request.url.hasSuffix("/readme") }.count == count },
                                     "\(count) README request(s)")
        }
    }

    static func target(_ index: Int) -> ReadmeTarget { ReadmeTarget(owner: "octo", name: "r\(index)") }

    @Test func tenQuickMovesFetchTheFirstAndTheLastAndAbortTheFirst() async throws {
        let h = try Harness(token: "t0ken")
        try await h.listTwelve()
        #expect(h.readmeCalls()[0].request.headers["Accept"] == GitHubClient.rawMediaType)
        // listTwelve waited for r0's README and the window's end: the stream
        // asked for its next selection long before.
        let taken = h.previewTaken.value
        for _ in 0..<10 { _ = h.session.send(.moveSelection(1)) }
        #expect(h.model.previewState.pane?.target == Self.target(10) && h.model.previewState.pane?.readme == .loading)
        try await h.waitForReadmeCalls(2)
        #expect(h.readmeCalls()[1].request.url == "https://api.github.com/repos/octo/r1/readme")
        // The last move is held for the end of the window, once the stream
        // has taken all ten moves (before, a slow run could end the window
        // holding r7)…
        try await h.previewTaken.wait(until: { $0 == taken + 10 }, "the ten moves taken by the preview stream")
        try await h.clock.waitForSleepers(1)
        h.clock.advance(by: SearchPipeline.throttleInterval)
        // …and then fetched, aborting the first.
        try await h.waitForReadmeCalls(3)
        #expect(h.readmeCalls()[2].request.url == "https://api.github.com/repos/octo/r10/readme")
        try await h.http.waitUntil({ $0.first { $0.request.url.hasSuffix("/r1/readme") }?.cancelled == true },
                                   "the first transfer aborted")
        #expect(h.passed.value == [Self.target(0), Self.target(1), Self.target(10)])
        let index = h.http.calls.firstIndex { $0.request.url.hasSuffix("/r10/readme") }!
        h.http.answer(index, HTTPResponse(status: 200, body: Array("ten".utf8)))
        let session = h.session
        try await h.changes.wait(until: { _ in
            if case .shown(.readme(let readme)) = session.snapshot.previewState.pane?.readme {
                return readme.document == MarkdownDocument(blocks: [.paragraph([.text("ten")])])
            }
            return false
        }, "r10's README in the preview")
        #expect(h.readmeCalls().count == 3)
    }

    @Test func withoutATokenOnlyTheReadmeTheSelectionRestsOnIsFetched() async throws {
        let h = try Harness(token: nil)
        try await h.listTwelve()
        for _ in 0..<10 { _ = h.session.send(.moveSelection(1)) }
        #expect(h.model.previewState.pane?.readme == .resting)
        // Only the rest timer sleeps: nothing more went down the stream.
        try await h.clock.waitForSleepers(1)
        #expect(h.readmeCalls().count == 1 && h.passed.value == [Self.target(0)])
        h.clock.advance(by: SearchViewModel.previewRestInterval)
        try await h.waitForReadmeCalls(2)
        #expect(h.readmeCalls()[1].request.url == "https://api.github.com/repos/octo/r10/readme")
        #expect(h.passed.value == [Self.target(0), Self.target(10)])
        h.http.answerFailure(h.http.calls.lastIndex { $0.request.url.hasSuffix("/readme") }!,
                             .couldNotConnect("refused"))
        // Offline is retried: 3 attempts in all, then the message.
        for attempt in 3...4 {
            try await h.clock.waitForSleepers(1)
            h.clock.advance(by: .steps(1))
            try await h.waitForReadmeCalls(attempt)
            h.http.answerFailure(h.http.calls.lastIndex { $0.request.url.hasSuffix("/readme") }!, .couldNotConnect("refused"))
        }
        let session = h.session
        try await h.changes.wait(until: { _ in
            if case .failed = session.snapshot.previewState.pane?.readme { return true }
            return false
        }, "the fallback message")
        #expect(h.readmeCalls().count == 4)
    }
}
