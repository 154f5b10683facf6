import Foundation
import Testing

/// Comments in Sources, Tests and bench say what the code does, not which
/// issue added it: history belongs in git and docs/ (the developers' guide).
@Suite(.standardTimeLimit) struct SourceCommentsTests {
    @Test(arguments: ["Sources", "Tests", "bench"])
    func noCommentNamesAnIssueNumber(in folder: String) throws {
        let sources = SanitizerSuppressionsTests.root.appendingPathComponent(folder)
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        // `#12`, `(#15)`, `issue #10` — not `UAX #14` (a Unicode annex) or a `#` inside a string.
        let issue = /(^|[\s(,])(issue\s+)?#\d{1,3}\b/
        var scanned = 0
        for case let file as String in walker where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            scanned += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let start = line.firstRange(of: "//") else { continue }
                let comment = line[start.upperBound...]
                if comment.contains(issue), !comment.contains("UAX #") {
                    Issue.record("\(folder)/\(file):\(number + 1) names an issue in a comment: \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(scanned > 3)
    }
}
