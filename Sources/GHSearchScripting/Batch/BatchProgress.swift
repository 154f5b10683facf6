import FoundationEssentials
import GHSearchText
import GHSearchGitHub

/// What the progress display knows of a running batch, and its one-line
/// text. Every instant comes from the caller's one clock (`now`), the same
/// that dates the waits, so the ETA and a wait's countdown agree.
public struct BatchProgress: Sendable, Equatable {
    /// Pages of a user in progress.
    public struct Pages: Sendable, Equatable {
        public var fetched: Int
        public var last: Int?
    }

    public var total: Int
    public var done = 0
    public var failed = 0
    /// The user most recently active (started, or a page in).
    public var current: String?
    public var rateLimit: RateLimit?
    /// Set while the batch waits for a reset or a secondary limit (`wait(_:now:)`).
    public private(set) var waiting: BatchWait?
    public var startedAt: Date
    /// What the input's lines are: users, or queries (`--batch --search`).
    public var items: BatchItems
    /// Users started and not done, in the order they started, with their pages.
    private var running: [String] = []
    private var pages: [String: Pages] = [:]
    /// Seconds spent in waits that are over.
    private var waited: TimeInterval = 0
    /// When the wait in progress began.
    private var waitBegan: Date?

    public init(total: Int, startedAt: Date, items: BatchItems = .users) {
        self.total = total
        self.startedAt = startedAt
        self.items = items
    }

    public mutating func apply(_ event: BatchEvent) {
        switch event {
        case .started(let user):
            current = user
            running.append(user)
        case .page(let user, let fetched, let last):
            current = user
            pages[user] = Pages(fetched: fetched, last: last)
        case .finished(let record):
            done += 1
            if record.isFailure { failed += 1 }
            if let index = running.lastIndex(of: record.user) { running.remove(at: index) }
            pages[record.user] = nil
            if current == record.user { current = running.last }
        }
    }

    /// The batch waits until `wait.until` from `now` on; nil: it goes on.
    public mutating func wait(_ wait: BatchWait?, now: Date) {
        settleWait(now: now)
        waiting = wait
        waitBegan = wait == nil ? nil : now
    }

    /// Ends the wait if its time has come.
    public mutating func settleWait(now: Date) {
        guard let waiting, let began = waitBegan else { return }
        if waiting.until <= now {
            waited += max(0, waiting.until.timeIntervalSince(began))
            self.waiting = nil
            waitBegan = nil
        }
    }

    /// Pages of `user` fetched so far, if it is in progress and has more than one.
    public func pages(of user: String) -> Pages? { pages[user] }

    /// `12/40 users · 1 failed · octocat: page 3/30 · quota 7/10 · ETA 1m 05s`,
    /// or while waiting `12/40 users · waiting for the rate limit reset, in 45s · quota 0/60 · ETA 1m 10s`,
    /// in `catalogue`'s language. Names from the input are made terminal-safe.
    public func line(now: Date, catalogue: Catalogue = .english) -> String {
        var parts = [catalogue.usersDone(done, of: total, items)]
        if failed > 0 { parts.append(catalogue.failedCount(failed, items)) }
        if let waiting, waiting.until > now {
            parts.append(catalogue.waiting(waiting.reason, countdown: catalogue.countdown(to: waiting.until, now: now),
                                           asked: waiting.asked.map { catalogue.duration(to: $0, now: now) }))
        } else if let current, done < total {
            var text = TerminalText.quote(current, limit: 40)
            if let pages = pages[current] { text += ": " + catalogue.page(pages.fetched, of: pages.last) }
            parts.append(text)
        }
        if let quota = rateLimit.flatMap(catalogue.quotaAmount) { parts.append(catalogue.quota(quota)) }
        if let left = secondsLeft(now: now) { parts.append(catalogue.eta(catalogue.duration(to: now.addingTimeInterval(left), now: now))) }
        return parts.joined(separator: " · ")
    }

    /// Seconds left: at least what is left of the wait in progress plus the
    /// work after it at the pace of the work so far, and at least the pace so
    /// far with its waits. Nil before the first user is done, or after the last.
    public func secondsLeft(now: Date) -> TimeInterval? {
        guard done > 0, done < total else { return nil }
        let elapsed = max(0, now.timeIntervalSince(startedAt))
        var waitLeft: TimeInterval = 0
        var waitedSoFar = waited
        if let waiting, let began = waitBegan {
            waitLeft = max(0, waiting.until.timeIntervalSince(now))
            waitedSoFar += max(0, min(now, waiting.until).timeIntervalSince(began))
        }
        let left = Double(total - done)
        let paced = elapsed / Double(done) * left
        let worked = waitLeft + max(0, elapsed - waitedSoFar) / Double(done) * left
        return max(paced, worked, waitLeft)
    }
}
