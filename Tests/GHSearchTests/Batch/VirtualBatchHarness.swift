import Foundation
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchScripting

/// What the batch harnesses (`BatchRunnerTests.Harness`,
/// `GraphQLUserSourceTests.Harness`) share: an orchestrator on a `ManualClock`
/// whose wall clock starts at `epoch`.
protocol VirtualBatchHarness {
    var clock: ManualClock { get }
    var runner: BatchOrchestrator { get }
}

extension VirtualBatchHarness {
    /// The wall clock at `epoch` plus the manual clock's seconds.
    static func wallClock(_ clock: ManualClock, epoch: Int) -> @Sendable () -> Date {
        { Date(timeIntervalSince1970: TimeInterval(epoch) + TimeInterval(clock.now.offset.components.seconds)) }
    }

    /// Runs `users` through the runner; the task returns its summary and records.
    func start(_ users: [String]) -> Task<(BatchSummary, [BatchRecord]), Never> {
        let runner = self.runner
        return Task {
            var records: [BatchRecord] = []
            let summary = await runner.run(users.map { .search($0) }, write: { records.append($0) })
            return (summary, records)
        }
    }

    func advance(toSecond second: Int) {
        clock.advance(to: ManualClock.Instant(offset: .seconds(second)))
    }
}
