import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// The pure encoding of a cache entry: whatever is damaged, it reads as nothing.
@Suite(.standardTimeLimit) struct CacheFileTests {
    let key = ResponseCacheKey(url: "https://api.github.com/users/a/repos?per_page=100", credentialDigest: "anonymous")
    let response = CachedResponse(etag: "W/\"abc\"", link: "<https://api.github.com/user/1/repos?page=2>; rel=\"next\"",
                                  body: Array(#"[{"id":1,"name":"a","html_url":"https://github.com/a/a"}]"#.utf8))

    @Test func roundTrips() throws {
        let bytes = try #require(CacheFile.encode(response, for: key))
        #expect(CacheFile.decode(bytes, for: key) == response)
        let empty = CachedResponse(etag: "e", link: nil, body: [])
        #expect(CacheFile.decode(try #require(CacheFile.encode(empty, for: key)), for: key) == empty)
    }

    @Test func everySingleByteChangeIsCaught() throws {
        let bytes = try #require(CacheFile.encode(response, for: key))
        for index in bytes.indices {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = bytes
                damaged[index] ^= flip
                #expect(CacheFile.decode(damaged, for: key) == nil, "byte \(index) ^ \(flip)")
            }
        }
    }

    @Test func swappedWordsAndTruncationsAreCaught() throws {
        let bytes = try #require(CacheFile.encode(response, for: key))
        let bodyStart = bytes.count - response.body.count
        var swapped = bytes
        swapped.swapAt(bodyStart + 2, bodyStart + 10)
        #expect(CacheFile.decode(swapped, for: key) == nil)
        for cut in [1, 8, bytes.count - bodyStart, bytes.count] {
            #expect(CacheFile.decode(Array(bytes.dropLast(cut)), for: key) == nil)
        }
        #expect(CacheFile.decode(bytes, for: ResponseCacheKey(url: key.url, credentialDigest: "sha256-x")) == nil)
    }

    @Test func theChecksumDependsOnEveryByteAndItsPlace() {
        let a = [UInt8](repeating: 7, count: 100)
        var b = a
        b[63] = 8
        #expect(Checksum64.of(a) != Checksum64.of(b))
        #expect(Checksum64.of(a) != Checksum64.of(Array(a.dropLast())))
        #expect(Checksum64.of([]) != Checksum64.of([0]))
        #expect(Checksum64.hex(0x1f) == "000000000000001f")
    }
}

/// The record kept beside the body in the cache file: read alone from the
/// file's first bytes, tied to the body's checksum, and with any damage
/// (or a file from before records) not used.
@Suite(.standardTimeLimit) struct CacheFileRecordTests {
    let key = ResponseCacheKey(url: "https://api.github.com/users/a/repos?per_page=100", credentialDigest: "anonymous")
    let response = CachedResponse(etag: "W/\"abc\"", link: "<https://api.github.com/user/1/repos?page=2>; rel=\"next\"",
                                  body: Array(#"[{"id":1,"name":"a","html_url":"https://github.com/a/a"}]"#.utf8),
                                  storedAt: 1_800_000_000, record: Array("the rows, in short".utf8))

    var expected: CachedRecord {
        CachedRecord(etag: response.etag, link: response.link, storedAt: response.storedAt, record: response.record!)
    }

    @Test func roundTripsWithAndWithoutTheBody() throws {
        let bytes = try #require(CacheFile.encode(response, for: key))
        #expect(CacheFile.decode(bytes, for: key) == response)
        #expect(CacheFile.decodeRecord(bytes, fileBytes: bytes.count, for: key) == expected)
        // Read from the file's first bytes: the body need not be there.
        let end = try #require(CacheFile.recordEnd(bytes, for: key))
        #expect(end == bytes.count - response.body.count)
        #expect(CacheFile.decodeRecord(Array(bytes.prefix(end)), fileBytes: bytes.count, for: key) == expected)
        #expect(CacheFile.decodeRecord(Array(bytes.prefix(end - 1)), fileBytes: bytes.count, for: key) == nil, "cut short")
        #expect(CacheFile.decodeRecord(bytes, fileBytes: bytes.count + 1, for: key) == nil, "another length")
        var empty = response
        empty.record = []
        let emptyBytes = try #require(CacheFile.encode(empty, for: key))
        #expect(CacheFile.decode(emptyBytes, for: key) == empty)
        #expect(CacheFile.decodeRecord(emptyBytes, fileBytes: emptyBytes.count, for: key)?.record == [])
        var none = response
        none.record = nil
        let noneBytes = try #require(CacheFile.encode(none, for: key))
        #expect(CacheFile.decode(noneBytes, for: key) == none)
        #expect(CacheFile.decodeRecord(noneBytes, fileBytes: noneBytes.count, for: key) == nil)
    }

    @Test func everySingleByteChangeIsCaught() throws {
        let bytes = try #require(CacheFile.encode(response, for: key))
        let bodyStart = bytes.count - response.body.count
        for index in bytes.indices {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = bytes
                damaged[index] ^= flip
                #expect(CacheFile.decode(damaged, for: key) == nil, "byte \(index) ^ \(flip)")
                // Before the body (the header, the record), read alone too.
                if index < bodyStart {
                    #expect(CacheFile.decodeRecord(damaged, fileBytes: damaged.count, for: key) == nil, "byte \(index) ^ \(flip)")
                }
            }
        }
    }

