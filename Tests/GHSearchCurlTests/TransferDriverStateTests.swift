import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchCurl
import GHSearchGitHub

/// The bookkeeping between `send` callers and the transfer thread: when the
/// thread cannot run (libcurl could not be set up, which the client learns
/// only after it was made), every send fails with why, and none waits forever.
@Suite(.standardTimeLimit) struct TransferDriverStateTests {
    static let request = HTTPRequest(url: "http://127.0.0.1:1/users/a/repos")
    static let failure = HTTPError.other("libcurl could not be initialised")

    @Test func refusingAllFailsTheQueuedSendsAndEveryLaterOne() async {
        var state = TransferDriverState()
        let queued = state.reserve()
        let first = await withCheckedContinuation { continuation in
            let refused = state.submit(Self.request, id: queued, continuation: continuation)
            #expect(refused == nil)
            for waiting in state.refuseAll(Self.failure) {
                waiting.resume(returning: .failure(Self.failure))
            }
        }
        #expect(first == .failure(Self.failure))
        let commands = state.takeCommands()
        #expect(commands.isEmpty, "the queued start is dropped with it")
        let later = state.reserve()
        let second = await withCheckedContinuation { continuation in
            let refused = state.submit(Self.request, id: later, continuation: continuation)
            #expect(refused?.failure == Self.failure)
            refused?.continuation.resume(returning: .failure(refused?.failure ?? .cancelled))
        }
        #expect(second == .failure(Self.failure))
        let stopping = state.shutDown()
        #expect(!stopping, "no thread to stop")
    }

    @Test func afterShuttingDownASendFailsAsCancelled() async {
        var state = TransferDriverState()
        let stopping = state.shutDown()
        #expect(stopping)
        let id = state.reserve()
        let result = await withCheckedContinuation { continuation in
            let refused = state.submit(Self.request, id: id, continuation: continuation)
            #expect(refused?.failure == .cancelled)
            refused?.continuation.resume(returning: .failure(refused?.failure ?? .other("not refused")))
        }
        #expect(result == .failure(.cancelled))
    }
}
