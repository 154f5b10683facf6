#if canImport(Glibc)
import Glibc
#endif

/// Reads a file (or standard input) whole, with plain system calls.
enum TextFile {
    struct Failure: Error, CustomStringConvertible {
        var code: Int32
        /// There is no such file (or a folder on its path is not a folder).
        var isMissing: Bool { code == ENOENT || code == ENOTDIR }
        var description: String { String(cString: strerror(code)) }
    }

    /// The text of the file at `path` (`-`: standard input), as UTF-8; a
    /// failure when it cannot be read or is over `limit` bytes (`EFBIG`).
    static func read(_ path: String, limit: Int = .max) -> Result<String, Failure> {
        bytes(path, limit: limit).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of the file at `path` (`-`: standard input); a failure when
    /// it cannot be read or is over `limit` bytes (`EFBIG`).
    static func bytes(_ path: String, limit: Int = .max) -> Result<[UInt8], Failure> {
        if path == "-" { return bytes(descriptor: STDIN_FILENO, limit: limit) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Failure(code: errno)) }
        defer { close(fd) }
        return bytes(descriptor: fd, limit: limit)
    }

    private static func bytes(descriptor fd: Int32, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(code: errno))
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > limit { return .failure(Failure(code: EFBIG)) }
        }
        return .success(bytes)
    }
}
