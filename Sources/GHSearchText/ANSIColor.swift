extension ANSI {
    /// A terminal colour: one of the 16 basic colours, one of the 256 palette
    /// entries, or a 24-bit RGB value. A colour the terminal cannot show is
    /// brought down to the nearest one it can (see `ColorMode`).
    public enum Color: Sendable, Hashable {
        /// Basic colours 0–7 and their bright forms 8–15. Values above 15
        /// are read modulo 16.
        case basic(UInt8)
        /// The xterm 256-colour palette.
        case palette(UInt8)
        /// A 24-bit colour.
        case rgb(red: UInt8, green: UInt8, blue: UInt8)

        public static let black = Color.basic(0)
        public static let red = Color.basic(1)
        public static let green = Color.basic(2)
        public static let yellow = Color.basic(3)
        public static let blue = Color.basic(4)
        public static let magenta = Color.basic(5)
        public static let cyan = Color.basic(6)
        public static let white = Color.basic(7)
        public static let brightBlack = Color.basic(8)
        public static let brightRed = Color.basic(9)
        public static let brightGreen = Color.basic(10)
        public static let brightYellow = Color.basic(11)
        public static let brightBlue = Color.basic(12)
        public static let brightMagenta = Color.basic(13)
        public static let brightCyan = Color.basic(14)
        public static let brightWhite = Color.basic(15)

        /// SGR parameters selecting this colour as foreground or background,
        /// in the best form `mode` can show; empty when `mode` is `.off`.
        func appendSGRParameters(background: Bool, mode: ColorMode, to bytes: inout [UInt8]) {
            switch (downgraded(to: mode), mode) {
            case (_, .off), (_, .monochrome):
                return
            case (.basic(let raw), _):
                let index = Int(raw % 16)
                let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
                ANSI.appendParameter(base + index % 8, to: &bytes)
            case (.palette(let index), _):
                ANSI.appendParameter(background ? 48 : 38, to: &bytes)
                ANSI.appendParameter(5, to: &bytes)
                ANSI.appendParameter(Int(index), to: &bytes)
            case (.rgb(let red, let green, let blue), _):
                ANSI.appendParameter(background ? 48 : 38, to: &bytes)
                ANSI.appendParameter(2, to: &bytes)
                ANSI.appendParameter(Int(red), to: &bytes)
                ANSI.appendParameter(Int(green), to: &bytes)
                ANSI.appendParameter(Int(blue), to: &bytes)
            }
        }

        /// The nearest colour that `mode` can show.
        func downgraded(to mode: ColorMode) -> Color {
            switch (self, mode) {
            case (_, .off), (_, .monochrome), (_, .trueColor), (.basic, _), (.palette, .palette256):
                return self
            case (.rgb(let red, let green, let blue), .palette256):
                return .palette(Self.nearestPaletteIndex(red: red, green: green, blue: blue))
            case (.palette(let index), .basic) where index < 16:
                return .basic(index)
            case (.palette(let index), .basic):
                let (red, green, blue) = Self.paletteRGB(index)
                return .basic(Self.nearestBasicIndex(red: red, green: green, blue: blue))
            case (.rgb(let red, let green, let blue), .basic):
                return .basic(Self.nearestBasicIndex(red: red, green: green, blue: blue))
            }
        }

        /// The six channel levels of the xterm 6×6×6 colour cube.
        private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

        /// The usual xterm values of the 16 basic colours.
        private static let basicRGB: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
            (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
            (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]

        private static func paletteRGB(_ index: UInt8) -> (Int, Int, Int) {
            switch index {
            case 0..<16:
                return basicRGB[Int(index)]
            case 16..<232:
                let cube = Int(index) - 16
                return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
            default:
                let level = 8 + 10 * (Int(index) - 232)
                return (level, level, level)
            }
        }

        private static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
            func cubeStep(_ channel: UInt8) -> Int {
                let value = Int(channel)
                return value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
            }
            let (r, g, b) = (cubeStep(red), cubeStep(green), cubeStep(blue))
            let cubeIndex = 16 + 36 * r + 6 * g + b
            let cubeColor = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
            let average = (Int(red) + Int(green) + Int(blue)) / 3
            let grayStep = average > 238 ? 23 : max(0, (average - 3) / 10)
            let grayLevel = 8 + 10 * grayStep
            let target = (Int(red), Int(green), Int(blue))
            let useGray = distance(target, (grayLevel, grayLevel, grayLevel)) < distance(target, cubeColor)
            return UInt8(useGray ? 232 + grayStep : cubeIndex)
        }

        private static func nearestBasicIndex(red: Int, green: Int, blue: Int) -> UInt8 {
            let target = (red, green, blue)
            var best = 0
            for index in 1..<basicRGB.count where distance(target, basicRGB[index]) < distance(target, basicRGB[best]) {
                best = index
            }
            return UInt8(best)
        }

        private static func nearestBasicIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
            nearestBasicIndex(red: Int(red), green: Int(green), blue: Int(blue))
        }

        private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
            return dr * dr + dg * dg + db * db
        }
    }
}
