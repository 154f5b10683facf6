import GHSearchText
/// Draws an `RGBAImage` in a terminal with the upper half block `▀`: each
/// cell shows two pixels, the upper one as the foreground colour and the
/// lower one as the background, so a cell's two pixels come out about
/// square. Transparent pixels are blended over black.
public enum HalfBlockImage {
    public static let upperHalf = "▀"

    /// One string per text row (`(height + 1) / 2` of them), each `width`
    /// cells wide and ending with a reset; empty when `colorMode` shows no colour
    /// (`.off`, `.monochrome`: no picture). 24-bit colour, or the nearest palette or
    /// basic colour when the terminal has fewer.
    public static func lines(_ image: RGBAImage, colorMode: ANSI.ColorMode) -> [String] {
        guard colorMode.showsColor else { return [] }
        var lines: [String] = []
        var y = 0
        while y < image.height {
            var line = ""
            var last: ANSI.Style?
            for x in 0..<image.width {
                let top = color(image.pixel(x: x, y: y))
                let bottom = y + 1 < image.height ? color(image.pixel(x: x, y: y + 1)) : nil
                let style = ANSI.Style(foreground: top, background: bottom)
                if style != last {
                    line += style.sequence(for: colorMode)
                    last = style
                }
                line += upperHalf
            }
            lines.append(line + ANSI.Style.plain.sequence(for: colorMode))
            y += 2
        }
        return lines
    }

    /// The pixel over black, as a 24-bit colour.
    static func color(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> ANSI.Color {
        let a = Int(p.alpha)
        return .rgb(red: UInt8(Int(p.red) * a / 255), green: UInt8(Int(p.green) * a / 255),
                    blue: UInt8(Int(p.blue) * a / 255))
    }
}
