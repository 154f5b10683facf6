import Glibc

/// `POST /graphql` (`/api/graphql` on GitHub Enterprise) and `GET /rate_limit`.
///
/// A query is decided in this order, as GitHub does:
/// 1. 401 without a token (GraphQL answers no anonymous caller) or for a rejected one;
/// 2. 403 with `retry-after` past the secondary limit (queries per minute);
/// 3. 400 for a body that is not JSON; 200 with `errors` for a query that
///    does not parse or validate (nothing is charged);
/// 4. 200 with a `RATE_LIMITED` error when the points left do not cover its cost;
/// 5. 502 with GitHub's "Something went wrong … timeout" body when it asks
///    for more nodes than `timeoutAboveNodes`, or for the next queries set
///    to time out (the cost is charged: the query ran);
/// 6. the next `GraphQLFault` asked for, if any (charged likewise);
/// 7. the answer, its cost charged.
extension FakeGitHubServer {
    func graphQLRouteAnswer(_ routed: RoutedRequest, head: RequestHead, body: [UInt8], now: Int, requestID: String) -> Answer? {
        switch routed.route {
        case .graphql: graphQLAnswer(head: head, body: body, now: now, requestID: requestID)
        case .rateLimit where head.method == "GET" || head.method == "HEAD": rateLimitAnswer(head: head, now: now, requestID: requestID)
        default: nil
        }
    }

    private enum GraphQLBodies {
        static let authenticationRequired =
            #"{"message":"This endpoint requires you to be authenticated.","documentation_url":"https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql"}"#
        static let problemsParsingJSON =
            #"{"message":"Problems parsing JSON","documentation_url":"https://docs.github.com/graphql"}"#

        static func internalError(requestID: String) -> String {
            #"{"data":null,"errors":[{"message":"Something went wrong while executing your query. Please include `"#
                + requestID + #"` when reporting this issue."}]}"#
        }

        static func timeout(requestID: String) -> String {
            #"{"data":null,"errors":[{"message":"Something went wrong while executing your query. This may be the result of a timeout, or it could be a GitHub bug. Please include `"#
                + requestID + #"` when reporting this issue."}]}"#
        }
    }

