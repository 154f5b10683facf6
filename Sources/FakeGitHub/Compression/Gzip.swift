import CZlib

/// gzip (RFC 1952) compression through zlib.
enum Gzip {
    /// The whole input compressed into one gzip member.
    static func compress(_ input: [UInt8], level: Int32 = 6) -> [UInt8] {
        let compressor = GzipStream(level: level)
        var output = compressor.feed(input)
        output += compressor.finish()
        return output
    }
}

/// A gzip compressor fed piece by piece, so a large body never has to be
/// in memory whole. zlib keeps a pointer back to its stream, so the stream
/// lives at a fixed heap address.
final class GzipStream {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let ready: Bool

    init(level: Int32) {
        stream.initialize(to: z_stream())
        ready = ghs_deflate_init_gzip(stream, level) == Z_OK
    }

    deinit {
        if ready { deflateEnd(stream) }
        stream.deallocate()
    }

    /// Compresses `input` and returns what zlib produced so far.
    func feed(_ input: [UInt8]) -> [UInt8] {
        run(input, flush: Z_NO_FLUSH)
    }

    /// Feeds `count` copies of `byte` without allocating them all.
    func feed(repeating byte: UInt8, count: Int) -> [UInt8] {
        let block = [UInt8](repeating: byte, count: min(count, 1 << 16))
        var remaining = count
        var output: [UInt8] = []
        while remaining > 0 {
            let take = min(remaining, block.count)
            output += run(Array(block[0..<take]), flush: Z_NO_FLUSH)
            remaining -= take
        }
        return output
    }

    /// Ends the member (trailer with CRC and length).
    func finish() -> [UInt8] {
        run([], flush: Z_FINISH)
    }

    private func run(_ input: [UInt8], flush: Int32) -> [UInt8] {
        guard ready else { return [] }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 15)
        var input = input
        input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.pointee.next_in = inputBuffer.baseAddress
            stream.pointee.avail_in = UInt32(inputBuffer.count)
            repeat {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                    stream.pointee.next_out = chunkBuffer.baseAddress
                    stream.pointee.avail_out = UInt32(chunkBuffer.count)
                    deflate(stream, flush)
                    return chunkBuffer.count - Int(stream.pointee.avail_out)
                }
                output.append(contentsOf: chunk[0..<produced])
            } while stream.pointee.avail_out == 0
            stream.pointee.next_in = nil
        }
        return output
    }
}
