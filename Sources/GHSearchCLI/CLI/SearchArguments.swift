import GHSearchText
import GHSearchGitHub
/// The command line's search options, checked once every argument is read:
/// `--search` (the positional words are the query, as
/// `gh search repos` reads them), `--mine` (`@me`), `--sort` in the mode's
/// orders, `--order`; `--starred` (a user's stars; `--batch`: each input
/// user's) and its orders. A default (config file, `GHSEARCH_DEFAULT_OPTS`) that
/// does not fit the mode is ignored; the same typed on the command line is
/// an error.
enum SearchArguments {
    /// Every word `--sort` takes: a user's list's orders, then a search's.
    static let sortWords: [String] = {
        var words = ListOptions.Sort.allCases.map(\.rawValue)
        for word in RepositorySearchRequest.Sort.allCases.map(\.rawValue) where !words.contains(word) { words.append(word) }
        for word in StarredOrder.allCases.map(\.rawValue) where !words.contains(word) { words.append(word) }
        return words
    }()

    static func resolve(_ parsed: inout ParsedOptions, line: inout CommandLineParser.Reading) throws(UsageProblem) {
        var options = parsed.options
        defer { parsed.options = options }
        let given = Set(line.given.map(\.long))
        let typed = { (long: String) in given.contains(long) }
        if options.mine {
            if options.search { throw .mineConflicts(with: "--search") }
            // Words after `--mine` filter the list; a name given to `--once` is a second subject.
            if case .once(let named) = options.mode, !named.isEmpty { throw .mineConflicts(with: TerminalText.quote(named)) }
            if case .once = options.mode {
                options.mode = .once(GitHubClient.ownRepositoriesLogin)
            } else if case .interactive = options.mode {
                line.positionals = [GitHubClient.ownRepositoriesLogin] + line.positionals
            }
        }
        if let word = parsed.starredWord {
            if options.search { throw .starredConflicts(with: "--search") }
            if options.mine { throw .starredConflicts(with: "--mine") }
            try resolveStarred(word, options: &options, line: &line)
        }
        if options.search {
            switch options.mode {
            case .once(let value):
                // The words after the options are the query, as one line.
                let words = (value.isEmpty ? [] : [value]) + line.positionals
                guard !words.isEmpty else { throw .missingValue(option: "--once <query>") }
                options.mode = .once(words.joined(separator: " "))
                line.positionals = []
            case .batch:
                if line.valueless != nil {
                    guard let path = line.positionals.first else { throw .missingValue(option: "--batch <file>") }
                    options.mode = .batch(path: path)
                    line.positionals.removeFirst()
                }
            case .interactive:
                line.positionals = line.positionals.isEmpty ? [] : [line.positionals.joined(separator: " ")]
            }
        } else if let valueless = line.valueless, !(options.mine || options.listsStars) || valueless.long != "--once" {
            throw .missingValue(option: valueless.label)
        }
        if let word = parsed.sortWord {
            if options.listsStars {
                let choices = StarredOrder.allCases.map(\.rawValue)
                if let order = StarredOrder(rawValue: word) {
                    options.starredOrder = order
                } else if typed("--sort") {
                    throw .invalidChoice(TerminalText.quote(word), option: "--sort <order>", choices: choices)
                }
            } else if word == StarredOrder.starred.rawValue {
                if typed("--sort") { throw .starredOnly(option: "--sort starred") }
            } else if options.search {
                let choices = RepositorySearchRequest.Sort.allCases.map(\.rawValue)
                if let sort = RepositorySearchRequest.Sort(rawValue: word) {
                    options.searchSort = sort
                } else if typed("--sort") {
                    throw .invalidChoice(TerminalText.quote(word), option: "--sort <order>", choices: choices)
                }
            } else {
                let choices = ListOptions.Sort.allCases.map(\.rawValue)
                if let sort = ListOptions.Sort(rawValue: word) {
                    options.sort = sort
                } else if typed("--sort") {
                    throw .invalidChoice(TerminalText.quote(word), option: "--sort <order>", choices: choices)
                }
            }
        }
        if options.batchStarred, options.starredOrder == .updated, options.api == .graphql {
            // GraphQL orders stars only by when they were starred: what was typed wins over a default.
            switch (typed("--api"), typed("--sort")) {
            case (true, true): throw .starredUpdatedNotWithGraphQL
            case (true, false): options.starredOrder = nil
            case (false, _): options.api = .rest
            }
        }
        if options.order != nil, !options.search {
            if typed("--order") { throw .searchOnly(option: "--order") }
            options.order = nil
        }
    }

    /// `--starred USER` names whose stars (`--once`, the interactive mode);
    /// with `--batch` it takes no user: each input user's stars are listed
    /// (`--batch --starred FILE` reads the word after it as the batch's file).
    private static func resolveStarred(_ word: String?, options: inout CommandLineOptions,
                                       line: inout CommandLineParser.Reading) throws(UsageProblem) {
        if case .batch = options.mode {
            if line.valueless != nil {
                guard let path = word ?? line.positionals.first else { throw .missingValue(option: "--batch <file>") }
                if word == nil { line.positionals.removeFirst() }
                options.mode = .batch(path: path)
                line.valueless = nil
            } else if let user = word {
                throw .starredBatchUser(TerminalText.quote(user))
            }
            options.batchStarred = true
            return
        }
        let user = (word ?? "").trimmingSpaces()
        if StarredSubject(user) != .me {
            switch GitHubLogin(user) {
            case .valid: break
            case .empty: throw .missingValue(option: "--starred <user>")
            case .invalid(let name, _): throw .invalidStarredUser(TerminalText.quote(name))
            }
        }
        // Words after the user filter the stars, as typed after `starred:USER` at the prompt.
        if case .once(let named) = options.mode, !named.isEmpty { throw .starredConflicts(with: TerminalText.quote(named)) }
        options.starred = user
        switch options.mode {
        case .once: options.mode = .once(user)
        case .interactive: line.positionals = [SearchSubject.starred(StarredSubject(user)).displayName] + line.positionals
        case .batch: break
        }
    }
}
