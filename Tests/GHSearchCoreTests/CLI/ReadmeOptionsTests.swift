import Foundation
import Testing
@testable import GHSearchCore

/// The README's options table is the one the option table makes, and its
/// keys table the one the key table makes: adding, removing or re-wording
/// an option or a key without the README fails here, with the table to paste.
@Suite(.standardTimeLimit) struct ReadmeOptionsTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The first table after `heading` in the README.
    static func table(after heading: String) throws -> String {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(readme.range(of: "\n\(heading)\n"), "README.md has no '\(heading)' section")
        return readme[section.upperBound...].drop { $0 != "|" }.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("|") }.map { $0 + "\n" }.joined()
    }

    @Test func theReadmeOptionsTableIsTheOneTheOptionTableMakes() throws {
        let expected = OptionsMarkdown.table()
        #expect(try Self.table(after: "## Options") == expected,
                "README.md's options table differs from OptionTable; replace it with:\n\n\(expected)")
    }

    @Test func theReadmeKeysTableIsTheOneTheKeyTableMakes() throws {
        let expected = KeysMarkdown.table()
        #expect(try Self.table(after: "### Keys") == expected,
                "README.md's keys table differs from KeyTable; replace it with:\n\n\(expected)")
    }
}
