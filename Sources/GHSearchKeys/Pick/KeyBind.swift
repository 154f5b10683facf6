/// One `KEY:ACTION[+ACTION…]` of `--bind`: the actions run in order when
/// the key is pressed, in place of the key's default.
public struct KeyBind: Sendable, Equatable {
    public var key: BoundKey
    public var actions: [KeyAction]

    public init(key: BoundKey, actions: [KeyAction]) {
        self.key = key
        self.actions = actions
    }

    /// Why a `--bind` value was refused.
    public enum ParseError: Error, Sendable, Equatable {
        case missingColon(String)
        case unknownKey(String)
        case unknownAction(String)
        /// `execute(` without its `)`.
        case unterminated(String)
        case badCommand(String, CommandTemplate.ParseError)
        case unknownField(String)
    }

    /// Brackets an action's argument may be written in (fzf's forms):
    /// `execute(…)`, `execute[…]`, `execute<…>`, `execute{…}`, or the same
    /// character on both sides, e.g. `execute~…~`; `execute:…` takes the
    /// rest of the value.
    static let closing: [Character: Character] = [
        "(": ")", "[": "]", "<": ">", "{": "}",
        "~": "~", "!": "!", "@": "@", "#": "#", "$": "$", "%": "%", "^": "^", "&": "&", "*": "*", ";": ";",
        "/": "/", "|": "|",
    ]

    /// Parses one `--bind` value: `KEY:ACTION[+ACTION…][,KEY:ACTION…]`
    /// (fzf's syntax).
    public static func parseList(_ text: String) throws(ParseError) -> [KeyBind] {
        var binds: [KeyBind] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let colon = rest.firstIndex(of: ":") else { throw .missingColon(String(rest)) }
            let keyName = String(rest[..<colon])
            guard let key = BoundKey(name: keyName) else { throw .unknownKey(keyName) }
            rest = rest[rest.index(after: colon)...]
            var actions: [KeyAction] = []
            while true {
                actions.append(try action(&rest))
                guard rest.first == "+" else { break }
                rest = rest.dropFirst()
            }
            binds.append(KeyBind(key: key, actions: actions))
            if rest.first == "," {
                rest = rest.dropFirst()
            } else if !rest.isEmpty {
                throw .unknownAction(String(rest))
            }
        }
        return binds
    }

    /// Reads one action (and its argument) from the start of `rest`.
    private static func action(_ rest: inout Substring) throws(ParseError) -> KeyAction {
        var name = String(rest.prefix { $0.isLetter || $0 == "-" })
        rest = rest.dropFirst(name.count)
        if name.lowercased() == "delete-char", rest.lowercased().hasPrefix("/eof") {
            name += String(rest.prefix(4))
            rest = rest.dropFirst(4)
        }
        var argument: String?
        if name.lowercased() != "delete-char/eof", let open = rest.first, let close = closing[open] {
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: close) else { throw .unterminated(name + String(open)) }
            argument = String(rest[..<end])
            rest = rest[rest.index(after: end)...]
        } else if rest.first == ":" {
            argument = String(rest.dropFirst())
            rest = ""
        }
        guard let action = try KeyAction.named(name, argument: argument) else {
            throw .unknownAction(name + (argument.map { "(\($0))" } ?? ""))
        }
        return action
    }
}
