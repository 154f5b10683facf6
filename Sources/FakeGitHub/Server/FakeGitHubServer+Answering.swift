import Glibc

/// Deciding the answer to each request: faults, credentials, quota, routes.
extension FakeGitHubServer {
    struct Exchange {
        var sequence: Int
        var answer: Answer
        var latency: Duration
    }

    /// Records the request's arrival and decides its answer.
    func begin(_ head: RequestHead, body: [UInt8], connectionID: Int) -> Exchange {
        let target = RequestTarget(head.target)
        let arrived = ContinuousClock.now
        let snapshot = state.withLock { state -> RequestSnapshot in
            state.sequence += 1
            let routed = RoutedRequest(target: target, directory: state.directory)
            state.log.append(RecordedRequest(
                sequence: state.sequence, connectionID: connectionID, method: head.method, target: head.target,
                path: target.rawPath, pathSegments: target.segments, queryItems: target.queryItems,
                headers: head.headers, body: body, responseStatus: nil, bodyBytesSent: 0, clientHungUp: false,
                arrivedAt: arrived, endedAt: nil, hungUpAt: nil))
            let limit = max(1, state.configuration.requestLogLimit)
            if state.log.count > limit + limit / 8 {
                state.log.removeFirst(state.log.count - limit)
            }
            return RequestSnapshot(
                sequence: state.sequence, routed: routed, fault: state.takeFault(for: routed),
                latency: state.latency(for: routed), directory: state.directory,
                configuration: state.configuration, rootBase: state.rootBase, body: body)
        }
        var answer: Answer
        if let foreign = snapshot.configuration.foreignServer {
            answer = foreign.answer(method: head.method)
        } else if let fault = snapshot.fault {
            answer = scripted(fault, head: head, snapshot: snapshot)
        } else {
            answer = regular(head: head, snapshot: snapshot)
        }
        finishEncoding(&answer, head: head, gzipEnabled: snapshot.configuration.gzip)
        answer.chunked = snapshot.configuration.chunkedTransfer && !answer.omitBody && answer.status != 304
            && answer.headers["content-length"] == nil
        return Exchange(sequence: snapshot.sequence, answer: answer, latency: snapshot.latency)
    }

    /// Marks the request's client as gone, at once (waiters see it).
    func noteHangUp(sequence: Int, at moment: ContinuousClock.Instant) {
        state.withLock { state in
            _ = state.updateRecord(sequence: sequence) { record in
                record.clientHungUp = true
                record.hungUpAt = record.hungUpAt ?? moment
            }
        }
    }

    /// Records what is about to be written, so the log is current before
    /// the client can read it.
    func noteProgress(sequence: Int, status: Int, bodyBytes: Int, completes: Bool) {
        let moment = ContinuousClock.now
        state.withLock { state in
            _ = state.updateRecord(sequence: sequence) { record in
                record.responseStatus = status
                record.bodyBytesSent = bodyBytes
                if completes { record.endedAt = moment }
            }
        }
    }

    /// Records how the exchange ended.
    func finish(sequence: Int, outcome: AnswerWriter.Outcome) {
        let ended = ContinuousClock.now
        let (record, observer) = state.withLock { state in
            // A write cut short by `stop()` is not the client's doing.
            let stopping = if case .stopped = state.phase { true } else { false }
            let record = state.updateRecord(sequence: sequence) { record in
                record.responseStatus = outcome.status
                record.bodyBytesSent = outcome.bodyBytesSent
                if let moment = outcome.hungUpAt, !stopping || record.hungUpAt != nil {
                    record.clientHungUp = true
                    record.hungUpAt = record.hungUpAt ?? moment
                    record.endedAt = ended
                }
                record.endedAt = record.endedAt ?? ended
            }
            return (record, state.configuration.requestObserver)
        }
        if let record, let observer { observer(record) }
    }

    // MARK: - Regular answers

