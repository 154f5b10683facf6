import Foundation
import TestSupport

// The ways the end-to-end tests run a program, each waited for off the
// cooperative pool (a test that waits for ghsearch holds no thread the
// tests beside it need), in the test's sanitizer-report scope. The
// `…Blocking` versions do the work.

extension ProcessRun {
    /// Runs the built `ghsearch` to completion (see `ghsearchBlocking`).
    static func ghsearch(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
                         deadline: TimeInterval = 60) async throws -> ProcessRun {
        try await offThePoolInScope { try ghsearchBlocking(arguments, environment: environment, stdin: stdin, deadline: deadline) }
    }

    /// Runs `executable` to completion (see `runBlocking`).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
                    deadline: TimeInterval = 60) async throws -> ProcessRun {
        try await offThePoolInScope {
            try runBlocking(executable, arguments, environment: environment, stdin: stdin, deadline: deadline)
        }
    }

    /// Runs `ghsearch` with its output on a pseudo-terminal (see `ghsearchOnTerminalBlocking`).
    static func ghsearchOnTerminal(_ arguments: [String], columns: Int = 100,
                                   environment: [String: String] = [:]) async throws -> ProcessRun {
        try await offThePoolInScope { try ghsearchOnTerminalBlocking(arguments, columns: columns, environment: environment) }
    }
}

extension ShellRun {
    /// Runs a `bash` script (see `bashBlocking`).
    static func bash(_ script: String, environment: [String: String] = [:], deadline: TimeInterval = 60) async throws -> ProcessRun {
        try await offThePoolInScope { try bashBlocking(script, environment: environment, deadline: deadline) }
    }
}

extension PeakMemoryRun {
    /// Runs `ghsearch` and samples its memory (see `ghsearchBlocking`).
    static func ghsearch(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
                         deadline: TimeInterval = 120) async throws -> PeakMemoryRun {
        try await offThePoolInScope { try ghsearchBlocking(arguments, environment: environment, stdin: stdin, deadline: deadline) }
    }
}

extension KilledRun {
    /// Runs `ghsearch` and kills it after `lines` output lines (see `ghsearchBlocking`).
    static func ghsearch(_ arguments: [String], environment: [String: String] = [:], output: String,
                         afterLines lines: Int, deadline: TimeInterval = 60) async throws -> Bool {
        try await offThePoolInScope {
            try ghsearchBlocking(arguments, environment: environment, output: output, afterLines: lines, deadline: deadline)
        }
    }
}
