import GHSearchText
import GHSearchGitHub
import GHSearchFilter
import GHSearchInteractive
import GHSearchPresent
import GHSearchScripting
import GHSearchKeys
import GHSearchTheme
import GHSearchPreviewCommand
/// Every option of ghsearch, in the order `--help` lists them: the one
/// declaration the parser, `--help` (both languages), the man page, the
/// shell completions and the manual's (docs/USAGE.md) options table are all made from.
///
/// Adding an option is one entry here, plus:
/// - its explanation in `Catalogue.optionHelp(_:)`, in English and Korean
///   (`OptionTableTests` fails while either is missing);
/// - the field it sets in `CommandLineOptions`;
/// - the manual's options table, pasted from the failure message of
///   `UsageTablesTests` (it prints the table the code makes).
/// The parser, help, man page and completions need nothing more. Pick the
/// shape that fits: `.flag`, `.number` (its range and default declared
/// above, as `NumberBounds`; the explanation prints them with
/// `Catalogue.numberBounds(_:)`), `.choice` (a
/// `CaseIterable` enum; its cases are offered by the completions), `.text`
/// (checked by the closure; `completion: .files` for a path), or the full
/// `OptionSpec(…)` for anything else (`--json`). `modes:` limits where it
/// applies (elsewhere on the command line it is a usage error; as a default
/// from the config file or `GHSEARCH_DEFAULT_OPTS` it is ignored there);
/// `role:` says whether it may be a default at all.
public enum OptionTable {
    /// `--limit`: repositories per user (default: all; `PageFollower`
    /// gathers at most 100,000).
    public static let limit = OptionSpec.NumberBounds(1...1_000_000)
    /// `--jobs`: its default depends on the mode (`OnceCommand.defaultJobs`,
    /// `BatchOptions.defaultJobs`, `LoadingPolicy.defaultJobs`).
    public static let jobs = OptionSpec.NumberBounds(1...8)
    /// `--timeout`: seconds a request may take without a complete answer.
    public static let timeout = OptionSpec.NumberBounds(1...3600, default: defaultTimeout)
    /// `--timeout` when it is not given (`CommandLineOptions.requestTimeout`).
    public static let defaultTimeout = 20
    /// `--reserve`: requests of the quota left unused (interactive:
    /// `LoadingPolicy.defaultReserve`; `--batch`: none).
    public static let reserve = OptionSpec.NumberBounds(0...1_000_000)
    /// `--max-repos`: its default depends on the token (`LoadingPolicy`).
    public static let maxRepos = OptionSpec.NumberBounds(1...PageFollower.maximumRepositories)
    /// `--min-height`: fzf's default.
    public static let minHeight = OptionSpec.NumberBounds(1...10_000, default: ScreenLayout().minHeight)

