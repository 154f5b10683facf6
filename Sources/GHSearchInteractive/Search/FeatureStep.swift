/// What one action of a child feature asks of the parent, besides its effects:
/// the status line's notice, and a move of the list's selection.
public struct FeatureStep: Sendable, Equatable {
    public var effects: [SearchEffect]
    /// The notice to show; `.keep` leaves the one on screen.
    public var notice: NoticeChange
    /// Move the list's selection by this many rows (after a mark).
    public var moveSelection: Int?

    public init(_ effects: [SearchEffect], notice: NoticeChange = .keep, moveSelection: Int? = nil) {
        self.effects = effects
        self.notice = notice
        self.moveSelection = moveSelection
    }
}

/// A change of the status line's one-off message.
public enum NoticeChange: Sendable, Equatable {
    case keep
    case set(SearchNotice?)
}
