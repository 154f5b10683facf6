import GHSearchGitHub
import GHSearchKeys
/// Pick and act: the interactive mode as a selector. Enter prints the
/// pick and exits 0; Esc, Ctrl-C and Ctrl-D exit 130; with `--multi`
/// Tab / Shift-Tab mark rows; the actions (clone, copy, homepage, issues,
/// `execute(…)` and the other commands of `--bind`) act on the selected repository — in the detail
/// view, on the one shown.
extension SearchViewModel {
    /// The repository the actions act on: the one shown, else the one selected.
    public var actingRepository: Repository? {
        detail?.repository ?? selectedRepository
    }

    /// What Enter (or a `print(…)` key) prints: the marked rows in list
    /// order, else the acting repository.
    public var picked: [Repository] {
        marks.isEmpty ? (actingRepository.map { [$0] } ?? []) : marks.repositories
    }

    /// Enter in the list: on an unchanged line whose name was searched and
    /// has a row selected (or rows marked), the pick; else nil, and Enter
    /// searches as before.
    mutating func pickOnEnter(_ newLine: String) -> [SearchEffect]? {
        guard newLine == line, let results, results.subject == query.subject,
              selectedRepository != nil || !marks.isEmpty else { return nil }
        return printPicked(pick.printField)
    }

    mutating func printPicked(_ field: PrintField) -> [SearchEffect] {
        let repositories = picked
        guard !repositories.isEmpty else { return nothingToActOn() }
        return [.printLines(repositories.map(field.line)), .exit(.success)]
    }

    /// The keys of pick and act, in both views.
    mutating func pickKey(_ action: SearchAction) -> [SearchEffect] {
        switch action {
        case .escape:
            guard detail != nil else { return [.exit(.aborted)] }
            detail = nil
            return [.cancel(.avatar), .cancel(.readme), .redraw]
        case .toggleMark(let rows):
            guard pick.multi, detail == nil else { return [] }
            guard let repository = selectedRepository, let results, let selection else { return nothingToActOn() }
            marks.toggle(repository, in: results.subject, index: visible[selection])
            return moveSelection(by: rows)
        case .clone:
            let repositories = picked
            guard !repositories.isEmpty else { return nothingToActOn() }
            let urls = repositories.map { (pick.ssh ? $0.sshURL : $0.cloneURL) ?? "" }
            if let missing = urls.firstIndex(where: \.isEmpty) {
                notice = .noCloneURL(repositories[missing].fullName ?? repositories[missing].name)
                return [.redraw]
            }
            // A server's URL git would run a command for, or read as an option, is never passed on.
            if let refused = urls.first(where: { !pick.cloneURLs.allows($0) }) {
                notice = .cloneURLRefused(refused)
                return [.redraw]
            }
            return [.clone(urls)]
        case .copyURL:
            guard let repository = actingRepository, let url = repository.htmlURL else { return nothingToActOn() }
            notice = .copied(url)
            return [.copyToClipboard(url), .redraw]
        case .openHomepage:
            guard let repository = actingRepository else { return nothingToActOn() }
            guard let homepage = repository.homepage, !homepage.isEmpty else {
                notice = .noHomepage
                return [.redraw]
            }
            return [.openBrowser(url: homepage)]
        case .openIssues:
            guard let repository = actingRepository, let url = repository.htmlURL else { return nothingToActOn() }
            return [.openBrowser(url: url + "/issues")]
        case .markAll(let change):
            guard pick.multi, detail == nil, let results else { return [] }
            for index in visible {
                let repository = results.repositories[index]
                let marked = marks.contains(repository)
                if change == .toggle || (change == .select) != marked {
                    marks.toggle(repository, in: results.subject, index: index)
                }
            }
            return [.redraw]
        case .printField(let field):
            return printPicked(field)
        case .execute(let command), .executeSilent(let command), .become(let command):
            guard let repository = actingRepository else { return nothingToActOn() }
            notice = nil
            let arguments = command.arguments(for: repository)
            switch action {
            case .execute: return [.runCommand(arguments)]
            case .executeSilent: return [.runSilently(arguments)]
            default: return [.become(arguments), .exit(.success)]
            }
        default:
            preconditionFailure("Internal inconsistency: \(action) is not a key of pick and act")
        }
    }

    /// The answers to the effects of pick and act.
    mutating func pickAnswer(_ action: SearchAction) -> [SearchEffect] {
        switch action {
        case .commandFinished(let command, let outcome):
            notice = outcome.succeeded ? nil : .commandFailed(command: command, outcome)
            return [.redraw]
        case .cloneNotStarted:
            notice = .gitNotFound
            return [.redraw]
        default:
            preconditionFailure("Internal inconsistency: \(action) is not an answer of pick and act")
        }
    }

    private mutating func nothingToActOn() -> [SearchEffect] {
        notice = .nothingSelected
        return [.redraw]
    }
}