    public static let all: [OptionSpec] = [
        .text("--once", "id", role: .mode, modes: [.once]) { $0.options.mode = .once($1) },
        .text("--batch", "file", completion: .files, role: .mode, modes: [.batch]) { $0.options.mode = .batch(path: $1) },
        .text("--api-url", "url") { parsed, value throws(UsageProblem) in
            do { _ = try GitHubEndpoint(value) } catch {
                throw .invalidAPIURL(TerminalText.quote(GitHubEndpoint.redactingCredentials(value)))
            }
            parsed.options.apiURL = value
        },
        .number("--limit", "n", limit) { $0.options.limit = $1 },
        // A user's list and a search have their own orders: the word is
        // read for the mode once the whole command line is (`SearchArguments`).
        .text("--sort", "order", completion: .choices(SearchArguments.sortWords)) { parsed, value throws(UsageProblem) in
            guard SearchArguments.sortWords.contains(value) else {
                throw .invalidChoice(TerminalText.quote(value), option: "--sort <order>", choices: SearchArguments.sortWords)
            }
            parsed.sortWord = value
        },
        .choice("--type", "type", ListOptions.RepositoryType.self) { $0.options.type = $1 },
        OptionSpec("--json", argument: .optional(RepositoryField.listValue), modes: [.once, .batch]) { parsed, text throws(UsageProblem) in
            // `--json` alone means every field.
            parsed.options.jsonFields = try text.map(RepositoryField.parseListOrThrow) ?? []
        },
        .number("--jobs", short: "j", "n", jobs) { $0.options.jobs = $1 },
        .number("--timeout", "seconds", timeout) { $0.options.timeout = $1 },
        .flag("--no-cache") { $0.options.noCache = true },
        .flag("--no-gh-token") { $0.options.noGHToken = true },
        .choice("--lang", "language", Language.self) { $0.options.language = $1 },

        .text("--output", short: "o", "file", completion: .files, role: .perRun, modes: [.batch]) { $0.options.output = $1 },
        .flag("--resume", role: .perRun, modes: [.batch]) { $0.options.resume = true },
        .flag("--no-wait", modes: [.batch]) { $0.options.noWait = true },
        .number("--reserve", "n", reserve, modes: [.batch, .interactive]) { $0.options.reserve = $1 },
        .flag("--quiet", short: "q", modes: [.batch]) { $0.options.quiet = true },
        .choice("--api", "api", BatchAPI.self, modes: [.batch]) { $0.options.api = $1 },

        // Complete filtering
        .number("--max-repos", "n", maxRepos, modes: [.interactive]) { $0.options.maxRepositories = $1 },

        // Search all of GitHub
        .flag("--search", role: .perRun) { $0.options.search = true },
        .flag("--mine", role: .perRun, modes: [.interactive, .once]) { $0.options.mine = true },
        .choice("--order", "direction", RepositorySearchRequest.Order.self) { $0.options.order = $1 },
        .choice("--visibility", "visibility", VisibilityChoice.self) { $0.options.visibility = $1 },
        .text("--affiliation", "list", completion: .list(OwnRepositoryOptions.Affiliation.allCases.map(\.rawValue)),
              modes: [.interactive, .once]) { parsed, value throws(UsageProblem) in
            parsed.options.affiliations = try OwnRepositoryOptions.Affiliation.parseList(value)
        },

        // Answers from the cache when GitHub is out of reach
        .flag("--offline", modes: [.interactive, .once]) { $0.options.offline = true },

        // Starred repositories
        // Starred repositories: a user's (`--starred USER`), or with `--batch` each input user's (`--starred` alone).
        // Read for the mode once the whole command line is (`SearchArguments`).
        OptionSpec("--starred", argument: .optional(OptionSpec.Value(name: "user", completion: .none)),
                   role: .perRun) { parsed, value throws(UsageProblem) in
            parsed.starredWord = .some(value)
        },

        // ghsearch in scripts: the interactive filter without a terminal, gh's query flags.
        .text("--filter", "words", takesDashes: true, role: .perRun, modes: [.once, .batch]) { parsed, value throws(UsageProblem) in
            parsed.options.filterWords.append(value)
            parsed.options.filterGiven = true
        },
        .text("--tiebreak", "criteria", completion: .list(FilterTiebreak.names),
              modes: [.interactive, .once, .batch]) { parsed, value throws(UsageProblem) in
            do throws(FilterTiebreak.ParseError) { parsed.options.tiebreak = try FilterTiebreak.parse(value) } catch {
                throw .invalidTiebreak(TerminalText.quote(value), error)
            }
        },
        .text("--query", "words", takesDashes: true, role: .perRun, modes: [.interactive]) { parsed, value throws(UsageProblem) in
            parsed.options.initialQuery = value
        },
        .flag("--select-1", short: "1", modes: [.interactive]) { $0.options.pick.selectOne = true },
        .flag("--exit-0", short: "0", modes: [.interactive, .once]) { $0.options.pick.exitZero = true },
        .text("--language", short: "l", "language", modes: [.once, .batch]) { parsed, value throws(UsageProblem) in
            parsed.options.queryFlags.languages.append(value)
        },
        .text("--topic", "topics", modes: [.once, .batch]) { parsed, value throws(UsageProblem) in
            parsed.options.queryFlags.topics += value.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
        },
        .flag("--fork", modes: [.once, .batch]) { $0.options.queryFlags.forks = .only },
        .flag("--source", modes: [.once, .batch]) { $0.options.queryFlags.forks = .exclude },
        .flag("--archived", modes: [.once, .batch]) { $0.options.queryFlags.archived = true },
        .flag("--no-archived", modes: [.once, .batch]) { $0.options.queryFlags.archived = false },

        // gh's output options: over the --json data, which they imply (every field unless --json names some).
        .text("--jq", "expression", takesDashes: true, role: .perRun, modes: [.once]) { parsed, value throws(UsageProblem) in
            parsed.options.jq = value
        },
        .text("--template", "template", takesDashes: true, role: .perRun, modes: [.once]) { parsed, value throws(UsageProblem) in
            switch OutputTemplate.parse(value) {
            case .success(let template): parsed.options.template = template
            case .failure(let error): throw .badTemplate(error)
            }
        },

        // Pick and act
        .text("--print", "field", completion: .choices(PrintField.choices), modes: [.interactive]) { parsed, value throws(UsageProblem) in
            guard let field = PrintField(value) else {
                throw .invalidChoice(TerminalText.quote(value), option: "--print <field>", choices: PrintField.choices)
            }
            parsed.options.pick.printField = field
        },
        .text("--clone-host", "host", modes: [.interactive]) { parsed, value throws(UsageProblem) in
            guard CloneURLPolicy.isTrustableHost(value) else { throw .invalidCloneHost(TerminalText.quote(value)) }
            parsed.options.pick.cloneHosts.append(value.lowercased())
        },
        .flag("--multi", short: "m", modes: [.interactive]) { $0.options.pick.multi = true },
        .flag("--ssh", modes: [.interactive]) { $0.options.pick.ssh = true },
        .text("--bind", "keys", completion: .list(KeyTable.bindableNames), modes: [.interactive]) { parsed, value throws(UsageProblem) in
            do throws(KeyBind.ParseError) { parsed.options.pick.bindings += try KeyBind.parseList(value) } catch {
                throw .invalidBinding(TerminalText.quote(value), error)
            }
        },

        // Colour: fzf's --color, repeatable, later words winning (the config file's and GHSEARCH_DEFAULT_OPTS' first).
        .text("--color", "colors", completion: .list(ColorScheme.allCases.map(\.rawValue)),
              modes: [.interactive]) { parsed, value throws(UsageProblem) in
            do throws(ColorSpecError) { parsed.options.colors.append(try ColorSpec.parse(value)) } catch {
                throw .invalidColor(TerminalText.quote(value), error)
            }
        },

        // README preview: the last one given wins (a default from the config file included).
        // `--preview` alone: the built-in one; `--preview 'COMMAND {full_name}'` (a word with a blank or a
        // placeholder, or any word after `=`): a command's output, as fzf's.
        OptionSpec("--preview", argument: .optional(OptionSpec.Value(name: "command", completion: .none, accepts: { word in
            word.contains(where: \.isWhitespace) || word.contains("{")
        })), modes: [.interactive]) { parsed, value throws(UsageProblem) in
            parsed.options.preview = .always
            parsed.options.previewCommand = value.flatMap(PreviewCommand.init)
        },
        .text("--preview-window", "window", completion: .list(["right", "left", "up", "down", "hidden", "wrap"]),
              modes: [.interactive]) { parsed, value throws(UsageProblem) in
            switch PreviewWindow.parse(value) {
            case .success(let window): parsed.options.previewWindow = window
            case .failure(let error):
                throw .invalidChoice(TerminalText.quote(error.word), option: "--preview-window <window>",
                                     choices: PreviewWindow.words)
            }
        },
        .flag("--no-preview", modes: [.interactive]) { $0.options.preview = .never },
        .flag("--no-mouse", modes: [.interactive]) { $0.options.noMouse = true },
        .text("--height", "rows", modes: [.interactive]) { parsed, value throws(UsageProblem) in
            guard let height = ScreenLayout.parseHeight(value) else {
                throw .invalidChoice(TerminalText.quote(value), option: "--height <rows>", choices: ["N", "N%"])
            }
            parsed.options.screenLayout.height = height
        },
        .number("--min-height", "rows", minHeight, modes: [.interactive]) { $0.options.screenLayout.minHeight = $1 },
        .choice("--layout", "layout", ScreenLayout.Layout.self, modes: [.interactive]) { $0.options.screenLayout.layout = $1 },
        // `--border` alone: rounded, as fzf's; a style only when the next word is one (or after `=`).
        OptionSpec("--border", argument: .optional(OptionSpec.Value(name: "style", completion: .choices(ScreenBorder.words),
                                                                    accepts: { ScreenBorder(word: $0) != nil })),
                   modes: [.interactive]) { parsed, value throws(UsageProblem) in
            guard let border = value.map(ScreenBorder.init(word:)) ?? ScreenBorder.bare else {
                throw .invalidChoice(TerminalText.quote(value ?? ""), option: "--border [<style>]", choices: ScreenBorder.words)
            }
            parsed.options.screenLayout.border = border
        },
        .text("--info", "style", completion: .choices(InfoStyle.words), modes: [.interactive]) { parsed, value throws(UsageProblem) in
            guard let info = InfoStyle.parse(value) else {
                throw .invalidChoice(TerminalText.quote(value), option: "--info <style>",
                                     choices: InfoStyle.words + ["inline:PREFIX", "inline-right:PREFIX"])
            }
            parsed.options.info = info
        },
        .flag("--no-info", modes: [.interactive]) { $0.options.info = .hidden },

        .choice("--completions", "shell", CompletionShell.self, role: .information) { $0.information.append(.completions($1)) },
        .flag("--man", role: .information) { $0.information.append(.manPage) },
        .flag("--version", short: "V", role: .information) { $0.information.append(.version) },
        .flag("--help", short: "h", role: .information) { $0.information.append(.help) },
    ]

