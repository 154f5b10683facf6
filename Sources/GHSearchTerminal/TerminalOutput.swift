import FoundationEssentials
import Glibc

/// Where terminal bytes go. One call is one `write(2)` (or one append in tests).
public protocol TerminalOutput: AnyObject {
    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8])
}

/// Terminal output to a file descriptor: one `write(2)` per call, repeated
/// only for what a partial write or an interrupted call left.
public final class FileDescriptorOutput: TerminalOutput {
    public let fileDescriptor: Int32

    public init(fileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return  // the terminal is gone; nothing sensible is left to do
                }
            }
        }
    }
}
