import FoundationEssentials
import GHSearchCLI
#if canImport(Glibc)
import Glibc
import GHSearchScripting
#endif

/// Where `--batch` writes its JSON Lines: standard output, or `--output FILE`
/// (created, or with `--resume` cut back to its last whole line and appended
/// to). Each record goes out in one `write(2)` loop straight to the kernel,
/// with no buffer in this process, so a kill at any moment leaves whole
/// lines plus at most one partial last line, which `--resume` removes.
struct BatchOutputFile {
    let fd: Int32
    let path: String?

    enum Failure: Error {
        case open(String, Int32)
        case truncate(String, Int32)

        /// Why, as the system says it.
        var reason: String {
            switch self {
            case .open(_, let code), .truncate(_, let code): String(cString: strerror(code))
            }
        }
    }

    static let standardOutput = BatchOutputFile(fd: STDOUT_FILENO, path: nil)

    /// Opens `path` for a fresh run (emptied) or, with `resume`, reads what
    /// an earlier run finished there and cuts off a partial last line.
    static func open(_ path: String, resume: Bool) throws(Failure) -> (BatchOutputFile, BatchResume) {
        let flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (resume ? 0 : O_TRUNC)
        let fd = Glibc.open(path, flags, 0o644)
        guard fd >= 0 else { throw .open(path, errno) }
        var finished = BatchResume(finished: [], keptLength: 0)
        if resume {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map(Array.init) ?? []
            finished = BatchResume(output: bytes)
            if finished.keptLength < bytes.count, ftruncate(fd, off_t(finished.keptLength)) != 0 {
                let error = errno
                Glibc.close(fd)
                throw .truncate(path, error)
            }
        }
        return (BatchOutputFile(fd: fd, path: path), finished)
    }

    /// Writes one whole line (the token redacted); throws when the file
    /// refused it (disk full, file-size limit, closed descriptor…). On
    /// standard output, a reader that went away ends the program quietly.
    func write(_ line: String) throws(OutputFailure) {
        guard path != nil else { return try StandardStreams.writeOut(line) }
        guard let code = StandardStreams.write(StandardStreams.redactor.redact(line), to: fd) else { return }
        throw OutputFailure(reason: StandardStreams.describe(code))
    }

    func close() {
        if path != nil { _ = Glibc.close(fd) }
    }

    /// The file as the batch mode writes to it.
    var output: BatchOutput {
        BatchOutput(write: { (line: String) throws(OutputFailure) in try write(line) }, close: { close() })
    }
}
