extension Task where Success: Sendable {
    /// The task's value, or `WaitTimedOut` (after cancelling the task) if it
    /// does not finish within `timeout` of real time: a test fails instead
    /// of hanging when code under test waits for something that never comes.
    public func value(within timeout: Duration = standardWait) async throws -> Success {
        let outcome = Watched<Result<Success, Failure>?>(nil)
        Task<Void, Never> {
            let result = await self.result
            outcome.update { $0 = result }
        }
        do {
            try await outcome.wait(until: { $0 != nil }, "the task to finish", timeout: timeout)
        } catch {
            cancel()  // if it ignores cancellation too, it is left behind: the test has failed anyway
            throw error
        }
        guard let result = outcome.value else {
            preconditionFailure("waited for a result that is not there")
        }
        return try result.get()
    }
}
