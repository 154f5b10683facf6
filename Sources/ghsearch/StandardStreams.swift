#if canImport(Glibc)
import Glibc
#endif
import GHSearchCLI
import Synchronization
import GHSearchGitHub
import GHSearchScripting

/// Writes to standard output and standard error with plain `write(2)`,
/// completely or not at all, by these rules:
///
/// - a failed write to standard output is an error the caller reports
///   (`writeOut` throws), since a script reading it would otherwise take a
///   truncated answer for a whole one — except `EPIPE`: a reader that went
///   away (`ghsearch … | head -1`) ends the program quietly with status 0;
/// - a failed write to standard error (even `EPIPE`) is ignored: it never
///   changes the exit status that the work earned.
///
/// Every text passes through the token redactor first, so `GH_TOKEN` never
/// reaches a terminal, a pipe or a file, whatever a server put in it.
enum StandardStreams {
    /// Call first. `SIGPIPE` and `SIGXFSZ` become `EPIPE` and `EFBIG` from
    /// `write(2)`, handled by the rules above instead of killing the process;
    /// a standard descriptor the parent closed (`ghsearch … >&-`) is held by
    /// `/dev/null`, so no file or socket opened later takes its number (and
    /// its output), and standard output reports it as closed.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        _ = closedAtStart
    }

    /// The standard descriptors that were closed when the program started.
    private static let closedAtStart: Set<Int32> = {
        var closed = Set<Int32>()
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            closed.insert(fd)
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != fd {
                dup2(null, fd)
                close(null)
            }
        }
        return closed
    }()

    /// The token in the environment, for `redact`; the one `gh` gave, once
    /// it has (`redactToken`).
    private static let currentRedactor = Mutex(TokenRedactor(token: (try? ProcessEnvironment(only: ProcessEnvironment.tokenVariables).environmentToken()) ?? nil))
    static var redactor: TokenRedactor { currentRedactor.withLock { $0 } }

    /// From now on `token` (the one the requests send) is what is redacted.
    static func redactToken(_ token: String?) {
        currentRedactor.withLock { $0 = TokenRedactor(token: token) }
    }

    static func writeOut(_ text: String) throws(OutputFailure) {
        if closedAtStart.contains(STDOUT_FILENO) { throw OutputFailure(reason: describe(EBADF)) }
        if let code = write(redactor.redact(text), to: STDOUT_FILENO) {
            if code == EPIPE { exit(ExitStatus.success.rawValue) }
            throw OutputFailure(reason: describe(code))
        }
    }

    static func writeError(_ text: String) {
        _ = write(redactor.redact(text), to: STDERR_FILENO)
    }

    /// Writes all of `text`; the `errno` of the write that failed, else nil.
    static func write(_ text: String, to fd: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, base + offset, buffer.count - offset)
                if n > 0 { offset += n; continue }
                if n < 0, errno == EINTR || errno == EAGAIN { continue }
                return n < 0 ? errno : EIO
            }
            return nil
        }
    }

    /// The system's text for `code`: `No space left on device`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }
}
