/// What one action of a child feature asks of the parent, besides its effects:
/// the status line's notice, a move of the list's selection, a fresh list,
/// the pages to load, an action for another child that goes with it, the
/// action another child takes on from it.
public struct FeatureStep: Sendable, Equatable {
    public var effects: [SearchEffect]
    /// The notice to show; `.keep` leaves the one on screen.
    public var notice: NoticeChange
    /// Move the list's selection by this many rows (after a mark).
    public var moveSelection: Int?
    /// Start the list afresh on this line (the mode changed: the other
    /// mode's rows, reasons and filter do not apply).
    public var freshList: String?
    /// The loading the list's action asks for, before its effects.
    public var load: [ListLoad]
    /// An action for another child that goes with this step (the search
    /// limit an answer reported, for the mode); its effects follow this step's.
    public var also: SearchAction?
    /// The action another child takes on from this one (a double-click's
    /// pick, Tab's detail view); its redraw stands for this step's.
    public var then: SearchAction?

    public init(_ effects: [SearchEffect], notice: NoticeChange = .keep, moveSelection: Int? = nil, freshList: String? = nil,
                load: [ListLoad] = [], also: SearchAction? = nil, then: SearchAction? = nil) {
        self.effects = effects
        self.notice = notice
        self.moveSelection = moveSelection
        self.freshList = freshList
        self.load = load
        self.also = also
        self.then = then
    }
}

/// A change of the status line's one-off message.
public enum NoticeChange: Sendable, Equatable {
    case keep
    case set(SearchNotice?)
}