    private func graphQLAnswer(head: RequestHead, body: [UInt8], now: Int, requestID: String) -> Answer {
        let token = Self.token(in: head.headers["Authorization"])
        func answer(_ status: Int, _ bytes: [UInt8], quota: QuotaLedger.Snapshot, resource: String = "graphql",
                    extraHeaders: [(String, String)] = []) -> Answer {
            var headers = StandardHeaders.make(StandardHeaders.Context(
                date: now, quota: quota, requestID: requestID, authenticated: token != nil, etag: nil, link: nil, resource: resource))
            for (name, value) in extraHeaders { headers.set(name, value) }
            return Answer(status: status, headers: headers, body: .bytes(bytes), delivery: .complete, omitBody: head.method == "HEAD")
        }
        let anonymous = state.withLock { $0.ledger.peek(key: Self.anonymousKey, now: now) }
        guard head.method == "POST" else {
            return answer(404, Array(GitHubErrorBodies.notFoundGeneric.utf8), quota: anonymous, resource: "core")
        }
        guard let token else {
            return answer(401, Array(GraphQLBodies.authenticationRequired.utf8), quota: anonymous, resource: "core")
        }
        enum Admission {
            case rejected, secondary(retryAfter: Int), admitted
        }
        let (admission, configuration, quota) = state.withLock { state -> (Admission, FakeGitHubConfiguration, QuotaLedger.Snapshot) in
            let quota = state.graphQLLedger.peek(key: token, now: now)
            if state.rejectedTokens.contains(token) { return (.rejected, state.configuration, quota) }
            let secondary = state.graphQLSecondaryLedger.peek(key: token, now: now)
            if secondary.exhausted { return (.secondary(retryAfter: max(1, secondary.reset - now)), state.configuration, quota) }
            _ = state.graphQLSecondaryLedger.spend(key: token, now: now)
            return (.admitted, state.configuration, quota)
        }
        switch admission {
        case .rejected:
            return answer(401, Array(GitHubErrorBodies.badCredentials.utf8), quota: anonymous, resource: "core")
        case .secondary(let retryAfter):
            return answer(403, Array(GitHubErrorBodies.secondaryRateLimit(requestID: requestID).utf8), quota: quota,
                          extraHeaders: [("retry-after", String(retryAfter))])
        case .admitted:
            break
        }

        let request: GraphQLRequest
        do {
            request = try GraphQLRequest.parse(body)
        } catch .notJSON {
            return answer(400, Array(GraphQLBodies.problemsParsingJSON.utf8), quota: quota)
        } catch {
            return answer(200, GraphQLError.document([GraphQLError(message: "A query attribute must be specified and must be a string.")]), quota: quota)
        }
        let document: GraphQLDocument
        do {
            document = try GraphQLParser.parse(request.query)
        } catch {
            return answer(200, GraphQLError.document([GraphQLError(locations: [error.location], message: error.message)]), quota: quota)
        }
        let candidates = document.operations.filter { request.operationName == nil || $0.name == request.operationName }
        guard candidates.count == 1, let operation = candidates.first else {
            let message = request.operationName.map { "No operation named \"\($0)\"" }
                ?? "An operation name is required when the document holds several operations"
            return answer(200, GraphQLError.document([GraphQLError(message: message)]), quota: quota)
        }
        guard operation.kind == .query else {
            return answer(200, GraphQLError.document([GraphQLError(message: "Schema is not configured for \(operation.kind.rawValue)s")]), quota: quota)
        }
        let variables: [String: GraphQLValue]
        switch GraphQLValues.coerce(request.variables, declared: operation.variables) {
        case .success(let values): variables = values
        case .failure(let list): return answer(200, GraphQLError.document(list.errors), quota: quota)
        }
        let analysis = GraphQLAnalysis(operation: operation, fragments: document.fragments, variables: variables)
        guard analysis.errors.isEmpty else {
            return answer(200, GraphQLError.document(analysis.errors), quota: quota)
        }

        enum Verdict {
            case rateLimited, timedOut, run
            case fault(GraphQLFault)
        }
        let cost = analysis.cost
        let (verdict, spent, directory, rootBase) = state.withLock { state -> (Verdict, QuotaLedger.Snapshot, UserDirectory, String) in
            let current = state.graphQLLedger.peek(key: token, now: now)
            if current.remaining < cost { return (.rateLimited, current, state.directory, state.rootBase) }
            let spent = state.graphQLLedger.spend(key: token, now: now, points: cost)
            let tooBig = configuration.graphQL.timeoutAboveNodes.map { analysis.nodes > $0 } ?? false
            if tooBig || state.graphQLTimeoutsLeft > 0 {
                if !tooBig { state.graphQLTimeoutsLeft -= 1 }
                return (.timedOut, spent, state.directory, state.rootBase)
            }
            if !state.graphQLFaults.isEmpty {
                return (.fault(state.graphQLFaults.removeFirst()), spent, state.directory, state.rootBase)
            }
            return (.run, spent, state.directory, state.rootBase)
        }
        switch verdict {
        case .rateLimited:
            let error = GraphQLError(type: "RATE_LIMITED", message: "API rate limit exceeded for user ID \(Self.userID(for: token)).")
            return answer(200, GraphQLError.document([error]), quota: spent)
        case .timedOut:
            return answer(502, Array(GraphQLBodies.timeout(requestID: requestID).utf8), quota: spent)
        case .fault(let fault):
            return faultAnswer(fault, requestID: requestID, nodes: analysis.nodes) { answer($0, $1, quota: spent) }
        case .run:
            let executor = GraphQLExecutor(
                directory: directory, htmlBase: configuration.htmlBaseURL, avatarBase: rootBase,
                rateLimit: .init(cost: cost, limit: spent.limit, remaining: spent.remaining, used: spent.used,
                                 resetAt: spent.reset, nodeCount: analysis.nodes),
                unknownOwner: configuration.graphQL.unknownOwner, repeatingOwners: configuration.graphQL.repeatingOwners,
                nullNodes: configuration.malformedEntries.mapValues(\.count), stars: configuration.stars,
                fragments: document.fragments, variables: variables)
            return answer(200, GraphQLExecutor.answer(operation, executor: executor), quota: spent)
        }
    }