    /// The option spelled `name` (`--limit` or `-j`).
    static func option(named name: String) -> OptionSpec? {
        all.first { $0.long == name || $0.shortName == name }
    }

    /// The spellings to suggest for a mistyped `name`, sorted: long names for
    /// `--…`; short ones too for `-…` (`-limit` may mean `--limit`).
    static func spellings(like name: String) -> [String] {
        (all.map(\.long) + (name.hasPrefix("--") ? [] : all.compactMap(\.shortName))).sorted()
    }
}

extension RepositoryField {
    /// `--json`'s value: a comma-separated list of fields; as an optional
    /// value, the next word is taken only when it is such a list.
    /// A word with a comma, or close to a field's name, is taken too, so
    /// that `--json name,nme` says which field is unknown.
    static let listValue = OptionSpec.Value(name: "fields", completion: .list(allCases.map(\.rawValue))) { word in
        let (fields, unknown) = parseList(word)
        if unknown.isEmpty { return !fields.isEmpty }
        return word.contains(",") || unknown.allSatisfy { DidYouMean.suggestion(for: $0, among: allCases.map(\.rawValue)) != nil }
    }

    static func parseListOrThrow(_ text: String) throws(UsageProblem) -> [RepositoryField] {
        let (fields, unknown) = parseList(text)
        if let bad = unknown.first {
            throw .unknownJSONField(TerminalText.quote(bad), available: allCases.map(\.rawValue))
        }
        return fields
    }
}
