import Foundation
import GHSearchCLI
import GHSearchImage
import Testing
import TestSupport
import GHSearchInteractive
import GHSearchAvatar

/// A decoded tiny PNG drawn with half blocks, byte for byte.
@Suite(.standardTimeLimit) struct HalfBlockImageTests {
    @Test func aTinyImageInTrueColour() throws {
        let image = try #require(ImageDecoder().decode(try ImageDecoderTests.fixture("tiny.png")))
        #expect(image.width == 2 && image.height == 3)
        let lines = HalfBlockImage.lines(image, colorMode: .trueColor)
        #expect(lines == [
            "\u{1B}[0;38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0;38;2;0;255;0;48;2;255;255;255m▀\u{1B}[0m",
            "\u{1B}[0;38;2;10;20;30m▀\u{1B}[0;38;2;40;50;60m▀\u{1B}[0m",
        ])
    }

    @Test func thePaletteFallbackAndNoColour() throws {
        let image = try #require(ImageDecoder().decode(try ImageDecoderTests.fixture("tiny.png")))
        let lines = HalfBlockImage.lines(image, colorMode: .palette256)
        #expect(lines.first == "\u{1B}[0;38;5;196;48;5;21m▀\u{1B}[0;38;5;46;48;5;231m▀\u{1B}[0m")
        #expect(HalfBlockImage.lines(image, colorMode: .off).isEmpty)
    }

    @Test func scalingAveragesBlocks() throws {
        let image = try #require(ImageDecoder().decode(try ImageDecoderTests.fixture("quadrants.png")))
        let small = image.scaled(width: 2, height: 2)
        #expect(small.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(small.pixel(x: 1, y: 0) == (0, 255, 0, 255))
        #expect(small.pixel(x: 0, y: 1) == (0, 0, 255, 255))
        // 63 opaque white pixels and one at alpha 128.
        #expect(small.pixel(x: 1, y: 1).alpha == UInt8((63 * 255 + 128) / 64))
    }
}
