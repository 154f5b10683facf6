import Glibc

/// `GET /search/repositories` and `GET /user/repos`.
///
/// No search or `/user/repos` answer is in `shared/github-recordings`: the
/// shapes follow GitHub's documentation ("REST API endpoints for search",
/// "List repositories for the authenticated user") and answers quoted in
/// public issues and notes (see `SearchErrorBodies`, `ReencodedLinkHeader`):
/// `{"total_count":…,"incomplete_results":…,"items":[…]}` with each item the
/// list's repository object plus `"score":1.0`; `cache-control: no-cache`
/// and `x-ratelimit-resource: search` with the search limit's numbers. A
/// 2020 `curl -i` of a real search answer carried no `ETag`; the fake sends
/// one (and answers `If-None-Match` with a free 304, as for every REST
/// answer) so a client's conditional path is exercised either way.
///
/// A search is decided in this order: 401 for a rejected token; 403 once the
/// caller's search limit is spent (the core limit is not touched); 422 for
/// an invalid query or a page past the first 1,000 results (each spends a
/// search, as GitHub's 422 headers show); 304 for a matching ETag (free);
/// else 200, spending one search.
extension FakeGitHubServer {
    /// The answer for the routes above; nil for any other route (or method).
    func searchRouteAnswer(_ request: ListRouteRequest) -> Answer? {
        guard request.head.method == "GET" || request.head.method == "HEAD" else { return nil }
        switch request.routed.route {
        case .searchRepositories: return searchAnswer(request)
        case .authenticatedUserRepositories: return ownRepositoriesAnswer(request)
        case .starredByLogin(let login): return starredAnswer(request, login: login)
        case .authenticatedUserStarred: return starredAnswer(request, login: nil)
        default: return nil
        }
    }

    /// GitHub serves at most this many results of one search.
    static let searchResultCap = 1_000

    /// What a request's parameters ask for, decided before the quota is looked at.
    enum Outcome {
        case rejected(String)
        /// 404 with this body (a user that does not exist).
        case notFound(String)
        case page(body: [UInt8], etag: String, link: String?)
    }

    private func searchAnswer(_ request: ListRouteRequest) -> Answer {
        let (token, target, configuration, now, requestID) =
            (request.token, request.target, request.configuration, request.now, request.requestID)
        let perPage = Self.perPage(target, configuration: configuration)
        let page = RepositoryListQuery.pageNumber(target)
        let apiBase = request.apiBase
        let outcome: Outcome
        switch RepositorySearch.run(
            target.queryValue("q"), sort: target.queryValue("sort"), order: target.queryValue("order"),
            users: request.users, viewer: configuration.search.viewer(token: token))
        {
        case .failure(let rejection):
            outcome = .rejected(SearchErrorBodies.body(for: rejection))
        case .success(let entries):
            let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
            if overflow || offset >= Self.searchResultCap {
                outcome = .rejected(SearchErrorBodies.beyondCap)
            } else {
                let encoder = request.encoder
                let objects = entries.dropFirst(offset).prefix(perPage).map { entry in
                    var repository = entry.repository
                    repository.rawFields["score"] = repository.rawFields["score"] ?? .raw("1.0")
                    return encodedObjects.object(repository, listedFor: entry.account, encoder: encoder)
                }
                var writer = JSONWriter(reservingCapacity: 64 + objects.reduce(0) { $0 + $1.bytes.count + 1 })
                writer.raw("{")
                writer.key("total_count", first: true)
                writer.int(entries.count)
                writer.key("incomplete_results")
                writer.bool(configuration.search.incompleteResults)
                writer.key("items")
                writer.raw("[")
                for (index, object) in objects.enumerated() {
                    if index > 0 { writer.raw(",") }
                    writer.raw(object.bytes)
                }
                writer.raw("]}")
                let etag = EncodedObjectCache.etag(
                    frame: "search \(entries.count) \(configuration.search.incompleteResults)", objects: objects)
                let reachable = min(entries.count, Self.searchResultCap)
                let lastPage = min((entries.count + perPage - 1) / perPage, (reachable + perPage - 1) / perPage)
                let link = ReencodedLinkHeader.value(
                    url: apiBase + "/search/repositories", queryItems: target.queryItems, page: page, lastPage: lastPage)
                outcome = .page(body: writer.bytes, etag: etag, link: link)
            }
        }

        return meteredAnswer(outcome, head: request.head, token: token, now: now, requestID: requestID, metering: Metering(
            peek: { state, token in state.searchLedger.peek(token: token, now: now) },
            spend: { state, token in state.searchLedger.spend(token: token, now: now) },
            requiresToken: false,
            exceeded: { token in
                (configuration.search.exceededStatus, token.map {
                    SearchErrorBodies.rateLimitAuthenticated(userID: Self.userID(for: $0), requestID: requestID, now: now)
                } ?? GitHubErrorBodies.rateLimitUnauthenticated(ip: "127.0.0.1"))
            },
            adjust: { headers in
                headers.set("cache-control", "no-cache")
                headers.set("x-ratelimit-resource", "search")
            }))
    }

    /// `per_page` as GitHub reads it: absent or invalid → the default (30), at most 100.
    private static func perPage(_ target: RequestTarget, configuration: FakeGitHubConfiguration) -> Int {
        if let requested = target.queryValue("per_page").flatMap({ Int($0) }), requested > 0 {
            return min(requested, max(1, configuration.maxPerPage))
        }
        return max(1, configuration.defaultPerPage)
    }

