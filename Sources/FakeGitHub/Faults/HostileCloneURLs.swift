/// Clone URLs a hostile or broken server hands out (docs/RELIABILITY.md,
/// "Hostile data"): each names a command git would run, a local path, or
/// an option git or ssh would read. `FakeUser.withHostileCloneURLs()`
/// (`fake-github --hostile-clone-urls LOGIN`) gives an account's
/// repositories these as `clone_url` and `ssh_url`, in turn; GitHub's real
/// URLs otherwise.
public enum HostileCloneURLs {
    /// `touch PWNED` (or a read of `/etc`) if git ever ran what they say.
    public static let samples = [
        "ext::sh -c touch% PWNED",
        "file:///etc",
        "--upload-pack=touch PWNED",
        "ssh://-oProxyCommand=touch%20PWNED/owner/repo.git",
        "-oProxyCommand=touch PWNED:owner/repo.git",
        "https://github.com/owner/repo.git\u{1B}]0;PWNED\u{7}",
        "/tmp",
        "http://github.com/owner/repo.git",
    ]
}

extension FakeUser {
    /// The account with `HostileCloneURLs.samples` as its repositories'
    /// `clone_url` and `ssh_url` (the first repository in the server's
    /// order gets the first, and so on, round).
    public func withHostileCloneURLs() -> FakeUser {
        var user = self
        let order = user.repositories.indices.sorted { user.repositories[$0].name.lowercased() < user.repositories[$1].name.lowercased() }
        for (rank, index) in order.enumerated() {
            let url = HostileCloneURLs.samples[rank % HostileCloneURLs.samples.count]
            user.repositories[index].rawFields["clone_url"] = .string(url)
            user.repositories[index].rawFields["ssh_url"] = .string(url)
        }
        return user
    }
}
