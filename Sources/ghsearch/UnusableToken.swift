import GHSearchCLI
import GHSearchGitHub
import GHSearchText

/// A token read from `source` that cannot be sent (`TokenCheck`): the run
/// stops before any request with exit 64, naming the source, never the token.
struct UnusableToken: Error {
    let source: TokenSource
    let problem: TokenCheck.Problem

    /// The token in `value` (`TokenCheck`: trimmed; nil when there is none
    /// at all), or this error naming `source`.
    static func checked(_ value: String, from source: TokenSource) throws(UnusableToken) -> String? {
        do throws(TokenCheck.Problem) {
            return try TokenCheck.token(from: value)
        } catch {
            throw UnusableToken(source: source, problem: error)
        }
    }

    func report(_ catalogue: Catalogue) -> String {
        catalogue.errorPrefix + catalogue.unusableToken(source, problem) + "\n"
    }
}
