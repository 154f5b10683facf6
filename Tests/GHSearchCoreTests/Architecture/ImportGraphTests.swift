import Foundation
import Testing
import TestSupport

/// The rules of the import graph that the compiler does not enforce by
/// itself (docs/ARCHITECTURE.md): the core does no file or network I/O and
/// imports no C module; the operators import only the standard library and
/// Synchronization (their target has no dependency, so the compiler keeps
/// them from the project's types).
@Suite(.standardTimeLimit) struct ImportGraphTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Files that still break a rule, each with the issue that moves it out.
    /// The disk cache moves to an adapter target with the reliability work (#10).
    static let knownExceptions: Set<String> = ["GHSearchCore/Cache/DiskResponseCache.swift"]

    /// Calls that read or write files, sockets or processes.
    static let inputOutput = [
        "FileManager", "FileHandle", "Data(contentsOf", "contentsOfFile", ".write(to", ".write(toFile",
        "fopen(", "Glibc.", "Process(", "URLSession", "socket(", "posix_spawn",
    ]

    static func swiftFiles(in target: String) throws -> [(path: String, text: String)] {
        let root = sources.appendingPathComponent(target)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { url in
            (String(url.path.dropFirst(sources.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }
    }

    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
            .map { String($0.split(separator: " ").last ?? "") }
    }

    @Test func theCoreDoesNoInputOrOutputAndImportsNoCModule() throws {
        let files = try Self.swiftFiles(in: "GHSearchCore")
        #expect(files.count > 50)
        for file in files where !Self.knownExceptions.contains(file.path) {
            let code = file.text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for call in Self.inputOutput {
                #expect(!code.contains(call), "\(file.path) uses \(call)")
            }
            for module in Self.imports(file.text) {
                #expect(["Foundation", "Synchronization", "AsyncOperators"].contains(module), "\(file.path) imports \(module)")
            }
        }
    }

    @Test func theOperatorsImportNothingOfTheProject() throws {
        for file in try Self.swiftFiles(in: "AsyncOperators") {
            #expect(Self.imports(file.text).allSatisfy { $0 == "Synchronization" }, "\(file.path)")
        }
    }
}
