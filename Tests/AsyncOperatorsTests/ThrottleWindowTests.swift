import AsyncOperators
import TestSupport
import Testing

/// The window both throttles share, in virtual time (ticks of the manual clock).
@Suite(.standardTimeLimit) struct ThrottleWindowTests {
    typealias Window = ThrottleWindow<ManualClock.Instant>

    @Test func noWindowIsOpenBeforeTheFirstElement() {
        let window = Window(interval: .steps(3))
        #expect(!window.isOpen(at: .init(tick: 0)))
        #expect(window.end == nil)
        #expect(window.end(ifOpenAt: .init(tick: 0)) == nil)
    }

    @Test func aWindowIsOpenFromItsStartUntilJustBeforeItsEnd() {
        var window = Window(interval: .steps(3))
        window.start(at: .init(tick: 2))
        #expect(window.isOpen(at: .init(tick: 2)))
        #expect(window.end(ifOpenAt: .init(tick: 4)) == .init(tick: 5))
        #expect(!window.isOpen(at: .init(tick: 5)))
        #expect(window.end(ifOpenAt: .init(tick: 5)) == nil)
        #expect(window.end == .init(tick: 5))
    }

    /// An element sent inside a window (an urgent one) starts a new window.
    @Test func startingInsideAWindowRestartsIt() {
        var window = Window(interval: .steps(3))
        window.start(at: .init(tick: 0))
        window.start(at: .init(tick: 1))
        #expect(window.isOpen(at: .init(tick: 3)))
        #expect(window.end == .init(tick: 4))
    }
}