    private func faultAnswer(_ fault: GraphQLFault, requestID: String, nodes: Int,
                             _ answer: (Int, [UInt8]) -> Answer) -> Answer {
        func dataNull(_ error: GraphQLError) -> [UInt8] {
            var writer = JSONWriter()
            writer.raw("{")
            writer.key("data", first: true)
            writer.raw("null")
            writer.key("errors")
            GraphQLError.writeList([error], to: &writer)
            writer.raw("}")
            return writer.bytes
        }
        switch fault {
        case .internalError:
            return answer(200, Array(GraphQLBodies.internalError(requestID: requestID).utf8))
        case .timeout:
            return answer(502, Array(GraphQLBodies.timeout(requestID: requestID).utf8))
        case .serviceUnavailable:
            return answer(200, dataNull(GraphQLError(type: "SERVICE_UNAVAILABLE", message: "Service unavailable: try again later.")))
        case .forbidden:
            return answer(200, dataNull(GraphQLError(type: "FORBIDDEN", message: "Resource not accessible by integration")))
        case .maxNodeLimitExceeded:
            return answer(200, GraphQLError.document([GraphQLError(type: "MAX_NODE_LIMIT_EXCEEDED", message:
                "This query requests up to \(GraphQLAnalysis.grouped(max(nodes, GraphQLAnalysis.maximumNodes + 1))) possible nodes "
                + "which exceeds the maximum limit of \(GraphQLAnalysis.grouped(GraphQLAnalysis.maximumNodes)).")]))
        case .validation:
            return answer(200, GraphQLError.document([GraphQLError(
                path: [.key("query")], extensions: [("code", "undefinedField"), ("typeName", "Query"), ("fieldName", "viewr")],
                locations: [GraphQLLocation(line: 1, column: 9)], message: "Field 'viewr' doesn't exist on type 'Query'")]))
        case .unicorn(let status):
            return answer(status, Array(UnicornPage.html.utf8))
        }
    }

    /// `GET /rate_limit`: the caller's REST and GraphQL quotas; free, as on GitHub.
    private func rateLimitAnswer(head: RequestHead, now: Int, requestID: String) -> Answer {
        let token = Self.token(in: head.headers["Authorization"])
        let key = token ?? Self.anonymousKey
        let (core, graphql) = state.withLock { ($0.ledger.peek(key: key, now: now), $0.graphQLLedger.peek(key: key, now: now)) }
        func resource(_ quota: QuotaLedger.Snapshot, into writer: inout JSONWriter) {
            writer.raw("{")
            writer.key("limit", first: true); writer.int(quota.limit)
            writer.key("used"); writer.int(quota.used)
            writer.key("remaining"); writer.int(quota.remaining)
            writer.key("reset"); writer.int(quota.reset)
            writer.raw("}")
        }
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("resources", first: true)
        writer.raw("{")
        writer.key("core", first: true)
        resource(core, into: &writer)
        writer.key("graphql")
        resource(token == nil ? QuotaLedger.Snapshot(limit: 0, used: 0, reset: now + 3_600) : graphql, into: &writer)
        writer.raw("}")
        writer.key("rate")
        resource(core, into: &writer)
        writer.raw("}")
        let headers = StandardHeaders.make(StandardHeaders.Context(
            date: now, quota: core, requestID: requestID, authenticated: token != nil, etag: nil, link: nil))
        return Answer(status: 200, headers: headers, body: .bytes(writer.bytes), delivery: .complete, omitBody: head.method == "HEAD")
    }
}
