import Foundation
import Synchronization
import GHSearchTerminal

/// The terminal's output in memory: every byte the screen renderer wrote.
final class MemoryTerminalOutput: TerminalOutput, Sendable {
    private let written = Mutex("")

    /// Each write is a whole frame (or a whole escape sequence): its text
    /// is kept, its escape sequences (cursor moves, colours) each a line break.
    func write(_ bytes: [UInt8]) {
        let frame = String(decoding: bytes, as: UTF8.self)
        let text = Self.escape.stringByReplacingMatches(in: frame, range: NSRange(frame.startIndex..., in: frame),
                                                        withTemplate: "\n")
        written.withLock { $0 += text }
    }

    /// What was written, escape sequences removed.
    var text: String { written.withLock { $0 } }

    static let escape = try! NSRegularExpression(pattern: "\u{1B}(\\[[0-9;?<>=]*[ -/]*[@-~]|\\][^\u{07}\u{1B}]*(\u{07}|\u{1B}\\\\)|[()][0-9A-Za-z]|[=>78])")
}
