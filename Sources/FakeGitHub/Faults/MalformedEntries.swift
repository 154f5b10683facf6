/// Entries that are not repositories in a list page, as a broken or
/// hostile server sends them (docs/RELIABILITY.md, "Answers"): served by
/// `FakeGitHubServer.setMalformedEntries(_:forLogin:)` (`fake-github
/// --malformed-entries LOGIN`), GitHub's real format otherwise.
public enum MalformedEntries {
    /// An object whose fields have the wrong types (no string `name`), an
    /// object without a `name`, and a number: none is a repository.
    public static let sample = [#"{"id":"x","name":5,"html_url":null}"#, #"{"id":1}"#, "1"]

    /// `page` with `entries` first, before its repositories (a new ETag).
    static func page(_ page: CachedPage, openingWith entries: [String]) -> CachedPage {
        guard !entries.isEmpty else { return page }
        var body: [UInt8] = [UInt8(ascii: "[")]
        body += Array(entries.joined(separator: ",").utf8)
        if page.itemCount > 0 {
            body.append(UInt8(ascii: ","))
            body += page.body.dropFirst()  // the repositories and the closing `]`
        } else {
            body.append(UInt8(ascii: "]"))
        }
        return CachedPage(body: body, itemCount: page.itemCount + entries.count, lastPage: page.lastPage)
    }
}
