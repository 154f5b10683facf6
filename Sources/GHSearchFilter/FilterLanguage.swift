/// Language names as `language:` compares them: case-insensitive, a space
/// and a hyphen alike (`language:"vim script"`, `language:vim-script` and
/// GitHub's `Vim Script` agree), and the short names people type for the
/// common ones (`cpp`, `csharp`, `js`, `golang`…), as GitHub accepts them.
enum FilterLanguage {
    static func key(_ name: String) -> String {
        let lowered = String(name.lowercased().map { $0 == " " ? "-" : $0 })
        return aliases[lowered] ?? lowered
    }

    private static let aliases: [String: String] = [
        "cpp": "c++", "cplusplus": "c++", "csharp": "c#", "cs": "c#", "fsharp": "f#",
        "js": "javascript", "node": "javascript", "ts": "typescript", "golang": "go",
        "py": "python", "python3": "python", "rb": "ruby", "rs": "rust", "kt": "kotlin",
        "objc": "objective-c", "obj-c": "objective-c", "objcpp": "objective-c++",
        "sh": "shell", "bash": "shell", "zsh": "shell", "md": "markdown", "hs": "haskell",
        "ex": "elixir", "exs": "elixir", "erl": "erlang", "ml": "ocaml", "pl": "perl",
        "vim": "vim-script", "viml": "vim-script", "vimscript": "vim-script",
        "ipynb": "jupyter-notebook", "jupyter": "jupyter-notebook",
    ]
}
