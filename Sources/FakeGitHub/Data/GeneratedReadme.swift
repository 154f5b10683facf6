/// The README a generated repository serves: written from its own fields,
/// the same every time, with what real READMEs hold (a title, a badge, an
/// install block, a usage list, a table, a changelog whose length varies
/// by repository). The description goes in as it is, so an account whose
/// descriptions attack the terminal has READMEs that do too.
enum GeneratedReadme {
    /// The README's Markdown; nil for a repository without a description,
    /// which has no README.
    static func text(for repository: FakeRepository, owner: String, htmlBase: String) -> String? {
        guard let description = repository.description else { return nil }
        let name = repository.name
        let html = "\(htmlBase)/\(owner)/\(name)"
        let language = repository.language ?? "Shell"
        var text = """
            # \(name)

            [![Build](https://img.shields.io/badge/build-passing-green.svg)](\(html)/actions) \
            [![Stars](https://img.shields.io/badge/stars-\(repository.stargazersCount)-blue.svg)](\(html)/stargazers)

            \(description)

            ## Installation

            ```sh
            git clone \(html).git
            cd \(name)
            \(buildCommand(language))
            ```

            ## Usage

            Import it and call it from your own code. It is written in **\(language)**\
             and has *no* dependencies beyond the standard library.

            - Fast: nothing is done twice.
            - Small: one `\(name)` module.
            - Tested on Linux and macOS.

            ## Details

            | Field | Value |
            |:------|------:|
            | Language | \(language) |
            | Stars | \(repository.stargazersCount) |
            | Forks | \(repository.forksCount) |
            | License | \(repository.license?.name ?? "none") |
            | Default branch | `\(repository.defaultBranch)` |

            """
        if !repository.topics.isEmpty {
            text += "\nTopics: " + repository.topics.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        text += "\n## Changelog\n"
        let releases = 3 + repository.id % 17
        for release in stride(from: releases, through: 1, by: -1) {
            text += "\n### v1.\(release).0\n\n"
            text += "- Fixed issue #\(release * 7 + repository.id % 100) in the parser.\n"
            text += "- Made `\(name)` faster on large inputs (see [notes](\(html)/releases/tag/v1.\(release).0)).\n"
        }
        text += "\n## License\n\n\(repository.license?.name ?? "All rights reserved"). See [LICENSE](LICENSE).\n"
        return text
    }

    private static func buildCommand(_ language: String) -> String {
        switch language {
        case "Swift": "swift build -c release"
        case "Rust": "cargo build --release"
        case "Go": "go build ./..."
        case "Python": "pip install ."
        case "JavaScript", "TypeScript": "npm install"
        case "C", "C++": "make"
        default: "make install"
        }
    }
}
