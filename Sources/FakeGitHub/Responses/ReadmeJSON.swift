/// The content object GitHub answers `GET /repos/{owner}/{repo}/readme`
/// with by default (`application/vnd.github+json`): the file's name, path,
/// blob sha and size, its URLs, and the bytes in base64, wrapped every 60
/// characters with a newline after each line, as GitHub sends them.
enum ReadmeJSON {
    static let fileName = "README.md"

    static func encode(_ bytes: [UInt8], owner: String, repository: String, branch: String,
                       apiBase: String, htmlBase: String) -> [UInt8] {
        let sha = blobSHA(bytes)
        let api = "\(apiBase)/repos/\(owner)/\(repository)"
        let html = "\(htmlBase)/\(owner)/\(repository)/blob/\(branch)/\(fileName)"
        let selfURL = "\(api)/contents/\(fileName)?ref=\(branch)"
        let gitURL = "\(api)/git/blobs/\(sha)"
        var writer = JSONWriter(reservingCapacity: bytes.count * 4 / 3 + bytes.count / 30 + 1_024)
        writer.raw("{")
        writer.key("name", first: true)
        writer.string(fileName)
        writer.key("path")
        writer.string(fileName)
        writer.key("sha")
        writer.string(sha)
        writer.key("size")
        writer.int(bytes.count)
        writer.key("url")
        writer.string(selfURL)
        writer.key("html_url")
        writer.string(html)
        writer.key("git_url")
        writer.string(gitURL)
        writer.key("download_url")
        writer.string("https://raw.githubusercontent.com/\(owner)/\(repository)/\(branch)/\(fileName)")
        writer.key("type")
        writer.string("file")
        writer.key("content")
        writer.raw([UInt8(ascii: "\"")])
        writer.raw(base64Lines(bytes))
        writer.raw([UInt8(ascii: "\"")])
        writer.key("encoding")
        writer.string("base64")
        writer.key("_links")
        writer.raw("{")
        writer.key("self", first: true)
        writer.string(selfURL)
        writer.key("git")
        writer.string(gitURL)
        writer.key("html")
        writer.string(html)
        writer.raw("}}")
        return writer.bytes
    }

    /// Base64 in lines of 60 characters, each ending in `\n` as a JSON
    /// escape (the body holds the two characters `\` `n`).
    static func base64Lines(_ bytes: [UInt8]) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 4 / 3 + bytes.count / 22 + 8)
        var lineLength = 0
        func emit(_ byte: UInt8) {
            out.append(byte)
            lineLength += 1
            if lineLength == 60 {
                out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                lineLength = 0
            }
        }
        var index = 0
        while index < bytes.count {
            let b0 = bytes[index]
            let b1 = index + 1 < bytes.count ? bytes[index + 1] : 0
            let b2 = index + 2 < bytes.count ? bytes[index + 2] : 0
            emit(alphabet[Int(b0 >> 2)])
            emit(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            emit(index + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            emit(index + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        if lineLength > 0 { out += [UInt8(ascii: "\\"), UInt8(ascii: "n")] }
        return out
    }

    /// A blob id in git's shape (40 hex digits), derived from the bytes.
    static func blobSHA(_ bytes: [UInt8]) -> String {
        let tag = ETag.weak(for: bytes)  // W/"<32 hex>"
        let hex = tag.filter(\.isHexDigit)
        return String((hex + hex).prefix(40))
    }
}