    // MARK: - GET /user/repos

    private func ownRepositoriesAnswer(_ request: ListRouteRequest) -> Answer {
        let (token, configuration, now, requestID) = (request.token, request.configuration, request.now, request.requestID)
        let outcome: Outcome
        switch OwnRepositories.select(target: request.target, users: request.users, viewer: configuration.search.viewer(token: token)) {
        case .failure:
            outcome = .rejected(SearchErrorBodies.typeWithVisibilityOrAffiliation)
        case .success(let entries):
            let encoder = request.encoder
            let objects = request.listPage(of: entries).map {
                encodedObjects.object($0.repository, listedFor: $0.account, encoder: encoder)
            }
            var body: [UInt8] = [UInt8(ascii: "[")]
            for (index, object) in objects.enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body += object.bytes
            }
            body.append(UInt8(ascii: "]"))
            let etag = EncodedObjectCache.etag(frame: "list", objects: objects)
            outcome = .page(body: body, etag: etag, link: request.listLink(path: "/user/repos", count: entries.count))
        }

        return meteredAnswer(outcome, head: request.head, token: token, now: now, requestID: requestID, metering: Metering(
            peek: { state, token in state.ledger.peek(key: token ?? Self.anonymousKey, now: now) },
            spend: { state, token in state.ledger.spend(key: token ?? Self.anonymousKey, now: now) },
            requiresToken: true,
            exceeded: { token in
                (configuration.quota.exceededStatus, GitHubErrorBodies.rateLimitAuthenticated(
                    userID: Self.userID(for: token ?? ""), requestID: requestID))
            },
            adjust: { _ in }))
    }

    // MARK: - Credentials, quota and the answer

    /// Which limit a route spends, and how its answers differ.
    struct Metering {
        var peek: (inout ServerState, String?) -> QuotaLedger.Snapshot
        var spend: (inout ServerState, String?) -> QuotaLedger.Snapshot
        /// 401 "Requires authentication" without a token.
        var requiresToken: Bool
        /// That 401's body (its documentation URL names the endpoint).
        var requiresAuthenticationBody = SearchErrorBodies.requiresAuthentication
        /// The status and body once the limit is spent.
        var exceeded: (String?) -> (status: Int, body: String)
        /// Changes to the standard headers.
        var adjust: (inout HTTPHeaderFields) -> Void
    }

    /// The answer to a request whose content is `outcome`: 401 for a missing
    /// (when required) or rejected token, the limit's refusal once it is
    /// spent, else the content — a 422 or a page (304 for a matching ETag,
    /// free) — each spending one request.
    func meteredAnswer(_ outcome: Outcome, head: RequestHead, token: String?, now: Int, requestID: String,
                               metering: Metering) -> Answer {
        enum Verdict { case requiresAuthentication, badCredentials, rateLimited, rejected, notModified, answered }
        let etag: String? = if case .page(_, let etag, _) = outcome { etag } else { nil }
        let (verdict, quota) = state.withLock { state -> (Verdict, QuotaLedger.Snapshot) in
            if token == nil, metering.requiresToken { return (.requiresAuthentication, metering.peek(&state, nil)) }
            if let token, state.rejectedTokens.contains(token) { return (.badCredentials, metering.peek(&state, nil)) }
            let current = metering.peek(&state, token)
            if current.exhausted { return (.rateLimited, current) }
            if let etag, let ifNoneMatch = head.headers["If-None-Match"], ETag.matches(ifNoneMatch: ifNoneMatch, tag: etag) {
                return (.notModified, current)
            }
            let spent = metering.spend(&state, token)
            if case .rejected = outcome { return (.rejected, spent) }
            if case .notFound = outcome { return (.rejected, spent) }
            return (.answered, spent)
        }
        var context = StandardHeaders.Context(
            date: now, quota: quota, requestID: requestID,
            authenticated: token != nil && verdict != .requiresAuthentication && verdict != .badCredentials,
            etag: nil, link: nil)
        func headers() -> HTTPHeaderFields {
            var headers = StandardHeaders.make(context)
            metering.adjust(&headers)
            return headers
        }
        func answer(_ status: Int, _ body: String) -> Answer {
            Answer(status: status, headers: headers(), body: .bytes(Array(body.utf8)), delivery: .complete,
                   omitBody: head.method == "HEAD")
        }
        switch (verdict, outcome) {
        case (.requiresAuthentication, _):
            return answer(401, metering.requiresAuthenticationBody)
        case (.badCredentials, _):
            return answer(401, GitHubErrorBodies.badCredentials)
        case (.rateLimited, _):
            let (status, body) = metering.exceeded(token)
            return answer(status, body)
        case (_, .rejected(let body)):
            return answer(422, body)
        case (_, .notFound(let body)):
            return answer(404, body)
        case (.notModified, _):
            context.etag = etag
            var notModified = headers()
            notModified.remove("content-type")
            return Answer(status: 304, headers: notModified, body: .bytes([]), delivery: .complete, omitBody: true)
        case (_, .page(let body, _, let link)):
            context.etag = etag
            context.link = link
            return Answer(status: 200, headers: headers(), body: .bytes(body), delivery: .complete,
                          omitBody: head.method == "HEAD")
        }
    }
}
