/// `--sort` over a user's stars (`--starred`): GitHub's two orders of the
/// starred endpoint, and the stars count, which it cannot sort by.
///
/// | word      | asks GitHub for                    | order                          |
/// |-----------|------------------------------------|--------------------------------|
/// | `starred` | `sort=created&direction=desc`      | the newest star first (default) |
/// | `updated` | `sort=updated&direction=desc`      | the last updated first         |
/// | `stars`   | GitHub's default, sorted here      | the most stars first           |
public enum StarredOrder: String, Sendable, Equatable, CaseIterable {
    case starred, updated, stars

    /// The `sort` parameter (`created` is the time starred on this endpoint).
    var apiSort: String? {
        switch self {
        case .starred: "created"
        case .updated: "updated"
        case .stars: nil
        }
    }

    /// Sorted here over every page: GitHub has no such order for stars.
    public var sortsLocally: Bool { self == .stars }
}
