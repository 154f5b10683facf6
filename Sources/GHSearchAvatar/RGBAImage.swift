/// A decoded picture: `width`×`height` pixels, 8-bit red, green, blue and
/// alpha each, row after row. What an image decoder gives and what
/// `HalfBlockImage` draws.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public let pixels: [UInt8]

    /// Nil unless `pixels` holds exactly `width * height * 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (both in range).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// This image shrunk (box filter: each new pixel is the mean of the
    /// pixels it covers) or enlarged (nearest pixel) to `newWidth`×`newHeight`.
    public func scaled(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        let newWidth = max(1, newWidth), newHeight = max(1, newHeight)
        if newWidth == width && newHeight == height { return self }
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for ny in 0..<newHeight {
            let y0 = ny * height / newHeight
            let y1 = max(y0 + 1, (ny + 1) * height / newHeight)
            for nx in 0..<newWidth {
                let x0 = nx * width / newWidth
                let x1 = max(x0 + 1, (nx + 1) * width / newWidth)
                var sums = (0, 0, 0, 0)
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let i = (y * width + x) * 4
                        sums.0 += Int(pixels[i]); sums.1 += Int(pixels[i + 1])
                        sums.2 += Int(pixels[i + 2]); sums.3 += Int(pixels[i + 3])
                    }
                }
                let count = (y1 - y0) * (x1 - x0)
                let o = (ny * newWidth + nx) * 4
                out[o] = UInt8(sums.0 / count); out[o + 1] = UInt8(sums.1 / count)
                out[o + 2] = UInt8(sums.2 / count); out[o + 3] = UInt8(sums.3 / count)
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: out) ?? self
    }
}
