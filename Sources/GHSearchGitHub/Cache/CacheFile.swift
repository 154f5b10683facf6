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
        // The nine lines' bounds: each line's start and its newline.
        var bounds: [Int] = []
        bounds.reserveCapacity(18)
        var start = 0
        var checkedEnd = 0
        while bounds.count < 18 {
            guard let newline = bytes[start...].firstIndex(of: 0x0A), newline - start <= maximumHeaderLine else { return nil }
            bounds.append(start)
            bounds.append(newline)
            start = newline + 1
            if bounds.count == 14 { checkedEnd = start }
        }
        func value(_ line: Int, _ name: String) -> String? {
            let text = bytes[bounds[2 * line]..<bounds[2 * line + 1]]
            let prefix = name.utf8.count + 1
            guard text.count >= prefix, text.prefix(prefix - 1).elementsEqual(name.utf8),
                  text[text.startIndex + prefix - 1] == UInt8(ascii: " ") else { return nil }
            return String(decoding: text.dropFirst(prefix), as: UTF8.self)
        }
        guard bytes[bounds[0]..<bounds[1]].elementsEqual(magic.utf8), bounds[16] == bounds[17],
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
        // The checksum and the body straight from the bytes read (the body copied whole, not byte by byte).
        let body: [UInt8]? = bytes.withUnsafeBytes { raw in
            let bodyBytes = UnsafeRawBufferPointer(rebasing: raw[start...])
            guard Checksum64.of(UnsafeRawBufferPointer(rebasing: raw[..<checkedEnd]), seed: Checksum64.of(bodyBytes)) == sum
            else { return nil }
            return [UInt8](unsafeUninitializedCapacity: length) { target, initialized in
                if length > 0 { UnsafeMutableRawBufferPointer(target).copyMemory(from: bodyBytes) }
                initialized = length
            }
        }
        guard let body else { return nil }
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
