import GHSearchText
import GHSearchFilter
extension Catalogue {
    /// One line for the status line: what was wrong with a word of the filter.
    public func describe(_ problem: FilterProblem) -> String {
        problem.text(in: language)
    }
}

// MARK: Complete results

extension Catalogue {
    /// After the title while not every page is loaded: the count and the filter are partial.
    public var partialMark: String { ko ? " · 일부" : " · partial" }

    /// After the title while the rows come from before (the quota is spent).
    public var staleMark: String { ko ? " · 이전 결과" : " · cached" }

    /// `3,000` or `~3,000` (estimated from the number of pages).
    func total(_ loaded: Int, estimated total: Int?) -> String {
        guard let total else { return "?" }
        return total > loaded ? "~" + Catalogue.grouped(total) : Catalogue.grouped(total)
    }

    /// The status line while the remaining pages load in the background.
    public func loadingPages(login: String, loaded: Int, total: Int?) -> String {
        ko ? "\(login) · 불러오는 중 \(Catalogue.grouped(loaded)) / \(self.total(loaded, estimated: total)) — 필터는 일부"
            : "\(login) · loading \(Catalogue.grouped(loaded)) of \(self.total(loaded, estimated: total)) — filter partial"
    }

    /// The status line where loading stopped at `--max-repos`.
    public func filteringPartial(loaded: Int, total: Int?) -> String {
        ko ? "\(Catalogue.grouped(loaded)) / \(self.total(loaded, estimated: total))개만 필터링 (일부) — PgDn으로 더 불러오기"
            : "filtering \(Catalogue.grouped(loaded)) of \(self.total(loaded, estimated: total)) (partial) — PgDn loads more"
    }

    /// The status line where loading stopped to keep `--reserve` requests.
    public func filteringPartialAtReserve(loaded: Int, total: Int?, left: Int) -> String {
        ko ? "\(Catalogue.grouped(loaded)) / \(self.total(loaded, estimated: total))개만 필터링 (일부) — 할당량 \(left)회는 검색용으로 남김; PgDn으로 한 쪽 더"
            : "filtering \(Catalogue.grouped(loaded)) of \(self.total(loaded, estimated: total)) (partial) — \(left) requests kept for searching; PgDn loads a page"
    }

    /// After a rate-limit message when the rows of before are shown.
    public var showingCachedRows: String {
        ko ? " 이전에 불러온 목록을 보여 줍니다." : " Showing the rows loaded before."
    }
}
