#if canImport(Glibc)
import Glibc
#endif

/// The token `gh` (GitHub's CLI) is logged in with: `gh auth token
/// --hostname HOST`, run without a shell when `gh` is on `PATH`. Used only
/// when neither `GH_TOKEN` nor `GITHUB_TOKEN` is set, and never printed.
/// `gh` not installed, not logged in, failing or taking over `timeout`:
/// no token, silently (ghsearch works without one).
enum GitHubCLIToken {
    static func read(hostname: String, environment: [String: String], timeout: Duration = .seconds(5)) -> String? {
        let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        guard let gh = ExecutableSearch.find("gh", path: path),
              let run = ChildProcess.output(of: gh, ["auth", "token", "--hostname", hostname], environment: environment, timeout: timeout),
              run.status == 0 else { return nil }
        let token = ProcessEnvironment.trimmed(String(decoding: run.output, as: UTF8.self))
        // A token is one printable word; anything else is not one.
        guard !token.isEmpty, token.utf8.count <= 1024,
              token.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return nil }
        return token
    }
}
