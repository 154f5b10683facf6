import Foundation
import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchStorage
@testable import GHSearchGitHub

/// The record kept beside a cached body, read from the file's first bytes
/// without the body (a revisit's rows): found where it was stored, from
/// memory while it waits to be written, and never when the file (or the
/// record) is damaged, old or without one; `lookup` still reads the body.
@Suite(.standardTimeLimit) struct DiskResponseCacheRecordTests {
    let key = ResponseCacheKey(url: "https://api.github.com/users/a/repos?per_page=100", credentialDigest: "anonymous")
    let response = CachedResponse(etag: "W/\"abc\"", link: "<https://x/2>; rel=\"next\"", body: Array("[1,\n2]".utf8),
                                  storedAt: 1_800_000_000, record: Array("rows".utf8))

    var expected: CachedRecord { CachedRecord(response)! }

    @Test func storedRecordsAreReadWithoutTheBody() async throws {
        let directory = ScratchRoot.path(named: "cache")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        #expect(await cache.lookupRecord(key) == nil)
        await cache.store(response, for: key)
        #expect(await DiskResponseCache(directory: directory).lookupRecord(key) == expected, "another process reads it")
        #expect(await cache.lookup(key) == response, "and the body with it")
        var bare = response
        bare.record = nil
        await cache.store(bare, for: key)
        #expect(await cache.lookupRecord(key) == nil, "none stored")
        #expect(await cache.lookup(key) == bare)
    }

    /// A record larger than the first read is read in a second one.
    @Test func aLargeRecordIsReadWhole() async throws {
        let directory = ScratchRoot.path(named: "cache")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        var large = response
        large.record = (0..<(3 * DiskResponseCache.recordReadBytes)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        large.body = Array(repeating: UInt8(ascii: " "), count: 2 * DiskResponseCache.recordReadBytes)
        await cache.store(large, for: key)
        #expect(await cache.lookupRecord(key) == CachedRecord(large))
        #expect(await cache.lookup(key) == large)
    }

    /// Write-behind: an answer not written yet answers from memory (its
    /// record, or none: never an older file's).
    @Test func aWaitingAnswerAnswersFromMemory() async throws {
        let directory = ScratchRoot.path(named: "cache")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        await DiskResponseCache(directory: directory).store(response, for: key)
        let cache = DiskResponseCache(directory: directory, writeBehind: true)
        var newer = response
        newer.etag = "W/\"newer\""
        newer.record = Array("newer rows".utf8)
        await cache.store(newer, for: key)
        #expect(await cache.lookupRecord(key) == CachedRecord(newer))
        newer.record = nil
        await cache.store(newer, for: key)
        #expect(await cache.lookupRecord(key) == nil, "the waiting answer has none; the file's is older")
        await cache.flush()
        #expect(await DiskResponseCache(directory: directory).lookup(key) == newer)
    }

    /// Damage anywhere before the body (the header, the record) makes the
    /// record unread; `lookup` then finds the file damaged and removes it.
    @Test func aDamagedRecordIsNotUsedAndTheFileGoes() async throws {
        let directory = ScratchRoot.path(named: "cache")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        await cache.store(response, for: key)
        let file = URL(fileURLWithPath: cache.filePath(for: key))
        let whole = try Data(contentsOf: file)
        let recordAt = try #require(whole.range(of: Data("rows".utf8)))
        var recordDamaged = whole
        recordDamaged[recordAt.lowerBound] = UInt8(ascii: "R")
        var etagDamaged = whole
        etagDamaged[try #require(whole.range(of: Data("abc".utf8))).lowerBound] = UInt8(ascii: "x")
        for damaged in [recordDamaged, etagDamaged, whole.dropLast(), whole + Data("x".utf8), Data(whole.prefix(recordAt.lowerBound))] {
            try Data(damaged).write(to: file)
            #expect(await cache.lookupRecord(key) == nil)
            #expect(await cache.lookup(key) == nil)
            #expect(!FileManager.default.fileExists(atPath: file.path), "removed")
        }
    }

    /// A file of version 3 (before records): no record, its body still read.
    @Test func aFileFromBeforeRecordsIsReadByItsBody() async throws {
        let directory = ScratchRoot.path(named: "cache")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory)
        var old = response
        old.record = nil
        #expect(PrivateDirectory.make(directory))
        try Data(try #require(CacheFile.encode(old, for: key, version: 3))).write(to: URL(fileURLWithPath: cache.filePath(for: key)))
        #expect(await cache.lookupRecord(key) == nil)
        #expect(await cache.lookup(key) == old)
    }

    /// An answer whose record would make the file larger than the cache
    /// keeps is kept without its record.
    @Test func aRecordTooLargeToKeepIsLeftOut() async throws {
        let directory = ScratchRoot.path(named: "cache")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = DiskResponseCache(directory: directory, maximumBodyBytes: 1 << 10)
        var large = response
        large.record = Array(repeating: 1, count: cache.maximumEntryBytes)
        await cache.store(large, for: key)
        #expect(await cache.lookupRecord(key) == nil)
        large.record = nil
        #expect(await cache.lookup(key) == large)
    }
}
