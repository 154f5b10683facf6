/// The language of everything ghsearch says to a person.
public typealias Language = CommandLineOptions.Language

extension CommandLineOptions.Language {
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
