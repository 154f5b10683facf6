import GHSearchGitHub
import GHSearchKeys
/// `--preview COMMAND`: a command line for `sh -c`, as fzf runs its
/// preview command. The text is kept as written (`;`, pipes, `printf` are
/// the shell's), except its placeholders: each becomes the selected
/// repository's value in single quotes (`'` as `'\''`), so the shell reads
/// it as one word and interprets none of it, whatever the repository holds.
///
/// Placeholders: those of `execute(…)` (`CommandTemplate.Placeholder`:
/// `{full_name}`, `{html_url}`, `{clone_url}`, `{ssh_url}`, `{name}`,
/// `{owner}`), `{url}` for `{html_url}`, and fzf's `{}` for `{full_name}`.
/// Any other `{…}` is text.
public struct PreviewCommand: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case text(String)
        case placeholder(CommandTemplate.Placeholder)
    }

    /// The command as written.
    public let text: String
    let parts: [Part]

    /// nil for an empty (or blank) command.
    public init?(_ text: String) {
        guard text.contains(where: { !$0.isWhitespace }) else { return nil }
        self.text = text
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                  let placeholder = PreviewCommand.placeholder(named: rest[afterOpen..<close]) else {
                literal += "{"
                rest = rest[afterOpen...]
                continue
            }
            if !literal.isEmpty { parts.append(.text(literal)); literal = "" }
            parts.append(.placeholder(placeholder))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.text(literal)) }
        self.parts = parts
    }

    static func placeholder(named name: Substring) -> CommandTemplate.Placeholder? {
        switch name {
        case "": .full_name
        case "url": .html_url
        default: CommandTemplate.Placeholder(rawValue: String(name))
        }
    }

    /// The command line for `sh -c` with `repository`'s values in place.
    public func commandLine(for repository: Repository) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .placeholder(let placeholder): PreviewCommand.singleQuoted(placeholder.value(in: repository))
            }
        }.joined()
    }

    /// `value` as one word for any POSIX shell: in single quotes, where
    /// nothing is special but `'` itself, written `'\''`. A NUL, which
    /// no argument can hold, is left out.
    public static func singleQuoted(_ value: String) -> String {
        var quoted = "'"
        for scalar in value.unicodeScalars where scalar != "\0" {
            if scalar == "'" { quoted += #"'\''"# } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }
}
