import CZlib

/// A small PNG avatar in GitHub's identicon style: a symmetric 5×5 pattern
/// in one colour on a light background, derived from the account id.
enum IdenticonPNG {
    static let cellSize = 8
    static let margin = 4
    static var side: Int { margin * 2 + cellSize * 5 }

    static func make(id: Int) -> [UInt8] {
        var seed = SplitMix64(seed: UInt64(bitPattern: Int64(id)) &+ 0x5EED)
        let colour: [UInt8] = [UInt8(truncatingIfNeeded: 40 + seed.next() % 160),
                               UInt8(truncatingIfNeeded: 40 + seed.next() % 160),
                               UInt8(truncatingIfNeeded: 40 + seed.next() % 160)]
        let background: [UInt8] = [0xF0, 0xF0, 0xF0]
        var cells = [[Bool]](repeating: [Bool](repeating: false, count: 5), count: 5)
        for row in 0..<5 {
            for column in 0..<3 {
                let on = seed.next() % 2 == 0
                cells[row][column] = on
                cells[row][4 - column] = on
            }
        }
        var raw: [UInt8] = []
        raw.reserveCapacity(side * (side * 3 + 1))
        for y in 0..<side {
            raw.append(0)
            for x in 0..<side {
                let inside = x >= margin && y >= margin && x < side - margin && y < side - margin
                let on = inside && cells[(y - margin) / cellSize][(x - margin) / cellSize]
                raw.append(contentsOf: on ? colour : background)
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(side))
        header += bigEndian(UInt32(side))
        header += [8, 2, 0, 0, 0]  // 8-bit depth, truecolour, deflate, no filter, no interlace
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlibCompress(raw))
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var crc = crc32(0, nil, 0)
        crc = (typeBytes + data).withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(UInt32(crc))
    }

    private static func zlibCompress(_ input: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, uLong($0.count), 9) }
        }
        return status == Z_OK ? Array(output[0..<Int(length)]) : []
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
