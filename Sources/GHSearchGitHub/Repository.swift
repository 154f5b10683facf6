import FoundationEssentials

/// One repository as listed by `GET /users/{id}/repos`, reduced to the fields
/// ghsearch shows or prints. Every field but `name` may be missing or null in
/// what a server sends; the decoder never fails on a single odd field.
public struct Repository: Sendable, Equatable, Hashable {
    /// GitHub's numeric id: what tells two repositories apart across pages
    /// (a name can change between two requests, an id cannot).
    public var id: Int?
    public var name: String
    public var fullName: String?
    public var htmlURL: String?
    public var description: String?
    public var language: String?
    public var homepage: String?
    public var stargazersCount: Int?
    public var forksCount: Int?
    public var watchersCount: Int?
    public var openIssuesCount: Int?
    public var size: Int?
    public var isFork: Bool?
    public var isArchived: Bool?
    public var isTemplate: Bool?
    public var isPrivate: Bool?
    public var visibility: String?
    public var defaultBranch: String?
    public var topics: [String]
    public var license: License?
    public var owner: Owner?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var pushedAt: Date?
    public var cloneURL: String?
    public var sshURL: String?
    /// When it was starred, in a list of stars (`starred_at`); nil elsewhere.
    public var starredAt: Date?

    public struct License: Sendable, Equatable, Hashable {
        public var key: String?
        public var name: String?
        public var spdxID: String?

        public init(key: String? = nil, name: String? = nil, spdxID: String? = nil) {
            self.key = key
            self.name = name
            self.spdxID = spdxID
        }
    }

    public struct Owner: Sendable, Equatable, Hashable {
        public var login: String?
        public var avatarURL: String?
        public var htmlURL: String?

        public init(login: String? = nil, avatarURL: String? = nil, htmlURL: String? = nil) {
            self.login = login
            self.avatarURL = avatarURL
            self.htmlURL = htmlURL
        }
    }

    public init(
        name: String, fullName: String? = nil, htmlURL: String? = nil, description: String? = nil,
        language: String? = nil, homepage: String? = nil, stargazersCount: Int? = nil,
        forksCount: Int? = nil, watchersCount: Int? = nil, openIssuesCount: Int? = nil,
        size: Int? = nil, isFork: Bool? = nil, isArchived: Bool? = nil, isTemplate: Bool? = nil,
        isPrivate: Bool? = nil, visibility: String? = nil, defaultBranch: String? = nil,
        topics: [String] = [], license: License? = nil, owner: Owner? = nil,
        createdAt: Date? = nil, updatedAt: Date? = nil, pushedAt: Date? = nil,
        cloneURL: String? = nil, sshURL: String? = nil, id: Int? = nil
    ) {
        self.id = id
        self.name = name; self.fullName = fullName; self.htmlURL = htmlURL
        self.description = description; self.language = language; self.homepage = homepage
        self.stargazersCount = stargazersCount; self.forksCount = forksCount
        self.watchersCount = watchersCount; self.openIssuesCount = openIssuesCount
        self.size = size; self.isFork = isFork; self.isArchived = isArchived
        self.isTemplate = isTemplate; self.isPrivate = isPrivate; self.visibility = visibility
        self.defaultBranch = defaultBranch; self.topics = topics; self.license = license
        self.owner = owner; self.createdAt = createdAt; self.updatedAt = updatedAt
        self.pushedAt = pushedAt; self.cloneURL = cloneURL; self.sshURL = sshURL
    }
}
