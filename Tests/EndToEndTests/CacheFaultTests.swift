import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The response cache heals itself (docs/RELIABILITY.md, "Response cache"):
/// a damaged, oversized, unreadable or foreign entry is a miss, is removed,
/// and the request goes to the network; entries are private to the user.
@Suite(.standardTimeLimit, .sanitizerReports) struct CacheFaultTests {
    /// Runs `--once octocat` with this cache; checks it printed every row.
    func once(_ fake: FakeServerFixture, cache: String) async throws -> ProcessRun {
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL], environment: ["XDG_CACHE_HOME": cache])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.split(separator: "\n").count == FaultMatrixTests.octocatRows)
        return run
    }

    /// The one answer in the cache (octocat's only page).
    func entry(_ cache: String) throws -> String {
        let directory = cache + "/ghsearch"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix(".") && $0 != "avatars" }
        try #require(names.count == 1, "\(names)")
        return directory + "/" + names[0]
    }

    /// Damage that keeps the length: JSON that no longer parses, and a
    /// byte of invalid UTF-8 inside a key (which made a row vanish silently).
    @Test(arguments: ["not JSON", "invalid UTF-8 in a key"])
    func aDamagedEntryIsAMissAndIsReplaced(_ damage: String) async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        let first = try await once(fake, cache: cache)
        let path = try entry(cache)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // The body is the file's last `length` bytes (a record of the rows may stand before it).
        let header = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let lengthLine = try #require(header.split(separator: "\n").first { $0.hasPrefix("length ") })
        let body = bytes.count - (try #require(Int(lengthLine.dropFirst("length ".count))))
        #expect(bytes[body] == UInt8(ascii: "["))
        if damage == "not JSON" {
            bytes[body] = UInt8(ascii: "{")
        } else {
            let key = try #require(bytes.range(of: Data("\"html_url\"".utf8), in: body..<bytes.count))
            bytes[key.lowerBound + 2] = 0xFF
        }
        try bytes.write(to: URL(fileURLWithPath: path))
        fake.server.resetLog()

        let healed = try await once(fake, cache: cache)
        #expect(healed.stdout == first.stdout, "every row, as before")
        #expect(fake.repositoryRequests.map(\.responseStatus) == [200], "asked again, once")
        #expect(fake.repositoryRequests.first?.headers["If-None-Match"] == nil, "unconditionally")
        fake.server.resetLog()
        _ = try await once(fake, cache: cache)
        #expect(fake.repositoryRequests.map(\.responseStatus) == [304], "the new entry serves the next run")
    }

    @Test func aHugeFileAtACacheKeyIsNeitherReadNorKept() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        _ = try await once(fake, cache: cache)
        let path = try entry(cache)
        #expect(truncate(path, 3 << 30) == 0, "a 3 GB sparse file where the entry was")
        fake.server.resetLog()
        let run = try await PeakMemoryRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL],
                                                   environment: ["XDG_CACHE_HOME": cache])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == FaultMatrixTests.octocatRows)
        #expect(!run.killed && run.peakMegabytes < FaultMatrixTests.memoryCeiling, "peak RSS \(run.peakMegabytes) MiB")
        #expect(fake.repositoryRequests.map(\.responseStatus) == [200])
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size < 1 << 20, "replaced by the new answer")
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func anUnreadableEntryIsAMissAndIsReplaced() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        _ = try await once(fake, cache: cache)
        let path = try entry(cache)
        #expect(chmod(path, 0) == 0)
        fake.server.resetLog()
        _ = try await once(fake, cache: cache)
        #expect(fake.repositoryRequests.map(\.responseStatus) == [200])
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    }

    /// An entry that cannot be opened, as root can test it too: a symbolic
    /// link at the key is not followed (wherever it points), is removed and
    /// replaced by a private file; what it pointed at is left alone.
    @Test func aSymbolicLinkAtACacheKeyIsNotFollowedAndIsReplaced() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        _ = try await once(fake, cache: cache)
        let path = try entry(cache)
        let elsewhere = ProcessRun.scratchDirectory() + "/elsewhere"
        try FileManager.default.copyItem(atPath: path, toPath: elsewhere)  // a sound entry, but not in the cache
        let before = try Data(contentsOf: URL(fileURLWithPath: elsewhere))
        try FileManager.default.removeItem(atPath: path)
        #expect(symlink(elsewhere, path) == 0)
        fake.server.resetLog()
        _ = try await once(fake, cache: cache)
        #expect(fake.repositoryRequests.map(\.responseStatus) == [200], "not read through the link: asked unconditionally")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular && attributes[.posixPermissions] as? Int == 0o600)
        #expect(try Data(contentsOf: URL(fileURLWithPath: elsewhere)) == before, "the link's target is untouched")
    }

    @Test func aDirectoryAtACacheKeyIsAMissAndIsReplaced() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        _ = try await once(fake, cache: cache)
        let path = try entry(cache)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        fake.server.resetLog()
        _ = try await once(fake, cache: cache)
        #expect(fake.repositoryRequests.map(\.responseStatus) == [200])
        var isDirectory: ObjCBool = true
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue, "replaced by the answer")
    }

    @Test func entriesArePrivateWhateverTheDirectory() async throws {
        let fake = try FakeServerFixture()
        // A cache directory that already exists, open to everyone on the machine.
        let open = ProcessRun.scratchDirectory()
        try FileManager.default.createDirectory(atPath: open + "/ghsearch", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        _ = try await once(fake, cache: open)
        #expect(try FileManager.default.attributesOfItem(atPath: try entry(open))[.posixPermissions] as? Int == 0o600)
        // One ghsearch creates: private.
        let fresh = ProcessRun.scratchDirectory() + "/new/cache"
        _ = try await once(fake, cache: fresh)
        #expect(try FileManager.default.attributesOfItem(atPath: fresh + "/ghsearch")[.posixPermissions] as? Int == 0o700)
        #expect(try FileManager.default.attributesOfItem(atPath: try entry(fresh))[.posixPermissions] as? Int == 0o600)
    }
}
