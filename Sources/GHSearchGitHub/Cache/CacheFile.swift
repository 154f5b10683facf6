/// The bytes of one cached answer on disk: a small text header, then the
/// record kept beside the body (if any), then the body.
///
/// ```
/// ghsearch-cache 4
/// url <request URL>
/// credentials <credential digest>
/// etag <ETag>
/// link <Link header, possibly empty>
/// stored <seconds since 1970 when the answer was fetched, possibly empty>
/// length <body bytes>
/// record <the record's bytes with its checksum; 0: none>
/// checksum <Checksum64 of the eight lines above and the body, 16 hex digits>
///
/// <record: the Checksum64 of the header above (the `checksum` line with it),
///  seeded with the record's own, 8 bytes little-endian; then its bytes>
/// <body>
/// ```
/// A file is only ever used for the key it was written for (URL and
/// credentials are checked), its length must match exactly, and its
/// checksums must hold: a file damaged in any way — even without a change
/// of length — reads as nothing, and the caller removes it. The record can
/// be read alone, from the file's first bytes (`decodeRecord`): its own
/// checksum covers the header too, whose `checksum` line ties it to the
/// body it was made from (a record that does not fit that line is not
/// used), so a damaged header is caught without reading the body. Files of
/// version 3 (no `record` line, no record) are still read. Only the bytes
/// `encode` makes are read back (numbers in their one spelling), which the
/// `CacheEntry` fuzz target checks. Pure: no file is touched here (the disk
/// adapter reads and writes them).
public enum CacheFile {
    public static let magic = "ghsearch-cache 4"
    /// The files written before records.
    static let magicVersion3 = "ghsearch-cache 3"

    /// The file for `response` (its record, or the one made of its rows,
    /// beside the body), or nil when a field cannot be written safely
    /// (a line break inside a header value). `version` 3 writes the old
    /// form (no record), for tests of files left by earlier releases.
    public static func encode(_ response: CachedResponse, for key: ResponseCacheKey, version: Int = 4) -> [UInt8]? {
        let fields = [key.url, key.credentialDigest, response.etag, response.link ?? ""]
        let record = response.recordToKeep
        guard fields.allSatisfy({ !$0.contains(where: { $0 == "\n" || $0 == "\r" }) }),
              version == 4 || (version == 3 && record == nil) else { return nil }
        let recordBytes = record.map { 8 + $0.count } ?? 0
        let checked = Array("""
            \(version == 4 ? magic : magicVersion3)
            url \(key.url)
            credentials \(key.credentialDigest)
            etag \(response.etag)
            link \(response.link ?? "")
            stored \(response.storedAt.map { String($0) } ?? "")
            length \(response.body.count)

            """.utf8) + (version == 4 ? Array("record \(recordBytes)\n".utf8) : [])
        let sum = Checksum64.of(checked, seed: Checksum64.of(response.body))
        var file = checked + Array("checksum \(Checksum64.hex(sum))\n\n".utf8)
        if let record {
            let recordSum = Checksum64.of(file, seed: Checksum64.of(record))
            for shift in stride(from: 0, to: 64, by: 8) { file.append(UInt8(truncatingIfNeeded: recordSum >> UInt64(shift))) }
            file += record
        }
        return file + response.body
    }

    /// The answer stored in `bytes` for `key`; nil for anything else.
    public static func decode(_ bytes: [UInt8], for key: ResponseCacheKey) -> CachedResponse? {
        guard let header = CacheFileHeader(bytes, for: key),
              header.start + header.recordBytes + header.length == bytes.count else { return nil }
        let bodyStart = header.start + header.recordBytes
        let length = header.length
        // The checksums and the body straight from the bytes read (the body copied whole, not byte by byte).
        let parts: (body: [UInt8], record: [UInt8]?)? = bytes.withUnsafeBytes { raw in
            let bodyBytes = UnsafeRawBufferPointer(rebasing: raw[bodyStart...])
            guard Checksum64.of(UnsafeRawBufferPointer(rebasing: raw[..<header.checkedEnd]), seed: Checksum64.of(bodyBytes)) == header.sum
            else { return nil }
            var record: [UInt8]?
            if header.recordBytes > 0 {
                guard let checked = checkedRecord(raw, header: header) else { return nil }
                record = checked
            }
            let body = [UInt8](unsafeUninitializedCapacity: length) { target, initialized in
                if length > 0 { UnsafeMutableRawBufferPointer(target).copyMemory(from: bodyBytes) }
                initialized = length
            }
            return (body, record)
        }
        guard let parts else { return nil }
        return CachedResponse(etag: header.etag, link: header.link, body: parts.body, storedAt: header.storedAt,
                              record: parts.record)
    }

    /// The record of the file that begins with `prefix` and is `fileBytes`
    /// long, read without its body (which is not checked here: reading it
    /// is `decode`'s); nil when there is none, when `prefix` does not hold
    /// it whole, or when it does not hold.
    public static func decodeRecord(_ prefix: [UInt8], fileBytes: Int, for key: ResponseCacheKey) -> CachedRecord? {
        guard let header = CacheFileHeader(prefix, for: key), header.recordBytes > 0,
              header.start + header.recordBytes + header.length == fileBytes,
              header.start + header.recordBytes <= prefix.count,
              let record = prefix.withUnsafeBytes({ checkedRecord($0, header: header) }) else { return nil }
        return CachedRecord(etag: header.etag, link: header.link, storedAt: header.storedAt, record: record)
    }

    /// How many of a file's first bytes hold its header and its record,
    /// when `prefix` begins with a header for `key` that has a record.
    public static func recordEnd(_ prefix: [UInt8], for key: ResponseCacheKey) -> Int? {
        guard let header = CacheFileHeader(prefix, for: key), header.recordBytes > 0 else { return nil }
        return header.start + header.recordBytes
    }

    /// The record's bytes when its checksum holds.
    private static func checkedRecord(_ raw: UnsafeRawBufferPointer, header: CacheFileHeader) -> [UInt8]? {
        var stored: UInt64 = 0
        for index in 0..<8 { stored |= UInt64(raw[header.start + index]) << UInt64(8 * index) }
        let record = UnsafeRawBufferPointer(rebasing: raw[(header.start + 8)..<(header.start + header.recordBytes)])
        guard Checksum64.of(UnsafeRawBufferPointer(rebasing: raw[..<header.start]), seed: Checksum64.of(record)) == stored
        else { return nil }
        return [UInt8](record)
    }

    /// No header line of a sound file is longer (a URL, an ETag, a `Link`).
    public static let maximumHeaderLine = 64 << 10

    /// The largest sound file for answers of at most `body` bytes: a reader
    /// need not look at a larger one (the record is much smaller than the
    /// body it is made from, and counted with the header's room).
    public static func maximumFileBytes(body: Int) -> Int {
        body + 10 * (maximumHeaderLine + 1) + body / 2
    }
}
