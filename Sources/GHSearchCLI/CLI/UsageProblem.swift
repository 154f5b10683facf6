import GHSearchFilter
import GHSearchInteractive
import GHSearchScripting
import GHSearchKeys
import GHSearchTheme
/// What is wrong with a command line, as data: `Catalogue.usageMessage`
/// words it in English (swift-argument-parser's wording) or Korean. Text
/// that came from the command line is already made terminal-safe.
public enum UsageProblem: Error, Sendable, Equatable {
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
    /// Two options that each choose a mode (`--once` and `--batch`).
    case modesTogether(String, String)
    /// A word after `--batch FILE`.
    case unexpectedAfterBatch(String)
    /// An option given on the command line for a mode it does not apply to; `modes` are those it does.
    case notInMode(option: String, modes: [OptionSpec.Mode])
    /// `--resume` without `--output`.
    case resumeNeedsOutput
    /// An option the config file or `GHSEARCH_DEFAULT_OPTS` may not give (`--once`, `--help`, …).
    case notADefault(option: String)
    /// A word that is not an option in the config file or `GHSEARCH_DEFAULT_OPTS`.
    case unexpectedInDefaults(String)
    /// A second option on one line of the config file.
    case oneOptionPerLine(String)
    /// A quote or a final backslash left open in the config file or `GHSEARCH_DEFAULT_OPTS`.
    case unclosedQuote
    /// The config file exists but cannot be read.
    case unreadableConfigFile(reason: String)

    // MARK: Pick and act

    /// A `--bind` value that cannot be read (the value, made terminal-safe).
    case invalidBinding(String, KeyBind.ParseError)
    /// A `--clone-host` that is not a bare host name (the value, made terminal-safe).
    case invalidCloneHost(String)

    // MARK: Colour
    /// A `--color` value that cannot be read (the value, made terminal-safe).
    case invalidColor(String, ColorSpecError)

    // MARK: Search all of GitHub
    /// A search-only option (`--order`) without `--search`.
    case searchOnly(option: String)
    /// `--mine` with `--search`, a user name or `--batch`.
    case mineConflicts(with: String)

    // MARK: ghsearch in scripts
    /// Two options of which one at most may be given (`--fork` and `--source`).
    case exclusive(String, String)
    /// `--filter` without a user name to filter the list of.
    case filterNeedsUser
    /// An option about a user's list (`--filter`) with `--search`.
    case notWithSearch(option: String)
    /// A filter word (after `--once USER`, in `--filter`) that is not understood: a script's typo, not a search.
    case filterProblem(FilterProblem)
    /// A `--tiebreak` value that cannot be read (the value, made terminal-safe).
    case invalidTiebreak(String, FilterTiebreak.ParseError)
    /// A `--template` that cannot be read.
    case badTemplate(TemplateError)

    // MARK: Answers from the cache
    /// `--offline` with `--no-cache`: nothing could answer.
    case offlineWithoutCache

    // MARK: Starred repositories
    /// `--starred` given a name GitHub could never have.
    case invalidStarredUser(String)
    /// `--starred` with `--search`, `--mine` or a user name.
    case starredConflicts(with: String)
    /// `--sort starred` without `--starred`.
    case starredOnly(option: String)
    /// `--batch FILE --starred USER`: a batch's users are its input's.
    case starredBatchUser(String)
    /// `--batch --starred --sort updated --api graphql`: GraphQL orders stars only by when they were starred.
    case starredUpdatedNotWithGraphQL
}