    /// What an API route has to say, before credentials and quota.
    private enum Content {
        case page(CachedPage, link: String?)
        /// A README, as its raw bytes or as GitHub's JSON content object.
        case readme(CachedPage, raw: Bool)
        case notFound(String)

        /// The answer a conditional request can be matched against.
        var document: CachedPage? {
            switch self {
            case .page(let page, _), .readme(let page, _): page
            case .notFound: nil
            }
        }
    }

    private func regular(head: RequestHead, snapshot: RequestSnapshot) -> Answer {
        let routed = snapshot.routed
        let requestID = requestID(snapshot.sequence)
        let now = Int(time(nil))
        if case .avatar(let id) = routed.route, head.method == "GET" || head.method == "HEAD" {
            return avatarAnswer(id: id, head: head, now: now, requestID: requestID)
        }
        if let answer = searchRouteAnswer(ListRouteRequest(snapshot: snapshot, head: head, now: now, requestID: requestID)) {
            return answer
        }
        if let answer = graphQLRouteAnswer(routed, head: head, body: snapshot.body, now: now, requestID: requestID) {
            return answer
        }
        let content = content(for: routed, head: head, snapshot: snapshot)
        let token = Self.token(in: head.headers["Authorization"])
        let ifNoneMatch = head.headers["If-None-Match"]
        enum Verdict {
            case badCredentials, rateLimited, notModified, answered
        }
        let (verdict, quota) = state.withLock { state -> (Verdict, QuotaLedger.Snapshot) in
            if let token, state.rejectedTokens.contains(token) {
                return (.badCredentials, state.ledger.peek(key: Self.anonymousKey, now: now))
            }
            let key = token ?? Self.anonymousKey
            let current = state.ledger.peek(key: key, now: now)
            if current.exhausted { return (.rateLimited, current) }
            if let page = content.document, let ifNoneMatch, ETag.matches(ifNoneMatch: ifNoneMatch, tag: page.etag) {
                return (.notModified, current)
            }
            return (.answered, state.ledger.spend(key: key, now: now))
        }
        var context = StandardHeaders.Context(
            date: now, quota: quota, requestID: requestID, authenticated: token != nil && verdict != .badCredentials,
            etag: nil, link: nil)
        switch verdict {
        case .badCredentials:
            return Answer(
                status: 401, headers: StandardHeaders.make(context),
                body: .bytes(Array(GitHubErrorBodies.badCredentials.utf8)), delivery: .complete)
        case .rateLimited:
            let body = token == nil
                ? GitHubErrorBodies.rateLimitUnauthenticated(ip: "127.0.0.1")
                : GitHubErrorBodies.rateLimitAuthenticated(userID: Self.userID(for: token ?? ""), requestID: requestID)
            return Answer(
                status: snapshot.configuration.quota.exceededStatus, headers: StandardHeaders.make(context),
                body: .bytes(Array(body.utf8)), delivery: .complete)
        case .notModified, .answered:
            break
        }
        let page: CachedPage
        let link: String?
        switch content {
        case .page(let listPage, let listLink):
            (page, link) = (listPage, listLink)
        case .readme(let readme, let raw):
            (page, link) = (readme, nil)
            if raw {
                context.contentType = "application/vnd.github.raw; charset=utf-8"
                context.mediaType = "github.v3; param=raw; format=json"
            }
        case .notFound(let body):
            return Answer(
                status: 404, headers: StandardHeaders.make(context), body: .bytes(Array(body.utf8)),
                delivery: .complete, omitBody: head.method == "HEAD")
        }
        context.etag = page.etag
        if verdict == .notModified {
            var headers = StandardHeaders.make(context)
            headers.remove("content-type")
            return Answer(status: 304, headers: headers, body: .bytes([]), delivery: .complete, omitBody: true)
        }
        context.link = link
        var headers = StandardHeaders.make(context)
        var body = page.body
        if snapshot.configuration.gzip, Self.acceptsGzip(head), head.method != "HEAD" {
            body = page.gzippedBody
            headers.append("content-encoding", "gzip")
        }
        return Answer(status: 200, headers: headers, body: .bytes(body), delivery: .complete, omitBody: head.method == "HEAD")
    }

