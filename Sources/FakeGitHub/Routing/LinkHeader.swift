/// GitHub's pagination `Link` header.
///
/// URLs use the numeric form `/user/{id}/repos` whatever path was asked,
/// keep the request's own query parameters in their order (still encoded),
/// and put `page` last. Relations come in GitHub's order: prev, next,
/// last, first; next/last only before the last page, prev/first only
/// after the first.
enum LinkHeader {
    static func value(apiBase: String, accountID: Int, rawQueryPairs: [String], page: Int, lastPage: Int) -> String? {
        guard lastPage > 1 || page > 1 else { return nil }
        let kept = rawQueryPairs.filter { pair in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return name != "page"
        }
        func link(_ number: Int, _ relation: String) -> String {
            let query = (kept + ["page=\(number)"]).joined(separator: "&")
            return "<\(apiBase)/user/\(accountID)/repos?\(query)>; rel=\"\(relation)\""
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
