import GHSearchCore
#if canImport(Glibc)
import Glibc
#endif

/// The token `gh` (GitHub's CLI) is logged in with: `gh auth token
/// --hostname HOST`, run without a shell when `gh` is on `PATH`. Used only
/// when neither `GH_TOKEN` nor `GITHUB_TOKEN` is set, and never printed.
/// `gh` not installed, not logged in, failing or taking over `timeout`:
/// no token, silently (ghsearch works without one). What it prints is
/// trimmed as `gh` trims it; what is then not a token is refused
/// (`TokenCheck`), naming `gh auth token`.
enum GitHubCLIToken {
    static func read(hostname: String, environment: [String: String],
                     timeout: Duration = .seconds(5)) throws(UnusableToken) -> String? {
        let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        guard let gh = ExecutableSearch.find("gh", path: path),
              let run = ChildProcess.output(of: gh, ["auth", "token", "--hostname", hostname], environment: environment, timeout: timeout),
              run.status == 0 else { return nil }
        do throws(TokenCheck.Problem) {
            return try TokenCheck.token(from: String(decoding: run.output, as: UTF8.self))
        } catch {
            throw UnusableToken(source: .ghAuthToken, problem: error)
        }
    }
}
