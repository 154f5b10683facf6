import CJPEG
import CPNG
import GHSearchAvatar

/// Decodes PNG and JPEG bytes (told apart by their first bytes, not by any
/// header a server sent) with the system's libpng and libjpeg. Any damage,
/// another format, or a size over the limits gives nil; the size is read
/// from the header and checked before a single pixel buffer is allocated,
/// so a 20000×20000 header costs nothing.
public struct ImageDecoder: Sendable {
    /// The largest width or height accepted.
    public var maximumSide: Int
    /// The largest decoded size accepted, in bytes (4 per pixel).
    public var maximumBytes: Int

    public init(maximumSide: Int = 4096, maximumBytes: Int = 64 << 20) {
        self.maximumSide = maximumSide
        self.maximumBytes = maximumBytes
    }

    /// What the first bytes say the data is.
    public enum Format: Sendable, Equatable {
        case png, jpeg
    }

    public static func format(of data: [UInt8]) -> Format? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// The picture in `data`, or nil.
    public func decode(_ data: [UInt8]) -> RGBAImage? {
        switch ImageDecoder.format(of: data) {
        case .png: decodePNG(data)
        case .jpeg: decodeJPEG(data)
        case nil: nil
        }
    }

    func accepts(width: UInt32, height: UInt32) -> Bool {
        let w = Int(width), h = Int(height)
        return w > 0 && h > 0 && w <= maximumSide && h <= maximumSide && w * h * 4 <= maximumBytes
    }

    private func decodePNG(_ data: [UInt8]) -> RGBAImage? {
        var width: UInt32 = 0, height: UInt32 = 0
        let headerRead = data.withUnsafeBufferPointer { ghs_png_size($0.baseAddress, $0.count, &width, &height) }
        guard headerRead == 1, accepts(width: width, height: height) else { return nil }
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let decoded = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { out in
                ghs_png_decode_rgba(input.baseAddress, input.count, width, height, out.baseAddress, out.count)
            }
        }
        guard decoded == 1 else { return nil }
        return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
    }

    private func decodeJPEG(_ data: [UInt8]) -> RGBAImage? {
        var width: UInt32 = 0, height: UInt32 = 0
        let headerRead = data.withUnsafeBufferPointer {
            ghs_jpeg_decode_rgba($0.baseAddress, UInt($0.count), &width, &height, nil, 0)
        }
        guard headerRead == 1, accepts(width: width, height: height) else { return nil }
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let decoded = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { out in
                ghs_jpeg_decode_rgba(input.baseAddress, UInt(input.count), &width, &height, out.baseAddress, out.count)
            }
        }
        guard decoded == 1 else { return nil }
        return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
    }
}
