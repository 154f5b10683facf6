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

extension RepositoryDetail {
    /// What a layout is made from: the pane less its body, its place and
    /// the width asked.
    var layoutContent: RepositoryDetail {
        var content = self
        content.body = nil
        content.top = 0
        content.layoutWidth = nil
        return content
    }

    /// Asks for the pane laid out at `width` (`layoutWidth` remembers it:
    /// an answer for another width is stale).
    mutating func layoutRequest(_ pane: LayoutRequest.Pane, width: Int, presentation: DetailPresentation) -> SearchEffect {
        let request = LayoutRequest(pane: pane, content: self, width: width, presentation: presentation)
        layoutWidth = request.width
        return .layout(request)
    }

    /// Takes in `body`, laid out for `request`, keeping the line at the
    /// top in view (a README line stays the top line after a re-wrap);
    /// false when the answer is stale: the pane's content or width changed since.
    mutating func take(_ body: DetailBody, for request: LayoutRequest) -> Bool {
        guard request.width == layoutWidth, body.width == request.width, request.content == layoutContent else { return false }
        let place = self.body?.place(ofLine: top)
        self.body = body
        if let place { top = body.line(at: place) }
        return true
    }
}
