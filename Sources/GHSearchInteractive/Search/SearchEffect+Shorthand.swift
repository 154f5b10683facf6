import GHSearchGitHub
import GHSearchPreviewCommand
/// Each effect by its own name, whoever runs it: the view model writes
/// `.redraw` or `.search(key)`, and the type says where it runs
/// (`SearchEffect.session`, `SearchEffect.edge`).
extension SearchEffect {
    public static func search(_ key: SearchKey) -> Self { .session(.search(key)) }
    public static func loadPage(url: String, subject: SearchSubject) -> Self { .session(.loadPage(url: url, subject: subject)) }
    public static func fetchAvatar(url: String) -> Self { .session(.fetchAvatar(url: url)) }
    public static func startTimer(_ timer: SearchTimer, every interval: Duration) -> Self { .session(.startTimer(timer, every: interval)) }
    public static func cancel(_ id: SearchEffectID) -> Self { .session(.cancel(id)) }
    public static func loadPages(_ load: PageLoad) -> Self { .session(.loadPages(load)) }
    public static func loadCachedRows(_ subject: SearchSubject) -> Self { .session(.loadCachedRows(subject)) }
    public static func fetchReadme(_ target: ReadmeTarget) -> Self { .session(.fetchReadme(target)) }
    public static func previewReadme(_ target: ReadmeTarget?) -> Self { .session(.previewReadme(target)) }
    public static func runPreview(_ run: PreviewRun?) -> Self { .session(.runPreview(run)) }
    public static func layout(_ request: LayoutRequest) -> Self { .session(.layout(request)) }

    public static var redraw: Self { .edge(.redraw) }
    public static func setLine(_ line: String) -> Self { .edge(.setLine(line)) }
    public static func openBrowser(url: String) -> Self { .edge(.openBrowser(url: url)) }
    public static func exit(_ status: ExitStatus) -> Self { .edge(.exit(status)) }
    public static func printLines(_ lines: [String]) -> Self { .edge(.printLines(lines)) }
    public static func runCommand(_ arguments: [String]) -> Self { .edge(.runCommand(arguments)) }
    public static func runSilently(_ arguments: [String]) -> Self { .edge(.runSilently(arguments)) }
    public static func become(_ arguments: [String]) -> Self { .edge(.become(arguments)) }
    public static func copyToClipboard(_ text: String) -> Self { .edge(.copyToClipboard(text)) }
    public static func clone(_ urls: [String]) -> Self { .edge(.clone(urls)) }
    public static func rememberInHistory(_ name: String) -> Self { .edge(.rememberInHistory(name)) }
    public static var recallHistory: Self { .edge(.recallHistory) }
    public static func setPrompt(_ prompt: String) -> Self { .edge(.setPrompt(prompt)) }
}
