import GHSearchText
import GHSearchGitHub
/// `--template`: Go's template syntax, as gh's `--template` reads it,
/// over the same data: `.` is the list of repositories (what `--json`
/// prints), so a line per repository is
/// `{{range .}}{{.full_name}}{{"\t"}}{{.stargazers_count}}{{"\n"}}{{end}}`.
///
/// The part of Go's language ghsearch reads: `{{.field}}` (every `--json`
/// field, gh's aliases too), `{{.}}`, string literals, `{{range …}}`,
/// `{{if …}}`, `{{else}}`, `{{end}}`, `{{join SEP …}}`, and `{{-`/`-}}`
/// trimming. A field's value is written sanitised (no control character,
/// tab or newline from GitHub can break a line); the template's own text
/// is written as it is. A null is written as nothing; a list as Go writes
/// it, `[a b]`. Mistakes are found before any request: an unknown field
/// names the valid ones, a field of the list says to range over it.
public struct OutputTemplate: Sendable, Equatable {
    let nodes: [TemplateNode]

    /// Parses `source`, or says what is wrong in it.
    public static func parse(_ source: String) -> Result<OutputTemplate, TemplateError> {
        var parser = TemplateParser(source)
        do throws(TemplateError) {
            return .success(OutputTemplate(nodes: try parser.parseAll()))
        } catch {
            return .failure(error)
        }
    }

    /// The text for `repositories`.
    public func render(_ repositories: [Repository]) -> String {
        var out = ""
        Self.render(nodes, dot: .list(repositories), into: &out)
        return out
    }

    /// What `.` is while rendering.
    enum Dot {
        case list([Repository])
        case repository(Repository)
        case text(String)
        case value(RepositoryFieldValue)
    }

    private static func render(_ nodes: [TemplateNode], dot: Dot, into out: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                out += text
            case .value(let argument):
                out += text(of: evaluate(argument, dot: dot))
            case .range(let argument, let body, let otherwise):
                let elements = elements(of: evaluate(argument, dot: dot))
                if elements.isEmpty { render(otherwise, dot: dot, into: &out) }
                for element in elements { render(body, dot: element, into: &out) }
            case .when(let argument, let then, let otherwise):
                render(isTrue(evaluate(argument, dot: dot)) ? then : otherwise, dot: dot, into: &out)
            }
        }
    }

    private static func evaluate(_ argument: TemplateArgument, dot: Dot) -> Dot {
        switch argument {
        case .dot: return dot
        case .literal(let text): return .text(text)
        case .field(let field):
            guard case .repository(let repository) = dot else { return .value(.text(nil)) }  // ruled out by the parser
            return .value(field.value(of: repository))
        case .join(let separator, let list):
            return .text(elements(of: evaluate(list, dot: dot)).map { text(of: $0) }.joined(separator: separator))
        }
    }

    private static func elements(of value: Dot) -> [Dot] {
        switch value {
        case .list(let repositories): repositories.map(Dot.repository)
        case .value(.texts(let texts)): texts.map { .value(.text($0)) }
        default: []
        }
    }

    private static func isTrue(_ value: Dot) -> Bool {
        switch value {
        case .list(let repositories): !repositories.isEmpty
        case .repository: true
        case .text(let text): !text.isEmpty
        case .value(.text(let text)): !(text ?? "").isEmpty
        case .value(.number(let number)): (number ?? 0) != 0
        case .value(.bool(let bool)): bool ?? false
        case .value(.texts(let texts)): !texts.isEmpty
        }
    }

    private static func text(of value: Dot) -> String {
        switch value {
        case .text(let text): return text  // the template's own, or already made of sanitised values
        case .value(.text(let text)): return text.map(TerminalText.sanitize) ?? ""
        case .value(.number(let number)): return number.map(String.init) ?? ""
        case .value(.bool(let bool)): return bool.map { $0 ? "true" : "false" } ?? ""
        case .value(.texts(let texts)): return "[" + texts.map(TerminalText.sanitize).joined(separator: " ") + "]"
        case .repository(let repository):
            return "{" + RepositoryField.every(stars: repository.starredAt != nil).map { $0.rawValue + ":" + text(of: .value($0.value(of: repository))) }
                .joined(separator: " ") + "}"
        case .list(let repositories): return "[" + repositories.map { text(of: .repository($0)) }.joined(separator: " ") + "]"
        }
    }
}

/// What is wrong in a `--template`, for `Error: template: …` (exit 64).
public enum TemplateError: Error, Sendable, Equatable {
    /// `{{` without its `}}`.
    case unclosedAction
    /// An action ghsearch does not read (`{{printf …}}`, `{{$x}}`, a bad literal), as typed.
    case unknownAction(String)
    /// `{{.nme}}`: the field, with those that exist.
    case unknownField(String, available: [String])
    /// `{{.name}}` where `.` is the list (gh's template runs once, over the list).
    case fieldOfList(String)
    /// `{{.name}}` where `.` is a topic (a string).
    case fieldOfText(String)
    /// `{{end}}` or `{{else}}` with nothing open.
    case unexpected(String)
    /// `{{range …}}` or `{{if …}}` without its `{{end}}`.
    case missingEnd(String)
}
