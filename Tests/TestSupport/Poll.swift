/// Checks `condition` every `interval` until it holds, sleeping in between
/// without holding a thread; false once `timeout` has passed. For what
/// nothing announces (a file a child process writes, a process ending);
/// the interval is a polling interval, never a wait for an outcome.
public func poll(timeout: Duration = standardWait, every interval: Duration = .milliseconds(20),
                 _ condition: () throws -> Bool) async rethrows -> Bool {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: timeout)
    while true {
        if try condition() { return true }
        if clock.now >= end { return false }
        try? await Task.sleep(for: interval)
    }
}
