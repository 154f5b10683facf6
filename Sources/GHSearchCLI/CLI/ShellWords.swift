import GHSearchText
/// Splits text into words as a POSIX shell would, without running
/// anything: blanks separate words; `'…'` keeps everything literally;
/// `"…"` keeps everything but `\"`, `\\`, `\$` and `` \` ``; a backslash
/// outside quotes keeps the next character. Used for
/// `GHSEARCH_DEFAULT_OPTS` (as fzf reads `FZF_DEFAULT_OPTS`) and the lines
/// of the config file. It reads Unicode scalars, as a shell reads bytes: a
/// quote or a backslash followed by a combining mark is still a quote or a
/// backslash (as Characters they would make one cluster and be missed).
extension ShellWords {
    static func split(_ text: String) throws(UsageProblem) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var inWord = false
        var quote: Unicode.Scalar?
        var escaped = false
        for character in text.unicodeScalars {
            if escaped {
                if quote == "\"", !"\"\\$`".unicodeScalars.contains(character) { word.append("\\") }
                if !(quote == nil && character == "\n") { word.append(character) }  // backslash-newline joins lines
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, " "), (nil, "\t"), (nil, "\n"), (nil, "\r"):
                if inWord { words.append(String(word)); word = String.UnicodeScalarView(); inWord = false }
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
        if inWord { words.append(String(word)) }
        return words
    }
}