    /// An answer's rows are written as their record, read back as bytes.
    @Test func rowsAreWrittenAsTheirRecord() throws {
        let rows = RepositoryList(repositories: [Repository(name: "a", id: 1)], skipped: 0)
        var given = response
        given.record = RowsRecord.encode(rows)
        var made = response
        made.record = nil
        made.rows = rows
        let bytes = try #require(CacheFile.encode(made, for: key))
        #expect(bytes == CacheFile.encode(given, for: key))
        #expect(CacheFile.decode(bytes, for: key) == given)
        #expect(CachedRecord(made) == CachedRecord(given))
    }

    /// A record made with another body (its file's `checksum` line another)
    /// is not used, alone or with its body.
    @Test func aRecordThatDisagreesWithTheBodysChecksumIsNotUsed() throws {
        var other = response
        other.body = Array(#"[{"id":2,"name":"b","html_url":"https://github.com/a/b"}]"#.utf8)
        let mine = try #require(CacheFile.encode(response, for: key))
        let theirs = try #require(CacheFile.encode(other, for: key))
        let recordStart = try #require(CacheFile.recordEnd(mine, for: key)) - 8 - response.record!.count
        #expect(mine.count == theirs.count && recordStart > 0)
        // Their header and body with my record (its checksum with it).
        let end = recordStart + 8 + response.record!.count
        let mixed = Array(theirs[..<recordStart]) + Array(mine[recordStart..<end]) + Array(theirs[end...])
        #expect(mixed != theirs)
        #expect(CacheFile.decodeRecord(mixed, fileBytes: mixed.count, for: key) == nil)
        #expect(CacheFile.decode(mixed, for: key) == nil)
    }

    /// A file written before records (version 3) is still read, and has no record.
    @Test func aFileOfVersionThreeIsReadWithoutARecord() throws {
        var old = response
        old.record = nil
        let bytes = try #require(CacheFile.encode(old, for: key, version: 3))
        #expect(bytes.starts(with: Array("ghsearch-cache 3\n".utf8)))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\nrecord "))
        #expect(CacheFile.decode(bytes, for: key) == old)
        #expect(CacheFile.decodeRecord(bytes, fileBytes: bytes.count, for: key) == nil)
        #expect(CacheFile.recordEnd(bytes, for: key) == nil)
        #expect(CacheFile.encode(response, for: key, version: 3) == nil, "no record in the old form")
    }

    /// A record line that cannot be a record's (shorter than its checksum)
    /// is no record, read alone or whole (the record's checksum is not
    /// looked for outside it).
    @Test func aRecordShorterThanItsChecksumIsNoRecord() throws {
        var none = response
        none.record = nil
        let bytes = try #require(CacheFile.encode(none, for: key))
        let text = String(decoding: bytes, as: UTF8.self)
        let headerEnd = bytes.count - none.body.count
        let forgedHeader = String(decoding: bytes[..<headerEnd], as: UTF8.self).replacingOccurrences(of: "\nrecord 0\n", with: "\nrecord 4\n")
        #expect(text.contains("\nrecord 0\n"))
        let forged = Array(forgedHeader.utf8) + [1, 2, 3, 4] + none.body
        #expect(CacheFile.decodeRecord(forged, fileBytes: forged.count, for: key) == nil)
        #expect(CacheFile.recordEnd(forged, for: key) == nil)
        #expect(CacheFile.decode(forged, for: key) == nil)
    }
}
