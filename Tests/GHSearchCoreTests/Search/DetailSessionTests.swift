import Foundation
import GHSearchCore
import Testing
import TestSupport

/// The detail view in the view model: opening shows the selected row at
/// once, the avatar fills in, leaving cancels its download and keeps the list.
@Suite(.standardTimeLimit) struct DetailSessionTests {
    static let decode: @Sendable ([UInt8]) -> RGBAImage? = { bytes in
        bytes.count == 1 ? RGBAImage(width: 1, height: 1, pixels: [bytes[0], 0, 0, 255]) : nil
    }

    static func page(_ login: String) -> HTTPResponse {
        let body = "[" + ["alpha", "beta"].map {
            #"{"name":"\#($0)","html_url":"https://github.com/\#(login)/\#($0)","owner":{"login":"\#(login)","avatar_url":"https://avatars.example/u/1?v=4"}}"#
        }.joined(separator: ",") + "]"
        return HTTPResponse(status: 200, headers: HTTPHeaders([("etag", "\"p\"")]), body: Array(body.utf8))
    }

    final class Harness: Sendable {
        let clock = ManualClock()
        let http = StubHTTPClient()
        let changes = Watched(0)
        let session: SearchSession<ManualClock>

        init() throws {
            let client = GitHubClient(endpoint: try GitHubEndpoint("https://api.github.com"), http: http, token: "t0ken", cache: nil)
            let service = RepositoryService(client: client, clock: clock, retryDelay: { _ in .steps(1) })
            let changes = self.changes
            session = SearchSession(service: service, clock: clock,
                                    avatars: AvatarLoader(http: http, disk: nil, decode: DetailSessionTests.decode),
                                    onChange: { changes.update { $0 += 1 } })
            session.start()
        }

        deinit { session.stop() }

        func waitFor(_ what: String, _ condition: @escaping @Sendable (SearchState) -> Bool) async throws {
            let session = self.session
            try await changes.wait(until: { _ in condition(session.snapshot) }, what)
        }

        /// Searches `octo` and selects the second row.
        func listed() async throws {
            session.submit("octo")
            try await http.waitForCalls(1)
            http.answer(0, DetailSessionTests.page("octo"))
            try await waitFor("the rows") { $0.results?.repositories.count == 2 }
            session.moveSelection(by: 2)
        }
    }

    @Test func openingShowsTheRowAtOnceAndTheAvatarFillsIn() async throws {
        let h = try Harness()
        try await h.listed()
        h.session.openDetail()
        #expect(h.session.snapshot.detail?.repository.name == "beta")
        #expect(h.session.snapshot.detail?.avatar == .loading)
        try await h.http.waitForCalls(2)
        #expect(h.http.calls[1].request.headers["Authorization"] == nil)
        h.http.answer(1, HTTPResponse(status: 200, headers: HTTPHeaders([("ETag", "\"a\"")]), body: [200]))
        try await h.waitFor("the avatar") {
            if case .loaded(let image) = $0.detail?.avatar { return image.pixels[0] == 200 }
            return false
        }
        let before = h.session.snapshot
        h.session.closeDetail()
        #expect(h.session.snapshot.detail == nil)
        #expect(h.session.snapshot.selection == before.selection && h.session.snapshot.line == "octo")
        // Again: the picture is there at once, and revalidated.
        h.session.openDetail()
        if case .loaded = h.session.snapshot.detail?.avatar {} else { Issue.record("not shown at once") }
        try await h.http.waitForCalls(3)
        #expect(h.http.calls[2].request.headers["If-None-Match"] == "\"a\"")
    }

    @Test func leavingCancelsTheDownloadAndALateAnswerChangesNothing() async throws {
        let h = try Harness()
        try await h.listed()
        h.session.openDetail()
        try await h.http.waitForCalls(2)
        h.session.closeDetail()
        try await h.http.waitUntil( { $0[1].cancelled }, "the avatar request cancelled")
        #expect(h.session.snapshot.detail == nil)
    }

    @Test func aBrokenAvatarBecomesThePlaceholder() async throws {
        let h = try Harness()
        try await h.listed()
        h.session.openDetail()
        try await h.http.waitForCalls(2)
        h.http.answer(1, HTTPResponse(status: 200, body: Array("<html>".utf8)))
        try await h.waitFor("the placeholder") { $0.detail?.avatar == .unavailable }
    }

    @Test func withoutASelectionNothingOpens() async throws {
        let h = try Harness()
        h.session.openDetail()
        #expect(h.session.snapshot.detail == nil)
    }
}
