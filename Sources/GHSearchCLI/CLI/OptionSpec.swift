import GHSearchText
/// One option of ghsearch's command line, declared once in `OptionTable`:
/// the parser reads it, and `--help`, the man page, the shell completions
/// and the manual's options table are written from it. Its explanation is
/// in the catalogue (`Catalogue.optionHelp(_:)`), under its long name.
public struct OptionSpec: Sendable {
    /// The ways ghsearch runs; an option names those it applies to.
    public enum Mode: String, Sendable, CaseIterable {
        case interactive, once, batch

        fileprivate var bit: UInt8 {
            switch self {
            case .interactive: 1
            case .once: 2
            case .batch: 4
            }
        }
    }

    /// The modes an option applies to, written as a list (`[.once, .batch]`).
    /// A bit set rather than a `Set<Mode>`: the table is built before the
    /// first request, and a `Set` of each of its options' modes cost a
    /// hashed allocation each and the runtime a search of its conformance
    /// records for `Mode: Hashable`.
    public struct Modes: Equatable, Sendable, ExpressibleByArrayLiteral {
        private var bits: UInt8 = 0

        public init(arrayLiteral modes: Mode...) {
            for mode in modes { bits |= mode.bit }
        }

        /// Every mode.
        public static let all: Modes = [.interactive, .once, .batch]

        public func contains(_ mode: Mode) -> Bool {
            bits & mode.bit != 0
        }
    }

    /// What the option does to the run.
    public enum Role: Sendable, Equatable {
        /// Chooses the mode (`--once`, `--batch`): one at most, never a default.
        case mode
        /// Changes how the run goes; may be a default (config file, `GHSEARCH_DEFAULT_OPTS`).
        case setting
        /// Like a setting, but only meaningful for one run (`--output`, `--resume`): never a default.
        case perRun
        /// Prints something and exits (`--help`, `--version`, …); never a default.
        case information
    }

    /// What follows the option on the command line.
    public enum Argument: Sendable {
        /// Nothing: a flag.
        case none
        /// A value: `--limit 5` or `--limit=5`.
        case required(Value)
        /// A value only when the next word is one (`--json` or `--json name,url`), or given with `=`.
        case optional(Value)
    }

    /// The value an option takes: its name in help (`<n>`) and what shells offer for it.
    public struct Value: Sendable {
        public enum Completion: Sendable, Equatable {
            /// Nothing to offer (a number, a user name, a URL).
            case none
            /// File names.
            case files
            /// One of these words.
            case choices([String])
            /// A comma-separated list of these words.
            case list([String])
        }

        /// `n` for `<n>`.
        public var name: String
        /// What shells offer, worked out when asked (a completion script or
        /// the manual being written), never while the command line is read:
        /// `--bind`'s list of every key name alone was ~5 M instructions of
        /// every start.
        public var completion: Completion { offered() }
        private var offered: @Sendable () -> Completion
        /// For an optional value: whether the next word is one (else it is left for what follows).
        var accepts: @Sendable (String) -> Bool
        /// The next word is the value even when it starts with `-` (a filter's
        /// `-language:go`, a jq expression): free text, never an option.
        var takesDashes: Bool

        init(name: String, completion: @autoclosure @escaping @Sendable () -> Completion,
             accepts: @escaping @Sendable (String) -> Bool = { _ in true }, takesDashes: Bool = false) {
            self.name = name
            offered = completion
            self.accepts = accepts
            self.takesDashes = takesDashes
        }
    }

    /// A whole number's accepted values and, when one number is it, its
    /// default: declared with the option in `OptionTable`; the parser checks
    /// the range, and help, the man page and the manual print both from here.
    public struct NumberBounds: Sendable, Equatable {
        public let range: ClosedRange<Int>
        /// The value used when the option is not given, if it is one number
        /// in every mode (else the explanation says what it depends on).
        public let defaultValue: Int?

        public init(_ range: ClosedRange<Int>, default defaultValue: Int? = nil) {
            self.range = range
            self.defaultValue = defaultValue
        }
    }

