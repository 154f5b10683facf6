/// `--api auto`: users whose first page the response cache holds go through
/// REST (a `304` costs nothing, and GraphQL has no conditional requests),
/// first; the rest through GraphQL, many per query.
public struct AutoUserSource: BatchSource {
    let rest: any BatchSource
    let graphQL: any BatchSource
    /// Whether the cache holds `login`'s first REST page.
    let isCached: @Sendable (String) async -> Bool

    public init(rest: any BatchSource, graphQL: any BatchSource, isCached: @escaping @Sendable (String) async -> Bool) {
        self.rest = rest
        self.graphQL = graphQL
        self.isCached = isCached
    }

    public func fetch(_ logins: [String], onEvent: @escaping @Sendable (BatchEvent) -> Void,
                      finished: (BatchRecord) -> BatchContinuation) async -> BatchSourceEnd {
        var cached: [String] = []
        var fresh: [String] = []
        for login in logins {
            if await isCached(login) { cached.append(login) } else { fresh.append(login) }
        }
        var halted = false
        let relay: (BatchRecord) -> BatchContinuation = { record in
            let continuation = finished(record)
            if continuation != .proceed { halted = true }
            return continuation
        }
        if !cached.isEmpty {
            let end = await rest.fetch(cached, onEvent: onEvent, finished: relay)
            if end.isStop || halted { return end }
        }
        guard !fresh.isEmpty else { return BatchSourceEnd() }
        return await graphQL.fetch(fresh, onEvent: onEvent, finished: relay)
    }
}
