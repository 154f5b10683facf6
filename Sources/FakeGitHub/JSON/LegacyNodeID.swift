/// GitHub's legacy global node ids: base64 of `"<len>:<Type><id>"`,
/// e.g. `MDEwOlJlcG9zaXRvcnk3Njc0MDM=` for repository 767403.
enum LegacyNodeID {
    static func repository(_ id: Int) -> String {
        base64("010:Repository\(id)")
    }

    static func user(_ id: Int) -> String {
        base64("04:User\(id)")
    }

    static func organization(_ id: Int) -> String {
        base64("012:Organization\(id)")
    }

    static func base64(_ text: String) -> String {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity((input.count + 2) / 3 * 4)
        var index = 0
        while index < input.count {
            let b0 = input[index]
            let b1 = index + 1 < input.count ? input[index + 1] : 0
            let b2 = index + 2 < input.count ? input[index + 2] : 0
            output.append(alphabet[Int(b0 >> 2)])
            output.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            output.append(index + 1 < input.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            output.append(index + 2 < input.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let alphabet: [UInt8] = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
}
