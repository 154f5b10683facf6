/// The bytes of one cached answer on disk: a small text header, then the body.
///
/// ```
/// ghsearch-cache 1
/// url <request URL>
/// credentials <credential digest>
/// etag <ETag>
/// link <Link header, possibly empty>
/// length <body bytes>
///
/// <body>
/// ```
/// The URL and credentials are checked on reading (a file is only ever used
/// for the key it was written for) and the length must match exactly, so a
/// damaged or foreign file reads as a miss.
enum CacheFile {
    static let magic = "ghsearch-cache 1"

    /// The file for `response`, or nil when a field cannot be written safely
    /// (a line break inside a header value).
    static func encode(_ response: CachedResponse, for key: ResponseCacheKey) -> [UInt8]? {
        let fields = [key.url, key.credentialDigest, response.etag, response.link ?? ""]
        guard fields.allSatisfy({ !$0.contains(where: { $0 == "\n" || $0 == "\r" }) }) else { return nil }
        let header = """
            \(magic)
            url \(key.url)
            credentials \(key.credentialDigest)
            etag \(response.etag)
            link \(response.link ?? "")
            length \(response.body.count)


            """
        return Array(header.utf8) + response.body
    }

    /// The answer stored in `bytes` for `key`; nil for anything else.
    static func decode(_ bytes: [UInt8], for key: ResponseCacheKey) -> CachedResponse? {
        var lines: [String] = []
        var start = 0
        while lines.count < 7 {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            lines.append(String(decoding: bytes[start..<newline], as: UTF8.self))
            start = newline + 1
        }
        func value(_ line: Int, _ name: String) -> String? {
            let prefix = name + " "
            return lines[line].hasPrefix(prefix) ? String(lines[line].dropFirst(prefix.count)) : nil
        }
        guard lines[0] == magic, lines[6].isEmpty,
              value(1, "url") == key.url, value(2, "credentials") == key.credentialDigest,
              let etag = value(3, "etag"), !etag.isEmpty, let link = value(4, "link"),
              let lengthText = value(5, "length"), let length = Int(lengthText), length == bytes.count - start
        else { return nil }
        return CachedResponse(etag: etag, link: link.isEmpty ? nil : link, body: Array(bytes[start...]))
    }
}
