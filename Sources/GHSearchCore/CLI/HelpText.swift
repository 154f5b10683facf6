/// `ghsearch --help`, wrapped to the terminal width.
public enum HelpText {
    static let usageLine = "Usage: ghsearch [<id>] | --once <id> | --batch <file> [<options>]"

    private static let overview = "Search a GitHub user's repositories live, as you type."

    private static let sections: [(String, [(String, String)])] = [
        ("USAGE:", [
            ("ghsearch [<id>]", "Interactive live search on a terminal (optionally starting with <id> typed in)."),
            ("ghsearch --once <id>", "One search: print the repositories and exit."),
            ("ghsearch --batch <file>", "Many users, one per line (- for standard input), as JSON Lines; rate-limit aware."),
        ]),
        ("ARGUMENTS:", [
            ("<id>", "A GitHub user or organisation name. In the interactive mode, words after the name filter its repositories locally (e.g. 'apple swift')."),
        ]),
        ("OPTIONS:", [
            ("--api-url <url>", "API root (default: https://api.github.com; GitHub Enterprise: https://HOST/api/v3)."),
            ("--limit <n>", "At most <n> repositories per user (default: all)."),
            ("--sort <order>", "name, pushed, updated, created or stars (default: GitHub's, by name)."),
            ("--type <type>", "owner, member or all (default: GitHub's, owner)."),
            ("--json [<fields>]", "Print JSON; optionally only these comma-separated fields (e.g. name,html_url). Fields: " + RepositoryField.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            ("--no-cache", "Neither read nor write the response cache."),
            ("--timeout <seconds>", "Give up on a request after <seconds> without a complete answer, 1 to 3600 (default: 20); a request that timed out is tried 3 times in all."),
            ("--lang <language>", "en or ko (default: from LC_ALL, LC_MESSAGES, LANG)."),
            ("--version", "Show the version."),
            ("-h, --help", "Show this help."),
        ]),
        ("BATCH OPTIONS:", [
            ("-o, --output <file>", "Write JSON Lines to <file> instead of standard output."),
            ("--resume", "Finish an interrupted run into --output: users already written are skipped."),
            ("-j, --jobs <n>", "Requests at once, 1 to 8 (default: 1)."),
            ("--no-wait", "Stop at the rate limit (exit 3) instead of waiting for the reset."),
            ("--reserve <n>", "Leave <n> requests of the quota unused."),
            ("-q, --quiet", "No progress on standard error."),
        ]),
        ("ENVIRONMENT:", [
            ("GH_TOKEN, GITHUB_TOKEN", "A token, sent as 'Authorization: Bearer' to the API host only (5,000 requests an hour instead of 60)."),
            ("NO_COLOR", "No colour."),
            ("XDG_CACHE_HOME, XDG_STATE_HOME", "Where the response cache and the prompt history live."),
        ]),
        ("EXIT STATUS:", [
            ("0", "Found (including 0 repositories)."),
            ("1", "Network or server failure (batch: some users failed)."),
            ("2", "Unknown user."),
            ("3", "Rate limited (the reset time is on standard error)."),
            ("64", "Bad usage."),
        ]),
    ]

    /// The help text for a terminal `width` columns wide.
    public static func render(width: Int) -> String {
        let width = max(40, min(width, 120))
        var out = wrap("OVERVIEW: \(overview)", width: width).joined(separator: "\n") + "\n"
        let column = 28
        for (heading, rows) in sections {
            out += "\n\(heading)\n"
            for (term, text) in rows {
                let lines = wrap(text, width: width - column)
                let lead = "  " + term
                if lead.count + 2 <= column {
                    out += lead.padding(column) + (lines.first ?? "") + "\n"
                } else {
                    out += lead + "\n" + String(repeating: " ", count: column) + (lines.first ?? "") + "\n"
                }
                for line in lines.dropFirst() {
                    out += String(repeating: " ", count: column) + line + "\n"
                }
            }
        }
        return out
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
