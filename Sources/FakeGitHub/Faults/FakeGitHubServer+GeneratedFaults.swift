/// Faults whose answer depends on the request (its page, its query).
extension FakeGitHubServer {
    /// Answers the next `times` matching requests (`nil`: all of them, until
    /// `clearFaults()`) with what `respond` makes of each, e.g.
    /// `HostilePagination.endless()`. Tried in order with `addFault(_:matching:times:)`.
    public func addFault(matching matcher: RequestMatcher = .any, times: Int? = nil,
                         respond: @escaping @Sendable (FaultRequest) -> ScriptedResponse) {
        state.withLock {
            $0.faults.append(FaultRule(matcher: matcher, response: ScriptedResponse(), remaining: times, respond: respond))
        }
    }
}
