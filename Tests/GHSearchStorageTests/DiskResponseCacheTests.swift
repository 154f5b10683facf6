import Foundation
import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchStorage
import GHSearchGitHub

@Suite(.standardTimeLimit) struct DiskResponseCacheTests {
    func scratch() -> String {
        ScratchRoot.path(named: "cache")
    }

    let key = ResponseCacheKey(url: "https://api.github.com/users/a/repos?per_page=100", credentialDigest: "anonymous")
    let response = CachedResponse(etag: "W/\"abc\"", link: "<https://x/2>; rel=\"next\"", body: Array("[1,\n2]".utf8))

    @Test func storesAndFindsPerURLAndCredentials() async {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        #expect(await cache.lookup(key) == nil)
        await cache.store(response, for: key)
        #expect(await cache.lookup(key) == response)
        #expect(await DiskResponseCache(directory: directory).lookup(key) == response, "another process sees it")
        #expect(await cache.lookup(ResponseCacheKey(url: key.url, credentialDigest: "sha256-other")) == nil)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        #expect(names == [SHA256.hex(Array((key.url + "\nanonymous").utf8))], "no temporary file is left")
        var noLink = response
        noLink.link = nil
        await cache.store(noLink, for: key)
        #expect(await cache.lookup(key) == noLink)
        await cache.remove(key)
        #expect(await cache.lookup(key) == nil)
    }

    /// Whether a file is there for a key, told without a cache made:
    /// the file an answer was stored in, for its URL and credentials only.
    @Test func holdsFileTellsTheFileOfAStoredAnswer() async {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(!DiskResponseCache.holdsFile(for: key, in: directory), "no directory yet")
        await DiskResponseCache(directory: directory).store(response, for: key)
        #expect(DiskResponseCache.holdsFile(for: key, in: directory))
        #expect(!DiskResponseCache.holdsFile(for: ResponseCacheKey(url: key.url, credentialDigest: "sha256-other"), in: directory))
        #expect(!DiskResponseCache.holdsFile(for: ResponseCacheKey(url: key.url + "&page=2", credentialDigest: "anonymous"), in: directory))
        await DiskResponseCache(directory: directory).remove(key)
        #expect(!DiskResponseCache.holdsFile(for: key, in: directory))
    }

    /// Lookups of one answer at once share one read: each gets the answer
    /// (or the miss), none waits for ever, and a lookup after them reads again.
    @Test func lookupsAtOnceEachGetTheAnswer() async {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        let other = ResponseCacheKey(url: key.url + "&page=2", credentialDigest: "anonymous")
        await cache.store(response, for: key)
        let (key, response) = (key, response)
        let answers = await withTaskGroup(of: (Bool, CachedResponse?).self) { group in
            for index in 0..<40 {
                group.addTask { index % 4 == 0 ? (false, await cache.lookup(other)) : (true, await cache.lookup(key)) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 40)
        #expect(answers.allSatisfy { stored, answer in stored ? answer == response : answer == nil })
        await cache.remove(key)
        #expect(await cache.lookup(key) == nil, "read again after the reads at once")
    }

    /// A lookup is answered by the caller, a miss and a hit alike: not
    /// after whatever the cache's queue is doing (a revisit's first frame
    /// and a new user's request wait for it).
    @Test func lookupsDoNotWaitForTheQueue() async {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        await cache.store(response, for: key)
        let busy = DispatchSemaphore(value: 0)
        cache.queue.async(flags: .barrier) { busy.wait() }
        // Frees the queue after a generous deadline (true), so a lookup that waits for it fails instead of hanging.
        let deadline = Task { () -> Bool in
            defer { busy.signal() }
            do { try await Task.sleep(for: .seconds(10)) } catch { return false }
            return true
        }
        let other = ResponseCacheKey(url: key.url + "&page=2", credentialDigest: "anonymous")
        #expect(await cache.lookup(other) == nil)
        #expect(await cache.lookup(key) == response)
        deadline.cancel()
        #expect(await deadline.value == false, "a lookup waited for the queue")
    }

    /// Write-behind (the interactive mode): `store` keeps the answer for a
    /// later write, a lookup after it sees it, `flush()` leaves it on the
    /// disk for another process, and one removed meanwhile is not written.
    @Test func writeBehindIsSeenByLaterLookupsAndFlushedBeforeExit() async {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory, writeBehind: true)
        for index in 0..<20 {
            var answer = response
            answer.etag = "W/\"\(index)\""
            await cache.store(answer, for: key)
            #expect(await cache.lookup(key) == answer, "a lookup after the store sees it")
        }
        await cache.flush()
        var last = response
        last.etag = "W/\"19\""
        #expect(await DiskResponseCache(directory: directory).lookup(key) == last, "another process sees it")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        #expect(names.count == 1, "no temporary file is left: \(names)")

        let other = ResponseCacheKey(url: "https://api.github.com/users/b/repos?per_page=100", credentialDigest: "anonymous")
        await cache.store(response, for: other)
        await cache.remove(other)
        #expect(await cache.lookup(other) == nil)
        await cache.flush()
        #expect(await DiskResponseCache(directory: directory).lookup(other) == nil, "removed before it was written")
    }

    /// Write-behind (the interactive mode): an answer read from the disk is
    /// kept for the next lookup of it (a revisit's frame, then its request),
    /// which takes it; the one after reads the disk again.
    @Test func writeBehindKeepsTheLastReadForTheNextLookupOfIt() async {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        await DiskResponseCache(directory: directory).store(response, for: key)
        let cache = DiskResponseCache(directory: directory, writeBehind: true)
        #expect(await cache.lookup(key) == response, "read from the disk")
        #expect(unlink(cache.filePath(for: key)) == 0)
        #expect(await cache.lookup(key) == response, "the next lookup: the answer read")
        #expect(await cache.lookup(key) == nil, "taken: the disk read again")

        await DiskResponseCache(directory: directory).store(response, for: key)
        #expect(await cache.lookup(key) == response)
        var newer = response
        newer.etag = "W/\"newer\""
        await cache.store(newer, for: key)
        await cache.remove(key)
        #expect(await cache.lookup(key) == nil, "a store and a removal drop what was kept")
    }

    /// Whatever stands at a key and is not a sound entry for it is a miss,
    /// and is gone afterwards (so the next answer can take its place).
    @Test func damagedForeignOrOldFilesAreMissesAndRemoved() async throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        await cache.store(response, for: key)
        let file = URL(fileURLWithPath: cache.filePath(for: key))
        let whole = try Data(contentsOf: file)
        var flipped = whole
        flipped[flipped.count - 3] ^= 0x01  // same length, one bit of the body
        var invalidUTF8 = whole
        invalidUTF8[invalidUTF8.count - 2] = 0xFF
        var linkDamaged = whole
        let linkAt = try #require(whole.range(of: Data("x/2".utf8)))
        linkDamaged[linkAt.lowerBound] = UInt8(ascii: "y")
        let oldFormat = Data("ghsearch-cache 1\nurl \(key.url)\ncredentials anonymous\netag e\nlink \nlength 2\n\n[]".utf8)
        for damaged in [whole.dropLast(), whole + Data("x".utf8), Data(), flipped, invalidUTF8, linkDamaged, oldFormat,
                        Data(String(decoding: whole, as: UTF8.self).replacingOccurrences(of: "users/a/", with: "users/b/").utf8)] {
            try Data(damaged).write(to: file)
            #expect(await cache.lookup(key) == nil)
            #expect(!FileManager.default.fileExists(atPath: file.path), "removed")
        }
    }

