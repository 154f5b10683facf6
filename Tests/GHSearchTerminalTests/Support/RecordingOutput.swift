@testable import GHSearchTerminal

/// Terminal output that keeps each write apart, to count them.
final class RecordingOutput: TerminalOutput {
    private(set) var writes: [[UInt8]] = []

    func write(_ bytes: [UInt8]) {
        writes.append(bytes)
    }

    var lastWrite: String { writes.last.map { String(decoding: $0, as: UTF8.self) } ?? "" }
}
