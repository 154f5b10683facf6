import GHSearchText
/// `ghsearch --completions SHELL`: a completion script made from
/// `OptionTable`, offering every option, and for a value what its
/// `OptionSpec.Value.Completion` says (choices, a comma-separated list,
/// file names).
public enum CompletionScript {
    public static func render(_ shell: CompletionShell, catalogue: Catalogue = .english) -> String {
        switch shell {
        case .bash: BashCompletion.render()
        case .zsh: ZshCompletion.render(catalogue: catalogue)
        case .fish: FishCompletion.render(catalogue: catalogue)
        }
    }

    /// `'text'` for a POSIX shell (and fish): a `'` is closed, escaped and reopened.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
