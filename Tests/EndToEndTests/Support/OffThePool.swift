import Foundation

/// Runs blocking work (waiting for a process to end, polling a file or the
/// server's log) on a thread of its own, so a test that waits for ghsearch
/// does not hold one of the few threads of Swift's cooperative pool (two on
/// two cores): the virtual-time tests running meanwhile need them.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

extension ProcessRun {
    /// `ghsearch(_:environment:stdin:deadline:)`, waited for off the pool.
    static func ghsearch(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
                         deadline: TimeInterval = 60) async throws -> ProcessRun {
        try await offThePool { try ghsearch(arguments, environment: environment, stdin: stdin, deadline: deadline) }
    }

    /// `ghsearchOnTerminal(_:columns:environment:)`, waited for off the pool.
    static func ghsearchOnTerminal(_ arguments: [String], columns: Int = 100,
                                   environment: [String: String] = [:]) async throws -> ProcessRun {
        try await offThePool { try ghsearchOnTerminal(arguments, columns: columns, environment: environment) }
    }
}

extension ShellRun {
    /// `bash(_:environment:deadline:)`, waited for off the pool.
    static func bash(_ script: String, environment: [String: String] = [:], deadline: TimeInterval = 60) async throws -> ProcessRun {
        try await offThePool { try bash(script, environment: environment, deadline: deadline) }
    }
}

extension PeakMemoryRun {
    /// `ghsearch(_:environment:)`, waited for off the pool.
    static func ghsearch(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) async throws -> PeakMemoryRun {
        try await offThePool { try ghsearch(arguments, environment: environment, stdin: stdin) }
    }
}