    private func content(for routed: RoutedRequest, head: RequestHead, snapshot: RequestSnapshot) -> Content {
        guard head.method == "GET" || head.method == "HEAD" else { return .notFound(GitHubErrorBodies.notFoundGeneric) }
        let account: Int
        switch routed.route {
        case .readme(_, _, let location):
            let raw = Self.wantsRaw(head)
            guard let location, let page = snapshot.directory.readme(
                at: location, raw: raw, apiBase: snapshot.rootBase + routed.apiPrefix)
            else { return .notFound(GitHubErrorBodies.notFoundReadme) }
            return .readme(page, raw: raw)
        case .repositoriesByLogin(_, let index?), .repositoriesByID(_, let index?):
            account = index
        case .repositoriesByLogin(_, nil):
            return .notFound(GitHubErrorBodies.notFoundUserRepos)
        case .repositoriesByID(_, nil), .unknown, .avatar, .searchRepositories, .authenticatedUserRepositories,
             .graphql, .rateLimit, .starredByLogin, .authenticatedUserStarred:
            return .notFound(GitHubErrorBodies.notFoundGeneric)
        }
        let query = RepositoryListQuery(
            target: routed.target, defaultPerPage: max(1, snapshot.configuration.defaultPerPage),
            maxPerPage: max(1, snapshot.configuration.maxPerPage))
        let apiBase = snapshot.rootBase + routed.apiPrefix
        var page = snapshot.directory.page(account: account, query: query, apiBase: apiBase)
        if let entries = snapshot.configuration.malformedEntries[snapshot.directory.users[account].login.lowercased()] {
            page = MalformedEntries.page(page, openingWith: entries)
        }
        let link = LinkHeader.value(
            apiBase: apiBase, accountID: snapshot.directory.users[account].id,
            rawQueryPairs: routed.target.rawQueryPairs, page: query.page, lastPage: page.lastPage)
        return .page(page, link: link)
    }

    private func avatarAnswer(id: Int, head: RequestHead, now: Int, requestID: String) -> Answer {
        let (png, etag) = generated.avatar(id: id)
        var headers = HTTPHeaderFields()
        headers.append("date", HTTPDate.string(fromEpochSeconds: now))
        headers.append("content-type", "image/png")
        headers.append("cache-control", "max-age=300")
        headers.append("etag", etag)
        headers.append("access-control-allow-origin", "*")
        headers.append("x-github-request-id", requestID)
        if let ifNoneMatch = head.headers["If-None-Match"], ETag.matches(ifNoneMatch: ifNoneMatch, tag: etag) {
            headers.remove("content-type")
            return Answer(status: 304, headers: headers, body: .bytes([]), delivery: .complete, omitBody: true)
        }
        return Answer(status: 200, headers: headers, body: .bytes(png), delivery: .complete, omitBody: head.method == "HEAD")
    }

    // MARK: - Scripted answers

