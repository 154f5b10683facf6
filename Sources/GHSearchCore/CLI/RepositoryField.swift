import FoundationEssentials

/// The repository fields `--json` can print, named as GitHub names them.
public enum RepositoryField: String, Sendable, CaseIterable {
    case name, full_name, html_url, description, language, homepage
    case stargazers_count, forks_count, watchers_count, open_issues_count, size
    case fork, archived, is_template, `private`, visibility, default_branch
    case topics, license, owner, avatar_url, created_at, updated_at, pushed_at, clone_url, ssh_url

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
        default: nil
        }
    }

    /// The field's value as JSON text (strings escaped, nulls where unknown).
    func json(of r: Repository) -> String {
        switch self {
        case .name: JSONText.string(r.name)
        case .full_name: JSONText.string(r.fullName)
        case .html_url: JSONText.string(r.htmlURL)
        case .description: JSONText.string(r.description)
        case .language: JSONText.string(r.language)
        case .homepage: JSONText.string(r.homepage)
        case .stargazers_count: JSONText.number(r.stargazersCount)
        case .forks_count: JSONText.number(r.forksCount)
        case .watchers_count: JSONText.number(r.watchersCount)
        case .open_issues_count: JSONText.number(r.openIssuesCount)
        case .size: JSONText.number(r.size)
        case .fork: JSONText.bool(r.isFork)
        case .archived: JSONText.bool(r.isArchived)
        case .is_template: JSONText.bool(r.isTemplate)
        case .private: JSONText.bool(r.isPrivate)
        case .visibility: JSONText.string(r.visibility)
        case .default_branch: JSONText.string(r.defaultBranch)
        case .topics: "[" + r.topics.map { JSONText.string($0) }.joined(separator: ",") + "]"
        case .license: JSONText.string(r.license?.spdxID ?? r.license?.name)
        case .owner: JSONText.string(r.owner?.login)
        case .avatar_url: JSONText.string(r.owner?.avatarURL)
        case .created_at: JSONText.string(r.createdAt.map(ISO8601.format))
        case .updated_at: JSONText.string(r.updatedAt.map(ISO8601.format))
        case .pushed_at: JSONText.string(r.pushedAt.map(ISO8601.format))
        case .clone_url: JSONText.string(r.cloneURL)
        case .ssh_url: JSONText.string(r.sshURL)
        }
    }

    /// `{"name":…,"html_url":…}` with the fields in the order asked for.
    public static func jsonObject(_ r: Repository, fields: [RepositoryField]) -> String {
        "{" + fields.map { JSONText.string($0.rawValue) + ":" + $0.json(of: r) }.joined(separator: ",") + "}"
    }
}
