import Glibc

/// The directories ghsearch makes for itself (its cache, its history):
/// only their owner may enter them, as the XDG base directory specification
/// asks of a directory a program has to create.
public enum PrivateDirectory {
    /// Creates `path` and its missing parents, each `0700`; true when `path`
    /// is a directory afterwards (made now, or already there whatever its
    /// mode). With `mkdir(2)` rather than `FileManager.createDirectory`, whose
    /// attribute dictionary and casts cost the interactive mode three searches
    /// of the runtime's conformance records while the first request travels.
    public static func make(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR }
        let slash = path.dropLast().lastIndex(of: "/")
        let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        guard !parent.isEmpty, parent != path, make(parent) else { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }
}
