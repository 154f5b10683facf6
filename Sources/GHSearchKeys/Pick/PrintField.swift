import FoundationEssentials
import GHSearchText
import GHSearchGitHub

/// What `--print` (and a `print(FIELD)` key) writes for each repository
/// picked: one field's value, or the whole repository as one JSON object.
/// One line per repository, always: a value is written as every other
/// output writes text from GitHub (`TerminalText.sanitize`: escape
/// sequences and control characters removed, line breaks as one space), so
/// a script reading lines gets one per pick, the same text `--once` prints.
public enum PrintField: Sendable, Equatable {
    case field(RepositoryField)
    /// Every `--json` field, as one JSON object on one line.
    case json

    /// `html_url`: what fzf-style pickers print by default, a URL to open or clone.
    public static let `default` = PrintField.field(.html_url)

    /// Parses `html_url`, `full_name`, `json`, or any `--json` field name or
    /// alias (`url`, `nameWithOwner`…); nil for anything else.
    public init?(_ text: String) {
        if text == "json" {
            self = .json
            return
        }
        let (fields, unknown) = RepositoryField.parseList(text)
        guard unknown.isEmpty, fields.count == 1, !text.contains(",") else { return nil }
        self = .field(fields[0])
    }

    /// The names `--print` accepts, for messages and help.
    public static var choices: [String] { RepositoryField.allCases.map(\.rawValue) + ["json"] }

    /// The line printed for `repository` (no line break at its end).
    public func line(for repository: Repository) -> String {
        switch self {
        case .json:
            return RepositoryField.jsonObject(repository, fields: RepositoryField.every(stars: repository.starredAt != nil))
        case .field(let field):
            return TerminalText.sanitize(field.plainText(of: repository))
        }
    }
}

extension RepositoryField {
    /// The field's value as plain text: a string as it is, a number in
    /// digits, `true`/`false`, topics separated by commas, nothing for null.
    func plainText(of r: Repository) -> String {
        switch self {
        case .name: r.name
        case .full_name: r.fullName ?? ""
        case .html_url: r.htmlURL ?? ""
        case .description: r.description ?? ""
        case .language: r.language ?? ""
        case .homepage: r.homepage ?? ""
        case .visibility: r.visibility ?? ""
        case .default_branch: r.defaultBranch ?? ""
        case .topics: r.topics.joined(separator: ",")
        case .license: r.license?.spdxID ?? r.license?.name ?? ""
        case .owner: r.owner?.login ?? ""
        case .avatar_url: r.owner?.avatarURL ?? ""
        case .clone_url: r.cloneURL ?? ""
        case .ssh_url: r.sshURL ?? ""
        default:
            // Numbers, booleans and dates: their JSON text without quotes; null is nothing.
            Self.unquoted(json(of: r))
        }
    }

    /// A value's JSON text as a line: a string without its quotes, null as nothing.
    private static func unquoted(_ text: String) -> String {
        if text == "null" { return "" }
        var text = Substring(text)
        while text.first == "\"" { text.removeFirst() }
        while text.last == "\"" { text.removeLast() }
        return String(text)
    }
}
