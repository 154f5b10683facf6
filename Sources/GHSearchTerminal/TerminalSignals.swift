import FoundationEssentials
import Glibc
import GHSearchCore
import Synchronization
import GHSearchText

/// Signal handling for the interactive screen: restoring the terminal when
/// the process is told to stop or dies, and turning `SIGWINCH` into a
/// wake-up of the line editor.
///
/// Handlers touch only what is set up here before they are installed:
/// atomics, one preallocated `termios` and one preallocated byte buffer.
/// They call only `write(2)`, `tcsetattr(3)`, `sigaction(2)` and `raise(3)`,
/// all async-signal-safe.
public enum TerminalSignals {
    /// Signals that end the process: restore, then die by the same signal.
    static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Faults (a Swift runtime trap is SIGILL or SIGTRAP): restore, then hand
    /// the signal to whoever handled it before (the Swift backtracer).
    static let faults: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    private static let restoreArmed = Atomic<Bool>(false)
    private static let terminalDescriptor = Atomic<Int32>(-1)
    private static let resizeWakeDescriptor = Atomic<Int32>(-1)
    private static let installed = Mutex<Bool>(false)

    private nonisolated(unsafe) static let savedTermios: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()

    private nonisolated(unsafe) static let restoreBytes = preallocated(TerminalControl.restoreSequence(mouse: false))
    /// The restore with mouse reports turned off first (they were turned on).
    private nonisolated(unsafe) static let restoreMouseBytes = preallocated(TerminalControl.restoreSequence(mouse: true))
    private static let mouseOn = Atomic<Bool>(false)
    /// Inline (`--height`): the restore that clears the region, made before the restore is armed with it.
    private nonisolated(unsafe) static var inlineRestoreBytes: UnsafeMutableBufferPointer<UInt8>?
    private static let inlineRestore = Atomic<Bool>(false)

    private static func preallocated(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }

    /// Previous handlers of the faults, to chain to. Written once under
    /// `installed` before our handlers exist.
    private nonisolated(unsafe) static let previousFaultActions: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        pointer.initialize(repeating: sigaction(), count: Int(NSIG))
        return pointer
    }()

    /// From now on every exit path writes the restore sequence to `fd` and
    /// puts back `settings`, once.
    /// `sequence`: what to write instead of the restore sequence (inline: the region cleared).
    static func armRestore(terminal fd: Int32, settings: termios, mouse: Bool = false, sequence: String? = nil) {
        installHandlersOnce()
        if let sequence {
            // Made before it is armed: a signal never sees it half written (the old one is kept, not freed).
            inlineRestoreBytes = preallocated(sequence)
        }
        inlineRestore.store(sequence != nil, ordering: .releasing)
        _ = restoreBytes
        _ = restoreMouseBytes
        mouseOn.store(mouse, ordering: .releasing)
        savedTermios.pointee = settings
        terminalDescriptor.store(fd, ordering: .releasing)
        restoreArmed.store(true, ordering: .releasing)
    }

    /// Restores the terminal now if it is armed, and disarms.
    /// Async-signal-safe; runs at most once per `armRestore`. Leaves `errno`
    /// as it was: it runs inside signal handlers, and on a terminal that has
    /// gone (SIGHUP) its writes fail, which must not change `errno` under
    /// the code the signal interrupted.
    static func restoreIfArmed() {
        guard restoreArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        let savedErrno = errno
        defer { errno = savedErrno }
        let fd = terminalDescriptor.load(ordering: .acquiring)
        let restoreBytes = inlineRestore.load(ordering: .acquiring) ? inlineRestoreBytes ?? restoreBytes
            : mouseOn.load(ordering: .acquiring) ? restoreMouseBytes : restoreBytes
        var offset = 0
        while offset < restoreBytes.count {
            let written = write(fd, restoreBytes.baseAddress! + offset, restoreBytes.count - offset)
            if written > 0 {
                offset += written
            } else if !(written < 0 && errno == EINTR) {
                break
            }
        }
        _ = tcsetattr(fd, TCSANOW, savedTermios)
    }

    /// Arms the restore again after `restoreIfArmed()`, with the terminal
    /// and settings of the last `armRestore` (the screen was given back to
    /// a command for a while and is taken again).
    static func rearm() {
        restoreArmed.store(true, ordering: .releasing)
    }

    /// Runs `body` with `SIGINT` and `SIGQUIT` ignored here, as `system(3)`
    /// does while its command runs: Ctrl-C on the terminal then ends the
    /// command (which gets the default handlers back, see `ChildProcess`),
    /// not ghsearch. The handlers are put back after.
    public static func ignoringInterrupts<T>(_ body: () -> T) -> T {
        installHandlersOnce()
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var saved = [sigaction(), sigaction()]
        _ = sigaction(SIGINT, &ignore, &saved[0])
        _ = sigaction(SIGQUIT, &ignore, &saved[1])
        defer {
            _ = sigaction(SIGINT, &saved[0], nil)
            _ = sigaction(SIGQUIT, &saved[1], nil)
        }
        return body()
    }

    /// `SIGWINCH` writes a wake-up byte to `fd` (-1: to nobody).
    static func routeResize(toWakeDescriptor fd: Int32) {
        installHandlersOnce()
        resizeWakeDescriptor.store(fd, ordering: .releasing)
    }

    private static func installHandlersOnce() {
        installed.withLock { done in
            guard !done else { return }
            done = true
            // Touch the lazily created storage before any handler can run.
            _ = savedTermios
            _ = restoreBytes
            _ = previousFaultActions
            for signal in terminating {
                install(signal, flags: Int32(bitPattern: UInt32(SA_RESETHAND))) { signal in
                    TerminalSignals.restoreIfArmed()
                    // The handler was reset to the default: dying by the same
                    // signal tells the parent shell what happened.
                    raise(signal)
                }
            }
            for signal in faults {
                install(signal, flags: 0, saving: previousFaultActions + Int(signal)) { signal in
                    TerminalSignals.restoreIfArmed()
                    // Hand over to the previous handler (or the default) and
                    // return: the fault happens again and goes there.
                    _ = sigaction(signal, TerminalSignals.previousFaultActions + Int(signal), nil)
                    // abort() and a trap instruction do not fault again.
                    if signal == SIGABRT || signal == SIGTRAP { raise(signal) }
                }
            }
            install(SIGWINCH, flags: Int32(SA_RESTART)) { _ in
                let fd = TerminalSignals.resizeWakeDescriptor.load(ordering: .acquiring)
                guard fd >= 0 else { return }
                let savedErrno = errno
                var byte = WakeReason.resizeByte
                _ = write(fd, &byte, 1)
                errno = savedErrno
            }
            atexit { TerminalSignals.restoreIfArmed() }
        }
    }

    private static func install(
        _ signal: Int32,
        flags: Int32,
        saving previous: UnsafeMutablePointer<sigaction>? = nil,
        handler: @convention(c) (Int32) -> Void
    ) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        _ = sigaction(signal, &action, previous)
    }
}
