import FoundationEssentials
import GHSearchGitHub

/// The words of search mode, in English and Korean.
extension Catalogue {
    /// The prompt's placeholder in `mode`.
    public func placeholder(_ mode: SearchMode) -> String {
        switch mode {
        case .user: placeholder
        case .search:
            ko ? "GitHub 전체 검색, 예: \"machine learning language:python\" · Ctrl-T 사용자"
                : "Search all of GitHub, e.g., \"machine learning language:python\" · Ctrl-T user"
        }
    }

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

    /// The status line of a search's rows: the query, whether more pages
    /// exist, and GitHub's `incomplete_results`.
    public func searchState(query: String, more: Bool, incomplete: Bool) -> String {
        var text = listState(login: query, more: more)
        if incomplete {
            text += ko ? " · 결과가 불완전합니다 (GitHub 검색 시간 초과)" : " · incomplete results (GitHub's search timed out)"
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

    /// A search that matched nothing.
    public func noMatches(_ query: String) -> String {
        ko ? "'\(query)'에 맞는 저장소가 없습니다." : "No repositories match '\(query)'."
    }

    /// `search 7/10` on the status line.
    public func searchQuota(_ text: String) -> String {
        ko ? "검색 \(text)" : "search \(text)"
    }

    /// While the search limit is spent: the live countdown.
    public func searchLimitSpent(secondsLeft: Int) -> String {
        ko ? "검색 한도를 다 썼습니다. \(secondsLeft)초 후 마지막 입력을 검색합니다."
            : "Search limit spent: searching the latest text in \(secondsLeft) s."
    }

    /// The idle status line in search mode.
    public var searchIdleHelp: String {
        ko ? "검색어를 입력하세요 (GitHub 한정자 사용 가능) · Ctrl-T 사용자 모드 · ↑↓ 선택 · Tab 상세 · Ctrl-C 종료"
            : "Type a search (GitHub's qualifiers work) · Ctrl-T user mode · ↑↓ select · Tab details · Ctrl-C quit"
    }
}
