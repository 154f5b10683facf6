import GHSearchText

extension Language {
    /// `--lang` when given; else Korean when the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that is set and not empty starts with `ko`
    /// (as POSIX picks the messages locale); else English.
    public static func resolve(option: Language?, environment: [String: String]) -> Language {
        if let option { return option }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .ko : .en
        }
        return .en
    }
}

extension Language {
    /// The language before the command line is parsed (for `--help` and
    /// usage errors): a valid `--lang en|ko` / `--lang=en|ko` among the raw
    /// `arguments` (before any `--`), else as `resolve(option:environment:)`.
    public static func resolve(arguments: [String], environment: [String: String]) -> Language {
        var found: Language?
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            if argument == "--lang", index < arguments.count {
                found = Language(rawValue: arguments[index]) ?? found
                index += 1
            } else if argument.hasPrefix("--lang=") {
                found = Language(rawValue: String(argument.dropFirst("--lang=".count))) ?? found
            }
        }
        return resolve(option: found, environment: environment)
    }
}