    private func scripted(_ script: ScriptedResponse, head: RequestHead, snapshot: RequestSnapshot) -> Answer {
        var answer: Answer
        if case .regular = script.body {
            answer = regular(head: head, snapshot: snapshot)
        } else {
            let requestID = requestID(snapshot.sequence)
            let token = Self.token(in: head.headers["Authorization"])
            let now = Int(time(nil))
            let quota = state.withLock { $0.ledger.peek(key: token ?? Self.anonymousKey, now: now) }
            let context = StandardHeaders.Context(
                date: now, quota: quota, requestID: requestID, authenticated: token != nil, etag: nil, link: nil)
            let body: Answer.Body
            var headers = script.standardHeaders ? StandardHeaders.make(context) : HTTPHeaderFields()
            switch script.body {
            case .regular, .bytes:
                if case .bytes(let bytes) = script.body { body = .bytes(bytes) } else { body = .bytes([]) }
            case .repeating(let pattern, let count):
                body = pattern.isEmpty ? .bytes([]) : .repeating(pattern: pattern, count: max(0, count))
            case .gzipBomb(let inflatedBytes):
                body = .bytes(generated.gzipBomb(inflatedBytes: inflatedBytes))
                headers.set("content-encoding", "gzip")
            case .secondaryRateLimitMessage:
                body = .bytes(Array(GitHubErrorBodies.secondaryRateLimit(requestID: requestID).utf8))
            }
            answer = Answer(
                status: script.status ?? 200, headers: headers, body: body, delivery: .complete,
                omitBody: head.method == "HEAD")
        }
        if let status = script.status { answer.status = status }
        for name in script.removedHeaders { answer.headers.remove(name) }
        for field in script.headers { answer.headers.set(field.name, field.value) }
        answer.delivery = script.delivery
        return answer
    }

    // MARK: - Helpers

    /// Gzips a plain body for a client that accepts it, unless it already
    /// has an encoding.
    private func finishEncoding(_ answer: inout Answer, head: RequestHead, gzipEnabled: Bool) {
        guard gzipEnabled, Self.acceptsGzip(head), !answer.omitBody, answer.headers["content-encoding"] == nil,
              case .bytes(let bytes) = answer.body, !bytes.isEmpty
        else { return }
        answer.body = .bytes(Gzip.compress(bytes))
        answer.headers.append("content-encoding", "gzip")
    }

    static let anonymousKey = "anonymous"

    /// The token of `Authorization: token X` / `Bearer X` (or the whole value).
    static func token(in authorization: String?) -> String? {
        guard let value = authorization?.trimmingCharacters(in: " \t"), !value.isEmpty else { return nil }
        for scheme in ["token ", "bearer "] where value.lowercased().hasPrefix(scheme) {
            return String(value.dropFirst(scheme.count)).trimmingCharacters(in: " \t")
        }
        return value
    }

    /// Whether `Accept` asks for a file's raw bytes: `application/vnd.github.raw`,
    /// `….raw+json`, or the older `application/vnd.github.v3.raw`.
    static func wantsRaw(_ head: RequestHead) -> Bool {
        head.headers.values(named: "Accept").contains { value in
            value.split(separator: ",").contains { type in
                let name = type.split(separator: ";").first?.trimmingCharacters(in: " \t").lowercased() ?? ""
                return ["application/vnd.github.raw", "application/vnd.github.raw+json",
                        "application/vnd.github.v3.raw", "application/vnd.github.v3.raw+json"].contains(name)
            }
        }
    }

    static func acceptsGzip(_ head: RequestHead) -> Bool {
        head.headers.values(named: "Accept-Encoding").contains { value in
            value.split(separator: ",").contains { coding in
                let parts = coding.split(separator: ";")
                guard parts.first?.trimmingCharacters(in: " \t").lowercased() == "gzip" else { return false }
                return !parts.dropFirst().contains { $0.trimmingCharacters(in: " \t").replacingOccurrences(of: " ", with: "") == "q=0" }
            }
        }
    }

    /// A stable fake user id for a token (for the rate-limit message).
    static func userID(for token: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in token.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(hash % 90_000_000) + 10_000_000
    }

    /// A request id in GitHub's shape, e.g. `CAD5:45A4:C1449C:DF0F5A:5DB3A13D`.
    func requestID(_ sequence: Int) -> String {
        func hex(_ value: Int, _ width: Int) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        }
        let mixed = (sequence &* 2_654_435_761) & 0xFFFF
        return "\(hex(mixed, 4)):\(hex(epoch & 0xFFFF, 4)):\(hex(0x100000 + sequence, 6)):\(hex((0x200000 + sequence * 7) & 0xFFFFFF, 6)):\(hex(epoch & 0xFFFF_FFFF, 8))"
    }
}
