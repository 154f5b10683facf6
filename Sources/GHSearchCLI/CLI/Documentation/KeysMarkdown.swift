import GHSearchText
/// The manual's (docs/USAGE.md) keys table, made from `KeyTable` and the English
/// catalogue: each key in fzf's spelling (what `--bind` takes), its
/// actions, what they do. `UsageTablesTests` fails when the manual's differs.
public enum KeysMarkdown {
    public static func table(catalogue: Catalogue = .english) -> String {
        var out = "| keys | action | what it does |\n|---|---|---|\n"
        for group in catalogue.keyGroups {
            let keys = group.keys.map { "`\(escape($0.name))`" }.joined(separator: " ")
            let actions = group.actions.map { "`\($0)`" }.joined(separator: " ")
            out += "| \(keys)\(group.multi ? " (`--multi`)" : "") | \(actions) | \(escape(group.text)) |\n"
        }
        return out
    }

    /// `|` would end the cell.
    private static func escape(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
