import FoundationEssentials
import GHSearchGitHub
import GHSearchFilter
import GHSearchKeys
import GHSearchReadme

/// README preview: the detail view's README and its scrolling.
extension SearchViewModel {
    /// A new view model with how READMEs are laid out.
    public init(showsAvatars: Bool = false, screenRows: Int = 24, screenColumns: Int = 80, pick: PickOptions = PickOptions(),
                loading: LoadingPolicy = LoadingPolicy(), defaultSort: FilterSort? = nil, engine: FilterEngine = FilterEngine(),
                presentation: DetailPresentation, mode: SearchMode = .user) {
        self.init(showsAvatars: showsAvatars, screenRows: screenRows, pick: pick, loading: loading, defaultSort: defaultSort,
                  engine: engine, mode: mode)
        self.screenColumns = screenColumns
        self.presentation = presentation
    }

    /// The detail view was just opened: its README comes from this
    /// session's answers, or is fetched (cancelled when the view closes).
    mutating func openReadme() -> [SearchEffect] {
        guard var shown = detail else { return [] }
        shown.target = ReadmeTarget(shown.repository, listedBy: results?.subject)
        var effects: [SearchEffect] = []
        if let target = shown.target {
            if let known = readmes.value(for: target) {
                shown.readme = .shown(known)
            } else {
                shown.readme = .loading
                effects = [.fetchReadme(target)]
            }
        } else {
            shown.readme = .shown(.missing)
        }
        detail = shown
        relayoutDetail()
        return effects
    }

    /// A README answered (for the detail view, the preview, or both): it
    /// is shown where it was asked for. A failure never replaces a README
    /// already shown (it was only being revalidated).
    mutating func readmeLoaded(_ target: ReadmeTarget, _ result: Result<ReadmeResult, GitHubError>,
                               at answered: Date) -> [SearchEffect] {
        let state: ReadmeState
        switch result {
        case .success(let readme):
            readmes.remember(readme, for: target)
            state = .shown(readme)
        case .failure(let error):
            state = .failed(error)
        }
        func apply(_ pane: inout RepositoryDetail) -> Bool {
            guard pane.target == target, pane.readme != state else { return false }
            if case .failed = state, case .shown = pane.readme { return false }
            pane.readme = state
            pane.answeredAt = answered
            return true
        }
        var changed = false
        if var shown = detail, apply(&shown) {
            detail = shown
            relayoutDetail()
            changed = true
        }
        if var pane = preview, apply(&pane) {
            preview = pane
            relayoutPreview()
            changed = true
        }
        return changed ? [.redraw] : []
    }

    // MARK: Scrolling

    /// The last line the detail view's window can start at.
    var detailMaximumTop: Int {
        guard let body = detail?.body else { return 0 }
        return max(0, body.count - DetailScreen.bodyRows(height: screenRows))
    }

    /// The preview's keys (and the list's in the detail view): the detail
    /// view's window, else the side preview's; nothing without either.
    mutating func scrollPreview(_ scroll: PreviewScroll) -> [SearchEffect] {
        let page = max(1, DetailScreen.bodyRows(height: screenRows) - 1)
        let lines: Int
        switch scroll {
        case .lines(let count): lines = count
        case .pages(let count): lines = count.multipliedReportingOverflow(by: page).overflow ? (count > 0 ? .max : .min) : count * page
        case .top: lines = .min
        case .bottom: lines = .max
        }
        if detail != nil { return scrollDetail(by: lines) }
        if presentation.previewCommand != nil { return scrollCommandPreview(by: lines) }
        guard previewShown, let pane = preview, let body = pane.body else { return [] }
        let maximum = max(0, body.count - max(0, previewRows - 1))  // under the pane's title
        let (sum, overflow) = min(pane.top, maximum).addingReportingOverflow(lines)
        let top = max(0, min(overflow ? (lines > 0 ? maximum : 0) : sum, maximum))
        guard top != pane.top else { return [] }
        preview?.top = top
        return [.redraw]
    }

    mutating func scrollDetail(by lines: Int) -> [SearchEffect] {
        guard let top = detail?.top else { return [] }
        let (sum, overflow) = top.addingReportingOverflow(lines)
        return scrollDetail(to: overflow ? (lines > 0 ? .max : 0) : sum)
    }

    mutating func scrollDetail(to line: Int) -> [SearchEffect] {
        guard detail != nil else { return [] }
        let top = max(0, min(line, detailMaximumTop))
        notice = nil
        guard top != detail?.top else { return [] }
        detail?.top = top
        return [.redraw]
    }

    // MARK: Layout

    /// The screen has `columns` columns: the detail view and the preview
    /// are laid out again, each keeping its place.
    mutating func resizedForReadme(columns: Int) {
        guard columns != screenColumns else {
            let maximum = detailMaximumTop
            if let top = detail?.top, top > maximum { detail?.top = maximum }
            return
        }
        screenColumns = columns
        relayoutDetail()
        relayoutPreview()
    }

    /// Lays the detail view out for the screen's width, keeping the line at
    /// its top in view (a README line stays the top line after a re-wrap).
    mutating func relayoutDetail() {
        guard var shown = detail else { return }
        Self.relayout(&shown, width: screenColumns, presentation: presentation, layouts: &readmeLayouts)
        detail = shown
        let maximum = detailMaximumTop
        if shown.top > maximum { detail?.top = maximum }
    }

    static func relayout(_ pane: inout RepositoryDetail, width: Int, presentation: DetailPresentation,
                         layouts: inout ReadmeLayouts) {
        let place = pane.body?.place(ofLine: pane.top)
        let body = DetailBody.layout(pane, width: width, presentation: presentation, at: pane.answeredAt, reusing: &layouts)
        pane.body = body
        if let place { pane.top = body.line(at: place) }
    }
}
