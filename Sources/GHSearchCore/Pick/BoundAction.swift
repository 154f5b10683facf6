/// What a `--bind` key does (fzf's action names; a documented subset).
public enum BoundAction: Sendable, Equatable {
    /// `execute(COMMAND)`: run the command for the selected repository with
    /// the screen given back, then come back to the list.
    case execute(CommandTemplate)
    /// `print(FIELD)`: print the picked repositories' FIELD and exit 0 (as
    /// Enter does with `--print FIELD`). Unlike fzf's `print(…)`, which
    /// queues text for the next accept, it accepts at once: ghsearch has no
    /// chained actions.
    case printField(PrintField)
    /// `abort`: exit 130, printing nothing (as Esc).
    case abort
}

/// One `KEY:ACTION` of `--bind`.
public struct KeyBind: Sendable, Equatable {
    public var key: BoundKey
    public var action: BoundAction

    public init(key: BoundKey, action: BoundAction) {
        self.key = key
        self.action = action
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

    /// Parses one `--bind` value: `KEY:ACTION[,KEY:ACTION…]`.
    public static func parseList(_ text: String) throws(ParseError) -> [KeyBind] {
        var binds: [KeyBind] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let colon = rest.firstIndex(of: ":") else { throw .missingColon(String(rest)) }
            let keyName = String(rest[..<colon])
            guard let key = BoundKey(name: keyName) else { throw .unknownKey(keyName) }
            rest = rest[rest.index(after: colon)...]
            let name = String(rest.prefix { $0.isLetter || $0 == "-" })
            rest = rest.dropFirst(name.count)
            var argument: String?
            if let open = rest.first, let close = closing[open] {
                rest = rest.dropFirst()
                guard let end = rest.firstIndex(of: close) else { throw .unterminated(name + String(open)) }
                argument = String(rest[..<end])
                rest = rest[rest.index(after: end)...]
            } else if rest.first == ":" {
                argument = String(rest.dropFirst())
                rest = ""
            }
            binds.append(KeyBind(key: key, action: try action(name, argument)))
            if rest.first == "," {
                rest = rest.dropFirst()
            } else if !rest.isEmpty {
                throw .unknownAction(name + (argument.map { "(\($0))" } ?? "") + String(rest))
            }
        }
        return binds
    }

    private static func action(_ name: String, _ argument: String?) throws(ParseError) -> BoundAction {
        switch (name.lowercased(), argument) {
        case ("abort", nil):
            return .abort
        case ("execute", let command?):
            do { return .execute(try CommandTemplate(command)) } catch { throw .badCommand(command, error) }
        case ("print", let field?):
            guard let printField = PrintField(field) else { throw .unknownField(field) }
            return .printField(printField)
        default:
            throw .unknownAction(name + (argument.map { "(\($0))" } ?? ""))
        }
    }
}
