/// GitHub's pagination `Link` header.
///
/// URLs use the numeric form `/user/{id}/repos` whatever path was asked,
/// keep the request's own query parameters in their order (still encoded),
/// and put `page` last. Relations come in GitHub's order: prev, next,
/// last, first; next/last only before the last page, prev/first only
/// after the first.
enum LinkHeader {
    static func value(apiBase: String, accountID: Int, rawQueryPairs: [String], page: Int, lastPage: Int) -> String? {
        let kept = rawQueryPairs.filter { pair in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return name != "page"
        }
        return relations(url: "\(apiBase)/user/\(accountID)/repos", keptPairs: kept, page: page, lastPage: lastPage)
    }

    /// The links of page `page` of `lastPage` to `url`, whose query is
    /// `keptPairs` (already encoded) followed by `page`; nil for a single page.
    static func relations(url: String, keptPairs: [String], page: Int, lastPage: Int) -> String? {
        guard lastPage > 1 || page > 1 else { return nil }
        func link(_ number: Int, _ relation: String) -> String {
            "<\(url)?\((keptPairs + ["page=\(number)"]).joined(separator: "&"))>; rel=\"\(relation)\""
        }
        var parts: [String] = []
        if page > 1 { parts.append(link(page - 1, "prev")) }
        if page < lastPage {
            parts.append(link(page + 1, "next"))
            parts.append(link(lastPage, "last"))
        }
        if page > 1 { parts.append(link(1, "first")) }
        return parts.joined(separator: ", ")
    }
}
