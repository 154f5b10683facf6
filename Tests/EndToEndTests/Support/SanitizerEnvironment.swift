import Foundation

/// The sanitizer settings of the test run (`TSAN_OPTIONS`, `ASAN_OPTIONS`,
/// `LSAN_OPTIONS`, …), passed on to every program the tests start, so a
/// sanitized `ghsearch` (scripts/sanitizers.sh) reads the same suppressions
/// and options as the test process. Empty in a normal run.
enum SanitizerEnvironment {
    /// The run's own settings: what tells a test that it runs under a sanitizer.
    static var variables: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
    }

    /// The environment for a program a test starts: the run's settings,
    /// then `environment` (which wins), with every sanitizer's report sent
    /// to the current test's report file (`SanitizerReports.logPath()`),
    /// where the test's scope finds it, instead of to the program's
    /// standard error, where a terminal would show it and lose it.
    static func forChild(merging environment: [String: String] = [:]) -> [String: String] {
        withLogPath(variables.merging(environment, uniquingKeysWith: { $1 }), SanitizerReports.logPath)
    }

    /// `environment` with `log_path=PATH` appended to every `*SAN_OPTIONS`
    /// in it (a later option wins over an earlier one); the path is asked
    /// for only when there is one to set. Each sanitized process writes its
    /// reports to `PATH.<pid>`.
    static func withLogPath(_ environment: [String: String], _ path: () -> String) -> [String: String] {
        guard environment.keys.contains(where: { $0.hasSuffix("SAN_OPTIONS") }) else { return environment }
        let logPath = path()
        return environment.reduce(into: [:]) { result, entry in
            result[entry.key] = entry.key.hasSuffix("SAN_OPTIONS") ? "\(entry.value) log_path=\(logPath)" : entry.value
        }
    }
}
