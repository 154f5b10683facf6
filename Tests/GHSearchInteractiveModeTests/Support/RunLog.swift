import TestSupport

/// What a run did to the terminal and the process, in order.
final class RunLog: Sendable {
    let entries = Watched<[String]>([])

    func append(_ entry: String) {
        entries.update { $0.append(entry) }
    }

    var value: [String] { entries.value }
}
