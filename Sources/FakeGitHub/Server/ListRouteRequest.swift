/// What the answers of the list and search routes read of one request: the
/// server's state as the request found it (its route, the directory, the
/// configuration), the head, and what they derive from them (the token,
/// the API base, the page asked for).
struct ListRouteRequest {
    let snapshot: RequestSnapshot
    let head: RequestHead
    let now: Int
    let requestID: String

    var routed: RoutedRequest { snapshot.routed }
    var users: [FakeUser] { snapshot.directory.users }
    var configuration: FakeGitHubConfiguration { snapshot.configuration }
    /// The server's own base URL (avatars are served there).
    var rootBase: String { snapshot.rootBase }
    var target: RequestTarget { routed.target }
    /// The token of the `Authorization` header, if any.
    var token: String? { FakeGitHubServer.token(in: head.headers["Authorization"]) }
    /// The base of the URLs in bodies and `Link` headers (the server's, plus
    /// the route's prefix such as `/api/v3`).
    var apiBase: String { rootBase + routed.apiPrefix }
    var encoder: RepositoryJSONEncoder {
        RepositoryJSONEncoder(apiBase: apiBase, htmlBase: configuration.htmlBaseURL, avatarBase: rootBase)
    }
    /// `page` and `per_page` as GitHub reads them for a plain list.
    var listQuery: RepositoryListQuery {
        RepositoryListQuery(target: target, defaultPerPage: max(1, configuration.defaultPerPage),
                            maxPerPage: max(1, configuration.maxPerPage))
    }

    /// The entries of the page `listQuery` asks for (none past the end).
    func listPage<Entry>(of entries: [Entry]) -> [Entry] {
        let query = listQuery
        let (offset, overflow) = (query.page - 1).multipliedReportingOverflow(by: query.perPage)
        return overflow ? [] : Array(entries.dropFirst(offset).prefix(query.perPage))
    }

    /// The `Link` header of a plain list of `count` entries served at `path`.
    func listLink(path: String, count: Int) -> String? {
        let query = listQuery
        let lastPage = (count + query.perPage - 1) / query.perPage
        return ReencodedLinkHeader.value(url: apiBase + path, queryItems: target.queryItems, page: query.page, lastPage: lastPage)
    }
}
