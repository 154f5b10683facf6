import FoundationEssentials

/// What an interrupted batch left in its output file: the users it finished
/// and how many bytes of whole lines precede any line a kill cut short.
public struct BatchResume: Sendable, Equatable {
    /// Keys (`BatchEntry.key`) of the users with a complete line.
    public var finished: Set<String>
    /// Bytes to keep: everything up to and including the last newline.
    public var keptLength: Int

    public init(finished: Set<String>, keptLength: Int) {
        self.finished = finished
        self.keptLength = keptLength
    }

    /// Reads an output file's bytes. A trailing line without its newline is
    /// partial (the writer always ends a record with one) and is not kept;
    /// complete lines that are not a JSON object with a `user` string are
    /// kept but finish nobody.
    public init(output bytes: [UInt8]) {
        let end = (bytes.lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
        var finished = Set<String>()
        var start = 0
        while start < end {
            guard let newline = bytes[start..<end].firstIndex(of: 0x0A) else { break }
            if newline > start,
               let record = try? JSONDecoder().decode(Record.self, from: Data(bytes[start..<newline])),
               let user = record.user ?? record.query {
                finished.insert(BatchEntry.key(user))
            }
            start = newline + 1
        }
        self.init(finished: finished, keptLength: end)
    }

    /// What a finished line must be: a JSON object with a `user` string
    /// (or a `query` string: `--batch --search`).
    private struct Record: Decodable {
        var user: String?
        var query: String?
    }
}
