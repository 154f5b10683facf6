import FoundationEssentials
import GHSearchInteractive
import GHSearchKeys
import GHSearchAvatar
import GHSearchPreviewCommand

/// The actions as the tests write them (the view model's and the line
/// editor's tests alike): a key as the editor reports it
/// (`.submit("octo")` is `.key(.list(.submit("octo")))`, routed by the view
/// model), a child's action under its feature (`.clone` is `.pick(.clone)`).
extension SearchAction {
    public static func lineChanged(_ line: String) -> Self { .key(.list(.lineChanged(line))) }
    public static func submit(_ line: String) -> Self { .key(.list(.submit(line))) }
    public static var clear: Self { .key(.list(.clear)) }
    public static var escape: Self { .key(.list(.escape)) }
    public static func moveSelection(_ rows: Int) -> Self { .key(.list(.moveSelection(rows))) }
    public static func page(_ pages: Int) -> Self { .key(.list(.page(pages))) }
    public static var first: Self { .key(.list(.first)) }
    public static var last: Self { .key(.list(.last)) }
    public static var openDetail: Self { .key(.list(.openDetail)) }
    public static var openBrowser: Self { .key(.list(.openBrowser)) }
    public static func previewScroll(_ scroll: PreviewScroll) -> Self { .key(.previewScroll(scroll)) }
    public static var togglePreview: Self { .key(.togglePreview) }
    public static var toggleMode: Self { .key(.toggleMode) }
    public static func selectRow(_ position: Int) -> Self { .key(.list(.selectRow(position))) }
    public static func pickRow(_ position: Int) -> Self { .key(.list(.pickRow(position))) }
    public static func markRow(_ position: Int) -> Self { .key(.list(.markRow(position))) }

    public static func toggleMark(_ rows: Int) -> Self { .pick(.toggleMark(rows)) }
    public static func markAll(_ change: MarkChange) -> Self { .pick(.markAll(change)) }
    public static var clone: Self { .pick(.clone) }
    public static var copyURL: Self { .pick(.copyURL) }
    public static var openHomepage: Self { .pick(.openHomepage) }
    public static var openIssues: Self { .pick(.openIssues) }
    public static func execute(_ command: CommandTemplate) -> Self { .pick(.execute(command)) }
    public static func executeSilent(_ command: CommandTemplate) -> Self { .pick(.executeSilent(command)) }
    public static func become(_ command: CommandTemplate) -> Self { .pick(.become(command)) }
    public static func printField(_ field: PrintField) -> Self { .pick(.printField(field)) }
    public static func commandFinished(command: String, _ outcome: CommandOutcome) -> Self { .pick(.commandFinished(command: command, outcome)) }
    public static var cloneNotStarted: Self { .pick(.cloneNotStarted) }

    public static func avatarLoaded(url: String, _ image: RGBAImage) -> Self { .detail(.avatarLoaded(url: url, image)) }
    public static func avatarFailed(url: String) -> Self { .detail(.avatarFailed(url: url)) }
    public static func previewOutput(_ run: PreviewRun, _ output: PreviewOutput) -> Self { .preview(.output(run, output)) }
    public static func searchQuotaWait(until: Date?) -> Self { .mode(.quotaWait(until: until)) }
}
