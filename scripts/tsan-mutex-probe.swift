// Does ThreadSanitizer see Synchronization.Mutex on this toolchain?
// Four threads update one dictionary inside Mutex.withLock: a correct
// program. Built with -sanitize=thread, a report here means TSan is blind to
// Mutex (see scripts/tsan-suppressions.txt). Exit status 0 either way.
import Foundation
import Synchronization

final class Shared: Sendable {
    let counts = Mutex([Int: Int]())
}

let shared = Shared()
let done = DispatchGroup()
for thread in 0..<4 {
    done.enter()
    Thread.detachNewThread {
        for i in 0..<20_000 { shared.counts.withLock { $0[i % 97, default: 0] += thread } }
        done.leave()
    }
}
done.wait()
print("keys: \(shared.counts.withLock { $0.count })")
