import GHSearchText
import GHSearchGitHub
/// Reads a `--template` into `TemplateNode`s, checking every field against
/// what `.` is where it is used (the list, a repository, a topic), so a
/// mistake is reported before any request.
struct TemplateParser {
    private enum Token {
        case text(String)
        case action(String)
    }

    /// What `.` is at a point of the template.
    private enum DotKind { case list, repository, text }

    private var tokens: [Token] = []
    private var position = 0
    private var scanError: TemplateError?

    init(_ source: String) {
        tokens = Self.scan(source, error: &scanError)
    }

    mutating func parseAll() throws(TemplateError) -> [TemplateNode] {
        if let scanError { throw scanError }
        let (nodes, stop) = try parseNodes(dot: .list)
        if let stop { throw .unexpected(stop) }
        return nodes
    }

    // MARK: Scanning

    /// Text and actions, with `{{-` and `-}}` trimming applied.
    private static func scan(_ source: String, error: inout TemplateError?) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(source)
        var trimNext = false
        while !rest.isEmpty {
            guard let open = opening(in: rest) else {
                tokens.append(.text(trimNext ? String(rest.drop { $0.isWhitespace }) : String(rest)))
                break
            }
            var text = rest[..<open]
            if trimNext { text = text.drop { $0.isWhitespace } }
            var inside = rest[rest.index(open, offsetBy: 2)...]
            let trimsBefore = inside.hasPrefix("- ")
            if trimsBefore {
                while let last = text.last, last.isWhitespace { text = text.dropLast() }
                inside = inside.dropFirst(2)
            }
            if !text.isEmpty { tokens.append(.text(String(text))) }
            guard let close = closing(in: inside) else {
                error = .unclosedAction
                return tokens
            }
            var action = inside[..<close]
            trimNext = action.hasSuffix(" -")
            if trimNext { action = action.dropLast(2) }
            tokens.append(.action(String(action).trimmingSpaces()))
            rest = inside[inside.index(close, offsetBy: 2)...]
        }
        return tokens
    }

    /// Where the next `{{` starts.
    private static func opening(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "{", text[index...].hasPrefix("{{") { return index }
            index = text.index(after: index)
        }
        return nil
    }

    /// Where `}}` closes an action, past any string literal in it.
    private static func closing(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        var quoted = false
        while index < text.endIndex {
            let character = text[index]
            if quoted {
                if character == "\\" {
                    index = text.index(after: index)
                    if index == text.endIndex { return nil }
                } else if character == "\"" {
                    quoted = false
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "}", text[index...].hasPrefix("}}") {
                return index
            }
            index = text.index(after: index)
        }
        return nil
    }

    // MARK: Parsing

    /// Nodes up to an `{{end}}` or `{{else}}` (returned as the stop) or the end.
    private mutating func parseNodes(dot: DotKind) throws(TemplateError) -> ([TemplateNode], stop: String?) {
        var nodes: [TemplateNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token {
            case .text(let text):
                nodes.append(.text(text))
            case .action(let action):
                let words = try Self.words(action)
                switch words.first {
                case "end", "else":
                    guard words.count == 1 else { throw .unknownAction(TerminalText.quote(action)) }
                    return (nodes, words[0])
                case "range", "if":
                    let argument = try Self.argument(Array(words.dropFirst()), dot: dot, action: action)
                    let inner = words[0] == "range" ? try Self.elementKind(argument, dot: dot, action: action) : dot
                    let (body, stop) = try parseNodes(dot: inner)
                    var otherwise: [TemplateNode] = []
                    if stop == "else" {
                        let (rest, end) = try parseNodes(dot: dot)
                        guard end == "end" else { throw .missingEnd(TerminalText.quote(action)) }
                        otherwise = rest
                    } else if stop != "end" {
                        throw .missingEnd(TerminalText.quote(action))
                    }
                    nodes.append(words[0] == "range" ? .range(argument, body: body, otherwise: otherwise)
                        : .when(argument, then: body, otherwise: otherwise))
                default:
                    nodes.append(.value(try Self.argument(words, dot: dot, action: action)))
                }
            }
        }
        return (nodes, nil)
    }

    private static func argument(_ words: [String], dot: DotKind, action: String) throws(TemplateError) -> TemplateArgument {
        guard let first = words.first else { throw .unknownAction(TerminalText.quote(action)) }
        if first == "join", words.count >= 3, let separator = literal(words[1]) {
            let list = try argument(Array(words.dropFirst(2)), dot: dot, action: action)
            return .join(separator: separator, list)
        }
        guard words.count == 1 else { throw .unknownAction(TerminalText.quote(action)) }
        if first == "." { return .dot }
        if let text = literal(first) { return .literal(text) }
        guard first.hasPrefix("."), first.count > 1 else { throw .unknownAction(TerminalText.quote(action)) }
        let name = String(first.dropFirst())
        guard let field = RepositoryField.named(name) else {
            throw .unknownField(TerminalText.quote(name), available: RepositoryField.allCases.map(\.rawValue))
        }
        switch dot {
        case .repository: return .field(field)
        case .list: throw .fieldOfList(TerminalText.quote(first))
        case .text: throw .fieldOfText(TerminalText.quote(first))
        }
    }

    /// What `.` is inside `{{range argument}}`.
    private static func elementKind(_ argument: TemplateArgument, dot: DotKind, action: String) throws(TemplateError) -> DotKind {
        switch argument {
        case .dot where dot == .list: return .repository
        case .field(.topics): return .text
        default: throw .unknownAction(TerminalText.quote(action))
        }
    }

    /// An action's words: string literals kept whole (with their quotes).
    private static func words(_ action: String) throws(TemplateError) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var escaped = false
        for character in action {
            if quoted {
                word.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
            } else if character == " " || character == "\t" {
                if !word.isEmpty { words.append(word); word = "" }
            } else {
                if character == "\"" { quoted = true }
                word.append(character)
            }
        }
        if quoted { throw .unknownAction(TerminalText.quote(action)) }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// `"a\tb"` → `a<TAB>b` (Go's escapes `\n \t \r \" \\`); nil for anything else.
    private static func literal(_ word: String) -> String? {
        guard word.count >= 2, word.hasPrefix("\""), word.hasSuffix("\"") else { return nil }
        var out = ""
        var escaped = false
        for character in word.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return escaped ? nil : out
    }
}
