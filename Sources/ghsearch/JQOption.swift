import GHSearchCLI
import GHSearchJQ
import GHSearchText
import GHSearchGitHub
import GHSearchScripting

/// `--jq` at the edge: the expression compiled by libjq before any
/// request (a mistake is jq's own message and exit 64, costing no quota),
/// then run over the `--json` text `--once` prints.
enum JQOption {
    /// The filter `expression` (`--jq`) compiles to, or the exit status
    /// after reporting why it cannot run.
    static func prepare(_ expression: String, catalogue: Catalogue) -> (filter: JSONFilter?, exit: ExitStatus?) {
        switch JQProgram.compile(expression) {
        case .success(let program):
            let filter: JSONFilter = { json, target in
                let (output, failure) = program.run(json, pretty: target.isTerminal)
                // Piped, the bytes jq writes (`@tsv`'s tabs included); on a terminal, nothing that could drive it.
                let text = target.isTerminal ? sanitizedLines(output) : output
                return (text, failure.map(message))
            }
            return (filter, nil)
        case .failure(.compile(let message)):
            StandardStreams.writeError(message + "\n")
            return (nil, .usage)
        case .failure(let failure):
            StandardStreams.writeError(catalogue.errorPrefix + message(failure) + "\n")
            return (nil, .failure)
        }
    }

    private static func message(_ failure: JQFailure) -> String {
        switch failure {
        case .unavailable(let why): "--jq needs libjq (Debian: libjq1): \(TerminalText.sanitize(why))"
        case .compile(let text), .runtime(let text): text
        case .input(let why): "jq could not read ghsearch's JSON: \(TerminalText.sanitize(why))"
        }
    }

    /// Each line made terminal-safe, tabs kept between the pieces.
    private static func sanitizedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map { TerminalText.sanitize(String($0)) }.joined(separator: "\t") }
            .joined(separator: "\n")
    }
}
