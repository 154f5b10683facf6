import CLibDeflate
import GHSearchGitHub

/// Decodes a response body by its `Content-Encoding`, whole, once the
/// transfer has ended: `gzip`/`x-gzip` (every member of a multi-member body),
/// `deflate` (the zlib wrapper, or raw DEFLATE as browsers also accept) and
/// `identity`, with libdeflate.
///
/// The decoded body never takes more than `limit` bytes of memory, whatever
/// the body claims: a gzip trailer's size sizes the output only up to the
/// limit, and an output that turns out too small grows only up to it.
///
/// Not thread-safe (nor is a libdeflate decompressor): one per transfer thread.
final class ContentDecoder {
    private var decompressor: OpaquePointer?
    /// The largest output this decoder has allocated, in bytes (never more
    /// than the limit of the body it was for).
    private(set) var largestOutputCapacity = 0
    /// Where `withDecoded` inflates a gzip body whose trailer gives its size,
    /// from one body to the next: its pages are touched once, not once a body.
    private var room = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// How many times `room` was made (each new memory to touch).
    private(set) var roomsMade = 0

    /// The largest `room` kept: a larger body gets memory of its own.
    static let largestRoom = 8 << 20

    init() {}

    deinit {
        if let decompressor { libdeflate_free_decompressor(decompressor) }
        room.deallocate()
    }

    /// `use` of `body` decoded exactly as `decode` does (and failing as it
    /// does); the bytes are valid only during `use`. A one-member gzip body
    /// whose trailer's size fits `largestRoom` is inflated into memory this
    /// decoder reuses; any other body is decoded by `decode`.
    func withDecoded<Result>(_ body: [UInt8], contentEncoding: String?, limit: Int,
                             _ use: (UnsafeBufferPointer<UInt8>) -> Result) throws(HTTPError) -> Result {
        let limit = max(0, limit)
        let codings = Self.codings(contentEncoding ?? "")
        if body.count >= 18, codings == ["gzip"] || codings == ["x-gzip"] {
            let capacity = min(limit, Self.gzipTrailerSize(body))
            if capacity <= Self.largestRoom, let produced = try inflateInRoom(body, capacity: capacity, limit: limit) {
                return use(UnsafeBufferPointer(rebasing: room[..<produced]))
            }
        }
        return try decode(body, contentEncoding: contentEncoding, limit: limit).withUnsafeBufferPointer(use)
    }

    /// The room made for a body of `capacity` bytes (at most `limit`): half
    /// as much again, up to `largestRoom` and the limit, so the next pages,
    /// a little larger or smaller as pages are, fit the same memory instead
    /// of each larger one taking (and touching) new memory. The part no
    /// body reaches is never written, so it costs no memory.
    static func roomSize(for capacity: Int, limit: Int) -> Int {
        let capacity = max(1, capacity)
        return max(capacity, min(largestRoom, limit, capacity + capacity / 2))
    }

    /// The size of `input` inflated into `room` (grown to `capacity` first, with room to spare),
    /// or nil when it is not all there (a larger or corrupt body).
    private func inflateInRoom(_ input: [UInt8], capacity: Int, limit: Int) throws(HTTPError) -> Int? {
        let decompressor = try self.handle()
        if room.count < max(1, capacity) {
            room.deallocate()
            room = .allocate(capacity: Self.roomSize(for: capacity, limit: limit))
            roomsMade += 1
        }
        largestOutputCapacity = max(largestOutputCapacity, capacity)
        var consumed = 0
        var produced = 0
        let outcome = input.withUnsafeBytes { input in
            Self.run(decompressor, .gzip, input, consumed: &consumed, out: room.baseAddress!, capacity: capacity,
                     produced: &produced)
        }
        guard case .done = outcome else { return nil }
        return produced
    }

