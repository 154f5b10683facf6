import FoundationEssentials
@testable import GHSearchInteractive
import GHSearchKeys
import GHSearchAvatar
@testable import GHSearchPreviewCommand

/// The actions as the tests write them: a key as the editor reports it
/// (`.submit("octo")` is `.key(.submit("octo"))`, routed by the view
/// model), a child's action under its feature (`.clone` is `.pick(.clone)`).
extension SearchAction {
    static func lineChanged(_ line: String) -> Self { .key(.lineChanged(line)) }
    static func submit(_ line: String) -> Self { .key(.submit(line)) }
    static var clear: Self { .key(.clear) }
    static var escape: Self { .key(.escape) }
    static func moveSelection(_ rows: Int) -> Self { .key(.moveSelection(rows)) }
    static func page(_ pages: Int) -> Self { .key(.page(pages)) }
    static var first: Self { .key(.first) }
    static var last: Self { .key(.last) }
    static var openDetail: Self { .key(.openDetail) }
    static var openBrowser: Self { .key(.openBrowser) }
    static func previewScroll(_ scroll: PreviewScroll) -> Self { .key(.previewScroll(scroll)) }
    static var togglePreview: Self { .key(.togglePreview) }
    static var toggleMode: Self { .key(.toggleMode) }
    static func selectRow(_ position: Int) -> Self { .key(.selectRow(position)) }
    static func pickRow(_ position: Int) -> Self { .key(.pickRow(position)) }
    static func markRow(_ position: Int) -> Self { .key(.markRow(position)) }

    static func toggleMark(_ rows: Int) -> Self { .pick(.toggleMark(rows)) }
    static func markAll(_ change: MarkChange) -> Self { .pick(.markAll(change)) }
    static var clone: Self { .pick(.clone) }
    static var copyURL: Self { .pick(.copyURL) }
    static var openHomepage: Self { .pick(.openHomepage) }
    static var openIssues: Self { .pick(.openIssues) }
    static func execute(_ command: CommandTemplate) -> Self { .pick(.execute(command)) }
    static func executeSilent(_ command: CommandTemplate) -> Self { .pick(.executeSilent(command)) }
    static func become(_ command: CommandTemplate) -> Self { .pick(.become(command)) }
    static func printField(_ field: PrintField) -> Self { .pick(.printField(field)) }
    static func commandFinished(command: String, _ outcome: CommandOutcome) -> Self { .pick(.commandFinished(command: command, outcome)) }
    static var cloneNotStarted: Self { .pick(.cloneNotStarted) }

    static func avatarLoaded(url: String, _ image: RGBAImage) -> Self { .detail(.avatarLoaded(url: url, image)) }
    static func avatarFailed(url: String) -> Self { .detail(.avatarFailed(url: url)) }
    static func previewOutput(_ run: PreviewRun, _ output: PreviewOutput) -> Self { .preview(.output(run, output)) }
    static func searchQuotaWait(until: Date?) -> Self { .mode(.quotaWait(until: until)) }
}
