/// A pane's side of a layout: what it asks for (`.layout`), and whether it
/// takes the answer.
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
