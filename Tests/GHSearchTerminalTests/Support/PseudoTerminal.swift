import Foundation
import Synchronization
import TestSupport

/// A pseudo-terminal for driving the line editor as a person would: the
/// editor gets the terminal end, the test types into the other end and
/// reads what was drawn.
final class PseudoTerminal: Sendable {
    /// The end a program uses as its terminal.
    let terminal: Int32
    /// The end the test types into and reads the screen bytes from.
    private let controller: Int32
    private let screen = ScreenCapture()
    /// Written to stop the thread that reads the controller end.
    private let stopWriteEnd: Int32
    private let readerStopped = DispatchSemaphore(value: 0)
    private let hungUp = Atomic<Bool>(false)

    init(columns: Int, rows: Int) {
        controller = PseudoTerminalCalls.posixOpenpt(O_RDWR | O_NOCTTY)
        precondition(
            controller >= 0 && PseudoTerminalCalls.grantpt(controller) == 0
                && PseudoTerminalCalls.unlockpt(controller) == 0, "no pty")
        // ptsname_r, not ptsname: ptsname's static buffer, shared by tests
        // running at once, once handed a test another test's terminal.
        var nameBuffer = [CChar](repeating: 0, count: 128)
        precondition(PseudoTerminalCalls.ptsnameR(controller, &nameBuffer, nameBuffer.count) == 0, "no pty name")
        let name = String(decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        terminal = open(name, O_RDWR | O_NOCTTY)
        precondition(terminal >= 0, "cannot open \(name)")
        var stop: [Int32] = [-1, -1]
        precondition(pipe(&stop) == 0, "pipe failed")
        stopWriteEnd = stop[1]
        resize(columns: columns, rows: rows)
        let (controller, stopReadEnd, screen, readerStopped) = (controller, stop[0], screen, readerStopped)
        Thread.detachNewThread {
            screen.capture(from: controller, until: stopReadEnd)
            close(stopReadEnd)
            readerStopped.signal()
        }
    }

    /// Types `text` (one write: one batch for the program).
    func type(_ text: String) { type(Array(text.utf8)) }

    func type(_ bytes: [UInt8]) {
        let written = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        precondition(written == bytes.count, "short write to pty")
    }

    /// Sets the size the kernel reports for the terminal.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Everything the program wrote so far.
    var screenBytes: String { screen.text }

    /// Waits (off the cooperative pool) until the program has written
    /// `text`; false after `timeout`.
    func waitForOutput(containing text: String, timeout: TimeInterval = 10) async -> Bool {
        let screen = self.screen
        return await offThePool { screen.wait(timeout: timeout) { $0.contains(text) } }
    }

    /// The terminal end's current modes.
    var modes: termios {
        var settings = termios()
        _ = tcgetattr(terminal, &settings)
        return settings
    }

    /// Hangs up: the program reads end of input.
    func hangUp() {
        guard !hungUp.exchange(true, ordering: .relaxed) else { return }
        var byte: UInt8 = 0
        _ = write(stopWriteEnd, &byte, 1)
        readerStopped.wait()
        close(controller)
    }

    deinit {
        hangUp()
        close(stopWriteEnd)
        close(terminal)
    }
}

/// The bytes a program wrote to its terminal, read on a thread of their own.
private final class ScreenCapture: Sendable {
    private let bytes = Mutex<[UInt8]>([])
    private let arrived = NSCondition()

    var text: String { String(decoding: bytes.withLock { $0 }, as: UTF8.self) }

    /// Reads `fd` until `stopDescriptor` becomes readable or `fd` fails.
    func capture(from fd: Int32, until stopDescriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0)]
        while true {
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            bytes.withLock { $0 += buffer[0..<count] }
            arrived.lock()
            arrived.broadcast()
            arrived.unlock()
        }
    }

    func wait(timeout: TimeInterval, until condition: (String) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        arrived.lock()
        defer { arrived.unlock() }
        while !condition(text) {
            guard arrived.wait(until: deadline) else { return condition(text) }
        }
        return true
    }
}

/// glibc declares the pty calls only under _XOPEN_SOURCE, which Swift's
/// Glibc module does not set: they are looked up by name instead.
private enum PseudoTerminalCalls {
    static let posixOpenpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    static let ptsnameR = function("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)

    private static func function<F>(_ name: String, as type: F.Type) -> F {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            preconditionFailure("\(name) not found")
        }
        return unsafeBitCast(symbol, to: type)
    }
}
