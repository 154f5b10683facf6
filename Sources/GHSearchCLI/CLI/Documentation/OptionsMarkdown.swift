import GHSearchText
/// The manual's (docs/USAGE.md) options table, made from `OptionTable` and the English
/// catalogue; `UsageTablesTests` fails when the manual's differs.
public enum OptionsMarkdown {
    public static func table(catalogue: Catalogue = .english) -> String {
        var out = "| option | modes | meaning |\n|---|---|---|\n"
        for spec in OptionTable.all where spec.role != .mode {
            out += "| `\(escape(spec.term))` | \(modes(spec)) | \(codeValueNames(escape(catalogue.optionHelp(spec.long) ?? ""))) |\n"
        }
        return out
    }

    /// `all`, `--once --batch`, …; `—` for an option that prints something instead of running.
    private static func modes(_ spec: OptionSpec) -> String {
        if spec.role == .information { return "—" }
        if spec.modes == .all { return "all" }
        return OptionSpec.Mode.allCases.filter(spec.modes.contains).map { mode in
            switch mode {
            case .interactive: "interactive"
            case .once: "`--once`"
            case .batch: "`--batch`"
            }
        }.joined(separator: " ")
    }

    /// `<n>` as code: bare, Markdown would take it for an HTML tag.
    private static func codeValueNames(_ text: String) -> String {
        var out = ""
        var pending: String?
        for character in text {
            if character == "<" {
                if let open = pending { out += open }
                pending = "<"
            } else if var open = pending {
                open.append(character)
                if character == ">" {
                    out += "`\(open)`"
                    pending = nil
                } else if character == " " {
                    out += open
                    pending = nil
                } else {
                    pending = open
                }
            } else {
                out.append(character)
            }
        }
        return out + (pending ?? "")
    }

    /// `|` would end the cell.
    private static func escape(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
