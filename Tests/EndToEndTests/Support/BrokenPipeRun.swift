import Foundation
import TestSupport

/// Runs the built `ghsearch` with standard error (or standard output) on a
/// pipe that nobody reads any more: its read end is closed before the
/// program starts, so every write to it fails with `EPIPE` — the way a
/// pager or a log reader that went away leaves it, without a race. The
/// other stream is captured as usual.
enum BrokenPipeRun {
    enum Stream: Sendable { case standardOutput, standardError }

    static func ghsearch(_ arguments: [String], broken stream: Stream, environment: [String: String] = [:],
                         stdin: String? = nil, deadline: TimeInterval = 60) async throws -> ProcessRun {
        try await offThePoolInScope {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Binary.ghsearch)
            process.arguments = arguments
            var env = ["PATH": "/usr/bin:/bin", "HOME": ProcessRun.scratchDirectory(), "LANG": "C.UTF-8",
                       "XDG_CACHE_HOME": ProcessRun.scratchDirectory(), "XDG_STATE_HOME": ProcessRun.scratchDirectory()]
            for (k, v) in SanitizerEnvironment.forChild(merging: environment) { env[k] = v }
            process.environment = env
            let brokenPipe = Pipe(), keptPipe = Pipe(), input = Pipe()
            try brokenPipe.fileHandleForReading.close()
            if stream == .standardOutput {
                process.standardOutput = brokenPipe
                process.standardError = keptPipe
            } else {
                process.standardOutput = keptPipe
                process.standardError = brokenPipe
            }
            process.standardInput = input
            try process.run()
            try? brokenPipe.fileHandleForWriting.close()
            if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
            try? input.fileHandleForWriting.close()
            let collected = DataCollector(keptPipe.fileHandleForReading)
            let timedOut = ProcessRun.waitForExit(process, deadline: deadline)
            let text = collected.text()
            return ProcessRun(status: process.terminationStatus,
                              stdout: stream == .standardOutput ? "" : text,
                              stderr: stream == .standardOutput ? text : "", timedOut: timedOut)
        }
    }
}
