import Foundation
import GHSearchCore

/// The one way ghsearch starts another program (the browser today; clone
/// and the user's commands bound to keys next): never through a shell (each
/// argument is one argument), detached from the screen (standard input,
/// output and error on `/dev/null`, since its output would tear the frame),
/// not waited for, and with an environment scrubbed of the token
/// (`ChildEnvironment`).
enum ChildProcess {
    /// Starts `executable` with `arguments`; false when it could not be started.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ChildEnvironment.scrubbed(environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
