import Foundation
import Testing
import TestSupport
@testable import GHSearchGitHub

/// The compact record of a page's rows kept beside its cached body: it
/// gives back exactly the rows it was made from, and anything else reads
/// as nil (the body is decoded instead).
@Suite(.standardTimeLimit) struct RowsRecordTests {
    static let owner = Repository.Owner(login: "octocat", avatarURL: "https://avatars/u/1", htmlURL: "https://github.com/octocat")
    static let list = RepositoryList(repositories: [
        Repository(name: "hello", fullName: "octocat/hello", htmlURL: "https://github.com/octocat/hello",
                   description: "Grüße, 世界 👋 \u{0}\t\"", language: "Swift", homepage: "", stargazersCount: 1_234_567,
                   forksCount: 0, watchersCount: -3, openIssuesCount: Int.max, size: Int.min, isFork: false,
                   isArchived: true, isTemplate: nil, isPrivate: false, visibility: "public", defaultBranch: "main",
                   topics: ["cli", "", "ünï"], license: Repository.License(key: "mit", name: "MIT License", spdxID: "MIT"),
                   owner: owner, createdAt: Date(timeIntervalSince1970: 1_200_000_000),
                   updatedAt: Date(timeIntervalSinceReferenceDate: -0.123_456_789), pushedAt: nil,
                   cloneURL: "https://github.com/octocat/hello.git", sshURL: "git@github.com:octocat/hello.git", id: 42),
        Repository(name: "same-owner", license: Repository.License(key: "mit", name: "MIT License", spdxID: "MIT"),
                   owner: owner, id: 43),
        Repository(name: "x"),
        Repository(name: "other-owner", license: Repository.License(), owner: Repository.Owner(login: "other"), id: -1),
    ], skipped: 2)

    static func starred() -> RepositoryList {
        var list = list
        list.repositories[2].starredAt = Date(timeIntervalSince1970: 1_700_000_000.5)
        return list
    }

    @Test func roundTripsEveryField() {
        #expect(RowsRecord.decode(RowsRecord.encode(Self.list)) == Self.list)
        #expect(RowsRecord.decode(RowsRecord.encode(Self.starred())) == Self.starred())
        #expect(RowsRecord.decode(RowsRecord.encode(RepositoryList())) == RepositoryList())
    }

    /// What the scanner reads from a page is what its record gives back.
    @Test func givesWhatTheBodyReads() throws {
        let body = Array(#"""
            [{"id":1,"name":"a","owner":{"login":"o","avatar_url":"https://a/1"},"license":null,"topics":["t"],
              "created_at":"2020-01-02T03:04:05Z","fork":true,"stargazers_count":5,"description":null},
             {"id":2,"name":"b","owner":{"login":"o","avatar_url":"https://a/1"},"private":"odd","size":"7"},
             3,
             {"id":4,"name":"c\u00e9\ud83d\ude00","homepage":"https://x"}]
            """#.utf8)
        let list = try RepositoryDecoder.decodeList(body)
        #expect(list.repositories.count == 3 && list.skipped == 1)
        #expect(RowsRecord.decode(RowsRecord.encode(list)) == list)
    }

    @Test func anythingElseReadsAsNil() throws {
        let bytes = RowsRecord.encode(Self.list)
        for cut in 0..<bytes.count {
            #expect(RowsRecord.decode(Array(bytes.prefix(cut))) == nil, "cut to \(cut) bytes")
        }
        #expect(RowsRecord.decode(bytes + [0]) == nil, "a byte left over")
        var newer = bytes
        newer[0] = RowsRecord.version + 1
        #expect(RowsRecord.decode(newer) == nil, "another version")
        // One row whose flags byte holds 3 (no flag's code) in its first place.
        #expect(RowsRecord.decode([RowsRecord.version, 0, 1, 3, 0, 0, 1, 97] + Array(repeating: 0, count: 20)) == nil)
        // The same row with sound flags reads.
        #expect(RowsRecord.decode([RowsRecord.version, 0, 1, 2, 0, 0, 1, 97] + Array(repeating: 0, count: 20))?.repositories
                    == [Repository(name: "a", isFork: true)])
        // A row whose owner is "the row before's", with no row before (the
        // owner's tag, 2, is the first 2 of these bytes: before it are only
        // the version, the counts, the flags and the license's tag, 0 or 1).
        var single = RowsRecord.encode(RepositoryList(repositories: [Repository(name: "a", owner: Self.owner)]))
        #expect(RowsRecord.decode(single) != nil)
        single[try #require(single.firstIndex(of: 2))] = 1
        #expect(RowsRecord.decode(single) == nil)
        // A count larger than the bytes left.
        #expect(RowsRecord.decode([RowsRecord.version, 0, 0xFF, 0xFF, 0x03]) == nil)
        // A varint longer than 64 bits.
        #expect(RowsRecord.decode([RowsRecord.version] + Array(repeating: 0xFF, count: 10) + [0x7F]) == nil)
    }

    /// A repeated owner is written once and shared by the rows it belongs to.
    @Test func aRepeatedOwnerIsWrittenOnce() {
        let one = RepositoryList(repositories: [Repository(name: "a", owner: Self.owner)])
        let two = RepositoryList(repositories: [Repository(name: "a", owner: Self.owner), Repository(name: "b", owner: Self.owner)])
        let ownerBytes = Self.owner.login!.utf8.count + Self.owner.avatarURL!.utf8.count
        #expect(RowsRecord.encode(two).count - RowsRecord.encode(one).count < ownerBytes)
    }
}
