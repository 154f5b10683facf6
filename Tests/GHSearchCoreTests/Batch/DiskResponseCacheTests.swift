import Foundation
import Testing
import TestSupport
@testable import GHSearchCore

@Suite(.standardTimeLimit) struct DiskResponseCacheTests {
    func scratch() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ghsearch-cache-\(UUID().uuidString)").path
        return path
    }

    let key = ResponseCacheKey(url: "https://api.github.com/users/a/repos?per_page=100", credentialDigest: "anonymous")
    let response = CachedResponse(etag: "W/\"abc\"", link: "<https://x/2>; rel=\"next\"", body: Array("[1,\n2]".utf8))

    @Test func storesAndFindsPerURLAndCredentials() {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        #expect(cache.lookup(key) == nil)
        cache.store(response, for: key)
        #expect(cache.lookup(key) == response)
        #expect(DiskResponseCache(directory: directory).lookup(key) == response, "another process sees it")
        #expect(cache.lookup(ResponseCacheKey(url: key.url, credentialDigest: "sha256-other")) == nil)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        #expect(names == [SHA256.hex(Array((key.url + "\nanonymous").utf8))], "no temporary file is left")
        var noLink = response
        noLink.link = nil
        cache.store(noLink, for: key)
        #expect(cache.lookup(key) == noLink)
    }

    @Test func damagedOrForeignFilesAreMisses() throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        cache.store(response, for: key)
        let file = cache.fileURL(for: key)
        let whole = try Data(contentsOf: file)
        for damaged in [whole.dropLast(), whole + Data("x".utf8), Data(), Data("ghsearch-cache 1\n".utf8),
                        Data(String(decoding: whole, as: UTF8.self).replacingOccurrences(of: "users/a/", with: "users/b/").utf8)] {
            try Data(damaged).write(to: file)
            #expect(cache.lookup(key) == nil)
        }
    }

    @Test func headerValuesWithLineBreaksAreNotStored() {
        #expect(CacheFile.encode(CachedResponse(etag: "a\nb", link: nil, body: []), for: key) == nil)
        #expect(CacheFile.encode(CachedResponse(etag: "a", link: "x\r", body: []), for: key) == nil)
    }

    @Test func theLeastRecentlyUsedFilesGoWhenTheCacheGrowsPastItsBound() throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory, maximumBytes: 4_000)
        let body = [UInt8](repeating: 0x31, count: 900)
        let keys = (0..<8).map { ResponseCacheKey(url: "https://api.github.com/users/u\($0)/repos", credentialDigest: "anonymous") }
        for (index, key) in keys.enumerated() {
            cache.store(CachedResponse(etag: "e\(index)", link: nil, body: body), for: key)
            // Distinct modification times, oldest first, without waiting.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(1_000 + index))],
                                                  ofItemAtPath: cache.fileURL(for: key).path)
        }
        cache.trim()
        let kept = keys.filter { cache.lookup($0) != nil }
        #expect(!kept.isEmpty && kept.count < keys.count)
        #expect(kept == Array(keys.suffix(kept.count)), "the newest are kept")
        let total = try FileManager.default.contentsOfDirectory(atPath: directory).reduce(0) { sum, name in
            sum + ((try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)[.size] as? Int) ?? 0)
        }
        #expect(total <= 4_000)
    }
}
