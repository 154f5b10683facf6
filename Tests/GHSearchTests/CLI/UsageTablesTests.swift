import Foundation
import Testing
@testable import GHSearchCLI
@testable import GHSearchInteractive
@testable import GHSearchKeys

/// The manual's (docs/USAGE.md) options table is the one the option table
/// makes, and its keys table the one the key table makes: adding, removing
/// or re-wording an option or a key without the manual fails here, with the
/// table to paste.
@Suite(.standardTimeLimit) struct UsageTablesTests {
    static let usage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/USAGE.md")

    /// The first table after `heading` in the manual.
    static func table(after heading: String) throws -> String {
        let usage = try String(contentsOf: Self.usage, encoding: .utf8)
        let section = try #require(usage.range(of: "\n\(heading)\n"), "docs/USAGE.md has no '\(heading)' section")
        return usage[section.upperBound...].drop { $0 != "|" }.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("|") }.map { $0 + "\n" }.joined()
    }

    @Test func theManualsOptionsTableIsTheOneTheOptionTableMakes() throws {
        let expected = OptionsMarkdown.table()
        #expect(try Self.table(after: "## Options") == expected,
                "docs/USAGE.md's options table differs from OptionTable; replace it with:\n\n\(expected)")
    }

    @Test func theManualsKeysTableIsTheOneTheKeyTableMakes() throws {
        let expected = KeysMarkdown.table()
        #expect(try Self.table(after: "### Keys") == expected,
                "docs/USAGE.md's keys table differs from KeyTable; replace it with:\n\n\(expected)")
    }

    /// The README stays a newcomer's page and points at the manual, where
    /// every option and key is.
    @Test func theReadmeLinksToTheManualAndStaysShort() throws {
        let readme = try String(contentsOf: Self.usage.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/USAGE.md)"))
        #expect(readme.contains("(docs/BENCHMARKS.md)"))
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
    }
}