    @Test func aHugeSparseFileIsNotReadAndIsRemoved() async throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory, maximumBodyBytes: 1 << 20)
        await cache.store(response, for: key)
        let path = cache.filePath(for: key)
        #expect(truncate(path, 3 << 30) == 0, "a 3 GB sparse file")
        #expect(await cache.lookup(key) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aDirectoryOrPipeAtTheKeyIsAMiss() async throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        await cache.store(response, for: key)
        let path = cache.filePath(for: key)
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(await cache.lookup(key) == nil, "a FIFO is not waited on")
        await cache.store(response, for: key)
        #expect(await cache.lookup(key) == response, "and it was replaced")
    }

    @Test func filesArePrivateWhateverTheDirectory() async throws {
        let parent = scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // A directory made for it: 0700, and its missing parents too.
        let created = parent + "/made/ghsearch"
        let cache = DiskResponseCache(directory: created)
        await cache.store(response, for: key)
        for path in [parent + "/made", created] {
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o700, "\(path)")
        }
        #expect(try FileManager.default.attributesOfItem(atPath: cache.filePath(for: key))[.posixPermissions] as? Int == 0o600)
        // A directory that already was there, open to all: the file is 0600 all the same.
        let open = parent + "/open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        let umask0 = umask(0)
        defer { umask(umask0) }
        let shared = DiskResponseCache(directory: open)
        await shared.store(response, for: key)
        #expect(try FileManager.default.attributesOfItem(atPath: shared.filePath(for: key))[.posixPermissions] as? Int == 0o600)
    }

    @Test func headerValuesWithLineBreaksAreNotStored() {
        #expect(CacheFile.encode(CachedResponse(etag: "a\nb", link: nil, body: []), for: key) == nil)
        #expect(CacheFile.encode(CachedResponse(etag: "a", link: "x\r", body: []), for: key) == nil)
    }

    @Test func theLeastRecentlyUsedFilesGoWhenTheCacheGrowsPastItsBound() async throws {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory, maximumBytes: 4_000)
        let body = [UInt8](repeating: 0x31, count: 900)
        let keys = (0..<8).map { ResponseCacheKey(url: "https://api.github.com/users/u\($0)/repos", credentialDigest: "anonymous") }
        for (index, key) in keys.enumerated() {
            await cache.store(CachedResponse(etag: "e\(index)", link: nil, body: body), for: key)
            // Distinct modification times, oldest first, without waiting.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(1_000 + index))],
                                                  ofItemAtPath: cache.filePath(for: key))
        }
        cache.trim()
        var kept: [ResponseCacheKey] = []
        for key in keys where await cache.lookup(key) != nil { kept.append(key) }
        #expect(!kept.isEmpty && kept.count < keys.count)
        #expect(kept == Array(keys.suffix(kept.count)), "the newest are kept")
        let total = try FileManager.default.contentsOfDirectory(atPath: directory).reduce(0) { sum, name in
            sum + ((try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)[.size] as? Int) ?? 0)
        }
        #expect(total <= 4_000)
    }
}
