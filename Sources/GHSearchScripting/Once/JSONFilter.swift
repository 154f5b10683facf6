/// `--jq` as the core sees it: the `--json` text in, the text to print
/// out, and jq's message when the program stopped on an error. libjq runs
/// it at the edge (GHSearchJQ); the core only passes the text through.
public typealias JSONFilter = @Sendable (_ json: String, _ target: OutputTarget) -> (output: String, error: String?)
