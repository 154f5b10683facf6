/// The REST path as a `BatchUserSource`: a `BatchRunner` of its own, one
/// request per page of each user, `jobs` users at a time, with the ETag
/// cache (a repeat is a free `304`).
public struct RESTUserSource<C: Clock>: BatchUserSource where C.Duration == Duration {
    let runner: BatchRunner<C>

    public init(runner: BatchRunner<C>) {
        self.runner = runner
    }

    public func fetch(_ logins: [String], onEvent: @escaping @Sendable (BatchEvent) -> Void,
                      finished: (BatchRecord) -> Bool) async -> BatchSourceEnd {
        var halted = false
        let summary = await runner.run(logins.map { .search($0) }, write: { (record: BatchRecord) throws(OutputFailure) in
            guard finished(record) else {
                // The batch stops here (refused credentials, or an output that
                // cannot be written): no more users are started.
                halted = true
                throw OutputFailure(reason: "stopped")
            }
        }, onEvent: { event in
            if case .finished = event { return }  // the caller's runner reports its own
            onEvent(event)
        })
        return BatchSourceEnd(stoppedAt: summary.stoppedAt, stoppedByCredentials: summary.stoppedByCredentials || halted)
    }
}
