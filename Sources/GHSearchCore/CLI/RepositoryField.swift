import FoundationEssentials
import GHSearchGitHub
import GHSearchText

/// The repository fields `--json` can print, named as GitHub names them.
public enum RepositoryField: String, Sendable, CaseIterable {
    case name, full_name, html_url, description, language, homepage
    case stargazers_count, forks_count, watchers_count, open_issues_count, size
    case fork, archived, is_template, `private`, visibility, default_branch
    case topics, license, owner, avatar_url, created_at, updated_at, pushed_at, clone_url, ssh_url
    /// When it was starred (`--starred`'s lists: the star media type's `starred_at`); null elsewhere.
    case starred_at

    /// Every field a repository has wherever it is listed (`--json` alone
    /// prints these, and `starred_at` too for stars).
    public static let repositoryFields = allCases.filter { $0 != .starred_at }

    /// What `--json` alone prints: every field, `starred_at` only for stars.
    public static func every(stars: Bool) -> [RepositoryField] {
        stars ? allCases : repositoryFields
    }

    /// Parses `name,html_url,…`; unknown names are returned for the error message.
    public static func parseList(_ text: String) -> (fields: [RepositoryField], unknown: [String]) {
        var fields: [RepositoryField] = []
        var unknown: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: true) {
            let name = String(part).trimmingSpaces()
            if let field = RepositoryField(rawValue: name) ?? alias(name) {
                if !fields.contains(field) { fields.append(field) }
            } else {
                unknown.append(name)
            }
        }
        return (fields, unknown)
    }

    /// `gh`-style short names users reach for.
    private static func alias(_ name: String) -> RepositoryField? {
        switch name {
        case "url": .html_url
        case "stars", "stargazerCount": .stargazers_count
        case "forks": .forks_count
        case "fullName", "nameWithOwner": .full_name
        case "pushedAt": .pushed_at
        case "updatedAt": .updated_at
        case "createdAt": .created_at
        case "starredAt": .starred_at
        default: nil
        }
    }

    /// The field's value, typed (what `--json` writes and `--template` prints).
    func value(of r: Repository) -> RepositoryFieldValue {
        switch self {
        case .name: .text(r.name)
        case .full_name: .text(r.fullName)
        case .html_url: .text(r.htmlURL)
        case .description: .text(r.description)
        case .language: .text(r.language)
        case .homepage: .text(r.homepage)
        case .stargazers_count: .number(r.stargazersCount)
        case .forks_count: .number(r.forksCount)
        case .watchers_count: .number(r.watchersCount)
        case .open_issues_count: .number(r.openIssuesCount)
        case .size: .number(r.size)
        case .fork: .bool(r.isFork)
        case .archived: .bool(r.isArchived)
        case .is_template: .bool(r.isTemplate)
        case .private: .bool(r.isPrivate)
        case .visibility: .text(r.visibility)
        case .default_branch: .text(r.defaultBranch)
        case .topics: .texts(r.topics)
        case .license: .text(r.license?.spdxID ?? r.license?.name)
        case .owner: .text(r.owner?.login)
        case .avatar_url: .text(r.owner?.avatarURL)
        case .created_at: .text(r.createdAt.map(ISO8601.format))
        case .updated_at: .text(r.updatedAt.map(ISO8601.format))
        case .pushed_at: .text(r.pushedAt.map(ISO8601.format))
        case .clone_url: .text(r.cloneURL)
        case .ssh_url: .text(r.sshURL)
        case .starred_at: .text(r.starredAt.map(ISO8601.format))
        }
    }

    /// The field's value as JSON text (strings escaped, nulls where unknown).
    func json(of r: Repository) -> String {
        value(of: r).json
    }

    /// The field named `name` as `--json` reads it (GitHub's names, gh's aliases).
    public static func named(_ name: String) -> RepositoryField? {
        RepositoryField(rawValue: name) ?? alias(name)
    }

    /// `{"name":…,"html_url":…}` with the fields in the order asked for.
    public static func jsonObject(_ r: Repository, fields: [RepositoryField]) -> String {
        "{" + fields.map { JSONText.string($0.rawValue) + ":" + $0.json(of: r) }.joined(separator: ",") + "}"
    }
}

/// One field's value, typed.
enum RepositoryFieldValue: Sendable, Equatable {
    case text(String?)
    case number(Int?)
    case bool(Bool?)
    case texts([String])

    var json: String {
        switch self {
        case .text(let value): JSONText.string(value)
        case .number(let value): JSONText.number(value)
        case .bool(let value): JSONText.bool(value)
        case .texts(let values): "[" + values.map { JSONText.string($0) }.joined(separator: ",") + "]"
        }
    }
}
