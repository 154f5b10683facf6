import Dispatch
import GHSearchGitHub
import Synchronization
import Testing
import TestSupport
@testable import GHSearchCurl

/// The thread that opened libcurl ahead becomes the first transfer thread:
/// a loop handed during the opening runs as soon as the opening ends, one
/// handed later wakes the thread, and with no such thread (or once it has
/// taken one) the caller is told to start its own.
@Suite(.standardTimeLimit) struct TransferThreadHandOffTests {
    final class Runs: Sendable {
        let count = Atomic<Int>(0)
        let done = DispatchSemaphore(value: 0)
        var loop: @Sendable () -> Void { { self.count.add(1, ordering: .relaxed) } }
    }

    @Test func withNoThreadOpeningALoopIsRefused() {
        let handOff = TransferThreadHandOff()
        let runs = Runs()
        #expect(!handOff.offer(runs.loop))
        #expect(runs.count.load(ordering: .relaxed) == 0)
    }

    @Test func aLoopHandedDuringTheOpeningRunsOnceTheThreadServesWithoutWaiting() {
        let handOff = TransferThreadHandOff()
        let runs = Runs()
        handOff.openingBegins()
        #expect(handOff.offer(runs.loop))
        handOff.serve()  // on this thread: returns only after running the loop
        #expect(runs.count.load(ordering: .relaxed) == 1)
    }

    @Test func aThreadDoneOpeningWaitsForALoopAndRunsIt() async {
        let handOff = TransferThreadHandOff()
        let runs = Runs()
        handOff.openingBegins()
        DispatchQueue(label: "opener").async {
            handOff.serve()
            runs.done.signal()
        }
        let waiting = await poll { handOff.hasThreadWaiting }
        #expect(waiting)
        #expect(handOff.offer(runs.loop))
        #expect(runs.done.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(runs.count.load(ordering: .relaxed) == 1)
    }

    @Test func onlyTheFirstLoopIsTaken() {
        let handOff = TransferThreadHandOff()
        let first = Runs(), second = Runs()
        handOff.openingBegins()
        #expect(handOff.offer(first.loop))
        #expect(!handOff.offer(second.loop))
        handOff.serve()
        #expect(!handOff.offer(second.loop))
        #expect(first.count.load(ordering: .relaxed) == 1)
        #expect(second.count.load(ordering: .relaxed) == 0)
    }

    /// The driver's loop runs on the thread that opened libcurl: that
    /// thread's `serve` returns only once the driver has shut down.
    @Test func aDriversFirstRequestRunsOnTheThreadThatOpenedLibcurl() async throws {
        let port = try #require(UnlistenedPort())
        let handOff = TransferThreadHandOff()
        let served = DispatchSemaphore(value: 0)
        handOff.openingBegins()
        DispatchQueue(label: "opener").async {
            _ = CurlGlobal.initialise()
            handOff.serve()
            served.signal()
        }
        let driver = TransferDriver(configuration: CurlHTTPClient.Configuration(), handOff: handOff)
        let id = driver.reserveTransfer()
        let result = await withCheckedContinuation { continuation in
            driver.submit(HTTPRequest(url: "http://127.0.0.1:\(port.port)/"), id: id, continuation: continuation)
        }
        guard case .failure(.couldNotConnect(_)) = result else {
            Issue.record("expected a refused connection, got \(result)")
            return
        }
        let takenAgain = handOff.offer {}
        #expect(!takenAgain)
        #expect(served.wait(timeout: .now()) == .timedOut)
        driver.shutDown()
        #expect(served.wait(timeout: .now() + .seconds(30)) == .success)
    }
}
