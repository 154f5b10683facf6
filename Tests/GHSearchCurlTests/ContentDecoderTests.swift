import CLibDeflate
import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchCurl
import GHSearchGitHub

@Suite(.standardTimeLimit) struct ContentDecoderTests {
    /// Compressible text like a page of repositories, `count` bytes.
    private func text(_ count: Int) -> [UInt8] {
        let line = Array(#"{"id":1,"name":"repository","stargazers_count":42},"#.utf8)
        return (0..<count).map { line[$0 % line.count] &+ UInt8($0 / 997 % 3) }
    }

    private enum Wrapper { case gzip, zlib, raw }

    private func compress(_ bytes: [UInt8], _ wrapper: Wrapper = .gzip) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(6)!
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: bytes.count + 1024)
        let size = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                switch wrapper {
                case .gzip: libdeflate_gzip_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
                case .zlib: libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
                case .raw: libdeflate_deflate_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
                }
            }
        }
        precondition(size > 0)
        return Array(out.prefix(size))
    }

    private func decode(_ body: [UInt8], _ encoding: String?, limit: Int = 64 << 20) -> Result<[UInt8], HTTPError> {
        let decoder = ContentDecoder()
        return Result { () throws(HTTPError) in try decoder.decode(body, contentEncoding: encoding, limit: limit) }
    }

    @Test func gzipIsDecoded() {
        let plain = text(300_000)
        #expect(decode(compress(plain), "gzip") == .success(plain))
    }

    @Test func xGzipAndCaseAndSpacesAreGzip() {
        let plain = text(1000)
        #expect(decode(compress(plain), "x-gzip") == .success(plain))
        #expect(decode(compress(plain), " GZip ") == .success(plain))
        #expect(decode(compress(plain), "identity, gzip") == .success(plain))
    }

    @Test(arguments: [
        ("", [String]()), ("gzip", ["gzip"]), (" GZip ", ["gzip"]), ("identity, gzip", ["gzip"]),
        ("\tdeflate ,gzip\t", ["deflate", "gzip"]), (",, ,\t,", []), ("IDENTITY", []), ("br", ["br"]),
        ("x-gzip,identity ,  DEFLATE", ["x-gzip", "deflate"]), ("g zip", ["g zip"]), ("ÄÖ, gzip", ["äö", "gzip"]),
    ])
    func theCodingsAreTheHeadersValuesTrimmedAndLowercasedWithoutIdentity(header: String, codings: [String]) {
        #expect(ContentDecoder.codings(header) == codings)
    }

    @Test func theGzipTrailerIsTheLastFourBytesLittleEndian() {
        #expect(ContentDecoder.gzipTrailerSize([9, 9, 0x78, 0x56, 0x34, 0x12]) == 0x1234_5678)
        #expect(ContentDecoder.gzipTrailerSize([0xFF, 0xFF, 0xFF, 0xFF]) == 0xFFFF_FFFF)
        #expect(ContentDecoder.gzipTrailerSize(Array(compress(text(70_000)))) == 70_000)
        #expect(ContentDecoder.gzipTrailerSize([1, 2]) == 0)
    }

    @Test func everyMemberOfAMultiMemberGzipIsDecoded() {
        let first = text(200_000), second = text(5), third = Array("tail".utf8)
        let body = compress(first) + compress(second) + compress(third)
        // The last member's trailer says 4 bytes: the output grows, as often as it must.
        #expect(decode(body, "gzip") == .success(first + second + third))
    }

    @Test func bytesAfterTheLastGzipMemberAreIgnored() {
        let plain = text(1000)
        #expect(decode(compress(plain) + [0, 0, 0, 0], "gzip") == .success(plain))
    }

    @Test func deflateIsDecodedWithTheZlibWrapperOrRaw() {
        let plain = text(100_000)
        #expect(decode(compress(plain, .zlib), "deflate") == .success(plain))
        #expect(decode(compress(plain, .raw), "deflate") == .success(plain))
    }

    @Test func identityAndNoEncodingAreTheBodyAsItCame() {
        let plain = text(1000)
        #expect(decode(plain, nil) == .success(plain))
        #expect(decode(plain, "") == .success(plain))
        #expect(decode(plain, "identity") == .success(plain))
    }

    @Test func anEncodingNotAskedForIsAClearFailure() {
        guard case .failure(.connectionFailed(let message)) = decode(text(100), "br") else {
            Issue.record("expected a connection failure")
            return
        }
        #expect(message.contains("Content-Encoding br"))
        #expect(decode(compress(text(100)), "gzip, br").errorKind == .connectionFailed)
    }

    @Test func aTruncatedGzipBodyIsAConnectionFailure() {
        let body = compress(text(100_000))
        for cut in [1, 10, 17, body.count / 2, body.count - 1] {
            #expect(decode(Array(body.prefix(cut)), "gzip").errorKind == .connectionFailed, "cut at \(cut)")
        }
        #expect(decode(Array(compress(text(100_000), .zlib).dropLast(9)), "deflate").errorKind == .connectionFailed)
    }

    @Test func aBadCRCIsAConnectionFailure() {
        var body = compress(text(10_000))
        body[body.count - 8] ^= 0x01
        #expect(decode(body, "gzip").errorKind == .connectionFailed)
    }

    @Test func garbageIsAConnectionFailure() {
        #expect(decode(Array("not gzip at all, just text".utf8), "gzip").errorKind == .connectionFailed)
        #expect(decode([0xff, 0xff, 0xff], "deflate").errorKind == .connectionFailed)
    }

    @Test func aBombStopsAtTheLimitWithoutAllocatingPastIt() {
        let limit = 1 << 20
        for (body, encoding) in [(compress([UInt8](repeating: 0, count: 50 << 20)), "gzip"),
                                 (compress([UInt8](repeating: 0, count: 50 << 20), .zlib), "deflate"),
                                 (compress([UInt8](repeating: 0, count: 600 << 10)) + compress([UInt8](repeating: 0, count: 600 << 10)), "gzip")] {
            let decoder = ContentDecoder()
            let result = Result { () throws(HTTPError) in try decoder.decode(body, contentEncoding: encoding, limit: limit) }
            #expect(result == .failure(.bodyTooLarge(limit: limit)))
            #expect(decoder.largestOutputCapacity <= limit)
        }
    }

    @Test func aBodyExactlyAtTheLimitIsAccepted() {
        let plain = text(100_000)
        #expect(decode(compress(plain), "gzip", limit: 100_000) == .success(plain))
        #expect(decode(compress(plain, .zlib), "deflate", limit: 100_000) == .success(plain))
        #expect(decode(plain, nil, limit: 100_000) == .success(plain))
        #expect(decode(plain, nil, limit: 99_999) == .failure(.bodyTooLarge(limit: 99_999)))
    }

    /// A trailer's size that lies (small or big) sizes nothing past the limit,
    /// and libdeflate's check of it against the output makes the body corrupt.
    @Test func aLyingGzipTrailerSizeIsCorruptAndBounded() {
        let plain = text(200_000)
        for isize: [UInt8] in [[10, 0, 0, 0], [0xff, 0xff, 0xff, 0xff]] {
            let body = compress(plain).dropLast(4) + isize
            let decoder = ContentDecoder()
            let result = Result { () throws(HTTPError) in try decoder.decode(Array(body), contentEncoding: "gzip", limit: 1 << 20) }
            #expect(result.errorKind == .connectionFailed)
            #expect(decoder.largestOutputCapacity <= 1 << 20)
        }
    }

    @Test func anEmptyBodyIsEmptyWhateverItsEncoding() {
        #expect(decode([], "gzip") == .success([]))
        #expect(decode([], "deflate") == .success([]))
        #expect(decode(compress([]), "gzip") == .success([]))
        #expect(decode(compress([]), "gzip", limit: 0) == .success([]))
    }

    @Test func oneDecoderServesManyBodies() {
        let decoder = ContentDecoder()
        for size in [10, 100_000, 0, 3_000] {
            let plain = text(size)
            #expect(Result { () throws(HTTPError) in try decoder.decode(compress(plain), contentEncoding: "gzip", limit: 1 << 20) } == .success(plain))
        }
    }
    /// `withDecoded` answers exactly what `decode` answers, bytes or failure.
    @Test func decodingInPlaceGivesWhatDecodingGives() {
        let plain = text(300_000)
        let cases: [(body: [UInt8], encoding: String?, limit: Int)] = [
            (compress(plain), "gzip", 64 << 20), (compress(plain), "x-gzip", 64 << 20),
            (compress(plain) + compress(text(7)), "gzip", 64 << 20), (compress(plain), "gzip", 1000),
            (compress(plain), "gzip", plain.count), (compress(plain), "gzip", plain.count - 1),
            (Array(compress(plain).dropLast(9)), "gzip", 64 << 20), (compress(plain, .zlib), "deflate", 64 << 20),
            (plain, nil, 64 << 20), (plain, "br", 64 << 20), ([], "gzip", 64 << 20), (Array(repeating: 0x1f, count: 20), "gzip", 64 << 20),
        ]
        for (body, encoding, limit) in cases {
            let decoder = ContentDecoder()
            let inPlace = Result { () throws(HTTPError) in
                try decoder.withDecoded(body, contentEncoding: encoding, limit: limit) { Array($0) }
            }
            #expect(inPlace == decode(body, encoding, limit: limit), "\(encoding ?? "none"), limit \(limit)")
        }
    }

    /// A second body no larger than the first is inflated into the same
    /// memory (faulted in once), not into memory of its own.
    @Test func decodingInPlaceReusesItsMemory() throws {
        let decoder = ContentDecoder()
        let first = try decoder.withDecoded(compress(text(200_000)), contentEncoding: "gzip", limit: 64 << 20) { $0.baseAddress }
        let second = try decoder.withDecoded(compress(text(150_000)), contentEncoding: "gzip", limit: 64 << 20) { $0.baseAddress }
        #expect(first != nil)
        #expect(first == second)
        #expect(decoder.largestOutputCapacity == 200_000)
    }

    /// Nor is a second body a little larger than the first (pages of one
    /// list differ by a few kilobytes): the first one's memory had room to spare.
    @Test func aSlightlyLargerBodyReusesTheMemory() throws {
        let decoder = ContentDecoder()
        for count in [200_000, 220_000, 190_000, 240_000] {
            let decoded = try decoder.withDecoded(compress(text(count)), contentEncoding: "gzip", limit: 64 << 20) { Array($0) }
            #expect(decoded == text(count))
        }
        #expect(decoder.roomsMade == 1)
        #expect(ContentDecoder.roomSize(for: 200_000, limit: 64 << 20) == 300_000)
        #expect(ContentDecoder.roomSize(for: 200_000, limit: 250_000) == 250_000)
        #expect(ContentDecoder.roomSize(for: 6 << 20, limit: 64 << 20) == ContentDecoder.largestRoom)
    }
}
