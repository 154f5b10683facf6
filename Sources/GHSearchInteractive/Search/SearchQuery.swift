import GHSearchGitHub
import GHSearchText
import GHSearchKeys
/// A prompt line read as a search: the first word is the user name (the only
/// part that touches the network), the rest filters that user's repositories
/// locally. `"apple swift"` → the user `apple`, filter `swift`. A pasted URL,
/// `owner/repo` or `@user` as the first word is read as that user, and names
/// the repository to select (see `PastedName`).
public struct SearchQuery: Sendable, Equatable {
    /// What the line lists; nil while it names nobody (empty, `starred:`).
    public var subject: SearchSubject?
    public var filter: String
    /// The repository named by a pasted `owner/repo` or URL, to select once loaded.
    public var repository: String?

    public init(line: String) {
        let trimmed = line.trimmingSpaces()
        let first: String
        if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
            first = String(trimmed[..<space])
            filter = String(trimmed[space...]).trimmingSpaces()
        } else {
            first = trimmed
            filter = ""
        }
        // `starred:USER`: whose stars (`SearchSubject`); `starred:` alone names nobody yet.
        if first.lowercased().hasPrefix(SearchSubject.starredPrefix) {
            subject = SearchSubject(userWord: first)
            repository = nil
            return
        }
        let name = PastedName(first)
        subject = SearchSubject(userWord: name.login)
        repository = name.repository
    }
}
