import FakeGitHub
import Foundation
import Testing
import TestSupport

/// What a batch input file may look like (docs/RELIABILITY.md, "Batch input").
@Suite(.standardTimeLimit, .sanitizerReports) struct BatchInputTests {
    func run(_ bytes: [UInt8], _ fake: FakeServerFixture) async throws -> ProcessRun {
        let path = ProcessRun.scratchDirectory() + "/users.txt"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try await ProcessRun.ghsearch(["--batch", path, "--api-url", fake.apiURL, "-q"])
    }

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func aByteOrderMarkIsNotPartOfTheFirstName() async throws {
        let fake = try FakeServerFixture()
        let run = try await run(Self.bom + Array("octocat\r\ntorvalds\r\n".utf8), fake)
        #expect(run.status == 0, "\(run.stdout)")
        let objects = try BatchTests.objects(run.stdout)
        #expect(objects.map { $0["user"] as? String } == ["octocat", "torvalds"])
        #expect(objects.allSatisfy { $0["error"] == nil })
        #expect(fake.repositoryRequests.map(\.path) == ["/users/octocat/repos", "/users/torvalds/repos"])
    }

    @Test func filesJoinedWithTheirMarksAreNamesToo() async throws {
        let fake = try FakeServerFixture()
        let run = try await run(Self.bom + Array("octocat\n".utf8) + Self.bom + Array("torvalds\n".utf8), fake)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(try BatchTests.objects(run.stdout).map { $0["user"] as? String } == ["octocat", "torvalds"])
    }

    @Test(arguments: [true, false])
    func utf16WithItsMarkIsRead(_ littleEndian: Bool) async throws {
        let fake = try FakeServerFixture()
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in "octocat\r\n# team\r\ntorvalds\r\n".utf16 {
            bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let run = try await run(bytes, fake)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(try BatchTests.objects(run.stdout).map { $0["user"] as? String } == ["octocat", "torvalds"])
    }
}
