import Foundation
import FakeGitHub
import Testing

extension TmuxSession {
    /// The built ghsearch against `fake`, in a terminal of its own, with
    /// fresh home, state and cache directories (plus `environment`).
    static func ghsearch(_ fake: FakeServerFixture, _ arguments: [String], width: Int, height: Int,
                         environment: [String: String] = [:], typingAtStart: String? = nil) async throws -> TmuxSession {
        var env = ["HOME": ProcessRun.scratchDirectory(), "XDG_STATE_HOME": ProcessRun.scratchDirectory(),
                   "XDG_CACHE_HOME": ProcessRun.scratchDirectory()]
        for (k, v) in environment { env[k] = v }
        return try await TmuxSession.start([Binary.ghsearch, "--api-url", fake.apiURL] + arguments, environment: env,
                                           width: width, height: height, typingAtStart: typingAtStart)
    }

    /// Waits for the screen to satisfy `condition`; records an issue showing
    /// the last screen when it never does.
    func expectScreen(_ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                      _ condition: @Sendable ([String]) -> Bool) async throws {
        let (screen, matched) = try await poll(condition)
        if !matched {
            Issue.record("screen never showed \(what):\n\(screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
    }
}

extension TmuxSession {
    /// Types `name` and Enter in one read, so that Enter searches it. Enter
    /// on a name already answered prints the pick and exits: an answer
    /// arriving between two separate keystrokes would make it do that.
    func submit(_ name: String) async throws {
        try await type(name + "\r")
    }

    /// The proof that the keys since `before` was read searched nothing: a
    /// sentinel search (octocat, typed on a cleared line) goes through the
    /// same stream after them, and once its rows are on screen the server's
    /// repository requests must be exactly `before` plus the sentinel's.
    /// (Without it, a test could look at the log before the program has even
    /// read the keys.)
    func expectNothingSearched(since before: [RecordedRequest], on fake: FakeServerFixture,
                               sourceLocation: SourceLocation = #_sourceLocation) async throws {
        // The empty line on screen first: Ctrl-U and the name read in one
        // batch would leave the line as it was, and the same name again
        // sends nothing.
        try await press("C-u")
        try await expectScreen("the line emptied", sourceLocation: sourceLocation) {
            $0.first?.hasPrefix("0 Repositories") == true
        }
        try await submit("octocat")
        try await expectScreen("the sentinel search's rows", sourceLocation: sourceLocation) {
            $0.first?.hasPrefix("8 Repositories") == true
        }
        // Rows of a name searched before show from memory as the request
        // starts: wait for the server to have seen it too.
        let sentinel = "/users/octocat/repos"
        let seenBefore = before.filter { $0.path == sentinel }.count
        #expect(await fake.waitUntil(timeout: .seconds(30)) { $0.filter { $0.path == sentinel }.count > seenBefore },
                "the sentinel's request", sourceLocation: sourceLocation)
        #expect(fake.repositoryRequests.map(\.path) == before.map(\.path) + [sentinel],
                "nothing but the sentinel was searched", sourceLocation: sourceLocation)
    }
}
