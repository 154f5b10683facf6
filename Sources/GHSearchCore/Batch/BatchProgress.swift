import FoundationEssentials

/// What the progress display knows of a running batch, and its one-line text.
public struct BatchProgress: Sendable, Equatable {
    public var total: Int
    public var done = 0
    public var failed = 0
    /// The user most recently started.
    public var current: String?
    public var rateLimit: RateLimit?
    /// Set while the batch waits for a reset or a secondary limit.
    public var waiting: BatchWait?
    public var startedAt: Date

    public init(total: Int, startedAt: Date) {
        self.total = total
        self.startedAt = startedAt
    }

    public mutating func apply(_ event: BatchEvent) {
        switch event {
        case .started(let user):
            current = user
        case .finished(let record):
            done += 1
            if record.isFailure { failed += 1 }
        }
    }

    /// `12/40 users · 1 failed · octocat · quota 7/10 · ETA 1m 05s`, or while
    /// waiting `12/40 users · waiting for the rate limit reset, in 45s · quota 0/60`,
    /// in `catalogue`'s language. Names from the input are made terminal-safe.
    public func line(now: Date, catalogue: Catalogue = .english) -> String {
        var parts = [catalogue.usersDone(done, of: total)]
        if failed > 0 { parts.append(catalogue.failedCount(failed)) }
        if let waiting, waiting.until > now {
            parts.append(catalogue.waiting(waiting.reason, countdown: catalogue.countdown(to: waiting.until, now: now),
                                           asked: waiting.asked.map { catalogue.duration(to: $0, now: now) }))
        } else if let current, done < total {
            parts.append(TerminalText.quote(current, limit: 40))
        }
        if let quota = rateLimit.flatMap(catalogue.quotaAmount) { parts.append(catalogue.quota(quota)) }
        if let eta = eta(now: now, catalogue: catalogue) { parts.append(catalogue.eta(eta)) }
        return parts.joined(separator: " · ")
    }

    /// Time left at the pace so far (waits included), e.g. `1m 05s`.
    func eta(now: Date, catalogue: Catalogue = .english) -> String? {
        guard done > 0, done < total else { return nil }
        let elapsed = now.timeIntervalSince(startedAt)
        let left = elapsed / Double(done) * Double(total - done)
        return catalogue.duration(to: now.addingTimeInterval(left), now: now)
    }
}
