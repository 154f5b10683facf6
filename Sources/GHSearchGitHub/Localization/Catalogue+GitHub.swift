import FoundationEssentials
import GHSearchText

extension Catalogue {
    /// One sentence for a failure.
    public func describe(_ error: GitHubError, apiURL: String, now: Date) -> String {
        ko ? KoreanErrors.describe(error, apiURL: apiURL, now: now) : error.describe(apiURL: apiURL, now: now)
    }

    public func quota(_ text: String) -> String {
        ko ? "할당량 \(text)" : "quota \(text)"
    }
}

/// The words of a search's totals (`--once --search`, the title).
extension Catalogue {
    /// `12,345 Repositories (first 1,000 reachable)`; `저장소 12,345개 (처음 1,000개만 볼 수 있음)`.
    public func searchCount(_ totals: SearchTotals) -> String {
        let number = Self.grouped(totals.totalCount)
        var text = ko ? "저장소 \(number)개" : "\(number) \(totals.totalCount == 1 ? "Repository" : "Repositories")"
        if totals.isCapped {
            let cap = Self.grouped(SearchResultPage.reachableResults)
            text += ko ? " (처음 \(cap)개만 볼 수 있음)" : " (first \(cap) reachable)"
        }
        return text
    }

    /// `--once --search` on stderr when GitHub's search timed out.
    public var incompleteResultsWarning: String {
        ko ? "경고: GitHub 검색이 시간 초과되어 결과가 불완전할 수 있습니다 (incomplete_results)."
            : "Warning: GitHub's search timed out; the results may be incomplete (incomplete_results)."
    }

    /// `--once --search` on stderr when it printed fewer rows than GitHub
    /// counted: `100 of 50,000 shown; --limit raises it, GitHub serves the
    /// first 1,000`. `--limit` is named while it could raise the count (under
    /// the 1,000), the cap while GitHub counted more than it serves.
    public func searchCut(shown: Int, total: Int) -> String {
        let cap = SearchResultPage.reachableResults
        let limitHelps = shown < min(total, cap)
        let capped = total > cap
        if ko {
            var text = "\(Self.grouped(total))개 중 \(Self.grouped(shown))개를 보여 줍니다"
            var hints: [String] = []
            if limitHelps { hints.append("--limit으로 늘릴 수 있습니다") }
            if capped { hints.append("GitHub는 처음 \(Self.grouped(cap))개만 줍니다") }
            if !hints.isEmpty { text += "; " + hints.joined(separator: ", ") }
            return text + "."
        }
        var text = "\(Self.grouped(shown)) of \(Self.grouped(total)) shown"
        var hints: [String] = []
        if limitHelps { hints.append("--limit raises it") }
        if capped { hints.append("GitHub serves the first \(Self.grouped(cap))") }
        if !hints.isEmpty { text += "; " + hints.joined(separator: ", ") }
        return text
    }
}
