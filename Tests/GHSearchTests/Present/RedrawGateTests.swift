import Testing
import TestSupport
@testable import GHSearchPresent

/// Background redraw requests wake the editor once a frame at most: a
/// burst within a frame's period is one wake-up at the period's end, and
/// a request made while a wake-up is on its way wakes nothing more.
@Suite(.standardTimeLimit) struct RedrawGateTests: MillisecondInstants {
    typealias Gate = RedrawGate<ContinuousClock.Instant>
    let start = ContinuousClock.Instant.now

    @Test func theFirstRequestWakesAtOnceAndTheNextWaitForItsFrame() {
        var gate = Gate(period: .milliseconds(16))
        #expect(gate.redrawAsked(at: at(0)) == .wakeNow)
        #expect(gate.redrawAsked(at: at(1)) == .alreadyAsked)
        gate.frameBegins()
        gate.drew(at: at(2))
        // After the frame read the state, a request is one it may not show: it wakes again, at the period's end.
        #expect(gate.redrawAsked(at: at(3)) == .wakeAt(at(18)))
    }

    @Test func pagesArrivingWithinAFramesPeriodWakeTheEditorOnce() {
        var gate = Gate(period: .milliseconds(16))
        gate.frameBegins()
        gate.drew(at: at(0))
        var wakeUps: [Gate.Decision] = []
        for page in 1...50 {
            let decision = gate.redrawAsked(at: at(page % 16))
            if decision != .alreadyAsked { wakeUps.append(decision) }
        }
        #expect(wakeUps == [.wakeAt(at(16))])
        // The frame at the period's end; the next burst wakes once again.
        gate.frameBegins()
        gate.drew(at: at(16))
        #expect(gate.redrawAsked(at: at(40)) == .wakeNow)
        #expect(gate.redrawAsked(at: at(41)) == .alreadyAsked)
    }

    @Test func aRequestAfterTheFrameBeganIsNeverDropped() {
        var gate = Gate(period: .milliseconds(16))
        #expect(gate.redrawAsked(at: at(0)) == .wakeNow)
        gate.frameBegins()
        // Made while the frame is composed (it may have read the state before it): it wakes the editor again.
        #expect(gate.redrawAsked(at: at(1)) == .wakeNow)
        gate.drew(at: at(2))
        #expect(gate.redrawAsked(at: at(3)) == .alreadyAsked)
    }

    @Test func aWakeUpTheEditorScheduledItselfCoversTheRequestsUntilIt() {
        var gate = Gate(period: .milliseconds(16))
        gate.frameBegins()
        gate.drew(at: at(0))
        gate.wakeScheduled()
        #expect(gate.redrawAsked(at: at(5)) == .alreadyAsked)
        gate.frameBegins()
        gate.drew(at: at(16))
        #expect(gate.redrawAsked(at: at(20)) == .wakeAt(at(32)))
    }
}
