import Foundation
import TestSupport

/// Runs the built binary to completion with the given arguments, environment
/// and standard input; captures both outputs and the exit status. A run that
/// has not ended within `deadline` is killed and reported as such.
struct ProcessRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool

    static func ghsearchBlocking(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
                                 deadline: TimeInterval = 60) throws -> ProcessRun {
        try runBlocking(Binary.ghsearch, arguments, environment: environment, stdin: stdin, deadline: deadline)
    }

    /// Runs `executable` the same way (same base environment), blocking the calling thread.
    static func runBlocking(_ executable: String, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
                            deadline: TimeInterval = 60) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "HOME": scratchDirectory(),
                   "LANG": "C.UTF-8", "XDG_CACHE_HOME": scratchDirectory(), "XDG_STATE_HOME": scratchDirectory(),
                   "XDG_CONFIG_HOME": scratchDirectory()]
        for (k, v) in SanitizerEnvironment.forChild(merging: environment) { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        // Read both pipes to the end on their own threads so a full pipe never blocks the child.
        let outData = DataCollector(out.fileHandleForReading)
        let errData = DataCollector(err.fileHandleForReading)
        let timedOut = waitForExit(process, deadline: deadline)
        return ProcessRun(status: process.terminationStatus, stdout: outData.text(), stderr: errData.text(), timedOut: timedOut)
    }

    /// Waits for `process` to end; past `deadline` seconds it is terminated
    /// (and waited for), and the answer is true. The waiting is on a thread
    /// of its own, not a `DispatchQueue.global()` worker held for the whole
    /// run (Swift's global executor draws on those workers on Linux).
    static func waitForExit(_ process: Process, deadline: TimeInterval) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread { process.waitUntilExit(); finished.signal() }
        guard finished.wait(timeout: .now() + deadline) == .timedOut else { return false }
        process.terminate()
        finished.wait()
        return true
    }

    /// A new empty directory, in the test process's `ScratchRoot` (removed when the process ends).
    static func scratchDirectory() -> String {
        ScratchRoot.directory(named: "e2e")
    }
}

/// Reads a pipe to its end on a background thread.
final class DataCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        // `data` is written only by this thread until `done` is signalled.
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
