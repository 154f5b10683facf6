import GHSearchInteractive
import Synchronization
import GHSearchMarkdownLayout

/// Lays panes out for the session (`SessionEffect.layout`), outside the
/// session's lock, on whatever thread asked, keeping READMEs laid out
/// before (`ReadmeLayouts`): a README opened again, or come back to in the
/// preview, at the same width is drawn at once. The cache has a lock of its
/// own, held only to look a layout up or keep one, never while laying out.
public final class DetailLayouter: Sendable {
    private let layouts = Mutex(ReadmeLayouts())

    public init() {}

    /// The body `request` asks for.
    public func body(for request: LayoutRequest) -> DetailBody {
        DetailBody.layout(request.content, width: request.width, presentation: request.presentation, at: request.content.answeredAt,
                          cache: self)
    }

    /// How many READMEs are kept laid out.
    var count: Int { layouts.withLock { $0.count } }

    func layout(for key: ReadmeLayouts.Key) -> RenderedMarkdown? {
        layouts.withLock { $0.layout(for: key) }
    }

    func remember(_ layout: RenderedMarkdown, for key: ReadmeLayouts.Key) {
        layouts.withLock { $0.remember(layout, for: key) }
    }
}
