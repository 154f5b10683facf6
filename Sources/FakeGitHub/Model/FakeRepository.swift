/// One repository as the list endpoints serve it.
///
/// URL fields (`url`, `html_url`, the many `*_url` templates, clone URLs)
/// are derived from the owner and name when the page is written, so they
/// always point at the server that serves them.
public struct FakeRepository: Sendable, Hashable {
    public var id: Int
    public var name: String
    /// The owner; `nil` means the account the list belongs to. A different
    /// owner makes the repository a "member" repository of that account.
    public var owner: FakeOwner?
    public var isPrivate: Bool
    public var description: String?
    public var fork: Bool
    /// Seconds since 1970 (UTC).
    public var createdAt: Int64
    public var updatedAt: Int64
    /// `nil` is sent as `null` (a repository nobody ever pushed to).
    public var pushedAt: Int64?
    /// `nil` is sent as `null`; GitHub also sends `""` for a cleared homepage.
    public var homepage: String?
    /// Kilobytes.
    public var size: Int
    public var stargazersCount: Int
    public var watchersCount: Int
    public var language: String?
    public var hasIssues: Bool
    public var hasProjects: Bool
    public var hasDownloads: Bool
    public var hasWiki: Bool
    public var hasPages: Bool
    public var hasDiscussions: Bool
    public var forksCount: Int
    public var archived: Bool
    public var disabled: Bool
    public var openIssuesCount: Int
    public var license: FakeLicense?
    public var allowForking: Bool
    public var isTemplate: Bool
    public var topics: [String]
    /// `"public"`, `"private"` or `"internal"`.
    public var visibility: String
    public var defaultBranch: String
    /// Raw values that replace a field's value in place (same key) or are
    /// appended at the end of the object (new key), written verbatim.
    public var rawFields: [String: JSONFragment]
    /// What `GET /repos/{owner}/{repo}/readme` serves.
    public var readme: FakeReadme

    public init(
        id: Int,
        name: String,
        owner: FakeOwner? = nil,
        isPrivate: Bool = false,
        description: String? = nil,
        fork: Bool = false,
        createdAt: Int64 = 1_400_000_000,
        updatedAt: Int64 = 1_500_000_000,
        pushedAt: Int64? = 1_500_000_000,
        homepage: String? = nil,
        size: Int = 0,
        stargazersCount: Int = 0,
        watchersCount: Int? = nil,
        language: String? = nil,
        hasIssues: Bool = true,
        hasProjects: Bool = true,
        hasDownloads: Bool = true,
        hasWiki: Bool = true,
        hasPages: Bool = false,
        hasDiscussions: Bool = false,
        forksCount: Int = 0,
        archived: Bool = false,
        disabled: Bool = false,
        openIssuesCount: Int = 0,
        license: FakeLicense? = nil,
        allowForking: Bool = true,
        isTemplate: Bool = false,
        topics: [String] = [],
        visibility: String = "public",
        defaultBranch: String = "main",
        rawFields: [String: JSONFragment] = [:],
        readme: FakeReadme = .generated
    ) {
        self.id = id
        self.name = name
        self.owner = owner
        self.isPrivate = isPrivate
        self.description = description
        self.fork = fork
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.pushedAt = pushedAt
        self.homepage = homepage
        self.size = size
        self.stargazersCount = stargazersCount
        self.watchersCount = watchersCount ?? stargazersCount
        self.language = language
        self.hasIssues = hasIssues
        self.hasProjects = hasProjects
        self.hasDownloads = hasDownloads
        self.hasWiki = hasWiki
        self.hasPages = hasPages
        self.hasDiscussions = hasDiscussions
        self.forksCount = forksCount
        self.archived = archived
        self.disabled = disabled
        self.openIssuesCount = openIssuesCount
        self.license = license
        self.allowForking = allowForking
        self.isTemplate = isTemplate
        self.topics = topics
        self.visibility = visibility
        self.defaultBranch = defaultBranch
        self.rawFields = rawFields
        self.readme = readme
    }
}
