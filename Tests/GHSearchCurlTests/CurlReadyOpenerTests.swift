import Dispatch
import Synchronization
import Testing
@testable import GHSearchCurl

/// The thread made ready to open libcurl runs the opening when told to,
/// and not when let go; only the first decision counts.
@Suite(.standardTimeLimit) struct CurlReadyOpenerTests {
    final class Thread: Sendable {
        let openings = Atomic<Int>(0)
        let ended = DispatchSemaphore(value: 0)
        func opener() -> CurlReadyOpener {
            CurlReadyOpener(opening: { self.openings.add(1, ordering: .relaxed) }, ended: { self.ended.signal() })
        }
    }

    @Test func openRunsTheOpeningOnTheWaitingThreadAndALaterReleaseIsIgnored() {
        let thread = Thread()
        let opener = thread.opener()
        opener.open()
        opener.release()
        opener.open()
        thread.ended.wait()
        #expect(thread.openings.load(ordering: .relaxed) == 1)
    }

    @Test func releaseLetsTheThreadGoWithoutOpeningAndALaterOpenIsIgnored() {
        let thread = Thread()
        let opener = thread.opener()
        opener.release()
        opener.open()
        thread.ended.wait()
        #expect(thread.openings.load(ordering: .relaxed) == 0)
    }
}
