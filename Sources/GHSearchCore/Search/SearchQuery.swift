/// A prompt line read as a search: the first word is the user name (the only
/// part that touches the network), the rest filters that user's repositories
/// locally. `"apple swift"` → login `apple`, filter `swift`.
public struct SearchQuery: Sendable, Equatable {
    public var login: String
    public var filter: String

    public init(line: String) {
        let trimmed = line.trimmingSpaces()
        if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
            login = String(trimmed[..<space])
            filter = String(trimmed[space...]).trimmingSpaces()
        } else {
            login = trimmed
            filter = ""
        }
    }
}
