import CEditLine
import FoundationEssentials

/// libedit's history list, kept in a file between sessions.
final class LineHistory {
    let handle: OpaquePointer

    init?(size: Int) {
        guard ghs_edit_load() != 0, let handle = ghs_history_init() else { return nil }
        self.handle = handle
        _ = ghs_history_set_size(handle, Int32(clamping: size))
        _ = ghs_history_set_unique(handle, 1)
    }

    deinit {
        ghs_history_end(handle)
    }

    /// Adds an entry (adjacent duplicates are kept once).
    func add(_ line: String) {
        _ = ghs_history_enter(handle, line)
    }

    /// Adds an entry, removing any older copy of it first, so each line is
    /// in the list once and Up / Alt-P never meet the same name twice.
    func addUnique(_ line: String) {
        let older = entries
        guard older.contains(line) else {
            add(line)
            return
        }
        _ = ghs_history_clear(handle)
        for entry in older where entry != line { add(entry) }
        add(line)
    }

    /// Every entry, oldest first.
    var entries: [String] {
        var out: [String] = []
        var event = HistEvent()
        var status = ghs_history_step(handle, &event, H_LAST)
        while status == 0, let text = event.str {
            out.append(String(cString: text))
            status = ghs_history_step(handle, &event, H_PREV)
        }
        return out
    }

    /// The newest entry.
    var newest: String? {
        var event = HistEvent()
        guard ghs_history_step(handle, &event, H_FIRST) == 0, let text = event.str else { return nil }
        return String(cString: text)
    }

    /// The number of entries held.
    var count: Int { Int(ghs_history_count(handle)) }

    /// Reads the entries saved at `path`; false when there is no such file
    /// or it is not a history file (the list stays as it was).
    @discardableResult
    func load(from path: String) -> Bool {
        ghs_history_load(handle, path) >= 0
    }

    /// Writes every entry to `path`, creating its folder (mode 0700) first.
    @discardableResult
    func save(to path: String) -> Bool {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(
                atPath: folder,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        }
        return ghs_history_save(handle, path) >= 0
    }
}
