import Glibc

/// A /proc file whole, read with read(2) until its end: they report a size
/// of 0, and Foundation's `contents(atPath:)` stops after its first 4 kB.
public enum ProcFile {
    /// The file's bytes; empty when it cannot be read.
    public static func bytes(_ path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// The file's text; "" when it cannot be read.
    public static func text(_ path: String) -> String {
        String(decoding: bytes(path), as: UTF8.self)
    }
}
