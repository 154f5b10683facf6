/// What the detail view shows: one repository and its owner's avatar.
public struct RepositoryDetail: Sendable, Equatable {
    public var repository: Repository
    public var avatar: AvatarStatus

    public init(repository: Repository, avatar: AvatarStatus) {
        self.repository = repository
        self.avatar = avatar
    }
}

/// Where the owner's picture is.
public enum AvatarStatus: Sendable, Equatable {
    /// No picture is wanted (no colours, or no avatar URL).
    case none
    /// Being fetched; the view shows a note in its place.
    case loading
    case loaded(RGBAImage)
    /// The fetch failed or the bytes were no usable image: a placeholder.
    case unavailable
}
