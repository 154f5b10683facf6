import FoundationEssentials
import Synchronization
import GHSearchGitHub
import GHSearchText

/// Progress of a batch on standard error, through `write` (`BatchProgressDisplay`
/// decides what and when). Every write happens under the one lock that holds the
/// display, so no redraw can overtake the summary: once `finish` wrote it,
/// the display is finished and nothing more is written.
final class BatchProgressReporter: Sendable {
    typealias Style = BatchProgressDisplay.Style

    private let display: Mutex<BatchProgressDisplay>
    /// The batch's one clock (the rate-limit gate dates its waits by it too).
    private let now: @Sendable () -> Date
    private let write: @Sendable (String) -> Void

    init(style: Style, total: Int, items: BatchItems = .users, catalogue: Catalogue, lineInterval: TimeInterval = 10,
         now: @escaping @Sendable () -> Date, write: @escaping @Sendable (String) -> Void) {
        self.now = now
        self.write = write
        display = Mutex(BatchProgressDisplay(style: style, total: total, items: items, catalogue: catalogue,
                                             startedAt: now(), lineInterval: lineInterval))
    }

    func handle(_ event: BatchEvent, quota: RateLimit) {
        let date = now()
        draw { $0.handle(event, quota: quota, now: date) }
    }

    func waiting(_ wait: BatchWait) {
        let date = now()
        draw { $0.waiting(wait, now: date) }
    }

    /// Redraws once a second while the batch runs, so a countdown moves on a terminal.
    func tick(quota: RateLimit) {
        let date = now()
        draw { $0.tick(quota: quota, now: date) }
    }

    /// Clears the terminal line and writes the final summary; nothing is drawn after it.
    func finish(_ summary: BatchSummary, quotas: [RateLimit]) {
        draw { $0.finish(summary, quotas: quotas) }
    }

    /// What starts the interrupt's last line after whatever was drawn.
    var lineBreak: String { display.withLock { $0.lineBreak } }

    private func draw(_ step: (inout BatchProgressDisplay) -> String?) {
        display.withLock { display in
            if let text = step(&display) { write(text) }
        }
    }
}
