import Foundation
import Testing
@testable import GHSearchCore

/// The README's options table is the one the option table makes: adding,
/// removing or re-wording an option without the README fails here, with the
/// table to paste.
@Suite(.standardTimeLimit) struct ReadmeOptionsTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test func theReadmeOptionsTableIsTheOneTheOptionTableMakes() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let expected = OptionsMarkdown.table()
        let section = try #require(readme.range(of: "\n## Options\n"), "README.md has no '## Options' section")
        let rest = readme[section.upperBound...]
        let table = rest.drop { $0 != "|" }.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("|") }.map { $0 + "\n" }.joined()
        #expect(table == expected, "README.md's options table differs from OptionTable; replace it with:\n\n\(expected)")
    }
}
