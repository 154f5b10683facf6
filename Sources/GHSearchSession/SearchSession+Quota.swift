import GHSearchInteractive
import FoundationEssentials
import Synchronization

extension SearchSession {
    /// The quota-aware throttle changed how it spends the search limit:
    /// the view model learns when a spent limit resets (a wall-clock
    /// time, for the countdown), or that searches go out again.
    func searchQuotaModeChanged() {
        let until: Date?
        switch quotaMode {
        case .waiting(let instant):
            let left = clockNow.duration(to: instant)
            until = wallNow.addingTimeInterval(Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18)
        case .live, .sparing:
            until = nil
        }
        post(.mode(.quotaWait(until: until)))
    }
}

/// Hands the throttle's mode changes to the session made after it.
final class QuotaModeRelay: Sendable {
    /// In a struct, as `RateLimitRelay`'s handler (a bare function value in
    /// a `Mutex` grows a chain of thunks, one more at every call).
    private struct Handler: Sendable {
        let call: @Sendable () -> Void
    }

    private let handler = Mutex<Handler?>(nil)

    func set(_ handler: @escaping @Sendable () -> Void) {
        self.handler.withLock { $0 = Handler(call: handler) }
    }

    func fire() {
        handler.withLock { $0 }?.call()
    }
}
