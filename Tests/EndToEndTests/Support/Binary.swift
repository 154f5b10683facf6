import Foundation

/// Where the built `ghsearch` is: `$GHSEARCH_BIN`, else the package's debug
/// build (the README's test command builds it before testing).
enum Binary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var ghsearch: String {
        if let path = ProcessInfo.processInfo.environment["GHSEARCH_BIN"], !path.isEmpty { return path }
        return packageRoot.appendingPathComponent(".build/debug/ghsearch").path
    }
}
