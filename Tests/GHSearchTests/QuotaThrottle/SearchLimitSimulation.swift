import TestSupport
@testable import GHSearchCLI
@testable import GHSearchInteractive
@testable import GHSearchQuota

/// Drives the pure `QuotaDecisions` (the quota gate behind the operator's
/// hold) through a typing session in virtual time, against GitHub's search
/// limit as the fake serves it: a window that starts with the caller's first
/// search and lasts `window`, `limit` searches in it, a 403 (with the reset)
/// once they are spent. Each search reaches the server `latency / 2` after it
/// is sent and its answer comes back `latency` after; an answer to a search
/// that was superseded before it came back is dropped (the transfer was
/// aborted), but the search still counted if it had reached the server.
///
/// Events at the same instant go in this order: keys, answers, timer (what
/// happens "at the same time" as a timer is seen before it fires).
struct SearchLimitSimulation {
    typealias Instant = ManualClock.Instant

    struct Sent: Equatable, CustomStringConvertible {
        var at: Duration
        var text: String
        var description: String { "\(at): \"\(text)\"" }
    }

    var limit = 10
    var window: Duration = .seconds(60)
    var latency: Duration = .milliseconds(200)
    /// The quota the client knows at the start (nil: nothing known yet).
    var known: (remaining: Int, resetIn: Duration)?

    private(set) var sent: [Sent] = []
    /// Searches the server answered 403.
    private(set) var rejected = 0
    /// Searches that reached the server.
    private(set) var served = 0
    /// Modes the throttle went through, with when.
    private(set) var modes: [(at: Duration, mode: QuotaThrottleMode<Instant>)] = []

    private var windowStart: Duration?
    private var used = 0

    init(limit: Int = 10, window: Duration = .seconds(60), latency: Duration = .milliseconds(200)) {
        self.limit = limit
        self.window = window
        self.latency = latency
    }

    /// Runs `keys` (each at its time) through a throttle with `policy` until
    /// nothing is left to happen (or `end`).
    mutating func run(_ keys: [(at: Duration, line: TypedLine)], policy: QuotaThrottlePolicy = QuotaThrottlePolicy(),
                      end: Duration = .seconds(600)) {
        var machine = QuotaDecisions<TypedLine, Instant>(policy: policy)
        var deadline: Instant?
        var answers: [(at: Duration, request: Int, remaining: Int, resetAt: Duration, refused: Bool)] = []
        var keyIndex = 0
        var latestRequest = 0
        func record(_ output: QuotaDecisions<TypedLine, Instant>.Output, at now: Duration) {
            if let line = output.emit {
                sent.append(Sent(at: now, text: line.text))
                if line.isMetered {
                    latestRequest += 1
                    let arrival = now + latency / 2
                    if windowStart.map({ arrival >= $0 + window }) ?? true {
                        windowStart = arrival
                        used = 0
                    }
                    let refused = used >= limit
                    if refused { rejected += 1 } else { used += 1 }
                    served += 1
                    answers.append((now + latency, latestRequest, limit - used, (windowStart ?? arrival) + window, refused))
                }
            }
            deadline = output.deadline
            if modes.last?.mode != output.mode { modes.append((now, output.mode)) }
        }
        if let known {
            record(machine.reported(limit: limit, remaining: known.remaining, resetAt: Instant(offset: known.resetIn),
                                    now: Instant(offset: .zero)), at: .zero)
        }
        while true {
            let nextKey = keyIndex < keys.count ? keys[keyIndex].at : nil
            let nextAnswer = answers.map(\.at).min()
            let nextTimer = deadline?.offset
            guard let now = [nextKey, nextAnswer, nextTimer].compactMap({ $0 }).min(), now <= end else { break }
            let instant = Instant(offset: now)
            if nextKey == now {
                record(machine.received(keys[keyIndex].line, now: instant), at: now)
                keyIndex += 1
            } else if nextAnswer == now, let index = answers.firstIndex(where: { $0.at == now }) {
                let answer = answers.remove(at: index)
                guard answer.request == latestRequest else { continue }  // aborted: no answer
                let resetAt = Instant(offset: answer.resetAt)
                if answer.refused {
                    record(machine.rejected(limit: limit, resetAt: resetAt, now: instant), at: now)
                } else {
                    record(machine.reported(limit: limit, remaining: answer.remaining, resetAt: resetAt, now: instant), at: now)
                }
            } else {
                record(machine.timerFired(now: instant), at: now)
            }
        }
    }

    /// The rest of `text` after `typed`, typed from `start`, one key every `every`.
    static func typing(_ text: String, after typed: String, from start: Duration,
                       every: Duration = .milliseconds(150)) -> [(at: Duration, line: TypedLine)] {
        Array(typing(text, from: start - every * typed.count, every: every).dropFirst(typed.count))
    }

    /// `text` typed from `start`, one key every `every`.
    static func typing(_ text: String, from start: Duration = .zero, every: Duration = .milliseconds(150),
                       searchMode: Bool = true) -> [(at: Duration, line: TypedLine)] {
        TypedLine.keystrokes(text, searchMode: searchMode).enumerated().map { index, line in
            (start + every * index, line)
        }
    }
}
