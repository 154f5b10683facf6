import Foundation
import Testing
import TestSupport

/// The scratch roots of test processes (`ScratchRoot`): the root of a run
/// that ended without removing it (killed) goes at the next run's start,
/// with the programs still using it; a root whose process lives stays.
@Suite(.standardTimeLimit) struct ScratchRootTests {
    /// A directory standing for the temporary directory, with one root in
    /// it per case, each holding a file.
    static func base(_ roots: [String]) throws -> String {
        let base = ScratchRoot.directory(named: "base")
        for root in roots {
            try FileManager.default.createDirectory(atPath: base + "/" + root + "/e2e-1/state", withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: base + "/" + root + "/e2e-1/state/history", contents: Data("x".utf8)))
        }
        return base
    }

    static func mark(_ root: String) {
        #expect(FileManager.default.createFile(atPath: root + "/" + ScratchRoot.heldMark, contents: nil))
    }

    /// Dates `path` back two minutes, past the grace given to a root not yet marked.
    static func age(_ path: String) {
        var times = [timespec(tv_sec: time(nil) - 120, tv_nsec: 0), timespec(tv_sec: time(nil) - 120, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func theRootOfAnEndedRunGoesWithTheProgramsStillUsingIt() async throws {
        let base = try Self.base(["ghsearch-tests-1-aaaaaa"])
        let root = base + "/ghsearch-tests-1-aaaaaa"
        Self.mark(root)
        // A program the ended run started, still running (a tmux server, the program in it).
        let program = Process()
        program.executableURL = URL(fileURLWithPath: "/bin/sleep")
        program.arguments = ["600"]
        program.environment = ["XDG_STATE_HOME": root + "/e2e-1/state"]
        try program.run()
        // `run()` returns before the child has executed the program (its
        // environment in /proc is not yet the one given): wait for it to be there.
        let seen = await poll { ScratchRoot.processes(using: root) == [program.processIdentifier] }
        #expect(seen, "the program is not seen using the root")
        ScratchRoot.removeOrphans(in: base)
        #expect(!ScratchRoot.isRunning(program.processIdentifier), "the program using the root was killed")
        kill(program.processIdentifier, SIGKILL)  // if it was not (it may have SIGTERM blocked)
        program.waitUntilExit()
        #expect(!FileManager.default.fileExists(atPath: root))
    }

    @Test func aRootHeldByItsProcessStays() throws {
        let base = try Self.base(["ghsearch-tests-2-bbbbbb"])
        let root = base + "/ghsearch-tests-2-bbbbbb"
        Self.mark(root)
        Self.age(root)
        let descriptor = open(root, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        ScratchRoot.removeOrphans(in: base)
        #expect(FileManager.default.fileExists(atPath: root + "/e2e-1/state/history"))
    }

    /// A root not marked yet is one its process may be about to lock: it goes
    /// only once it is old; and what is not a root is never touched.
    @Test func anUnmarkedRootGoesOnlyWhenOldAndOtherEntriesStay() throws {
        let base = try Self.base(["ghsearch-tests-3-cccccc", "ghsearch-tests-4-dddddd", "ghsearch-e2e-1"])
        Self.age(base + "/ghsearch-tests-4-dddddd")
        Self.age(base + "/ghsearch-e2e-1")
        ScratchRoot.removeOrphans(in: base)
        #expect(FileManager.default.fileExists(atPath: base + "/ghsearch-tests-3-cccccc/e2e-1/state/history"))
        #expect(!FileManager.default.fileExists(atPath: base + "/ghsearch-tests-4-dddddd"))
        #expect(FileManager.default.fileExists(atPath: base + "/ghsearch-e2e-1/e2e-1/state/history"))
    }

    /// The whole point: this process's own scratch directories are in its root.
    @Test func scratchDirectoriesAreInTheProcesssRoot() {
        let root = ScratchRoot.path
        #expect((root as NSString).lastPathComponent.hasPrefix("ghsearch-tests-\(getpid())-"))
        #expect((root as NSString).deletingLastPathComponent == FileManager.default.temporaryDirectory.path)
        #expect(ProcessRun.scratchDirectory().hasPrefix(root + "/"))
    }
}
