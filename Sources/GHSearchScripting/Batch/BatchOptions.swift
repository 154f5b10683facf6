import GHSearchGitHub
/// How a batch searches each user.
public struct BatchOptions: Sendable {
    public var listOptions: ListOptions
    /// At most this many repositories per user (`--limit`); nil: all pages.
    public var limit: Int?
    /// `--jobs` when it is not given: one user at a time, in input order.
    public static let defaultJobs = 1

    /// Users searched at once (`--jobs`, within `OptionTable.jobs`).
    public var jobs: Int
    /// For the messages of failed users.
    public var apiURL: String
    /// Secondary-limit answers tolerated for one request before the user fails.
    public var secondaryLimitAttempts: Int
    /// Primary-limit answers tolerated for one request (after waiting for each reset).
    public var primaryLimitAttempts: Int
    /// `--starred`: each user's stars (`GET /users/{user}/starred`) instead of their repositories.
    public var starred = false
    /// `--sort` over stars (nil: GitHub's, the newest star first).
    public var starredOrder: StarredOrder?

    public init(listOptions: ListOptions = ListOptions(), limit: Int? = nil, jobs: Int = BatchOptions.defaultJobs,
                apiURL: String = "https://api.github.com", secondaryLimitAttempts: Int = 5, primaryLimitAttempts: Int = 3) {
        self.listOptions = listOptions
        self.limit = limit
        // The command line keeps --jobs within the option table's bounds.
        self.jobs = max(1, jobs)
        self.apiURL = apiURL
        self.secondaryLimitAttempts = secondaryLimitAttempts
        self.primaryLimitAttempts = primaryLimitAttempts
    }

    /// `--sort stars` is applied here, over every page, as `--once` does.
    public var sortsByStars: Bool { starred ? starredOrder?.sortsLocally ?? false : listOptions.sort == .stars }

    /// The first page of `login`'s list (or stars).
    func firstURL(_ endpoint: GitHubEndpoint, login: String) -> String {
        starred ? endpoint.starredURL(.user(login), order: starredOrder) : endpoint.repositoriesURL(login: login, options: listOptions)
    }
}
