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
