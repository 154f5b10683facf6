import Glibc

/// Writes a file whole or not at all: the bytes go to a new temporary file
/// beside it (mode 0600, never following a link), which then replaces the
/// target with `rename(2)`. A reader sees the old file or the new one.
public enum AtomicFile {
    /// Writes `bytes` to `path` through `temporary` (in the same directory);
    /// false, with the temporary file removed, when any step fails.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String, through temporary: String) -> Bool {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return false }
        _ = fchmod(fd, 0o600)
        let written = bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 { offset += n; continue }
                if n < 0, errno == EINTR { continue }
                return false
            }
            return true
        }
        guard close(fd) == 0, written, rename(temporary, path) == 0 else {
            _ = unlink(temporary)
            return false
        }
        return true
    }

    /// Writes `text` to `path` in `directory` (made private first when
    /// missing), through a temporary name of this process.
    @discardableResult
    public static func write(_ text: String, to path: String, directory: String) -> Bool {
        guard PrivateDirectory.make(directory) else { return false }
        return write(Array(text.utf8), to: path, through: path + ".tmp.\(getpid())")
    }
}
