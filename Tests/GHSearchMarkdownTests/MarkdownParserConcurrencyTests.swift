import GHSearchCLI
import GHSearchMarkdown
import Testing
import TestSupport

/// cmark-gfm is not re-entrant (github/cmark-gfm#221): each parser puts its
/// extensions' special characters (`~`, `|`, `:`, `w`) into one
/// process-wide table for its inline pass and takes them out at its end,
/// so parsers on two threads at once lose each other's autolinks,
/// strikethrough and table cells. Parses on many threads at once must give
/// exactly what one thread alone gives. Without the wrapper's lock
/// (`parsing` in cmark.c), every one of 15 runs on two cores failed: 2 to
/// 50 of each document's 400 parses came out different.
@Suite(.standardTimeLimit) struct MarkdownParserConcurrencyTests {
    static let threads = 8
    static let parsesPerThread = 50

    /// Every line uses the extensions' special characters.
    static let extensions = (0..<40).map { row in
        "| ~~old \(row)~~ | www.example.com/\(row) | see https://a.example/\(row) and ~strike~ |\n"
    }.reduce("| a | b | c |\n|---|:-:|--:|\n", +) + "\nText www.example.com and ~~gone~~ | not a cell.\n"

    @Test(arguments: ["extensions", "hostile"])
    func parsesOnManyThreadsAtOnceGiveTheSingleThreadedDocument(name: String) async throws {
        let text = name == "hostile" ? try Corpus.markdown(name) : Self.extensions
        let expected = MarkdownParser.parse(text)
        // Each thread a real one (not the cooperative pool's two), all
        // parsing at once; each counts its parses that came out different.
        let differing = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<Self.threads {
                group.addTask {
                    await offThePool {
                        (0..<Self.parsesPerThread).count { _ in MarkdownParser.parse(text) != expected }
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(differing == 0, "\(differing) of \(Self.threads * Self.parsesPerThread) parses of \(name) differ")
    }
}
