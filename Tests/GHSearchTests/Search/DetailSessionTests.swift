import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchAvatar

/// The detail view run by the session: the avatar fills in (at once when it
/// is in memory), leaving cancels its download, and a late answer changes
/// nothing.
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

    /// A session that shows avatars, with `octo`'s rows listed and the second selected.
    static func listed() async throws -> SessionHarness {
        let h = try SessionHarness(token: "t0ken", avatars: { http in
            AvatarLoader(http: http, disk: nil, decode: DetailSessionTests.decode)
        })
        h.send(.submit("octo"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, page("octo"))
        try await h.waitFor("the rows") { $0.results?.repositories.count == 2 && $0.searching == nil }
        h.send(.moveSelection(2))
        return h
    }

    @Test func openingShowsTheRowAtOnceAndTheAvatarFillsIn() async throws {
        let h = try await Self.listed()
        h.send(.openDetail)
        #expect(h.model.detail?.repository.name == "beta")
        #expect(h.model.detail?.avatar == .loading)
        try await h.http.waitForCalls(2)
        #expect(h.http.calls[1].request.headers["Authorization"] == nil)
        h.http.answer(1, HTTPResponse(status: 200, headers: HTTPHeaders([("ETag", "\"a\"")]), body: [200]))
        try await h.waitFor("the avatar") {
            if case .loaded(let image) = $0.detail?.avatar { return image.pixels[0] == 200 }
            return false
        }
        let before = h.model
        h.send(.clear)  // Esc
        #expect(h.model.detail == nil)
        #expect(h.model.listState.selected == before.listState.selected && h.model.line == "octo")
        // Again: the picture is there at once, and revalidated.
        h.send(.openDetail)
        if case .loaded = h.model.detail?.avatar {} else { Issue.record("not shown at once") }
        try await h.http.waitForCalls(3)
        #expect(h.http.calls[2].request.headers["If-None-Match"] == "\"a\"")
    }

    @Test func leavingCancelsTheDownloadAndALateAnswerChangesNothing() async throws {
        let h = try await Self.listed()
        h.send(.openDetail)
        try await h.http.waitForCalls(2)
        h.send(.lineChanged("oct"))  // Backspace
        try await h.http.waitUntil({ $0[1].cancelled }, "the avatar request cancelled")
        #expect(h.model.detail == nil)
        #expect(h.model.line == "octo")
    }

    @Test func aBrokenAvatarBecomesThePlaceholder() async throws {
        let h = try await Self.listed()
        h.send(.openDetail)
        try await h.http.waitForCalls(2)
        h.http.answer(1, HTTPResponse(status: 200, body: Array("<html>".utf8)))
        try await h.waitFor("the placeholder") { $0.detail?.avatar == .unavailable }
    }

    @Test func openingAndLeavingSendsNoSearch() async throws {
        let h = try await Self.listed()
        try await h.settle()
        h.send(.openDetail)
        h.send(.submit("octo"))  // Enter does nothing in the detail view
        h.send(.clear)
        #expect(h.model.detail == nil)
        try await h.expectNothingSent(passedBefore: ["octo"], requestsBefore: ["octo"])
    }
}
