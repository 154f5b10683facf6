import Foundation

/// Runs a `bash` script (for pipes, closed descriptors and bytes that a
/// Swift `String` argument cannot carry) with `$GHSEARCH` set to the built
/// binary; captures both outputs and the exit status.
enum ShellRun {
    static func bashBlocking(_ script: String, environment: [String: String] = [:], deadline: TimeInterval = 60) throws -> ProcessRun {
        var env = environment
        env["GHSEARCH"] = Binary.ghsearch
        return try ProcessRun.runBlocking("/bin/bash", ["-c", script], environment: env, deadline: deadline)
    }
}
