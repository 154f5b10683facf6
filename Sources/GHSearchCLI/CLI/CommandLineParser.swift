import GHSearchText
/// Parses ghsearch's command line with `OptionTable`. Accepts `--opt value`
/// and `--opt=value`, `--` before positionals; every mistake is a
/// `UsageError` with wording users know from swift-argument-parser
/// (`Unknown option '--nme'. Did you mean '--name'?`).
///
/// Defaults (the config file, then `GHSEARCH_DEFAULT_OPTS`) are read before
/// the command line, so the command line wins over the environment, which
/// wins over the file. A default that does not apply to the mode is ignored;
/// the same option typed on the command line is an error.
public enum CommandLineParser {
    public static func parse(_ arguments: [String], defaults: [DefaultOptions] = []) -> Result<ParsedCommand, UsageError> {
        do {
            return .success(try parseOrThrow(arguments, defaults: defaults))
        } catch {
            return .failure(error)
        }
    }

    /// Whether `arguments` look like a run: every option before `--` is one
    /// the table knows, and none of them prints instead of running (`--help`,
    /// `--version`, …). A hint for work worth starting before the parse
    /// (libcurl's set-up), never a decision: `parse` decides.
    public static func looksLikeRun(_ arguments: [String]) -> Bool {
        glance(arguments).run
    }

    /// Whether `arguments` look like a run that asks GitHub at once: a run
    /// (`looksLikeRun`) in a mode other than the interactive one (`--once`,
    /// `--batch`). The interactive mode draws its first frame before any
    /// request, or looks in the response cache first (`asksAtOnce`), so what
    /// the network needs can wait. A hint as well (the config file is not
    /// read yet, and a value is not told from an option): `parse` decides.
    public static func looksLikeRunAskingAtOnce(_ arguments: [String]) -> Bool {
        let glanced = glance(arguments)
        return glanced.run && glanced.modeGiven
    }

    /// Whether `arguments` look like the interactive mode with a word that
    /// may be its name: a run (`looksLikeRun`), no mode option, and a word
    /// that is not an option (an option's value counts too). A hint as well,
    /// for a thread made ready to open libcurl should the first page not be
    /// in the cache: `parse` and the cache decide.
    public static func looksLikeInteractiveRunWithWord(_ arguments: [String]) -> Bool {
        let glanced = glance(arguments)
        return glanced.run && !glanced.modeGiven && glanced.wordGiven
    }

    /// One look at each word before `--`, without reading any value.
    private static func glance(_ arguments: [String]) -> (run: Bool, modeGiven: Bool, wordGiven: Bool) {
        var modeGiven = false
        var wordGiven = false
        for (index, word) in arguments.enumerated() {
            if word == "--" {
                wordGiven = wordGiven || index + 1 < arguments.count
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                wordGiven = true
                continue
            }
            let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
            guard let spec = OptionTable.option(named: name), spec.role != .information else { return (false, false, false) }
            if spec.role == .mode { modeGiven = true }
        }
        return (true, modeGiven, wordGiven)
    }

    private static func parseOrThrow(_ arguments: [String], defaults: [DefaultOptions]) throws(UsageError) -> ParsedCommand {
        // The command line alone first: help and the like need no defaults,
        // and a broken config file must not hide them.
        var alone = ParsedOptions()
        let line: Reading
        do {
            line = try read(arguments, into: &alone)
        } catch {
            throw UsageError(error)
        }
        if let information = alone.command { return information }

        var parsed = ParsedOptions()
        for source in defaults {
            for entry in source.entries {
                do {
                    try readDefault(entry.words.get(), oneOption: source.oneOptionPerEntry, into: &parsed)
                } catch {
                    throw UsageError(error, origin: source.origin(line: entry.line))
                }
            }
        }
        do {
            _ = try read(arguments, into: &parsed)
            try resolveMode(line, into: &parsed)
        } catch {
            throw UsageError(error)
        }
        return .run(parsed.options)
    }

    /// What one command line held besides the values it set.
    struct Reading {
        /// The options given, in order.
        var given: [OptionSpec] = []
        var positionals: [String] = []
        /// `--once` or `--batch` given with no value after it (`--once --mine`,
        /// `--batch --search FILE`); an error unless a search option takes it.
        var valueless: OptionSpec?
    }

    /// Reads `words` as a command line: options into `parsed`, the rest as positionals.
    static func read(_ words: [String], into parsed: inout ParsedOptions) throws(UsageProblem) -> Reading {
        var reading = Reading()
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                reading.positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }

