import Foundation
import Testing
import TestSupport
import GHSearchStorage

/// The directories ghsearch makes (cache, history): `0700`, parents too;
/// one already there is used as it is; anything else in the way is a failure.
@Suite(.standardTimeLimit) struct PrivateDirectoryTests {
    static func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test func makesTheDirectoryAndItsMissingParentsPrivate() throws {
        let parent = ScratchRoot.path(named: "dir")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let directory = parent + "/state/ghsearch"
        #expect(PrivateDirectory.make(directory))
        for path in [parent, parent + "/state", directory] {
            #expect(try Self.mode(path) == 0o700, "\(path)")
        }
        #expect(PrivateDirectory.make(directory), "already there")
        #expect(PrivateDirectory.make(directory + "/"), "with a final slash")
    }

    @Test func aDirectoryAlreadyThereKeepsItsMode() throws {
        let parent = ScratchRoot.path(named: "dir")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        #expect(PrivateDirectory.make(parent))
        #expect(try Self.mode(parent) == 0o755)
    }

    @Test func aFileInTheWayIsAFailure() throws {
        let parent = ScratchRoot.path(named: "dir")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        #expect(PrivateDirectory.make(parent))
        let file = parent + "/file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(!PrivateDirectory.make(file))
        #expect(!PrivateDirectory.make(file + "/ghsearch"))
    }
}
