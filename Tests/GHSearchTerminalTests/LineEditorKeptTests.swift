import GHSearchInteractive
import Testing
@testable import GHSearchTerminal

/// A line as the editor keeps it: its first `promptMaximumLength` scalars.
@Suite struct LineEditorKeptTests {
    @Test func aLongLineKeepsItsFirstScalarsAndAShortOneIsWhole() {
        let limit = ScreenGeometry.promptMaximumLength
        #expect(LineEditor.kept("octocat") == "octocat")
        #expect(LineEditor.kept("") == "")
        let exact = String(repeating: "a", count: limit)
        #expect(LineEditor.kept(exact) == exact)
        // Two scalars a character: cut between them when the limit falls there.
        let long = String(repeating: "e\u{301}", count: limit)
        let kept = LineEditor.kept(long)
        #expect(kept.unicodeScalars.count == limit)
        #expect(Array(kept.unicodeScalars) == Array(long.unicodeScalars.prefix(limit)))
        #expect(LineEditor.kept(exact + "b") == exact)
    }
}
