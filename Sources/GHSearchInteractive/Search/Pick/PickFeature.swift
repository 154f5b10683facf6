import GHSearchKeys
import GHSearchGitHub

/// Pick and act: the interactive mode as a selector. Enter prints the
/// pick and exits 0; with `--multi` Tab / Shift-Tab mark rows; the actions
/// (clone, copy, homepage, issues, `execute(…)` and the other commands of
/// `--bind`) act on the selected repository — in the detail view, on the
/// one shown. A child feature: its state is `PickState`, it reads the rest
/// through `PickContext`, and asks the parent for the rest (`FeatureStep`).
public enum PickFeature {
    /// What Enter (or a `print(…)` key) prints: the marked rows in list
    /// order, else the acting repository.
    public static func picked(_ state: PickState, _ context: PickContext) -> [Repository] {
        state.marks.isEmpty ? (context.acting.map { [$0] } ?? []) : state.marks.repositories
    }

    public static func reduce(_ state: inout PickState, _ action: PickAction, _ context: PickContext) -> FeatureStep {
        let options = context.options
        switch action {
        case .toggleMark(let rows):
            guard options.multi, context.shown == nil else { return FeatureStep([]) }
            guard let row = context.selectedRow, let results = context.results else { return nothingToActOn }
            state.marks.toggle(results.repositories[row], in: results.subject, index: row)
            return FeatureStep([], moveSelection: rows)
        case .markAll(let change):
            guard options.multi, context.shown == nil, let results = context.results else { return FeatureStep([]) }
            for index in context.visible {
                let repository = results.repositories[index]
                let marked = state.marks.contains(repository)
                if change == .toggle || (change == .select) != marked {
                    state.marks.toggle(repository, in: results.subject, index: index)
                }
            }
            return FeatureStep([.redraw])
        case .clone:
            let repositories = picked(state, context)
            guard !repositories.isEmpty else { return nothingToActOn }
            let urls = repositories.map { (options.ssh ? $0.sshURL : $0.cloneURL) ?? "" }
            if let missing = urls.firstIndex(where: \.isEmpty) {
                return FeatureStep([.redraw], notice: .set(.noCloneURL(repositories[missing].fullName ?? repositories[missing].name)))
            }
            // A server's URL git would run a command for, or read as an option, is never passed on.
            if let refused = urls.first(where: { !options.cloneURLs.allows($0) }) {
                return FeatureStep([.redraw], notice: .set(.cloneURLRefused(refused)))
            }
            return FeatureStep([.clone(urls)])
        case .copyURL:
            guard let url = context.acting?.htmlURL else { return nothingToActOn }
            return FeatureStep([.copyToClipboard(url), .redraw], notice: .set(.copied(url)))
        case .openHomepage:
            guard let repository = context.acting else { return nothingToActOn }
            guard let homepage = repository.homepage, !homepage.isEmpty else {
                return FeatureStep([.redraw], notice: .set(.noHomepage))
            }
            return FeatureStep([.openBrowser(url: homepage)])
        case .openIssues:
            guard let url = context.acting?.htmlURL else { return nothingToActOn }
            return FeatureStep([.openBrowser(url: url + "/issues")])
        case .printField(let field):
            let repositories = picked(state, context)
            guard !repositories.isEmpty else { return nothingToActOn }
            return FeatureStep([.printLines(repositories.map(field.line)), .exit(.success)])
        case .execute(let command):
            guard let repository = context.acting else { return nothingToActOn }
            return FeatureStep([.runCommand(command.arguments(for: repository))], notice: .set(nil))
        case .executeSilent(let command):
            guard let repository = context.acting else { return nothingToActOn }
            return FeatureStep([.runSilently(command.arguments(for: repository))], notice: .set(nil))
        case .become(let command):
            guard let repository = context.acting else { return nothingToActOn }
            return FeatureStep([.become(command.arguments(for: repository)), .exit(.success)], notice: .set(nil))
        case .commandFinished(let command, let outcome):
            return FeatureStep([.redraw], notice: .set(outcome.succeeded ? nil : .commandFailed(command: command, outcome)))
        case .cloneNotStarted:
            return FeatureStep([.redraw], notice: .set(.gitNotFound))
        }
    }

    private static var nothingToActOn: FeatureStep { FeatureStep([.redraw], notice: .set(.nothingSelected)) }
}
