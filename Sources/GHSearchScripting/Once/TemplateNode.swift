import GHSearchGitHub
/// A piece of a parsed `--template` (see `OutputTemplate`).
indirect enum TemplateNode: Sendable, Equatable {
    /// Text written as it is.
    case text(String)
    /// `{{.field}}`, `{{.}}`, `{{"…"}}`, `{{join ", " .topics}}`: a value written.
    case value(TemplateArgument)
    /// `{{range ARG}}…{{else}}…{{end}}`: the body for each element (the
    /// other branch when there is none).
    case range(TemplateArgument, body: [TemplateNode], otherwise: [TemplateNode])
    /// `{{if ARG}}…{{else}}…{{end}}`.
    case when(TemplateArgument, then: [TemplateNode], otherwise: [TemplateNode])
}

/// What an action names.
indirect enum TemplateArgument: Sendable, Equatable {
    /// `.`: the value in hand.
    case dot
    /// `.name`: a field of the repository in hand.
    case field(RepositoryField)
    /// `"text"` (Go's escapes: `\n`, `\t`, `\"`, `\\`).
    case literal(String)
    /// `join SEP ARG`: a list's elements joined by `SEP`.
    case join(separator: String, TemplateArgument)
}
