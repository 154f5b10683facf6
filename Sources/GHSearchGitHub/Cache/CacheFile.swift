/// The bytes of one cached answer on disk: a small text header, then the body.
///
/// ```
/// ghsearch-cache 3
/// url <request URL>
/// credentials <credential digest>
/// etag <ETag>
/// link <Link header, possibly empty>
/// stored <seconds since 1970 when the answer was fetched, possibly empty>
/// length <body bytes>
/// checksum <Checksum64 of the seven lines above and the body, 16 hex digits>
///
/// <body>
/// ```
/// A file is only ever used for the key it was written for (URL and
/// credentials are checked), its length must match exactly, and its
/// checksum must hold: a file damaged in any way — even without a change of
/// length — reads as nothing, and the caller removes it. Only the bytes
/// `encode` makes are read back (numbers in their one spelling), which the
/// `CacheEntry` fuzz target checks. Pure: no file is touched here (the disk
/// adapter reads and writes them).
public enum CacheFile {
    public static let magic = "ghsearch-cache 3"

    /// The file for `response`, or nil when a field cannot be written safely
    /// (a line break inside a header value).
    public static func encode(_ response: CachedResponse, for key: ResponseCacheKey) -> [UInt8]? {
        let fields = [key.url, key.credentialDigest, response.etag, response.link ?? ""]
        guard fields.allSatisfy({ !$0.contains(where: { $0 == "\n" || $0 == "\r" }) }) else { return nil }
        let checked = Array("""
            \(magic)
            url \(key.url)
            credentials \(key.credentialDigest)
            etag \(response.etag)
            link \(response.link ?? "")
            stored \(response.storedAt.map { String($0) } ?? "")
            length \(response.body.count)

            """.utf8)
        let sum = checksum(header: checked, body: response.body)
        return checked + Array("checksum \(Checksum64.hex(sum))\n\n".utf8) + response.body
    }

    /// The answer stored in `bytes` for `key`; nil for anything else.
    public static func decode(_ bytes: [UInt8], for key: ResponseCacheKey) -> CachedResponse? {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var checkedEnd = 0
        while lines.count < 9 {
            guard let newline = bytes[start...].firstIndex(of: 0x0A), newline - start <= maximumHeaderLine else { return nil }
            lines.append(bytes[start..<newline])
            start = newline + 1
            if lines.count == 7 { checkedEnd = start }
        }
        func value(_ line: Int, _ name: String) -> String? {
            let prefix = Array((name + " ").utf8)
            guard lines[line].starts(with: prefix) else { return nil }
            return String(decoding: lines[line].dropFirst(prefix.count), as: UTF8.self)
        }
        guard lines[0].elementsEqual(magic.utf8), lines[8].isEmpty,
              value(1, "url") == key.url, value(2, "credentials") == key.credentialDigest,
              let etag = value(3, "etag"), !etag.isEmpty, let link = value(4, "link"),
              let storedText = value(5, "stored"),
              let lengthText = value(6, "length"), let length = Int(lengthText), String(length) == lengthText,
              length == bytes.count - start,
              let sumText = value(7, "checksum"), let sum = UInt64(sumText, radix: 16), Checksum64.hex(sum) == sumText
        else { return nil }
        // The time in its one spelling, or nothing.
        let storedAt = Int64(storedText)
        guard storedText.isEmpty || storedAt.map({ String($0) == storedText }) == true else { return nil }
        let body = Array(bytes[start...])
        guard checksum(header: bytes[..<checkedEnd], body: body) == sum else { return nil }
        return CachedResponse(etag: etag, link: link.isEmpty ? nil : link, body: body, storedAt: storedAt)
    }

    /// No header line of a sound file is longer (a URL, an ETag, a `Link`).
    public static let maximumHeaderLine = 64 << 10

    /// The largest sound file for answers of at most `body` bytes: a reader
    /// need not look at a larger one.
    public static func maximumFileBytes(body: Int) -> Int {
        body + 9 * (maximumHeaderLine + 1)
    }

    private static func checksum(header: some Collection<UInt8>, body: [UInt8]) -> UInt64 {
        Checksum64.of(Array(header), seed: Checksum64.of(body))
    }
}
