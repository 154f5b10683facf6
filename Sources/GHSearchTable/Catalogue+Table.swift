import GHSearchText

/// The words of the repositories table: its title and column headers.
extension Catalogue {
    /// `34 Repositories`, `1 Repository`, `100+ Repositories`; `저장소 34개`, `저장소 100+개`.
    public func repositoryCount(_ count: Int, more: Bool) -> String {
        let number = "\(count)\(more ? "+" : "")"
        if ko { return "저장소 \(number)개" }
        return "\(number) \(count == 1 && !more ? "Repository" : "Repositories")"
    }

    /// ` (of 34)` after a filtered count.
    public func ofTotal(_ total: Int, more: Bool) -> String {
        ko ? " (전체 \(total)\(more ? "+" : "")개 중)" : " (of \(total)\(more ? "+" : ""))"
    }

    /// The results table's column headers, in `RepositoryTable.columns` order.
    public var columnTitles: [String] {
        ko ? ["이름", "URL", "설명", "언어", "별", "푸시"]
            : ["NAME", "URL", "DESCRIPTION", "LANGUAGE", "STARS", "PUSHED"]
    }
}
