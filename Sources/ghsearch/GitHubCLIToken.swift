import GHSearchCLI
import GHSearchStorage
#if canImport(Glibc)
import Glibc
import GHSearchGitHub
#endif

/// The token `gh` (GitHub's CLI) is logged in with, as `gh auth token
/// --hostname HOST` would print it, found without starting a process
/// wherever gh keeps it in the open (gh's variables for an Enterprise
/// host, `enterpriseVariables`, are read before, by `ProcessEnvironment`):
/// 1. gh's `hosts.yml` (in `GH_CONFIG_DIR`, else `$XDG_CONFIG_HOME/gh`,
///    else `~/.config/gh`): no file, or no entry for the host, means gh is
///    logged in nowhere or not there — gh is not started;
/// 2. the host's `oauth_token` in that file;
/// 3. otherwise gh keeps it in a keyring: `gh auth token` is run (without a
///    shell, when `gh` is on `PATH`, for at most `timeout`). When it answers
///    that it has no token, that is remembered in the state directory
///    against the identity of `hosts.yml` (device, inode, size, mtime) and
///    gh is not asked again until the file changes. The token itself is
///    never written anywhere.
/// Used only when neither `GH_TOKEN` nor `GITHUB_TOKEN` is set, and never
/// printed. Not found, gh failing or hanging: no token, silently (ghsearch
/// works without one). What is found and is not a token is refused
/// (`TokenCheck`), naming where it came from.
enum GitHubCLIToken {
    static let enterpriseVariables = ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]

    /// What is known of gh's token for a host: found (nil: gh has none,
    /// or nothing is known), or kept where only gh can read it (a keyring),
    /// when gh was not to be asked.
    enum Lookup {
        case found(String?)
        case onlyGHKnows
    }

    /// gh's token for `hostname` (nil: none), asking gh when it keeps it in
    /// a keyring and `askingGH`; otherwise `.onlyGHKnows` there, unless gh
    /// said before that it has none.
    static func read(hostname: String, environment: [String: String], configDirectory: String, stateDirectory: String,
                     askingGH: Bool = true, timeout: Duration = .seconds(5)) throws(UnusableToken) -> Lookup {
        let hostsFile = configDirectory + "/hosts.yml"
        var info = stat()
        guard stat(hostsFile, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              case .success(let text) = TextFile.read(hostsFile, limit: 1 << 20) else { return .found(nil) }
        switch GitHubCLIHosts(text).entry(for: hostname) {
        case nil:
            return .found(nil)
        case .token(let value):
            return .found(try UnusableToken.checked(value, from: .file(hostsFile)))
        case .elsewhere:
            let identity = "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            let missesFile = stateDirectory + "/gh-token-misses"
            var misses = GitHubCLITokenMisses((try? TextFile.read(missesFile, limit: 64 << 10).get()) ?? "")
            if misses.contains(host: hostname, identity: identity) { return .found(nil) }
            guard askingGH else { return .onlyGHKnows }
            switch try askGH(hostname: hostname, environment: environment, timeout: timeout) {
            case .token(let token):
                return .found(token)
            case .noToken:
                misses.add(host: hostname, identity: identity)
                _ = AtomicFile.write(misses.text, to: missesFile, directory: stateDirectory)
                return .found(nil)
            case .unknown:
                return .found(nil)
            }
        }
    }

    /// gh's `isEnterprise`: neither github.com, github.localhost nor a
    /// GHE.com tenancy (`*.ghe.com`).
    static func isEnterprise(_ host: String) -> Bool {
        let host = host.lowercased()
        return host != "github.com" && host != "github.localhost" && !host.hasSuffix(".ghe.com") && host != "ghe.com"
    }

    private enum Answer {
        case token(String)
        /// gh ran and said it has no token for the host.
        case noToken
        /// gh is not there, or did not finish in time: nothing is known.
        case unknown
    }

    private static func askGH(hostname: String, environment: [String: String], timeout: Duration) throws(UnusableToken) -> Answer {
        let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        guard let gh = ExecutableSearch.find("gh", path: path),
              let run = ChildProcess.output(of: gh, ["auth", "token", "--hostname", hostname], environment: environment, timeout: timeout)
        else { return .unknown }
        guard run.status == 0 else { return .noToken }
        return try UnusableToken.checked(String(decoding: run.output, as: UTF8.self), from: .ghAuthToken).map(Answer.token) ?? .noToken
    }
}
