/// The command line's search options, checked once every argument is read
/// (#15): `--search` (the positional words are the query, as
/// `gh search repos` reads them), `--mine` (`@me`), `--sort` in either
/// mode's orders, `--order`.
enum SearchArguments {
    static func resolve(_ options: inout CommandLineOptions, once: inout String?, batch: inout String?,
                        positionals: inout [String], valueLater: String?,
                        sort: (value: String, label: String)?) throws(UsageError) {
        if options.mine {
            if options.search { throw UsageError(.mineConflicts(with: "--search")) }
            if batch != nil || valueLater == "--batch" { throw UsageError(.mineConflicts(with: "--batch")) }
            if let user = positionals.first ?? once.flatMap({ $0.isEmpty ? nil : $0 }) {
                throw UsageError(.mineConflicts(with: TerminalText.quote(user)))
            }
            if once != nil { once = GitHubClient.ownRepositoriesLogin } else { positionals = [GitHubClient.ownRepositoriesLogin] }
        }
        if options.search {
            // The words after the options are the query, as one line.
            let words = (once.map { $0.isEmpty ? [] : [$0] } ?? []) + (batch == nil ? positionals : [])
            if once != nil {
                guard !words.isEmpty else { throw UsageError(.missingValue(option: "--once <query>")) }
                once = words.joined(separator: " ")
                positionals = []
            } else if batch == nil {
                positionals = words.isEmpty ? [] : [words.joined(separator: " ")]
            } else if valueLater == "--batch" {
                guard let path = positionals.first else { throw UsageError(.missingValue(option: "--batch <file>")) }
                batch = path
                positionals.removeFirst()
            }
        } else if valueLater != nil, !options.mine {
            throw UsageError(.missingValue(option: valueLater == "--once" ? "--once <id>" : "--batch <file>"))
        }
        if let sort {
            if options.search {
                options.searchSort = try ArgumentParser.choice(sort.value, sort.label, RepositorySearchRequest.Sort.self)
            } else {
                options.sort = try ArgumentParser.choice(sort.value, sort.label, ListOptions.Sort.self)
            }
        }
        if options.order != nil, !options.search { throw UsageError(.searchOnly(option: "--order")) }
    }
}
