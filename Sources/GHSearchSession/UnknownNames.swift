import GHSearchInteractive
import Synchronization

/// The logins GitHub answered 404 for while the program runs: while names
/// are paced (the core limit is scarce), one of them is not asked again —
/// its answer is already known. Logins are compared without case, as
/// GitHub compares them.
final class UnknownNames: Sendable {
    private let names = Mutex<Set<String>>([])

    func insert(_ login: String) {
        _ = names.withLock { $0.insert(login.lowercased()) }
    }

    func contains(_ login: String) -> Bool {
        names.withLock { $0.contains(login.lowercased()) }
    }
}
