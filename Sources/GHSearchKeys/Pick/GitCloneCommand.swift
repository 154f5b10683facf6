/// How Alt-C runs `git clone` for a URL `CloneURLPolicy` allowed: after
/// `--` (no URL is read as an option), with only `https` and `ssh` among
/// git's transports (`protocol.allow=never` and those two `always`, `ext`
/// and `file` named `never` over any user setting, and the same list in
/// `GIT_ALLOW_PROTOCOL`, which git puts over its configuration), and
/// `GIT_PROTOCOL_FROM_USER=0`, since the URL came from a server, not the
/// user. A second fence behind the policy, should a URL ever slip past it
/// or a `url.….insteadOf` rewrite it.
public enum GitCloneCommand {
    public static func arguments(git: String, url: String) -> [String] {
        [git, "-c", "protocol.allow=never", "-c", "protocol.https.allow=always", "-c", "protocol.ssh.allow=always",
         "-c", "protocol.file.allow=never", "-c", "protocol.ext.allow=never", "clone", "--", url]
    }

    /// `environment` with the variables that restrict git's transports.
    public static func environment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        environment["GIT_ALLOW_PROTOCOL"] = "https:ssh"
        environment["GIT_PROTOCOL_FROM_USER"] = "0"
        return environment
    }
}
