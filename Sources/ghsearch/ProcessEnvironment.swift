import FoundationEssentials
import GHSearchCLI
#if canImport(Glibc)
import Glibc
import GHSearchGitHub
#endif

/// What the environment contributes, read once.
struct ProcessEnvironment {
    let variables: [String: String]

    init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    /// Only the variables `names`, read one by one (`getenv`): for a reader
    /// of one or two, where a copy of the whole environment is ~0.03 ms.
    init(only names: [String]) {
        var variables: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        self.init(variables)
    }

    /// Where a token may be, in the order `gh` reads them.
    static let tokenVariables = ["GH_TOKEN", "GITHUB_TOKEN"]

    /// `GH_TOKEN`, else `GITHUB_TOKEN` (as `gh` does); never printed. A
    /// variable that is set but holds no token at all (empty, or only white
    /// space) counts as unset; one that holds what cannot be a token is
    /// refused, by name (`TokenCheck`).
    func environmentToken() throws(UnusableToken) -> String? {
        try firstToken(among: Self.tokenVariables)
    }

    /// The token of the first of `names` that holds one, checked the same way.
    func firstToken(among names: [String]) throws(UnusableToken) -> String? {
        for name in names {
            guard let value = variables[name] else { continue }
            if let token = try UnusableToken.checked(value, from: .variable(name)) { return token }
        }
        return nil
    }

    /// The token to send to `endpoint`: `GH_TOKEN`, else `GITHUB_TOKEN`, else
    /// (unless `--no-gh-token`) the one `gh` is logged in with for its host:
    /// for an Enterprise host `GH_ENTERPRISE_TOKEN` or `GITHUB_ENTERPRISE_TOKEN`,
    /// then gh's files (`GitHubCLIToken`).
    func token(for endpoint: GitHubEndpoint, options: CommandLineOptions) throws(UnusableToken) -> String? {
        switch try lookUpToken(for: endpoint, options: options, askingGH: true) {
        case .found(let token): token
        case .onlyGHKnows: nil  // not when gh is asked
        }
    }

    /// `token(for:options:)`, or `.onlyGHKnows` where that would start gh
    /// and `askingGH` is false.
    func lookUpToken(for endpoint: GitHubEndpoint, options: CommandLineOptions,
                     askingGH: Bool) throws(UnusableToken) -> GitHubCLIToken.Lookup {
        if let token = try environmentToken() { return .found(token) }
        if options.noGHToken { return .found(nil) }
        // gh's own variables for a GitHub Enterprise host come before its files.
        if GitHubCLIToken.isEnterprise(endpoint.ghHostname),
           let token = try firstToken(among: GitHubCLIToken.enterpriseVariables) { return .found(token) }
        return try GitHubCLIToken.read(hostname: endpoint.ghHostname, environment: variables,
                                       configDirectory: ghConfigDirectory, stateDirectory: stateDirectory, askingGH: askingGH)
    }

    /// The certificates to trust for HTTPS, from the variables curl reads:
    /// `CURL_CA_BUNDLE`, else `SSL_CERT_FILE` (a PEM file), and `SSL_CERT_DIR`
    /// (a hashed directory). Unset or empty: the system's.
    var certificateAuthorities: (file: String?, directory: String?) {
        let nonEmpty = { (name: String) in variables[name].flatMap { $0.isEmpty ? nil : $0 } }
        return (nonEmpty("CURL_CA_BUNDLE") ?? nonEmpty("SSL_CERT_FILE"), nonEmpty("SSL_CERT_DIR"))
    }

    /// `$XDG_CONFIG_HOME/ghsearch/config`, default `~/.config/ghsearch/config`.
    var configFile: String {
        xdg("XDG_CONFIG_HOME", fallback: ".config") + "/ghsearch/config"
    }

    /// gh's configuration directory, as gh finds it: `GH_CONFIG_DIR`, else
    /// `$XDG_CONFIG_HOME/gh`, else `~/.config/gh`.
    var ghConfigDirectory: String {
        variables["GH_CONFIG_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? xdg("XDG_CONFIG_HOME", fallback: ".config") + "/gh"
    }

    /// `$XDG_CACHE_HOME/ghsearch`, default `~/.cache/ghsearch`.
    var cacheDirectory: String {
        xdg("XDG_CACHE_HOME", fallback: ".cache") + "/ghsearch"
    }

    /// `$XDG_STATE_HOME/ghsearch`, default `~/.local/state/ghsearch`.
    var stateDirectory: String {
        xdg("XDG_STATE_HOME", fallback: ".local/state") + "/ghsearch"
    }

    /// The defaults before the command line, weakest first: the config file
    /// (when there is one), then `GHSEARCH_DEFAULT_OPTS`.
    var defaultOptions: [DefaultOptions] {
        var defaults: [DefaultOptions] = []
        let path = configFile
        switch TextFile.read(path, limit: 1 << 20) {
        case .success(let text): defaults.append(DefaultOptions(configFile: text, path: path))
        case .failure(let error) where error.isMissing: break
        case .failure(let error): defaults.append(DefaultOptions(unreadableConfigFile: path, reason: error.description))
        }
        if let text = variables["GHSEARCH_DEFAULT_OPTS"] {
            defaults.append(DefaultOptions(environment: text))
        }
        return defaults
    }

    private func xdg(_ name: String, fallback: String) -> String {
        if let value = variables[name], value.hasPrefix("/") { return value }
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.passwordDatabaseHome() ?? "/"
        return home + "/" + fallback
    }

    /// The home directory the password database gives this user (no `HOME`).
    private static func passwordDatabaseHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
              let directory = entry.pw_dir else { return nil }
        return String(cString: directory)
    }
}
