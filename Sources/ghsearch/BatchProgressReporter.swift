import FoundationEssentials
import GHSearchCore
import Synchronization

/// Progress of a batch on standard error: one line redrawn in place on a
/// terminal (with a countdown while waiting for a reset), plain lines now and
/// then otherwise, nothing with `--quiet`.
final class BatchProgressReporter: Sendable {
    enum Style { case terminal(width: Int), lines, quiet }

    private struct State {
        var progress: BatchProgress
        var lastDrawn = Date.distantPast
    }

    private let style: Style
    private let catalogue: Catalogue
    private let state: Mutex<State>
    /// How often plain lines are written (and the terminal line at most redrawn).
    private let lineInterval: TimeInterval
    private let redrawInterval: TimeInterval = 0.1

    init(style: Style, total: Int, catalogue: Catalogue, lineInterval: TimeInterval = 10) {
        self.style = style
        self.catalogue = catalogue
        self.lineInterval = lineInterval
        state = Mutex(State(progress: BatchProgress(total: total, startedAt: Date())))
    }

    func handle(_ event: BatchEvent, quota: RateLimit) {
        update(force: false) {
            $0.apply(event)
            $0.rateLimit = quota
        }
    }

    func waiting(_ wait: BatchWait) {
        update(force: true) {
            $0.waiting = wait
            if let quota = wait.rateLimit { $0.rateLimit = quota }
        }
    }

    /// Redraws once a second while the batch runs, so a countdown moves on a terminal.
    func tick(quota: RateLimit) {
        guard case .terminal = style else { return }
        update(force: true) { $0.rateLimit = quota }
    }

    /// Clears the terminal line and writes the final summary, with what is
    /// left of each quota the batch spent from (REST requests, GraphQL points).
    func finish(_ summary: BatchSummary, quotas: [RateLimit]) {
        let text = state.withLock { state -> String? in
            switch style {
            case .quiet: return nil
            case .terminal: return "\r" + ANSI.eraseToEndOfLine
            case .lines: return ""
            }
        }
        guard var text else { return }
        let quota = quotas.compactMap(catalogue.quotaAmount)
        text += catalogue.batchDone(written: summary.written, failed: summary.failed, left: summary.left,
                                    quota: quota.isEmpty ? nil : quota.joined(separator: ", "))
        StandardStreams.writeError(text + "\n")
    }

    private func update(force: Bool, _ change: (inout BatchProgress) -> Void) {
        let now = Date()
        let text = state.withLock { state -> String? in
            let wasWaiting = state.progress.waiting
            change(&state.progress)
            if let waiting = state.progress.waiting, waiting.until <= now { state.progress.waiting = nil }
            switch style {
            case .quiet:
                return nil
            case .terminal(let width):
                guard force || now.timeIntervalSince(state.lastDrawn) >= redrawInterval
                        || state.progress.done == state.progress.total else { return nil }
                state.lastDrawn = now
                return "\r" + TerminalText.truncate(state.progress.line(now: now, catalogue: catalogue), toWidth: max(10, width - 1)) + ANSI.eraseToEndOfLine
            case .lines:
                let newWait = state.progress.waiting != nil && state.progress.waiting != wasWaiting
                guard newWait || now.timeIntervalSince(state.lastDrawn) >= lineInterval else { return nil }
                state.lastDrawn = now
                return "ghsearch: " + state.progress.line(now: now, catalogue: catalogue) + "\n"
            }
        }
        if let text { StandardStreams.writeError(text) }
    }
}
