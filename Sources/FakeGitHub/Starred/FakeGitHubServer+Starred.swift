/// `GET /users/{username}/starred` and `GET /user/starred` in GitHub's
/// format: a JSON array of repositories, or with `Accept:
/// application/vnd.github.star+json` of `{"starred_at": …, "repo": {…}}`
/// objects; `per_page`/`page` and a `Link` header; an ETag (304 free);
/// 404 for an unknown user; `/user/starred` without a token is 401
/// "Requires authentication". Each request spends one of the core limit.
extension FakeGitHubServer {
    func starredAnswer(_ request: ListRouteRequest, login: String?) -> Answer {
        let (token, users, configuration, now, requestID) =
            (request.token, request.users, request.configuration, request.now, request.requestID)
        // `/user/starred` lists the token's user's stars (none for a token the fake does not know).
        let owner = login ?? configuration.search.viewer(token: token)?.login
        let known = owner.map { owner in users.contains { $0.login.lowercased() == owner.lowercased() } } ?? false
        let outcome: Outcome
        if login != nil, !known {
            outcome = .notFound(GitHubErrorBodies.notFoundStarred)
        } else {
            let stars = owner.flatMap { configuration.stars[$0.lowercased()] } ?? []
            let entries = StarredRepositories.select(stars, target: request.target, users: users)
            let shown = request.listPage(of: entries)
            let encoder = request.encoder
            let withTimes = StarredRepositories.wantsStarredAt(request.head)
            var objects: [EncodedObjectCache.Object] = []
            var body: [UInt8] = [UInt8(ascii: "[")]
            for (index, entry) in shown.enumerated() {
                let object = encodedObjects.object(entry.search.repository, listedFor: entry.search.account, encoder: encoder)
                objects.append(object)
                if index > 0 { body.append(UInt8(ascii: ",")) }
                if withTimes {
                    body += Array("{\"starred_at\":\"\(ISO8601Timestamp.string(fromEpochSeconds: entry.starredAt))\",\"repo\":".utf8)
                    body += object.bytes
                    body.append(UInt8(ascii: "}"))
                } else {
                    body += object.bytes
                }
            }
            body.append(UInt8(ascii: "]"))
            let times = shown.map { String($0.starredAt) }.joined(separator: ",")
            let etag = EncodedObjectCache.etag(frame: "starred \(withTimes) \(times)", objects: objects)
            let path = login.map { "/users/\($0)/starred" } ?? "/user/starred"
            outcome = .page(body: body, etag: etag, link: request.listLink(path: path, count: entries.count))
        }
        return meteredAnswer(outcome, head: request.head, token: token, now: now, requestID: requestID, metering: Metering(
            peek: { state, token in state.ledger.peek(key: token ?? Self.anonymousKey, now: now) },
            spend: { state, token in state.ledger.spend(key: token ?? Self.anonymousKey, now: now) },
            requiresToken: login == nil,
            requiresAuthenticationBody: GitHubErrorBodies.requiresAuthenticationStarred,
            exceeded: { token in
                (configuration.quota.exceededStatus, token.map {
                    GitHubErrorBodies.rateLimitAuthenticated(userID: Self.userID(for: $0), requestID: requestID)
                } ?? GitHubErrorBodies.rateLimitUnauthenticated(ip: "127.0.0.1"))
            },
            adjust: { _ in }))
    }
}
