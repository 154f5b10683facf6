import GHSearchText
/// The gist of an option's help for the shells' completion menus, where a
/// line is all there is room for: its first sentence, without what is in
/// parentheses.
enum OptionSummary {
    static func text(_ spec: OptionSpec, catalogue: Catalogue) -> String {
        var text = ""
        var depth = 0
        for character in catalogue.optionHelp(spec.long) ?? "" {
            switch character {
            case "(", "（": depth += 1
            case ")", "）": depth = max(0, depth - 1)
            default: if depth == 0 { text.append(character) }
            }
        }
        for stop in [". ", "; "] {
            if let range = text.firstRange(of: stop) { text = String(text[..<range.lowerBound]) }
        }
        // Spaces left where a parenthesis was.
        text = text.split(separator: " ").joined(separator: " ")
        while text.hasSuffix(".") || text.hasSuffix(" ") { text.removeLast() }
        return text.replacing(" ,", with: ",").replacing(" :", with: ":")
    }
}
