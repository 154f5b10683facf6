import Foundation
@testable import GHSearchCLI
import Synchronization
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchSession

/// Handlers set once and called from any thread, kept behind a lock: the
/// millionth call costs what the first did. (A bare function value kept in
/// a `Mutex` was wrapped in one more reabstraction thunk at every call:
/// each rate limit of a long session, each date drawn, went through a
/// longer chain, until the stack overflowed.)
@Suite(.standardTimeLimit) struct LockedHandlerTests {
    static let calls = 300_000

    @Test func theRateLimitRelayCallsItsHandlerDirectlyEveryTime() {
        let relay = RateLimitRelay()
        let seen = Mutex(0)
        relay.subscribe { _ in seen.withLock { $0 += 1 } }
        let limit = RateLimit(limit: 60, remaining: 59)
        for _ in 0..<Self.calls { relay.publish(limit) }
        #expect(seen.withLock { $0 } == Self.calls)
    }

    @Test func theQuotaModeRelayCallsItsHandlerDirectlyEveryTime() {
        let relay = QuotaModeRelay()
        let seen = Mutex(0)
        relay.set { seen.withLock { $0 += 1 } }
        for _ in 0..<Self.calls { relay.fire() }
        #expect(seen.withLock { $0 } == Self.calls)
    }
}
