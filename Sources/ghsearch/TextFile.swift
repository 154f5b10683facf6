#if canImport(Glibc)
import Glibc
#endif

/// Reads a small text file with plain system calls.
enum TextFile {
    struct Failure: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// The file's text; nil when there is no such file; a failure when it
    /// exists but cannot be read (or is over `limit` bytes: `EFBIG`).
    static func read(_ path: String, limit: Int = 1 << 20) -> Result<String?, Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            return errno == ENOENT || errno == ENOTDIR ? .success(nil) : .failure(Failure(code: errno))
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
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
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
