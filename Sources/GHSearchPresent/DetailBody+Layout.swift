import GHSearchInteractive
import FoundationEssentials
import GHSearchMarkdownLayout
import GHSearchText
import GHSearchKeys
import GHSearchReadme

/// Laying the detail view's body out: the metadata's lines counted, the
/// README section rendered for the width (`DetailLayouter` runs it for the
/// session, off its lock; the screens never do: they draw the body the
/// view model took).
extension DetailBody {
    /// Lays `detail` out at `width`; `at` is when its README answer came (a
    /// rate limit's countdown is told from then).
    public static func layout(_ detail: RepositoryDetail, width: Int, presentation: DetailPresentation,
                              at answered: Date) -> DetailBody {
        layout(detail, width: width, presentation: presentation, at: answered, cache: nil)
    }

    /// The same, a README's layout taken from `cache` when it was made
    /// before for the same file, width and looks (and kept there when not).
    static func layout(_ detail: RepositoryDetail, width: Int, presentation: DetailPresentation, at answered: Date,
                       cache: DetailLayouter?) -> DetailBody {
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
        if let known = cache?.layout(for: key) {
            return DetailBody(width: width, metadataCount: metadata.count, readme: known)
        }
        let readme = render()
        cache?.remember(readme, for: key)
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
}
