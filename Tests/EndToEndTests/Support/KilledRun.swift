import Foundation

/// Runs the built `ghsearch` until its `--output` file holds `lines` lines,
/// then kills it with SIGKILL (no chance to finish a line or clean up).
enum KilledRun {
    /// Whether it was still running when killed (false: it finished first,
    /// or the deadline passed).
    static func ghsearchBlocking(_ arguments: [String], environment: [String: String] = [:], output: String,
                                 afterLines lines: Int, deadline: TimeInterval = 60) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.ghsearch)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": ProcessRun.scratchDirectory(),
                               "XDG_CACHE_HOME": ProcessRun.scratchDirectory()].merging(SanitizerEnvironment.forChild(merging: environment)) { $1 }
        try process.run()
        let end = Date().addingTimeInterval(deadline)
        var count = 0
        while count < lines, Date() < end, process.isRunning {
            count = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n").count
            Thread.sleep(forTimeInterval: 0.005)  // polling interval, not a wait for an outcome
        }
        let wasRunning = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return wasRunning
    }
}
