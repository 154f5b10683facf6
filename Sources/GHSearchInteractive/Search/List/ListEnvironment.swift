import GHSearchGitHub
import GHSearchKeys
import GHSearchReadme

/// What the list reads of the parent: the mode the line is read in, the
/// window's height, whether the last search may be tried again, pick and
/// act's options and marks, and the READMEs this session has (the detail
/// view of the selection shows one at once).
public struct ListEnvironment: Sendable {
    public var mode: SearchMode
    /// The rows of the list's window: PageUp/PageDown move by them.
    public var windowRows: Int
    /// The subject whose search failed in a way another attempt may cure
    /// (offline, time out, 5xx), none being in flight: Enter on its name searches again.
    public var retryable: SearchSubject?
    /// `--print`, `--multi`.
    public var pick: PickOptions
    /// Whether rows are marked (Enter then picks them).
    public var marked: Bool
    public var readmes: RecentlyStored<ReadmeTarget, ReadmeResult>

    public init(mode: SearchMode = .user, windowRows: Int = 20, retryable: SearchSubject? = nil, pick: PickOptions = PickOptions(),
                marked: Bool = false, readmes: RecentlyStored<ReadmeTarget, ReadmeResult> = RecentlyStored(capacity: 24)) {
        self.mode = mode
        self.windowRows = windowRows
        self.retryable = retryable
        self.pick = pick
        self.marked = marked
        self.readmes = readmes
    }
}
