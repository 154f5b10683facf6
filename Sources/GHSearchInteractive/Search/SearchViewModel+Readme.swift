import FoundationEssentials
import GHSearchGitHub
import GHSearchFilter
import GHSearchKeys
import GHSearchReadme

/// README preview: a README answered goes where it was asked for, the
/// detail view, the preview, or both.
extension SearchViewModel {
    /// A new view model with how READMEs are laid out.
    public init(showsAvatars: Bool = false, screenRows: Int = 24, screenColumns: Int = 80, pick: PickOptions = PickOptions(),
                loading: LoadingPolicy = LoadingPolicy(), defaultSort: FilterSort? = nil, engine: FilterEngine = FilterEngine(),
                presentation: DetailPresentation, mode: SearchMode = .user) {
        self.init(showsAvatars: showsAvatars, screenRows: screenRows, pick: pick, loading: loading, defaultSort: defaultSort,
                  engine: engine, mode: mode)
        self.screenColumns = screenColumns
        self.presentation = presentation
    }

    /// A README answered (for the detail view, the preview, or both): it
    /// is kept for the session when it came, and shown where it was asked for.
    mutating func readmeLoaded(_ target: ReadmeTarget, _ result: Result<ReadmeResult, GitHubError>,
                               at answered: Date) -> [SearchEffect] {
        let state: ReadmeState
        switch result {
        case .success(let readme):
            readmes.remember(readme, for: target)
            state = .shown(readme)
        case .failure(let error):
            state = .failed(error)
        }
        let effects = reduce(detail: .readmeAnswered(target, state, at: answered)).filter { $0 != .redraw }
            + reduce(preview: .readmeAnswered(target, state, at: answered))
        return effects.isEmpty ? [] : effects + [.redraw]
    }
}
