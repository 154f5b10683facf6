import GHSearchCLI
import Testing
import TestSupport
import GHSearchGitHub

/// The test double itself: a request a test has seen can always be answered.
@Suite(.standardTimeLimit) struct StubHTTPClientTests {
    static let request = HTTPRequest(url: "https://api.example/x")

    /// Before the fix a request was counted before it parked, so an answer
    /// sent as soon as the count showed it could find nobody waiting, and
    /// the request then waited forever (CI hung two minutes on it).
    @Test func aRequestThatHasBeenSeenCanBeAnsweredAtOnce() async throws {
        for round in 0..<2_000 {
            let http = StubHTTPClient()
            let sent = Task { try? await http.send(Self.request) }
            try await http.waitForCalls(1)
            let taken = http.answer(0, HTTPResponse(status: 200, body: [UInt8(round % 256)]))
            #expect(taken, "round \(round): the answer found no request waiting")
            if !taken { sent.cancel() }
            #expect(await sent.value?.body == (taken ? [UInt8(round % 256)] : nil))
            if !taken { return }
        }
    }

    @Test func aRequestSentByACancelledTaskIsRecordedAndCancelled() async throws {
        let http = StubHTTPClient()
        let sent = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try? await http.send(Self.request)
        }
        #expect(await sent.value == nil)
        try await http.waitForCalls(1)
        #expect(http.calls[0].cancelled)
        #expect(!http.answer(0, HTTPResponse(status: 200)))
    }

    @Test func cancellingAWaitingRequestEndsItAndALateAnswerIsRefused() async throws {
        let http = StubHTTPClient()
        let sent = Task { try? await http.send(Self.request) }
        try await http.waitForCalls(1)
        sent.cancel()
        #expect(await sent.value == nil)
        #expect(http.calls[0].cancelled)
        #expect(!http.answer(0, HTTPResponse(status: 200)))
    }

    @Test func withoutCancellationARequestWaitsForItsAnswer() async throws {
        let http = StubHTTPClient(honoursCancellation: false)
        let sent = Task { try? await http.send(Self.request) }
        try await http.waitForCalls(1)
        sent.cancel()
        #expect(http.answer(0, HTTPResponse(status: 201)))
        #expect(await sent.value?.status == 201)
        #expect(!http.calls[0].cancelled)
    }
}
