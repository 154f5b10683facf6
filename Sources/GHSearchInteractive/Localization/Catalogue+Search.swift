import FoundationEssentials
import GHSearchGitHub
import GHSearchText

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

    /// The status line of a search's rows: the query, whether more pages
    /// exist, and GitHub's `incomplete_results`.
    public func searchState(query: String, more: Bool, incomplete: Bool) -> String {
        var text = listState(login: query, more: more)
        if incomplete {
            text += ko ? " · 결과가 불완전합니다 (GitHub 검색 시간 초과)" : " · incomplete results (GitHub's search timed out)"
        }
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
