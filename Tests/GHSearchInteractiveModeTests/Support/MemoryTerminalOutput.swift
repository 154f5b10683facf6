import Foundation
import Synchronization
import GHSearchTerminal

/// The terminal's output in memory: every byte the screen renderer wrote.
final class MemoryTerminalOutput: TerminalOutput, Sendable {
    private let bytes = Mutex<[UInt8]>([])

    func write(_ bytes: [UInt8]) {
        self.bytes.withLock { $0 += bytes }
    }

    /// What was written, escape sequences (cursor moves, colours) removed.
    var text: String {
        let written = String(decoding: bytes.withLock { $0 }, as: UTF8.self)
        return Self.escape.stringByReplacingMatches(in: written, range: NSRange(written.startIndex..., in: written),
                                                    withTemplate: "\n")
    }

    static let escape = try! NSRegularExpression(pattern: "\u{1B}(\\[[0-9;?<>=]*[ -/]*[@-~]|\\][^\u{07}\u{1B}]*(\u{07}|\u{1B}\\\\)|[()][0-9A-Za-z]|[=>78])")
}
