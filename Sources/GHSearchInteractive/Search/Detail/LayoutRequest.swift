/// What the view model asks to be laid out (`SessionEffect.layout`): a
/// pane's content at a width. The session lays it out off its lock and
/// sends the body back to the pane (`answer(_:)`); the pane takes it only
/// if it still shows that content at that width (else the answer is stale).
public struct LayoutRequest: Sendable, Equatable {
    /// Which pane asked.
    public enum Pane: Sendable, Equatable {
        /// The detail view.
        case detail
        /// The side preview.
        case preview
    }

    public var pane: Pane
    /// The pane's content as it was asked for: its body and place left out.
    public var content: RepositoryDetail
    public var width: Int
    /// How the text is laid out (fixed for the session).
    public var presentation: DetailPresentation

    public init(pane: Pane, content: RepositoryDetail, width: Int, presentation: DetailPresentation) {
        self.pane = pane
        self.content = content.layoutContent
        self.width = max(1, width)
        self.presentation = presentation
    }

    /// The action that brings `body` back to the pane that asked.
    public func answer(_ body: DetailBody) -> SearchAction {
        switch pane {
        case .detail: .detail(.laidOut(self, body))
        case .preview: .preview(.laidOut(self, body))
        }
    }
}
