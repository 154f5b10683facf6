import GHSearchGitHub
import GHSearchFilter
/// `--visibility`'s words: gh repo list's three, and `all` (`GET /user/repos`'s
/// default). With `--mine`/`@me` it is asked of GitHub where GitHub takes it;
/// with `--once` and `--batch` it is the filter's `is:` qualifier too.
public enum VisibilityChoice: String, Sendable, CaseIterable {
    case all, `public`, `private`, `internal`

    /// What `GET /user/repos` is asked for (it knows no `internal`: all, then filtered).
    var ownRepositories: OwnRepositoryOptions.Visibility? {
        OwnRepositoryOptions.Visibility(rawValue: rawValue)
    }

    /// The filter's `is:` (none for `all`).
    public var qualifier: FilterQualifier.Visibility? {
        FilterQualifier.Visibility(rawValue: rawValue)
    }
}
