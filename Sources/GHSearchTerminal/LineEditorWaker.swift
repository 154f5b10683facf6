import FoundationEssentials
import Glibc
import Synchronization

/// Wakes a running `LineEditor` from any thread, so that the screen is
/// redrawn on the editor's own thread while the user types.
///
/// Requests coalesce: however many arrive before the editor gets to them,
/// it sees one `.redrawRequested`.
public final class LineEditorWaker: Sendable {
    /// Read end, polled by the editor next to the terminal.
    let readDescriptor: Int32
    /// Write end, non-blocking: a full pipe already holds a wake-up.
    let writeDescriptor: Int32
    private let redrawPending = Atomic<Bool>(false)

    init() throws(TerminalError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Asks the editor to deliver `.redrawRequested` on its thread soon.
    /// Safe from any thread; never blocks.
    public func requestRedraw() {
        guard !redrawPending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte = WakeReason.redrawByte
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Reads every pending wake-up byte and tells what they asked for.
    func drain() -> WakeReason {
        var reason = WakeReason()
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &bytes, bytes.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if bytes[0..<count].contains(WakeReason.resizeByte) { reason.resized = true }
        }
        reason.redraw = redrawPending.exchange(false, ordering: .acquiringAndReleasing)
        return reason
    }
}

/// Why the editor was woken.
struct WakeReason: Equatable {
    var redraw = false
    var resized = false

    var isEmpty: Bool { !redraw && !resized }

    static let redrawByte = UInt8(ascii: "R")
    static let resizeByte = UInt8(ascii: "W")
}
