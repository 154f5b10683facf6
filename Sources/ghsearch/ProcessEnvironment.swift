import Foundation

/// What the environment contributes, read once.
struct ProcessEnvironment {
    let variables: [String: String]

    init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    /// `GH_TOKEN`, else `GITHUB_TOKEN` (as `gh` does); never printed.
    var token: String? {
        for name in ["GH_TOKEN", "GITHUB_TOKEN"] {
            if let value = variables[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
                return value
            }
        }
        return nil
    }

    /// The certificates to trust for HTTPS, from the variables curl reads:
    /// `CURL_CA_BUNDLE`, else `SSL_CERT_FILE` (a PEM file), and `SSL_CERT_DIR`
    /// (a hashed directory). Unset or empty: the system's.
    var certificateAuthorities: (file: String?, directory: String?) {
        let nonEmpty = { (name: String) in variables[name].flatMap { $0.isEmpty ? nil : $0 } }
        return (nonEmpty("CURL_CA_BUNDLE") ?? nonEmpty("SSL_CERT_FILE"), nonEmpty("SSL_CERT_DIR"))
    }

    /// `$XDG_CACHE_HOME/ghsearch`, default `~/.cache/ghsearch`.
    var cacheDirectory: String {
        xdg("XDG_CACHE_HOME", fallback: ".cache") + "/ghsearch"
    }

    /// `$XDG_STATE_HOME/ghsearch`, default `~/.local/state/ghsearch`.
    var stateDirectory: String {
        xdg("XDG_STATE_HOME", fallback: ".local/state") + "/ghsearch"
    }

    private func xdg(_ name: String, fallback: String) -> String {
        if let value = variables[name], value.hasPrefix("/") { return value }
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/" + fallback
    }
}
