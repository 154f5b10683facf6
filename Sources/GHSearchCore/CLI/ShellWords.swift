/// Splits text into words as a POSIX shell would, without running
/// anything: blanks separate words; `'…'` keeps everything literally;
/// `"…"` keeps everything but `\"`, `\\`, `\$` and `` \` ``; a backslash
/// outside quotes keeps the next character. Used for
/// `GHSEARCH_DEFAULT_OPTS` (as fzf reads `FZF_DEFAULT_OPTS`) and the lines
/// of the config file.
enum ShellWords {
    static func split(_ text: String) throws(UsageProblem) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                if quote == "\"", !"\"\\$`".contains(character) { word.append("\\") }
                if !(quote == nil && character == "\n") { word.append(character) }  // backslash-newline joins lines
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, " "), (nil, "\t"), (nil, "\n"), (nil, "\r"):
                if inWord { words.append(word); word = ""; inWord = false }
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            default:
                word.append(character)
                inWord = true
            }
        }
        if quote != nil || escaped { throw .unclosedQuote }
        if inWord { words.append(word) }
        return words
    }
}