    /// `body` decoded by `contentEncoding` (the header's values, comma-separated;
    /// empty or nil for none), at most `limit` bytes.
    ///
    /// - Throws: `.bodyTooLarge(limit:)` past the limit; `.connectionFailed`
    ///   for a corrupt or cut-short body or an encoding it cannot decode.
    func decode(_ body: [UInt8], contentEncoding: String?, limit: Int) throws(HTTPError) -> [UInt8] {
        let limit = max(0, limit)
        var decoded = body
        // An empty body (a 304, a HEAD, a 204) decodes to itself, as in libcurl.
        if !body.isEmpty {
            for coding in Self.codings(contentEncoding ?? "").reversed() {
                decoded = try decode(decoded, coding: coding, limit: limit)
            }
        }
        guard decoded.count <= limit else { throw .bodyTooLarge(limit: limit) }
        return decoded
    }

    /// The codings applied, in the order the server applied them, `identity` left out.
    /// (A plain loop over the bytes: chains of lazy and reversed collections
    /// have the runtime build their generic types at first use, and this
    /// runs on the way to the first page's frame.)
    static func codings(_ header: String) -> [String] {
        var codings: [String] = []
        var part: [UInt8] = []
        for byte in header.utf8 {
            if byte == UInt8(ascii: ",") {
                appendCoding(part, to: &codings)
                part.removeAll(keepingCapacity: true)
            } else {
                part.append(byte)
            }
        }
        appendCoding(part, to: &codings)
        return codings
    }

