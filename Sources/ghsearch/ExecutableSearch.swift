#if canImport(Glibc)
import Glibc
#endif

/// Finds a program as `execvp` would: `name` itself when it has a `/`,
/// else the first executable file of that name in `path`.
enum ExecutableSearch {
    static func find(_ name: String, path: String) -> String? {
        if name.contains("/") { return isExecutableFile(name) ? name : nil }
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = directory + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
