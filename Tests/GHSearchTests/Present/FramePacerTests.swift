@testable import GHSearchCLI
import Testing
@testable import GHSearchInteractive
@testable import GHSearchPresent

/// Frames asked for by background work are paced (one a period); a frame
/// after input is never held back.
@Suite(.standardTimeLimit) struct FramePacerTests: MillisecondInstants {
    typealias Pacer = FramePacer<ContinuousClock.Instant>
    let start = ContinuousClock.Instant.now

    @Test func theFirstFrameIsDrawnAtOnce() {
        #expect(Pacer().frameAsked(at: at(0)) == .drawNow)
    }

    @Test func backgroundFramesComeNoMoreOftenThanThePeriod() {
        var pacer = Pacer(period: .milliseconds(16))
        pacer.drew(at: at(0))
        #expect(pacer.frameAsked(at: at(1)) == .drawAt(at(16)))
        #expect(pacer.frameAsked(at: at(15)) == .drawAt(at(16)))
        #expect(pacer.frameAsked(at: at(16)) == .drawNow)
        #expect(pacer.frameAsked(at: at(40)) == .drawNow)
        pacer.drew(at: at(40))
        #expect(pacer.frameAsked(at: at(41)) == .drawAt(at(56)))
    }

    @Test func aFrameAfterInputIsDrawnAtOnceEvenWithinThePeriod() {
        var pacer = Pacer(period: .milliseconds(16))
        pacer.drew(at: at(0))
        pacer.inputArrived()
        #expect(pacer.frameAsked(at: at(1)) == .drawNow)
        pacer.drew(at: at(1))
        // The input was answered by that frame: the next background frame waits again.
        #expect(pacer.frameAsked(at: at(2)) == .drawAt(at(17)))
    }
}
