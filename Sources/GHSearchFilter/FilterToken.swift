/// One space-separated word of a filter as typed. `\ ` is a space inside a
/// word (fzf's escape); after `key:` a double-quoted value may hold spaces
/// (GitHub's `language:"vim script"`); an unclosed quote runs to the end, as
/// it does while the closing quote is still being typed.
struct FilterToken: Sendable, Equatable {
    /// The word with escapes resolved and quotes removed.
    var text: String
    /// The word exactly as typed (for messages).
    var typed: String
    /// Whether any part of it was escaped or quoted (a lone `\|` is a word, not the OR bar).
    var isLiteral: Bool

    static func split(_ filter: String) -> [FilterToken] {
        var tokens: [FilterToken] = []
        var text = ""
        var typed = ""
        var literal = false
        var quoted = false
        var escaped = false
        func flush() {
            if !typed.isEmpty { tokens.append(FilterToken(text: text, typed: typed, isLiteral: literal)) }
            text = ""; typed = ""; literal = false
        }
        for character in filter {
            if escaped {
                escaped = false
                typed.append(character)
                if character == " " || character == "\\" || character == "|" {
                    text.append(character)
                    literal = true
                } else {
                    text.append("\\")
                    text.append(character)
                }
                continue
            }
            if quoted {
                typed.append(character)
                if character == "\"" { quoted = false } else { text.append(character) }
                continue
            }
            switch character {
            case " ", "\t":
                flush()
            case "\\":
                typed.append(character)
                escaped = true
            case "\"" where text.last == ":" && FilterToken.looksLikeKey(text.dropLast()):
                typed.append(character)
                quoted = true
                literal = true
            default:
                typed.append(character)
                text.append(character)
            }
        }
        if escaped { text.append("\\") }
        flush()
        return tokens
    }

    /// `key`, `-key` or `!key`: letters after an optional negation.
    static func looksLikeKey(_ text: Substring) -> Bool {
        let key = text.first == "-" || text.first == "!" ? text.dropFirst() : text
        return !key.isEmpty && key.allSatisfy { $0.isASCII && $0.isLetter }
    }
}
