import GHSearchMarkdownLayout

/// The detail view's scrolling part laid out for one width: the metadata
/// (description, fields, the avatar at their right), a blank line, then the
/// README section (a rule, then the README or why there is none). The view
/// model keeps it for the detail view and the preview, so that it knows how
/// far they scroll; the screens draw a window of it. The model never lays it
/// out itself: it asks for it (`SessionEffect.layout`) and takes the answer.
///
/// The metadata is drawn anew at each frame (its dates say "3 days ago"),
/// and takes the same lines whatever the time: a date is one line, cut to
/// fit, never wrapped. The README is laid out once per width.
public struct DetailBody: Sendable, Equatable {
    public let width: Int
    /// Lines of the metadata (the avatar's rows included).
    public let metadataCount: Int
    /// The README section, laid out.
    public let readme: RenderedMarkdown

    public init(width: Int, metadataCount: Int, readme: RenderedMarkdown) {
        self.width = width
        self.metadataCount = metadataCount
        self.readme = readme
    }

    /// Every line of the body.
    public var count: Int { metadataCount + 1 + readme.lines.count }

    /// Where the README section starts.
    public var readmeStart: Int { metadataCount + 1 }

    /// The place of line `top` that survives a new layout: a line of the
    /// metadata, or a place in the README.
    enum Place: Equatable {
        case metadata(Int)
        case readme(RenderedMarkdown.Anchor)
    }

    func place(ofLine top: Int) -> Place {
        top < readmeStart ? .metadata(top) : .readme(readme.anchor(atLine: top - readmeStart))
    }

    func line(at place: Place) -> Int {
        switch place {
        case .metadata(let line): min(line, metadataCount)
        case .readme(let anchor): readme.lines.isEmpty ? metadataCount : readmeStart + readme.line(at: anchor)
        }
    }
}
