/// Writes a repository object with GitHub's field set and field order (the
/// modern `GET /users/{login}/repos` answer, ~5 kB per repository).
struct RepositoryJSONEncoder: Sendable {
    /// API base for `url` and the `*_url` fields, e.g. `http://127.0.0.1:8080/api/v3`.
    var apiBase: String
    /// Web base for `html_url` and clone URLs, e.g. `https://github.com`.
    var htmlBase: String
    /// Root the avatars are served from, e.g. `http://127.0.0.1:8080`.
    var avatarBase: String

    private var gitHost: String {
        var host = Substring(htmlBase)
        if let schemeEnd = host.range(of: "://") { host = host[schemeEnd.upperBound...] }
        if let slash = host.firstIndex(of: "/") { host = host[..<slash] }
        return String(host)
    }

    func encode(_ repository: FakeRepository, listedFor account: FakeOwner) -> [UInt8] {
        let owner = repository.owner ?? account
        let fullName = "\(owner.login)/\(repository.name)"
        let api = "\(apiBase)/repos/\(fullName)"
        let html = "\(htmlBase)/\(fullName)"
        var writer = JSONWriter(reservingCapacity: 6_000)
        var pendingRaw = repository.rawFields
        var first = true

        func field(_ key: String, _ value: (inout JSONWriter) -> Void) {
            writer.key(key, first: first)
            first = false
            if !pendingRaw.isEmpty, let raw = pendingRaw.removeValue(forKey: key) {
                writer.raw(raw.bytes)
            } else {
                value(&writer)
            }
        }
        func text(_ key: String, _ value: String) { field(key) { $0.string(value) } }
        func url(_ key: String, _ suffix: String) { text(key, api + suffix) }

        writer.raw("{")
        field("id") { $0.int(repository.id) }
        text("node_id", LegacyNodeID.repository(repository.id))
        text("name", repository.name)
        text("full_name", fullName)
        field("private") { $0.bool(repository.isPrivate) }
        field("owner") { $0.raw(encodeOwner(owner)) }
        text("html_url", html)
        field("description") { $0.optionalString(repository.description) }
        field("fork") { $0.bool(repository.fork) }
        text("url", api)
        for (key, suffix) in Self.urlTemplates { url(key, suffix) }
        text("created_at", ISO8601Timestamp.string(fromEpochSeconds: repository.createdAt))
        text("updated_at", ISO8601Timestamp.string(fromEpochSeconds: repository.updatedAt))
        field("pushed_at") { writer in
            if let pushed = repository.pushedAt {
                writer.string(ISO8601Timestamp.string(fromEpochSeconds: pushed))
            } else {
                writer.raw("null")
            }
        }
        text("git_url", "git://\(gitHost)/\(fullName).git")
        text("ssh_url", "git@\(gitHost):\(fullName).git")
        text("clone_url", "\(html).git")
        text("svn_url", html)
        field("homepage") { $0.optionalString(repository.homepage) }
        field("size") { $0.int(repository.size) }
        field("stargazers_count") { $0.int(repository.stargazersCount) }
        field("watchers_count") { $0.int(repository.watchersCount) }
        field("language") { $0.optionalString(repository.language) }
        field("has_issues") { $0.bool(repository.hasIssues) }
        field("has_projects") { $0.bool(repository.hasProjects) }
        field("has_downloads") { $0.bool(repository.hasDownloads) }
        field("has_wiki") { $0.bool(repository.hasWiki) }
        field("has_pages") { $0.bool(repository.hasPages) }
        field("has_discussions") { $0.bool(repository.hasDiscussions) }
        field("forks_count") { $0.int(repository.forksCount) }
        field("mirror_url") { $0.raw("null") }
        field("archived") { $0.bool(repository.archived) }
        field("disabled") { $0.bool(repository.disabled) }
        field("open_issues_count") { $0.int(repository.openIssuesCount) }
        field("license") { writer in
            if let license = repository.license {
                writer.raw(encodeLicense(license))
            } else {
                writer.raw("null")
            }
        }
        field("allow_forking") { $0.bool(repository.allowForking) }
        field("is_template") { $0.bool(repository.isTemplate) }
        field("web_commit_signoff_required") { $0.bool(false) }
        field("topics") { writer in
            writer.array(repository.topics) { $0.string($1) }
        }
        text("visibility", repository.visibility)
        field("forks") { $0.int(repository.forksCount) }
        field("open_issues") { $0.int(repository.openIssuesCount) }
        field("watchers") { $0.int(repository.watchersCount) }
        text("default_branch", repository.defaultBranch)
        for key in pendingRaw.keys.sorted() {
            if let raw = pendingRaw[key] {
                writer.key(key, first: first)
                first = false
                writer.raw(raw.bytes)
            }
        }
        writer.raw("}")
        return writer.bytes
    }