    /// `part` without its surrounding spaces and tabs, lowercased, unless that leaves nothing or `identity`.
    private static func appendCoding(_ part: [UInt8], to codings: inout [String]) {
        var start = 0
        var end = part.count
        while start < end, part[start] == UInt8(ascii: " ") || part[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, part[end - 1] == UInt8(ascii: " ") || part[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard start < end else { return }
        let coding = String(decoding: part[start..<end], as: UTF8.self).lowercased()
        if coding != "identity" { codings.append(coding) }
    }

    /// A gzip body's last four bytes, ISIZE: the size of its last member inflated (mod 2^32), little-endian.
    static func gzipTrailerSize(_ body: [UInt8]) -> Int {
        let count = body.count
        guard count >= 4 else { return 0 }
        return Int(body[count - 1]) << 24 | Int(body[count - 2]) << 16 | Int(body[count - 3]) << 8 | Int(body[count - 4])
    }

    private func decode(_ body: [UInt8], coding: String, limit: Int) throws(HTTPError) -> [UInt8] {
        guard !body.isEmpty else { return body }
        switch coding {
        case "gzip", "x-gzip":
            guard body.count >= 18 else { throw Self.corrupt(coding) }
            // The last member's ISIZE: the whole size of a one-member body (mod 2^32).
            return try inflate(body, .gzip, coding: coding, firstCapacity: Self.gzipTrailerSize(body), limit: limit)
        case "deflate":
            let format: Format = Self.hasZlibHeader(body) ? .zlib : .raw
            return try inflate(body, format, coding: coding, firstCapacity: Self.guess(for: body.count), limit: limit)
        default:
            let shown = coding.count > 40 ? coding.prefix(40) + "…" : Substring(coding)
            throw .connectionFailed("the server sent the body with Content-Encoding \(shown), which was not asked for")
        }
    }

    private enum Format { case gzip, zlib, raw }

    private enum Outcome { case done, full, corrupt }

    /// Decodes `input` into an output of `firstCapacity` bytes (at most
    /// `limit`), growing it (up to `limit`) and decoding again from the member
    /// that did not fit.
    private func inflate(_ input: [UInt8], _ format: Format, coding: String, firstCapacity: Int,
                         limit: Int) throws(HTTPError) -> [UInt8] {
        let decompressor = try self.handle()
        var capacity = min(limit, firstCapacity)
        var earlier: [UInt8] = []  // the members decoded before the output last grew
        var consumed = 0
        while true {
            largestOutputCapacity = max(largestOutputCapacity, capacity)
            var outcome = Outcome.done
            let output = input.withUnsafeBytes { input in
                [UInt8](unsafeUninitializedCapacity: max(1, capacity)) { buffer, count in
                    let out = buffer.baseAddress!
                    _ = UnsafeMutableBufferPointer(start: out, count: earlier.count).initialize(from: earlier)
                    var produced = earlier.count
                    outcome = Self.run(decompressor, format, input, consumed: &consumed, out: out,
                                       capacity: capacity, produced: &produced)
                    count = produced
                }
            }
            switch outcome {
            case .done:
                // An output sized by a trailer that lied big is returned at its own size.
                return output.capacity - output.count > 1 << 20
                    ? [UInt8](unsafeUninitializedCapacity: output.count) { buffer, count in
                        count = buffer.initialize(fromContentsOf: output)
                    }
                    : output
            case .corrupt:
                throw Self.corrupt(coding)
            case .full:
                guard capacity < limit else { throw .bodyTooLarge(limit: limit) }
                earlier = output
                capacity = Self.grown(capacity, inputCount: input.count, limit: limit)
            }
        }
    }

    /// Decodes member after member of `input` from `consumed` into `out`
    /// after `produced` bytes, up to `capacity`.
    private static func run(_ decompressor: OpaquePointer, _ format: Format, _ input: UnsafeRawBufferPointer,
                            consumed: inout Int, out: UnsafeMutablePointer<UInt8>, capacity: Int,
                            produced: inout Int) -> Outcome {
        while true {
            let next = input.baseAddress! + consumed
            let available = input.count - consumed
            let room = capacity - produced
            var read = 0
            var written = 0
            let result = switch format {
            case .gzip: libdeflate_gzip_decompress_ex(decompressor, next, available, out + produced, room, &read, &written)
            case .zlib: libdeflate_zlib_decompress_ex(decompressor, next, available, out + produced, room, &read, &written)
            case .raw: libdeflate_deflate_decompress_ex(decompressor, next, available, out + produced, room, &read, &written)
            }
            switch result {
            case LIBDEFLATE_SUCCESS:
                consumed += read
                produced += written
                // Another gzip member follows, or the end; bytes after the
                // last member are ignored, as gzip(1) and browsers do.
                let rest = input.count - consumed
                guard format == .gzip, rest >= 2, input[consumed] == 0x1f, input[consumed + 1] == 0x8b else { return .done }
            case LIBDEFLATE_INSUFFICIENT_SPACE:
                return .full
            default:
                return .corrupt
            }
        }
    }

    /// RFC 1950's header: method 8 (deflate), a window of at most 32 kB, and
    /// the check bits.
    private static func hasZlibHeader(_ body: [UInt8]) -> Bool {
        body.count >= 2 && body[0] & 0x0f == 8 && body[0] >> 4 <= 7 && (Int(body[0]) << 8 | Int(body[1])) % 31 == 0
    }

    /// A first output size for a body whose decoded size is not written in
    /// it: JSON shrinks ~10× in gzip.
    private static func guess(for inputCount: Int) -> Int {
        let (times8, overflow) = inputCount.multipliedReportingOverflow(by: 8)
        return overflow ? Int.max : max(64 << 10, times8)
    }

    private static func grown(_ capacity: Int, inputCount: Int, limit: Int) -> Int {
        let (times4, overflow) = capacity.multipliedReportingOverflow(by: 4)
        return min(limit, max(overflow ? Int.max : times4, guess(for: inputCount)))
    }

    private static func corrupt(_ coding: String) -> HTTPError {
        .connectionFailed("the \(coding) body the server sent is corrupt or cut short")
    }

    private func handle() throws(HTTPError) -> OpaquePointer {
        if let decompressor { return decompressor }
        guard let made = libdeflate_alloc_decompressor() else {
            throw .other("libdeflate could not allocate a decompressor")
        }
        decompressor = made
        return made
    }
}
