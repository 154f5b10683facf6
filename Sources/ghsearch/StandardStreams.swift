#if canImport(Glibc)
import Glibc
#endif

/// Writes to standard output and standard error with plain `write(2)`,
/// completely or not at all: a reader that went away (`ghsearch … | head -1`)
/// ends the program quietly instead of killing it with SIGPIPE.
enum StandardStreams {
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    static func writeOut(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n; continue }
                if n < 0, errno == EINTR || errno == EAGAIN { continue }
                if n < 0, errno == EPIPE { exit(0) }
                return
            }
        }
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }
}