    private func encodeOwner(_ owner: FakeOwner) -> [UInt8] {
        let api = "\(apiBase)/users/\(owner.login)"
        var writer = JSONWriter(reservingCapacity: 1_200)
        writer.raw("{")
        writer.key("login", first: true); writer.string(owner.login)
        writer.key("id"); writer.int(owner.id)
        writer.key("node_id")
        writer.string(owner.type == "Organization" ? LegacyNodeID.organization(owner.id) : LegacyNodeID.user(owner.id))
        writer.key("avatar_url"); writer.string("\(avatarBase)/avatars/u/\(owner.id)?v=4")
        writer.key("gravatar_id"); writer.string("")
        writer.key("url"); writer.string(api)
        writer.key("html_url"); writer.string("\(htmlBase)/\(owner.login)")
        writer.key("followers_url"); writer.string(api + "/followers")
        writer.key("following_url"); writer.string(api + "/following{/other_user}")
        writer.key("gists_url"); writer.string(api + "/gists{/gist_id}")
        writer.key("starred_url"); writer.string(api + "/starred{/owner}{/repo}")
        writer.key("subscriptions_url"); writer.string(api + "/subscriptions")
        writer.key("organizations_url"); writer.string(api + "/orgs")
        writer.key("repos_url"); writer.string(api + "/repos")
        writer.key("events_url"); writer.string(api + "/events{/privacy}")
        writer.key("received_events_url"); writer.string(api + "/received_events")
        writer.key("type"); writer.string(owner.type)
        writer.key("user_view_type"); writer.string("public")
        writer.key("site_admin"); writer.bool(false)
        writer.raw("}")
        return writer.bytes
    }

    private func encodeLicense(_ license: FakeLicense) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 200)
        writer.raw("{")
        writer.key("key", first: true); writer.string(license.key)
        writer.key("name"); writer.string(license.name)
        writer.key("spdx_id"); writer.string(license.spdxID)
        writer.key("url")
        if license.hasURL { writer.string("\(apiBase)/licenses/\(license.key)") } else { writer.raw("null") }
        writer.key("node_id"); writer.string(license.nodeID)
        writer.raw("}")
        return writer.bytes
    }

    /// The `*_url` fields between `url` and `created_at`, in GitHub's order.
    private static let urlTemplates: [(String, String)] = [
        ("forks_url", "/forks"),
        ("keys_url", "/keys{/key_id}"),
        ("collaborators_url", "/collaborators{/collaborator}"),
        ("teams_url", "/teams"),
        ("hooks_url", "/hooks"),
        ("issue_events_url", "/issues/events{/number}"),
        ("events_url", "/events"),
        ("assignees_url", "/assignees{/user}"),
        ("branches_url", "/branches{/branch}"),
        ("tags_url", "/tags"),
        ("blobs_url", "/git/blobs{/sha}"),
        ("git_tags_url", "/git/tags{/sha}"),
        ("git_refs_url", "/git/refs{/sha}"),
        ("trees_url", "/git/trees{/sha}"),
        ("statuses_url", "/statuses/{sha}"),
        ("languages_url", "/languages"),
        ("stargazers_url", "/stargazers"),
        ("contributors_url", "/contributors"),
        ("subscribers_url", "/subscribers"),
        ("subscription_url", "/subscription"),
        ("commits_url", "/commits{/sha}"),
        ("git_commits_url", "/git/commits{/sha}"),
        ("comments_url", "/comments{/number}"),
        ("issue_comment_url", "/issues/comments{/number}"),
        ("contents_url", "/contents/{+path}"),
        ("compare_url", "/compare/{base}...{head}"),
        ("merges_url", "/merges"),
        ("archive_url", "/{archive_format}{/ref}"),
        ("downloads_url", "/downloads"),
        ("issues_url", "/issues{/number}"),
        ("pulls_url", "/pulls{/number}"),
        ("milestones_url", "/milestones{/number}"),
        ("notifications_url", "/notifications{?since,all,participating}"),
        ("labels_url", "/labels{/name}"),
        ("releases_url", "/releases{/id}"),
        ("deployments_url", "/deployments"),
    ]
}
