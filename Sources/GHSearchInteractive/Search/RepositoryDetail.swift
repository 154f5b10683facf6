import FoundationEssentials
import GHSearchGitHub
import GHSearchAvatar

/// What the detail view (or the side preview) shows: one repository, its
/// owner's avatar, and its README.
public struct RepositoryDetail: Sendable, Equatable {
    public var repository: Repository
    public var avatar: AvatarStatus

    // MARK: README preview

    /// The README asked for, nil when the repository names no owner.
    public var target: ReadmeTarget?
    public var readme: ReadmeState
    /// When the README's answer came (a failure's countdown is told from then).
    public var answeredAt: Date
    /// The body laid out for the width it is drawn at; nil until its first layout answered.
    public var body: DetailBody?
    /// The width the body was last asked for at (`.layout`): an answer for
    /// another width, or for what the pane showed before, is stale.
    public var layoutWidth: Int?
    /// The first line of the body on screen.
    public var top: Int

    public init(repository: Repository, avatar: AvatarStatus, target: ReadmeTarget? = nil, readme: ReadmeState = .loading,
                answeredAt: Date = Date(timeIntervalSince1970: 0), body: DetailBody? = nil, layoutWidth: Int? = nil,
                top: Int = 0) {
        self.repository = repository
        self.avatar = avatar
        self.target = target
        self.readme = readme
        self.answeredAt = answeredAt
        self.body = body
        self.layoutWidth = layoutWidth
        self.top = top
    }
}

/// Where the owner's picture is.
public enum AvatarStatus: Sendable, Equatable {
    /// No picture is wanted (no colours, or no avatar URL).
    case none
    /// Being fetched; the view shows a note in its place.
    case loading
    case loaded(RGBAImage)
    /// The fetch failed or the bytes were no usable image: nothing takes
    /// its place (the text uses the whole width).
    case unavailable
}