    /// `--limit`.
    public let long: String
    /// `j` for `-j`.
    public let short: Character?
    public let argument: Argument
    public let role: Role
    /// The modes it applies to; given on the command line for another, it is a usage error.
    public let modes: Modes
    /// A number's range and default (`.number` options).
    public let number: NumberBounds?
    /// Reads the value (nil for a flag, or an optional value not given) into the parse.
    let apply: @Sendable (inout ParsedOptions, String?) throws(UsageProblem) -> Void

    init(_ long: String, short: Character? = nil, argument: Argument = .none, role: Role = .setting,
         modes: Modes = .all, number: NumberBounds? = nil,
         apply: @escaping @Sendable (inout ParsedOptions, String?) throws(UsageProblem) -> Void) {
        self.long = long
        self.short = short
        self.argument = argument
        self.role = role
        self.modes = modes
        self.number = number
        self.apply = apply
    }

    /// `-j`, when it has a short name.
    public var shortName: String? { short.map { "-\($0)" } }

    /// The value, if any.
    public var value: Value? {
        switch argument {
        case .none: nil
        case .required(let value), .optional(let value): value
        }
    }

    /// `--limit <n>`, `--json [<fields>]`, `--no-cache`: as error messages name it.
    public var label: String {
        switch argument {
        case .none: long
        case .required(let value): "\(long) <\(value.name)>"
        case .optional(let value): "\(long) [<\(value.name)>]"
        }
    }

    /// `-j, --jobs <n>`: as help lists it.
    public var term: String {
        (shortName.map { $0 + ", " } ?? "") + label
    }

    /// Whether a config file or `GHSEARCH_DEFAULT_OPTS` may give it.
    public var canBeDefault: Bool { role == .setting }
}

// MARK: Declaring options (the shapes `OptionTable` uses)

extension OptionSpec {
    /// A flag: `--no-cache`.
    static func flag(_ long: String, short: Character? = nil, role: Role = .setting, modes: Modes = .all,
                     _ set: @escaping @Sendable (inout ParsedOptions) -> Void) -> OptionSpec {
        OptionSpec(long, short: short, role: role, modes: modes) { parsed, _ in set(&parsed) }
    }

    /// A whole number within `bounds`: `--limit <n>`.
    static func number(_ long: String, short: Character? = nil, _ name: String, _ bounds: NumberBounds,
                       modes: Modes = .all, _ set: @escaping @Sendable (inout ParsedOptions, Int) -> Void) -> OptionSpec {
        let label = "\(long) <\(name)>"
        let range = bounds.range
        return OptionSpec(long, short: short, argument: .required(Value(name: name, completion: .none)), modes: modes,
                          number: bounds) { parsed, text throws(UsageProblem) in
            let text = text ?? ""
            guard text.utf8.count <= 9, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(text),
                  range.contains(value) else {
                throw .invalidNumber(TerminalText.quote(text), option: label, range: range)
            }
            set(&parsed, value)
        }
    }

    /// One of a fixed set of words: `--sort <order>`.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ long: String, short: Character? = nil, _ name: String, _: T.Type, role: Role = .setting, modes: Modes = .all,
        _ set: @escaping @Sendable (inout ParsedOptions, T) -> Void
    ) -> OptionSpec where T.RawValue == String {
        let label = "\(long) <\(name)>"
        let words = T.allCases.map(\.rawValue)
        return OptionSpec(long, short: short, argument: .required(Value(name: name, completion: .choices(words))),
                          role: role, modes: modes) { parsed, text throws(UsageProblem) in
            guard let text, let value = T(rawValue: text) else {
                throw .invalidChoice(TerminalText.quote(text ?? ""), option: label, choices: words)
            }
            set(&parsed, value)
        }
    }

    /// Any text, checked by `set`: `--api-url <url>`, `--output <file>`.
    static func text(_ long: String, short: Character? = nil, _ name: String,
                     completion: @autoclosure @escaping @Sendable () -> Value.Completion = .none,
                     takesDashes: Bool = false, role: Role = .setting, modes: Modes = .all,
                     _ set: @escaping @Sendable (inout ParsedOptions, String) throws(UsageProblem) -> Void) -> OptionSpec {
        OptionSpec(long, short: short, argument: .required(Value(name: name, completion: completion(), takesDashes: takesDashes)),
                   role: role, modes: modes) {
            parsed, text throws(UsageProblem) in
            try set(&parsed, text ?? "")
        }
    }
}
