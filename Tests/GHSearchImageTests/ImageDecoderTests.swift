import Foundation
import GHSearchCLI
import GHSearchImage
import Testing
import TestSupport

/// libpng and libjpeg through `ImageDecoder`, on fixtures made by
/// Fixtures/make-fixtures.py: pixels at known points, and every kind of bad
/// input giving nil (the placeholder) instead of a crash or a huge allocation.
@Suite(.standardTimeLimit) struct ImageDecoderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    func expectClose(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ rgb: (Int, Int, Int),
                     tolerance: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = abs(Int(p.red) - rgb.0) <= tolerance && abs(Int(p.green) - rgb.1) <= tolerance
            && abs(Int(p.blue) - rgb.2) <= tolerance
        #expect(ok, "got \(p), want \(rgb)", sourceLocation: sourceLocation)
    }

    @Test func pngPixelsAtKnownPoints() throws {
        let image = try #require(ImageDecoder().decode(try Self.fixture("quadrants.png")))
        #expect(image.width == 16 && image.height == 16)
        expectClose(image.pixel(x: 2, y: 3), (255, 0, 0), tolerance: 0)
        expectClose(image.pixel(x: 12, y: 1), (0, 255, 0), tolerance: 0)
        expectClose(image.pixel(x: 0, y: 15), (0, 0, 255), tolerance: 0)
        expectClose(image.pixel(x: 9, y: 9), (255, 255, 255), tolerance: 0)
        #expect(image.pixel(x: 9, y: 9).alpha == 255)
        #expect(image.pixel(x: 15, y: 15).alpha == 128)
    }

    @Test func jpegPixelsAtKnownPoints() throws {
        let data = try Self.fixture("quadrants.jpg")
        #expect(ImageDecoder.format(of: data) == .jpeg)
        let image = try #require(ImageDecoder().decode(data))
        #expect(image.width == 16 && image.height == 16)
        // Lossy: block centres come back within a few steps.
        expectClose(image.pixel(x: 3, y: 3), (255, 0, 0), tolerance: 8)
        expectClose(image.pixel(x: 12, y: 4), (0, 255, 0), tolerance: 8)
        expectClose(image.pixel(x: 4, y: 12), (0, 0, 255), tolerance: 8)
        expectClose(image.pixel(x: 12, y: 12), (255, 255, 255), tolerance: 8)
        #expect(image.pixel(x: 12, y: 12).alpha == 255)
    }

    @Test(arguments: ["quadrants.png", "quadrants.jpg"])
    func truncatedFilesGiveNil(_ name: String) throws {
        let data = try Self.fixture(name)
        // (Only the 12-byte IEND missing is a complete picture: libpng accepts it.)
        for length in [1, 8, 20, data.count / 2, data.count - 14] {
            #expect(ImageDecoder().decode(Array(data.prefix(length))) == nil, "\(name) cut to \(length) bytes")
        }
    }

    @Test(arguments: ["quadrants.png", "quadrants.jpg"])
    func corruptFilesGiveNil(_ name: String) throws {
        var data = try Self.fixture(name)
        // Overwrite the middle (compressed pixels and their checksums) with junk.
        for i in (data.count / 3)..<(data.count * 2 / 3) { data[i] = UInt8(truncatingIfNeeded: i &* 131) }
        #expect(ImageDecoder().decode(data) == nil)
    }

    @Test(arguments: ["huge.png", "huge.jpg"])
    func aHugeHeaderIsRefusedBeforeAllocating(_ name: String) throws {
        let data = try Self.fixture(name)
        let before = Self.peakResidentKilobytes()
        #expect(ImageDecoder().decode(data) == nil)
        // 20000×20000 RGBA would be 1.6 GB; nothing near that was touched.
        #expect(Self.peakResidentKilobytes() - before < 100_000)
    }

    @Test func limitsApplyToTheHeaderSize() throws {
        let data = try Self.fixture("quadrants.png")
        #expect(ImageDecoder(maximumSide: 15).decode(data) == nil)
        #expect(ImageDecoder(maximumSide: 16, maximumBytes: 16 * 16 * 4 - 1).decode(data) == nil)
        #expect(ImageDecoder(maximumSide: 16, maximumBytes: 16 * 16 * 4).decode(data) != nil)
    }

    @Test func nonImagesGiveNil() {
        let inputs: [[UInt8]] = [[], Array("<html>Not Found</html>".utf8), Array(#"{"message":"Not Found"}"#.utf8),
                                 [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], [UInt8](repeating: 0, count: 4096),
                                 Array("GIF89a".utf8) + [UInt8](repeating: 1, count: 64)]
        for input in inputs {
            #expect(ImageDecoder().decode(input) == nil, "\(input.prefix(8))")
        }
    }

    static func peakResidentKilobytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss
    }
}
