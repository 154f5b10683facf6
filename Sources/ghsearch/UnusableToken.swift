import GHSearchCore

/// A token read from `source` that cannot be sent (`TokenCheck`): the run
/// stops before any request with exit 64, naming the source, never the token.
struct UnusableToken: Error {
    let source: TokenSource
    let problem: TokenCheck.Problem

    func report(_ catalogue: Catalogue) -> String {
        catalogue.errorPrefix + catalogue.unusableToken(source, problem) + "\n"
    }
}
