import Foundation
import Testing

extension TmuxSession {
    /// The built ghsearch against `fake`, in a terminal of its own, with
    /// fresh home, state and cache directories (plus `environment`).
    static func ghsearch(_ fake: FakeServerFixture, _ arguments: [String], width: Int, height: Int,
                         environment: [String: String] = [:]) throws -> TmuxSession {
        var env = ["HOME": ProcessRun.scratchDirectory(), "XDG_STATE_HOME": ProcessRun.scratchDirectory(),
                   "XDG_CACHE_HOME": ProcessRun.scratchDirectory()]
        for (k, v) in environment { env[k] = v }
        return try TmuxSession([Binary.ghsearch, "--api-url", fake.apiURL] + arguments, environment: env,
                               width: width, height: height)
    }

    /// Waits for the screen to satisfy `condition`; records an issue showing
    /// the last screen when it never does.
    func expectScreen(_ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                      _ condition: ([String]) -> Bool) throws {
        if try waitFor(condition) == nil {
            Issue.record("screen never showed \(what):\n\(lastFailedScreen.joined(separator: "\n"))",
                         sourceLocation: sourceLocation)
        }
    }
}
