/// What is wrong with a command line, as facts; `Catalogue.usageMessage`
/// words it in English (swift-argument-parser's wording) or Korean. Text
/// that came from the command line is already made terminal-safe.
public enum UsageProblem: Sendable, Equatable {
    /// `--no-cache=x`: a flag given a value.
    case flagTakesNoValue(option: String)
    /// An option nobody knows, with the closest known spelling if any.
    case unknownOption(String, suggestion: String?)
    /// `--limit` at the end: the option (with its value name, `--limit <n>`) needs a value.
    case missingValue(option: String)
    /// `--api-url` that is not an http(s) URL.
    case invalidAPIURL(String)
    /// A number option given something else, or out of `range`.
    case invalidNumber(String, option: String, range: ClosedRange<Int>)
    /// A choice option given something else than one of `choices`.
    case invalidChoice(String, option: String, choices: [String])
    /// A `--json` field that does not exist, with those that do.
    case unknownJSONField(String, available: [String])
    case onceAndBatch
    /// A word after `--once ID`.
    case unexpectedAfterOnce(String)
    /// A word after `--batch FILE`.
    case unexpectedAfterBatch(String)
    /// A second user name in the interactive mode.
    case secondUser(String)
    /// A batch-only flag outside `--batch`.
    case batchOnly(option: String)
    /// An interactive-only flag (`--max-repos`) with `--once` or `--batch`.
    case interactiveOnly(option: String)
    /// `--json` in the interactive mode.
    case jsonNeedsOnceOrBatch
    /// `--resume` without `--output`.
    case resumeNeedsOutput
}
