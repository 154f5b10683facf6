/// Parses ghsearch's command line. Accepts `--opt value` and `--opt=value`;
/// every mistake is a `UsageError` with wording users know from
/// swift-argument-parser (`Unknown option '--nme'. Did you mean '--name'?`).
public enum ArgumentParser {
    static let valueOptions: [String: String] = [
        "--once": "<id>", "--batch": "<file>", "--api-url": "<url>", "--limit": "<n>",
        "--sort": "<order>", "--type": "<type>", "--output": "<file>", "--jobs": "<n>",
        "--reserve": "<n>", "--lang": "<language>", "--timeout": "<seconds>", "--api": "<api>",
    ]
    static let flags: Set<String> = [
        "--no-cache", "--no-wait", "--resume", "--quiet", "--version", "--help", "--json",
        "--preview", "--no-preview",  // README preview (#16)
    ]
    static let shortAliases: [String: String] = ["-h": "--help", "-q": "--quiet", "-o": "--output", "-j": "--jobs", "-V": "--version"]

    public static func parse(_ arguments: [String]) -> Result<ParsedCommand, UsageError> {
        do {
            return .success(try parseOrThrow(arguments))
        } catch {
            return .failure(error)
        }
    }

    private static func parseOrThrow(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var options = CommandLineOptions()
        var positionals: [String] = []
        var once: String?
        var batch: String?
        var wantsHelp = false, wantsVersion = false
        var index = 0
        var onlyPositionals = false

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }

            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = shortAliases[name] ?? name

            if name == "--json" {
                // `--json` alone means every field; `--json FIELDS` only when
                // the next word is a list of known fields.
                if let inlineValue {
                    options.jsonFields = try jsonFields(inlineValue)
                } else if index < arguments.count, !arguments[index].hasPrefix("-"),
                          case let (fields, unknown) = RepositoryField.parseList(arguments[index]),
                          unknown.isEmpty, !fields.isEmpty {
                    options.jsonFields = fields
                    index += 1
                } else {
                    options.jsonFields = []
                }
                continue
            }
            if flags.contains(name) {
                if inlineValue != nil { throw UsageError(.flagTakesNoValue(option: name)) }
                switch name {
                case "--no-cache": options.noCache = true
                case "--preview": options.preview = .always
                case "--no-preview": options.preview = .never
                case "--no-wait": options.noWait = true
                case "--resume": options.resume = true
                case "--quiet": options.quiet = true
                case "--version": wantsVersion = true
                case "--help": wantsHelp = true
                default: break
                }
                continue
            }
            guard let valueName = valueOptions[name] else {
                let known = Array(valueOptions.keys) + Array(flags)
                throw UsageError(.unknownOption(TerminalText.quote(argument),
                                                suggestion: DidYouMean.suggestion(for: name, among: known.sorted())))
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(.missingValue(option: "\(name) \(valueName)"))
            }
            let label = "\(name) \(valueName)"
            switch name {
            case "--once": once = value
            case "--batch": batch = value
            case "--api-url":
                do { _ = try GitHubEndpoint(value) } catch {
                    throw UsageError(.invalidAPIURL(TerminalText.quote(GitHubEndpoint.redactingCredentials(value))))
                }
                options.apiURL = value
            case "--limit": options.limit = try number(value, label, 1...1_000_000)
            case "--jobs": options.jobs = try number(value, label, 1...8)
            case "--reserve": options.reserve = try number(value, label, 0...1_000_000)
            case "--timeout": options.timeout = try number(value, label, 1...3600)
            case "--sort": options.sort = try choice(value, label, ListOptions.Sort.self)
            case "--type": options.type = try choice(value, label, ListOptions.RepositoryType.self)
            case "--lang": options.language = try choice(value, label, CommandLineOptions.Language.self)
            case "--api": options.api = try choice(value, label, BatchAPI.self)
            case "--output": options.output = value
            default: break
            }
        }

        if wantsHelp { return .help }
        if wantsVersion { return .version }
        if once != nil, batch != nil {
            throw UsageError(.onceAndBatch)
        }
        if let once {
            if let extra = positionals.first {
                throw UsageError(.unexpectedAfterOnce(TerminalText.quote(extra)))
            }
            options.mode = .once(once)
        } else if let batch {
            if let extra = positionals.first {
                throw UsageError(.unexpectedAfterBatch(TerminalText.quote(extra)))
            }
            options.mode = .batch(path: batch)
        } else {
            if positionals.count > 1 {
                throw UsageError(.secondUser(TerminalText.quote(positionals[1])))
            }
            options.mode = .interactive(initialText: positionals.first)
        }
        let batchOnly: [(Bool, String)] = [
            (options.output != nil, "--output"), (options.noWait, "--no-wait"), (options.resume, "--resume"),
            (options.reserve != nil, "--reserve"), (options.quiet, "--quiet"), (options.api != nil, "--api"),
        ]
        if case .batch = options.mode {} else if let (_, flag) = batchOnly.first(where: { $0.0 }) {
            throw UsageError(.batchOnly(option: flag))
        }
        if case .interactive = options.mode, options.jsonFields != nil {
            throw UsageError(.jsonNeedsOnceOrBatch)
        }
        if options.resume, options.output == nil {
            throw UsageError(.resumeNeedsOutput)
        }
        return .run(options)
    }

    private static func jsonFields(_ text: String) throws(UsageError) -> [RepositoryField] {
        let (fields, unknown) = RepositoryField.parseList(text)
        if let bad = unknown.first {
            throw UsageError(.unknownJSONField(TerminalText.quote(bad), available: RepositoryField.allCases.map(\.rawValue)))
        }
        return fields
    }

    private static func number(_ text: String, _ label: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard text.utf8.count <= 9, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(text),
              range.contains(value) else {
            throw UsageError(.invalidNumber(TerminalText.quote(text), option: label, range: range))
        }
        return value
    }

    private static func choice<T: RawRepresentable & CaseIterable>(_ text: String, _ label: String, _: T.Type) throws(UsageError) -> T where T.RawValue == String {
        if let value = T(rawValue: text) { return value }
        throw UsageError(.invalidChoice(TerminalText.quote(text), option: label, choices: T.allCases.map(\.rawValue)))
    }
}
