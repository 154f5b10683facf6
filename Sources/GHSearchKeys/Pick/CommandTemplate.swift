import GHSearchGitHub
/// The command of `execute(…)`, split into words once, when the option is
/// parsed, and never given to a shell. The rules are a shell's quoting
/// without any of its expansions: words are separated by blanks; `'…'`
/// keeps everything literally; `"…"` keeps everything but `\"` and `\\`;
/// a backslash outside quotes keeps the next character. `$`, backquotes,
/// `*`, `~`, `;` and `|` mean nothing: they are text.
///
/// Placeholders (`{full_name}`, `{html_url}`, `{clone_url}`, `{ssh_url}`,
/// `{name}`, `{owner}`) are replaced inside the word that holds them, after
/// the split: a word that is exactly a placeholder becomes exactly the
/// value, as one argument, whatever the value holds. Any other `{…}` is
/// text (as in fzf), quoted or not.
public struct CommandTemplate: Sendable, Equatable {
    /// A piece of a word.
    public enum Part: Sendable, Equatable {
        case text(String)
        case placeholder(Placeholder)
    }

    /// The values a command can be given.
    public enum Placeholder: String, Sendable, CaseIterable {
        case full_name, html_url, clone_url, ssh_url, name, owner

        public func value(in r: Repository) -> String {
            switch self {
            case .full_name: r.fullName ?? ((r.owner?.login).map { "\($0)/\(r.name)" } ?? r.name)
            case .html_url: r.htmlURL ?? ""
            case .clone_url: r.cloneURL ?? ""
            case .ssh_url: r.sshURL ?? ""
            case .name: r.name
            case .owner: r.owner?.login ?? r.fullName.flatMap { $0.split(separator: "/").first.map(String.init) } ?? ""
            }
        }
    }

    public enum ParseError: Error, Sendable, Equatable {
        case empty
        case unterminatedQuote
    }

    /// Each word, as parts.
    public let words: [[Part]]
    /// The command as written (for messages).
    public let text: String

    public init(_ text: String) throws(ParseError) {
        self.text = text
        var words: [[Part]] = []
        var parts: [Part] = []
        var literal = ""
        var inWord = false
        var quote: Character?
        var characters = text.makeIterator()
        var pendingBrace: String?  // text after `{`, looking for `}`

        func flushLiteral() {
            if !literal.isEmpty { parts.append(.text(literal)); literal = "" }
        }
        func endWord() {
            flushLiteral()
            if inWord { words.append(parts) }
            parts = []
            inWord = false
        }

        while let c = characters.next() {
            if let brace = pendingBrace {
                // Inside `{…}`: a placeholder name, or plain text after all.
                if c == "}" {
                    pendingBrace = nil
                    if let placeholder = Placeholder(rawValue: brace) {
                        flushLiteral()
                        parts.append(.placeholder(placeholder))
                    } else {
                        literal += "{" + brace + "}"
                    }
                    continue
                }
                if c.isLetter || c == "_" {
                    pendingBrace = brace + String(c)
                    continue
                }
                pendingBrace = nil
                literal += "{" + brace
                // fall through: `c` is read below as usual
            }
            switch quote {
            case "'":
                if c == "'" { quote = nil } else if c == "{" { pendingBrace = "" } else { literal.append(c) }
                continue
            case "\"":
                if c == "\"" {
                    quote = nil
                } else if c == "\\" {
                    guard let next = characters.next() else { throw .unterminatedQuote }
                    if next != "\"" && next != "\\" { literal.append("\\") }
                    literal.append(next)
                } else if c == "{" {
                    pendingBrace = ""
                } else {
                    literal.append(c)
                }
                continue
            default:
                break
            }
            switch c {
            case " ", "\t", "\n":
                endWord()
            case "'", "\"":
                quote = c
                inWord = true
            case "\\":
                inWord = true
                if let next = characters.next() { literal.append(next) }
            case "{":
                inWord = true
                pendingBrace = ""
            default:
                inWord = true
                literal.append(c)
            }
        }
        if let brace = pendingBrace { literal += "{" + brace }
        if quote != nil { throw .unterminatedQuote }
        endWord()
        guard !words.isEmpty else { throw .empty }
        self.words = words
    }

    /// The argument vector for `repository`: one entry per word, with every
    /// placeholder replaced by its value (never split, never expanded).
    public func arguments(for repository: Repository) -> [String] {
        words.map { parts in
            parts.map { part in
                switch part {
                case .text(let text): text
                case .placeholder(let placeholder): placeholder.value(in: repository)
                }
            }.joined()
        }
    }
}