            var name = word
            var inlineValue: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let spec = OptionTable.option(named: name) else {
                // A negated qualifier (`-language:go`) among the words after a name: no option has a colon.
                if inlineValue == nil, word.dropFirst().contains(":") {
                    reading.positionals.append(word)
                    continue
                }
                // A one-letter `-x` is too short to guess from.
                let suggestion = name.count > 2 ? DidYouMean.suggestion(for: name, among: OptionTable.spellings(like: name)) : nil
                throw .unknownOption(TerminalText.quote(word), suggestion: suggestion)
            }
            let value: String?
            switch spec.argument {
            case .none:
                if inlineValue != nil { throw .flagTakesNoValue(option: spec.long) }
                value = nil
            case .required(let kind):
                if let inlineValue {
                    value = inlineValue
                } else if index < words.count, !words[index].hasPrefix("-") || words[index] == "-" || kind.takesDashes {
                    value = words[index]
                    index += 1
                } else if spec.role == .mode {
                    // `--once --search QUERY`, `--once --mine`: checked once every option is read.
                    value = ""
                    reading.valueless = spec
                } else {
                    throw .missingValue(option: spec.label)
                }
            case .optional(let kind):
                if let inlineValue {
                    value = inlineValue
                } else if index < words.count, !words[index].hasPrefix("-"), kind.accepts(words[index]) {
                    value = words[index]
                    index += 1
                } else {
                    value = nil
                }
            }
            try spec.apply(&parsed, value)
            reading.given.append(spec)
        }
        return reading
    }

    /// Reads one default (a config line, or all of `GHSEARCH_DEFAULT_OPTS`):
    /// options only, each one that may be a default.
    static func readDefault(_ words: [String], oneOption: Bool, into parsed: inout ParsedOptions) throws(UsageProblem) {
        var scratch = parsed
        let reading = try read(words, into: &scratch)
        if let spec = reading.given.first(where: { !$0.canBeDefault }) {
            throw .notADefault(option: spec.long)
        }
        if let word = reading.positionals.first {
            throw .unexpectedInDefaults(TerminalText.quote(word))
        }
        if oneOption, reading.given.count > 1 {
            throw .oneOptionPerLine(reading.given[1].long)
        }
        parsed = scratch
    }

    /// Picks the mode from the command line's mode option and positionals,
    /// and checks that every option given applies to it.
    private static func resolveMode(_ line: Reading, into parsed: inout ParsedOptions) throws(UsageProblem) {
        let modeOptions = line.given.filter { $0.role == .mode }
        if let first = modeOptions.first, let other = modeOptions.first(where: { $0.long != first.long }) {
            throw .modesTogether(first.long, other.long)
        }
        var line = line
        try SearchArguments.resolve(&parsed, line: &line)
        var options = parsed.options
        defer { parsed.options = options }
        let typed = Set(line.given.map(\.long))
        for (first, second) in [("--fork", "--source"), ("--archived", "--no-archived")]
        where typed.contains(first) && typed.contains(second) {
            throw .exclusive(first, second)
        }
        if options.search, typed.contains("--filter") { throw .notWithSearch(option: "--filter") }
        if typed.contains("--jq"), typed.contains("--template") { throw .exclusive("--jq", "--template") }
        // `--jq` and `--template` read the `--json` data: every field unless `--json` names some.
        if options.jq != nil || options.template != nil, options.jsonFields == nil { options.jsonFields = [] }
        // `--filter WORDS USER`: fzf's filter mode, the same run as `--once USER WORDS`.
        if options.filterGiven, !options.search, case .interactive = options.mode {
            guard let user = line.positionals.first else { throw .filterNeedsUser }
            options.mode = .once(user)
            line.positionals.removeFirst()
        }
        let mode: OptionSpec.Mode
        switch options.mode {
        case .once:
            mode = .once
            // `--once USER WORDS…`: the words filter the list, as typed after the name at the prompt.
            options.filterWords = line.positionals + options.filterWords
        case .batch:
            mode = .batch
            if let extra = line.positionals.first { throw .unexpectedAfterBatch(TerminalText.quote(extra)) }
        case .interactive:
            mode = .interactive
            // `ghsearch octocat json` is `octocat json` typed; `--query` adds to it.
            let words = line.positionals + (options.initialQuery.map { [$0] } ?? [])
            options.mode = .interactive(initialText: words.isEmpty ? nil : words.joined(separator: " "))
        }
        if let misplaced = line.given.first(where: { !$0.modes.contains(mode) }) {
            throw .notInMode(option: misplaced.long, modes: OptionSpec.Mode.allCases.filter(misplaced.modes.contains))
        }
        if case .interactive = options.mode {} else if !options.search, let problem = options.listFilter.problems.first {
            throw .filterProblem(problem)
        }
        if options.resume, options.output == nil {
            throw .resumeNeedsOutput
        }
    }
}
