import FoundationEssentials
import Glibc
import GHSearchText

/// The terminal's answer to a cursor position request
/// (`ANSI.requestCursorPosition`: `ESC [ row ; column R`), read from a
/// terminal the user may be typing on meanwhile. Every byte read that is
/// not the answer is a key typed, kept in the order it came (with an
/// escape sequence cut short by the end of a read or by the answer's
/// arrival) for the line editor to read first.
///
/// The answer may come split across reads: it is looked for among all
/// the bytes read so far. `read(from:within:elapsed:)` waits a bounded time:
/// a terminal that never answers leaves only keys, and an answer that
/// comes after the wait reaches the line editor, whose key decoder drops
/// it (`TerminalSession` puts the question among the keys it hands on,
/// for the decoder to expect the answer: `KeyDecoder`).
struct CursorAnswerReader {
    /// How many bytes are read at most while the answer is awaited.
    static let limit = 4096

    /// The bytes read that are not the answer, in order.
    private(set) var typed: [UInt8] = []
    /// The answer's row, once read.
    private(set) var row: Int?

    /// Adds the bytes of one read; the answer among them is taken out.
    mutating func add(_ chunk: some Sequence<UInt8>) {
        typed += chunk
        guard row == nil, let report = TerminalControl.cursorReport(in: typed) else { return }
        row = report.row
        typed.removeSubrange(report.range)
    }

    /// Reads `fd` until the answer is among its bytes, the terminal ends,
    /// `limit` bytes were read, or `elapsed()` reaches `wait`. Bytes after
    /// the read that held the answer are left unread, for the line editor.
    static func read(from fd: Int32, within wait: Duration, elapsed: () -> Duration) -> CursorAnswerReader {
        var reader = CursorAnswerReader()
        var buffer = [UInt8](repeating: 0, count: 256)
        var count = 0
        while reader.row == nil && count < limit {
            let left = wait - elapsed()
            guard left > .zero else { break }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, milliseconds(rounding: left))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { if ready == 0 { continue } else { break } }
            let got = Glibc.read(fd, &buffer, min(buffer.count, limit - count))
            if got < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard got > 0 else { break }  // end of file, or the terminal went away
            count += got
            reader.add(buffer[0..<got])
        }
        return reader
    }

    /// `duration` in whole milliseconds, rounded up (a wait never ends early).
    private static func milliseconds(rounding duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
