import Synchronization
import Testing
import TestSupport
@testable import GHSearchInteractiveMode

extension InteractiveModeSuites {
    /// The session's redraw requests (a page arrived, the spinner turned)
    /// wake the editor once a frame, however many come within a frame's
    /// period; on virtual time.
    @Suite struct RedrawRelayTests {
        final class CountingWaker: RedrawWaker {
            let wakeUps = Atomic<Int>(0)
            var count: Int { wakeUps.load(ordering: .acquiring) }
            func requestRedraw() { wakeUps.add(1, ordering: .acquiringAndReleasing) }
        }

        /// A relay on virtual time with a waker that counts its wake-ups.
        static func attachedRelay() -> (ManualClock, RedrawRelay<ManualClock>, CountingWaker) {
            let clock = ManualClock()
            let relay = RedrawRelay(clock: clock)
            let waker = CountingWaker()
            relay.attach(waker)
            return (clock, relay, waker)
        }

        @Test func pagesArrivingWithinAFramesPeriodWakeTheEditorOnceAtItsEnd() async throws {
            let (clock, relay, waker) = Self.attachedRelay()
            // The editor's frame, drawn now.
            relay.frameBegins()
            relay.drew(at: clock.now)
            for _ in 0..<100 { relay.requestRedraw() }
            // One wake-up waits for the period's end; none was sent yet.
            let scheduled = await poll { clock.sleeperCount == 1 }
            #expect(scheduled, "one wake-up scheduled")
            #expect(waker.count == 0, "a page within the period woke the editor")
            clock.advance(by: .milliseconds(16))
            let woken = await poll { waker.count == 1 }
            #expect(woken, "the frame at the period's end was asked for")
            // More pages before that frame begins: it shows them; no more wake-ups.
            for _ in 0..<100 { relay.requestRedraw() }
            #expect(waker.count == 1)
            #expect(clock.sleeperCount == 0)
        }

        @Test func aPageAfterTheFrameReadTheStateWakesTheEditorAgain() async throws {
            let (_, relay, waker) = Self.attachedRelay()
            relay.requestRedraw()
            #expect(waker.count == 1)
            relay.requestRedraw()
            #expect(waker.count == 1, "the wake-up on its way covers it")
            relay.frameBegins()
            relay.requestRedraw()
            #expect(waker.count == 2, "a page the frame may not show was dropped")
        }
    }
}
