/// Entries of a list that were not repositories (not objects, or without a
/// string `name`), and where they came from. They are left out of the rows
/// (the ones that are repositories are still shown), and the list is then
/// incomplete, which the user is told (`GitHubError.notRepositories`): it
/// travels with its page (`RepositoryPage.notRepositories`) and is summed
/// over the pages of a list by `PageFollower`.
public struct SkippedEntries: Sendable, Equatable {
    /// How many were left out.
    public var count: Int
    /// The page that sent the first of them, as it was asked for.
    public var url: String
    /// How many pages sent some.
    public var pages: Int

    public init(count: Int, url: String, pages: Int = 1) {
        self.count = count
        self.url = url
        self.pages = pages
    }

    /// `count` entries of the page at `url`; nil for none.
    public init?(_ count: Int, from url: String) {
        guard count > 0 else { return nil }
        self.init(count: count, url: url)
    }

    /// These and those of a later page (`url` stays the first one's).
    public func adding(_ later: SkippedEntries) -> SkippedEntries {
        SkippedEntries(count: count + later.count, url: url, pages: pages + later.pages)
    }
}
