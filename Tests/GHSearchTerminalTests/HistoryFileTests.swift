import Foundation
import Testing
import TestSupport
@testable import GHSearchTerminal

/// The history file shared by running instances (`HistoryFile`) and how
/// their lines merge (`HistoryMerge`), one test at a time beside the other
/// users of libedit (its history functions share state).
extension ProcessWideStateTests {
    @Suite(.standardTimeLimit) struct HistoryFileTests {
        static func scratch() -> String {
            ScratchRoot.directory(named: "history")
        }

        @Test func mergingKeepsEachLineOnceAtItsNewestPlaceAndTheNewestLimit() {
            #expect(HistoryMerge.merge(file: [], added: [], limit: 5) == [])
            #expect(HistoryMerge.merge(file: ["a", "b"], added: ["c"], limit: 5) == ["a", "b", "c"])
            #expect(HistoryMerge.merge(file: ["a", "b", "c"], added: ["a"], limit: 5) == ["b", "c", "a"], "a line added again moves to the end")
            #expect(HistoryMerge.merge(file: ["a", "b", "a"], added: ["c", "b"], limit: 5) == ["a", "c", "b"])
            #expect(HistoryMerge.merge(file: ["a", "b", "c"], added: ["d", "e"], limit: 3) == ["c", "d", "e"], "the oldest go first")
            #expect(HistoryMerge.merge(file: ["a"], added: ["b"], limit: 0) == [])
        }

        /// Two sessions saving in turn, each knowing only its own lines, as two
        /// instances at once do: neither takes the other's lines away.
        @Test func sessionsSavingInTurnKeepEachOthersLines() throws {
            let path = Self.scratch() + "/state/ghsearch/history"
            let file = HistoryFile(path: path, limit: 500)
            #expect(file.load() == HistoryFile.Outcome(entries: []))
            file.save(added: ["octocat"])              // the first session
            file.save(added: ["scotteg"])              // the second, started before the first saved
            file.save(added: ["octocat", "torvalds"])  // the first again
            file.save(added: ["scotteg", "octocat"])   // the second, last to leave
            #expect(file.load() == HistoryFile.Outcome(entries: ["torvalds", "scotteg", "octocat"]))
            // What is written is libedit's format, and no temporary file is left.
            #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("_HiStOrY_V2_\n"))
            let left = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
            #expect(left == ["history", "history.lock"])
        }

        @Test func theNewestLimitIsKept() {
            let file = HistoryFile(path: Self.scratch() + "/history", limit: 3)
            file.save(added: ["a", "b"])
            file.save(added: ["c", "d"])
            #expect(file.load().entries == ["b", "c", "d"])
        }

        /// A file that is not a history file — another format, bytes, or far
        /// too large — is moved aside whole, never overwritten; a name taken
        /// by an earlier one is not reused.
        @Test(arguments: [Data("not a history\n".utf8), Data([0x1B, 0x5D, 0x30, 0x3B, 0x00, 0xFF, 0x0A]), nil])
        func aFileThatIsNotAHistoryIsKeptAside(_ contents: Data?) throws {
            let folder = Self.scratch()
            let path = folder + "/history"
            if let contents {
                #expect(FileManager.default.createFile(atPath: path, contents: contents))
            } else {
                // 50 MB (a hole the file system does not store): never read.
                #expect(FileManager.default.createFile(atPath: path, contents: Data("_HiStOrY_V2_\n".utf8)))
                #expect(truncate(path, 50 << 20) == 0)
            }
            let before = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            let file = HistoryFile(path: path, limit: 500)
            #expect(file.load() == HistoryFile.Outcome(entries: [], keptAside: path + ".bad"))
            #expect(try FileManager.default.attributesOfItem(atPath: path + ".bad")[.size] as? Int == before)
            file.save(added: ["octocat"])
            #expect(file.load().entries == ["octocat"])

            // Another bad file later: kept as history.bad.2, the first left alone.
            #expect(FileManager.default.createFile(atPath: path, contents: Data("garbage again\n".utf8)))
            #expect(file.save(added: ["scotteg"]) == HistoryFile.Outcome(entries: ["scotteg"], keptAside: path + ".bad.2"))
            #expect(try FileManager.default.attributesOfItem(atPath: path + ".bad")[.size] as? Int == before)
        }

        @Test func anEmptyFileIsAnEmptyHistory() {
            let path = Self.scratch() + "/history"
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            #expect(HistoryFile(path: path, limit: 500).load() == HistoryFile.Outcome(entries: []))
        }
    }
}
