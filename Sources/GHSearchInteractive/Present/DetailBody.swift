import FoundationEssentials
import GHSearchMarkdownLayout
import GHSearchText
import GHSearchKeys
import GHSearchReadme

/// The detail view's scrolling part laid out for one width: the metadata
/// (description, fields, the avatar at their right), a blank line, then the
/// README section (a rule, then the README or why there is none). The view
/// model keeps it for the detail view and the preview, so that it knows how
/// far they scroll; the screens draw a window of it.
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

    /// Every line of the body.
    public var count: Int { metadataCount + 1 + readme.lines.count }

    /// Where the README section starts.
    public var readmeStart: Int { metadataCount + 1 }

    /// Lays `detail` out at `width`; `at` is when its README answer came (a
    /// rate limit's countdown is told from then).
    public static func layout(_ detail: RepositoryDetail, width: Int, presentation: DetailPresentation,
                              at answered: Date) -> DetailBody {
        var layouts = ReadmeLayouts()
        return layout(detail, width: width, presentation: presentation, at: answered, reusing: &layouts)
    }

    /// The same, a README's layout taken from `layouts` when it was made
    /// before for the same file, width and looks (and kept there when not).
    static func layout(_ detail: RepositoryDetail, width: Int, presentation: DetailPresentation, at answered: Date,
                       reusing layouts: inout ReadmeLayouts) -> DetailBody {
        let width = max(1, width)
        let catalogue = presentation.catalogue
        let screen = DetailScreen(catalogue: catalogue)
        let metadata = screen.metadataLines(detail, width: width, now: Date(timeIntervalSince1970: 0),
                                            colorMode: presentation.colorMode)
        func render() -> RenderedMarkdown {
            let document = section(detail.readme, catalogue: catalogue, at: answered)
            return MarkdownRenderer(width: width, colorMode: presentation.colorMode, language: catalogue.language).render(document)
        }
        guard case .shown(.readme(let file)) = detail.readme else {
            return DetailBody(width: width, metadataCount: metadata.count, readme: render())
        }
        let key = ReadmeLayouts.Key(target: detail.target, readme: file, width: width, colorMode: presentation.colorMode,
                                    language: presentation.language)
        if let known = layouts.layout(for: key) {
            return DetailBody(width: width, metadataCount: metadata.count, readme: known)
        }
        let readme = render()
        layouts.remember(readme, for: key)
        return DetailBody(width: width, metadataCount: metadata.count, readme: readme)
    }

    /// The README section as a document: a rule, then what there is to show.
    static func section(_ state: ReadmeState, catalogue: Catalogue, at answered: Date) -> MarkdownDocument {
        var blocks: [MarkdownBlock] = [.thematicBreak]
        switch state {
        case .resting:
            blocks.append(.paragraph([.emphasis([.text(catalogue.readmeWaitsForRest)])]))
        case .loading:
            blocks.append(.paragraph([.emphasis([.text(catalogue.readmeLoading)])]))
        case .shown(let result):
            blocks += result.document(catalogue: catalogue).blocks
        case .failed(let error):
            let reason = catalogue.describe(error, apiURL: "GitHub", now: answered)
            blocks.append(ReadmeResult.alert(.warning, catalogue.readmeFailed(reason)))
        }
        return MarkdownDocument(blocks: blocks)
    }

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
