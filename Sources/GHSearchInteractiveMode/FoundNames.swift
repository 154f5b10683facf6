import Synchronization

/// Names found, from the threads answers arrive on, for the editor's history.
final class FoundNames: Sendable {
    private let names = Mutex<[String]>([])

    func append(_ name: String) {
        names.withLock { $0.append(name) }
    }

    /// The names found since the last call.
    func take() -> [String] {
        names.withLock { names in
            defer { names = [] }
            return names
        }
    }
}
