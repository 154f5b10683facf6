import Foundation

/// A pipe standing in for a terminal's input in tests.
final class TestPipe {
    let readEnd: Int32
    private(set) var writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe failed")
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    func write(_ text: String) { write(Array(text.utf8)) }

    func write(_ bytes: [UInt8]) {
        let written = bytes.withUnsafeBytes { Foundation.write(writeEnd, $0.baseAddress, $0.count) }
        precondition(written == bytes.count, "short write to test pipe")
    }

    func closeWriteEnd() {
        close(writeEnd)
        writeEnd = -1
    }

    deinit {
        close(readEnd)
        if writeEnd >= 0 { close(writeEnd) }
    }
}
