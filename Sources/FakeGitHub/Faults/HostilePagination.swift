/// Generated answers for a server whose pagination cannot be trusted, one
/// per fault the reliability tests stage (docs/RELIABILITY.md, "Pagination").
/// Each is a `respond` closure for `FakeGitHubServer.addFault(matching:times:respond:)`.
public enum HostilePagination {
    /// Every page lists `perPage` repositories never seen before and names
    /// the next page, without end and without a `rel="last"` (the account
    /// need not exist: match it with `RequestMatcher.login`).
    public static func endless(perPage: Int = 100) -> @Sendable (FaultRequest) -> ScriptedResponse {
        { request in
            let first = (request.page - 1) * perPage
            return page(ids: first..<(first + perPage), request: request,
                        link: "<\(request.origin)\(request.path)?per_page=\(perPage)&page=\(request.page + 1)>; rel=\"next\"")
        }
    }

    /// The regular answer for the request (page 1 of the list, as asked),
    /// whose `next` link names page 1 again under a URL never used before
    /// (a counter in the query): the same page, followed for ever.
    public static func samePageUnderNewURLs() -> @Sendable (FaultRequest) -> ScriptedResponse {
        { request in
            let visit = Int(request.rawQueryValue("visit") ?? "0") ?? 0
            return ScriptedResponse(headers: [HTTPHeaderField(
                name: "link", value: "<\(request.origin)\(request.path)?per_page=100&page=1&visit=\(visit + 1)>; rel=\"next\"")])
        }
    }

    /// The regular answer with a `Link` that always names the next page and
    /// claims `lastPage` pages, whatever the account really has.
    public static func lastClaims(_ lastPage: Int) -> @Sendable (FaultRequest) -> ScriptedResponse {
        { request in
            guard let id = request.accountID else { return ScriptedResponse() }
            let base = "\(request.apiBase)/user/\(id)/repos?per_page=100&page="
            return ScriptedResponse(headers: [HTTPHeaderField(
                name: "link", value: "<\(base)\(request.page + 1)>; rel=\"next\", <\(base)\(lastPage)>; rel=\"last\"")])
        }
    }

    /// `pages` pages of 100 with a truthful `rel="last"`, each page `n`
    /// listing the ids `ids(n)` (overlapping ranges repeat repositories
    /// across pages, as a list that shifts while it is read does).
    public static func pages(_ pages: Int, ids: @escaping @Sendable (Int) -> Range<Int>) -> @Sendable (FaultRequest) -> ScriptedResponse {
        { request in
            let base = "\(request.origin)\(request.path)?per_page=100&page="
            let link = request.page < pages ? "<\(base)\(request.page + 1)>; rel=\"next\", <\(base)\(pages)>; rel=\"last\"" : nil
            return page(ids: ids(request.page), request: request, link: link)
        }
    }

    /// A page of small repository objects with these ids (name `repo-ID`).
    public static func page(ids: Range<Int>, request: FaultRequest, link: String?) -> ScriptedResponse {
        var writer = JSONWriter()
        writer.raw("[")
        for (position, id) in ids.enumerated() {
            if position > 0 { writer.raw(",") }
            writer.raw("{")
            writer.key("id", first: true); writer.int(id)
            writer.key("name"); writer.string("repo-\(id)")
            writer.key("full_name"); writer.string("hostile/repo-\(id)")
            writer.key("html_url"); writer.string("https://github.com/hostile/repo-\(id)")
            writer.key("description"); writer.string("Repository number \(id) of a list that never ends")
            writer.raw("}")
        }
        writer.raw("]")
        var headers: [HTTPHeaderField] = []
        if let link { headers.append(HTTPHeaderField(name: "link", value: link)) }
        return ScriptedResponse(status: 200, headers: headers, removedHeaders: ["etag"], body: .bytes(writer.bytes))
    }
}
