import Foundation
import Testing
import TestSupport

/// Where the reports of sanitized programs go, test by test, and the check
/// that fails a test whose programs left one — whatever the screen or the
/// output looked like. Every end-to-end suite is marked
/// `@Suite(.sanitizerReports)`: each of its tests runs in a scope with a
/// directory of its own, every program it starts writes its reports there
/// (`log_path`, see `SanitizerEnvironment.forChild`), and when the test
/// ends each report found there is recorded as an issue of the test, in
/// full. Reports written after the test's end (a program still running
/// then) stay in the run's directory, which scripts/sanitizers.sh checks
/// last. In a normal run nothing is written.
enum SanitizerReports {
    /// The current test's report directory (nil outside a scope).
    @TaskLocal static var directory: String?

    /// The run's directory of report directories: `$GHSEARCH_SANITIZER_REPORTS`
    /// (scripts/sanitizers.sh), else one in the test process's `ScratchRoot`.
    static let root: String = {
        if let path = ProcessInfo.processInfo.environment["GHSEARCH_SANITIZER_REPORTS"], !path.isEmpty { return path }
        return ScratchRoot.path(named: "sanitizer")
    }()

    /// The report file prefix for a program started now: the current
    /// test's, or `unattributed` in the run's directory for a program started
    /// where no test is current. A test that starts a program outside a
    /// scope fails: its suite lacks `.sanitizerReports`. The directory is
    /// made here, so a normal run (no sanitizer, no log path) makes none.
    static func logPath() -> String {
        if directory == nil { checkScope() }
        let path = directory ?? root + "/unattributed"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path + "/report"
    }

    /// Fails the current test when it is not in a scope (its suite lacks
    /// `.sanitizerReports`), in every run, sanitized or not.
    static func checkScope() {
        if directory == nil, Test.current != nil {
            Issue.record("a program was started outside a sanitizer-report scope: mark the suite @Suite(.sanitizerReports)")
        }
    }

    /// Runs `body` with a fresh report directory named after `name` (in
    /// `root`), then records every report found there as an issue of the
    /// current test.
    static func scope(named name: String, in root: String = root, _ body: () async throws -> Void) async throws {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }.prefix(120))
        let directory = root + "/" + safe + "-" + UUID().uuidString.prefix(8)
        // Whatever `body` does (an expectation failed, an error thrown), the
        // reports are looked at: they are often what explains the failure.
        do {
            try await $directory.withValue(directory, operation: body)
        } catch {
            recordReports(in: directory)
            throw error
        }
        recordReports(in: directory)
    }

    /// Each non-empty report file in `directory` as an issue.
    static func recordReports(in directory: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (file, text) in reports(in: directory) {
            Issue.record("a program this test ran left a sanitizer report (\(directory)/\(file)):\n\(text)",
                         sourceLocation: sourceLocation)
        }
    }

    /// The non-empty report files in `directory` (name and text), by name.
    static func reports(in directory: String) -> [(file: String, text: String)] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.sorted().compactMap { file in
            guard let data = FileManager.default.contents(atPath: directory + "/" + file), !data.isEmpty else { return nil }
            return (file, String(decoding: data, as: UTF8.self))
        }
    }
}

/// Runs each test of a suite in a sanitizer-report scope (see `SanitizerReports`).
struct SanitizerReportsTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard !test.isSuite else { return try await function() }
        try await SanitizerReports.scope(named: test.id.description, function)
    }
}

extension Trait where Self == SanitizerReportsTrait {
    /// Each test's sanitized programs leave their reports where the test
    /// finds them; one report fails the test (`SanitizerReports`).
    static var sanitizerReports: Self { SanitizerReportsTrait() }
}

/// `offThePool` with the current test's report directory still bound on
/// the thread that runs `work`, so the programs it starts report there.
func offThePoolInScope<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    let directory = SanitizerReports.directory
    SanitizerReports.checkScope()
    return try await offThePool { try SanitizerReports.$directory.withValue(directory) { try work() } }
}
