import Foundation

/// The sanitizer settings of the test run (`TSAN_OPTIONS`, `ASAN_OPTIONS`,
/// `LSAN_OPTIONS`, …), passed on to every program the tests start, so a
/// sanitized `ghsearch` (scripts/sanitizers.sh) reads the same suppressions
/// and options as the test process. Empty in a normal run.
enum SanitizerEnvironment {
    static var variables: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
    }
}
