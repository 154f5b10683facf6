/// The text header of a cache file (`CacheFile`), read from the file's
/// first bytes: its lines' values, checked for the key and for their one
/// spelling, and where the parts after it begin. Version 3 files (before
/// records) have no `record` line.
struct CacheFileHeader {
    var version: Int
    var etag: String
    var link: String?
    var storedAt: Int64?
    /// The body's bytes.
    var length: Int
    /// The record's part of the file (its checksum and its bytes); 0: none.
    var recordBytes: Int
    /// The `checksum` line's value: of the lines before it and the body.
    var sum: UInt64
    /// The end of the lines the checksum covers.
    var checkedEnd: Int
    /// The first byte after the header: the record's, then the body's.
    var start: Int

    /// The header `bytes` begin with, for `key`; nil for anything else.
    init?(_ bytes: [UInt8], for key: ResponseCacheKey) {
        // The lines' bounds: each line's start and its newline.
        var bounds: [Int] = []
        bounds.reserveCapacity(20)
        var lines = 10
        var version = 4
        var begin = 0
        while bounds.count < 2 * lines {
            guard let newline = bytes[begin...].firstIndex(of: 0x0A), newline - begin <= CacheFile.maximumHeaderLine else { return nil }
            bounds.append(begin)
            bounds.append(newline)
            begin = newline + 1
            if bounds.count == 2 {
                let first = bytes[0..<newline]
                if first.elementsEqual(CacheFile.magic.utf8) {
                    lines = 10
                } else if first.elementsEqual(CacheFile.magicVersion3.utf8) {
                    version = 3
                    lines = 9
                } else {
                    return nil
                }
            }
        }
        func value(_ line: Int, _ name: String) -> String? {
            let text = bytes[bounds[2 * line]..<bounds[2 * line + 1]]
            let prefix = name.utf8.count + 1
            guard text.count >= prefix, text.prefix(prefix - 1).elementsEqual(name.utf8),
                  text[text.startIndex + prefix - 1] == UInt8(ascii: " ") else { return nil }
            return String(decoding: text.dropFirst(prefix), as: UTF8.self)
        }
        func number(_ line: Int, _ name: String) -> Int? {
            guard let text = value(line, name), let number = Int(text), number >= 0, String(number) == text else { return nil }
            return number
        }
        let checksumLine = lines - 2
        guard bounds[2 * lines - 2] == bounds[2 * lines - 1],
              value(1, "url") == key.url, value(2, "credentials") == key.credentialDigest,
              let etag = value(3, "etag"), !etag.isEmpty, let link = value(4, "link"),
              let storedText = value(5, "stored"), let length = number(6, "length"),
              let recordBytes = version == 3 ? 0 : number(7, "record"), recordBytes == 0 || recordBytes >= 8,
              let sumText = value(checksumLine, "checksum"), let sum = UInt64(sumText, radix: 16),
              Checksum64.hex(sum) == sumText
        else { return nil }
        // The time in its one spelling, or nothing.
        let storedAt = Int64(storedText)
        guard storedText.isEmpty || storedAt.map({ String($0) == storedText }) == true else { return nil }
        self.version = version
        self.etag = etag
        self.link = link.isEmpty ? nil : link
        self.storedAt = storedAt
        self.length = length
        self.recordBytes = recordBytes
        self.sum = sum
        self.checkedEnd = bounds[2 * checksumLine]
        self.start = begin
    }
}
