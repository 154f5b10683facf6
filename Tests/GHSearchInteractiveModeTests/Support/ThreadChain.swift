import Foundation
import GHSearchInteractiveMode

/// The editor's thread for a test: each block on a thread of its own
/// (not a worker of the dispatch pool, which the scripted editor would hold
/// while it waits for the test's next event, starving the tests that share
/// the pool), started after the block before it has finished.
enum ThreadChain {
    static func make() -> EditorThreadQueue {
        let chain = Chain()
        return { block in
            let done = DispatchSemaphore(value: 0)
            let before = chain.swap(done)
            Thread.detachNewThread {
                before?.wait()
                block()
                done.signal()
            }
        }
    }

    /// The block last given: its end, which the next one waits for.
    private final class Chain: @unchecked Sendable {
        private let lock = NSLock()
        private var last: DispatchSemaphore?

        func swap(_ next: DispatchSemaphore) -> DispatchSemaphore? {
            lock.withLock {
                defer { last = next }
                return last
            }
        }
    }
}
