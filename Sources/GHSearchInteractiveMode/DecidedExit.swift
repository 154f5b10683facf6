import GHSearchInteractive
import Synchronization

/// The pick and exit an answer decided (`-1`, `-0`: the list settled on
/// another thread), kept for the editor's thread, which prints and exits.
final class DecidedExit: Sendable {
    private let effects = Mutex<[EdgeEffect]>([])

    /// Keeps `.printLines` and `.exit` of an answer's edge effects.
    func keep(_ answer: [EdgeEffect]) {
        let kept = answer.filter {
            switch $0 {
            case .printLines, .exit: true
            default: false
            }
        }
        if !kept.isEmpty { effects.withLock { $0 += kept } }
    }

    /// What was kept since the last call.
    func take() -> [EdgeEffect] {
        effects.withLock { effects in
            defer { effects = [] }
            return effects
        }
    }
}
