import Foundation
import Synchronization
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchQuota

/// GitHub's search limit as the fake serves it, answering in the consumer
/// of a throttle: a window that starts with the first search, `limit`
/// searches in it. Times are manual-clock instants; its `reset` dates count
/// seconds of that clock from 1970.
final class SearchLimitServer: Sendable {
    private struct State {
        var windowStart: Duration?
        var used = 0
        var searches: [String] = []
        var refused = 0
    }

    let limit: Int
    let window: Duration
    private let state = Mutex(State())

    init(limit: Int = 10, window: Duration) {
        self.limit = limit
        self.window = window
    }

    var searches: [String] { state.withLock { $0.searches } }
    var refused: Int { state.withLock { $0.refused } }

    /// Answers a search of `line` at `now`: the rate limit, and whether it was refused.
    func answer(_ line: TypedLine, now: Duration) -> (limit: RateLimit, refused: Bool) {
        state.withLock { state in
            if state.windowStart.map({ now >= $0 + window }) ?? true {
                state.windowStart = now
                state.used = 0
            }
            let refused = state.used >= limit
            if refused { state.refused += 1 } else { state.used += 1 }
            state.searches.append(line.text)
            let reset = (state.windowStart ?? now) + window
            return (RateLimit(limit: limit, remaining: limit - state.used, used: state.used,
                              reset: Date(timeIntervalSince1970: Double(reset.components.seconds)), resource: "search"),
                    refused)
        }
    }
}

/// A marble test of `throttle(by:)`: `input` is typed one key per tick of a
/// `ManualClock` (a character is appended to the line, `<` erases the last
/// one, `!` is Enter on the line as it is, an upper-case letter is its
/// lower-case one typed and Enter at once, `-` is no key, `|` ends the
/// keys), and each line let through is drawn as the last character of what
/// it asks (`_` for an empty line), upper-case when it was Enter. `prepare` tells the throttle what GitHub said
/// before the first key; with a `server`, the consumer answers each search
/// and reports the answer at once, as `GitHubClient.onRateLimit` would.
/// Ticks end quiescent as `Marble.play` says (output and sleepers).
func expectQuotaMarble(
    _ input: String,
    _ expected: String,
    sleepers: String = "",
    policy: QuotaThrottlePolicy,
    searchMode: Bool = true,
    server: SearchLimitServer? = nil,
    prepare: (QuotaThrottle<TypedLine, ManualClock>, ManualClock) -> Void = { _, _ in },
    check: (QuotaThrottle<TypedLine, ManualClock>, ManualClock) -> Void = { _, _ in },
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let clock = ManualClock()
    let throttle = QuotaThrottle<TypedLine, ManualClock>(
        policy: policy, clock: clock,
        wallClock: { Date(timeIntervalSince1970: Double(clock.now.offset.components.seconds)) })
    prepare(throttle, clock)
    let source = ControlledSequence<TypedLine>()
    let recording = Watched(MarbleRecording())
    let throttled = source.throttle(by: throttle)
    let consumer = Task {
        for await line in throttled {
            if let server, line.isMetered {
                let (limit, refused) = server.answer(line, now: clock.now.offset)
                if refused { throttle.reportRejection(limit) } else { throttle.report(limit) }
            }
            let tick = clock.now.tick
            let last = line.query.last.map(String.init) ?? "_"
            let drawn = line.isUrgent ? last.uppercased() : last
            recording.update { $0.events.append((tick, .value(drawn))) }
        }
        let tick = clock.now.tick
        recording.update { $0.events.append((tick, .finish)) }
    }

    var line = ""
    try await Marble.play(input, expecting: expected, sleepers: sleepers, clock: clock, recording: recording,
                          sourceLocation: sourceLocation) { event in
        switch event {
        case .value("<"):
            if !line.isEmpty { line.removeLast() }
            try await source.send(TypedLine(text: line, searchMode: searchMode))
        case .value("!"):
            try await source.send(TypedLine(text: line, isUrgent: true, searchMode: searchMode))
        case .value(let key) where key.lowercased() != key:
            line += key.lowercased()
            try await source.send(TypedLine(text: line, isUrgent: true, searchMode: searchMode))
        case .value(let key):
            line += key
            try await source.send(TypedLine(text: line, searchMode: searchMode))
        case .finish:
            source.finish()
        }
    }
    check(throttle, clock)
    consumer.cancel()
    try await consumer.value(within: .seconds(10))
    try await clock.waitForSleepers(0)
}

extension QuotaThrottle where C == ManualClock {
    /// Reports `remaining` of `limit` searches left until `resetIn` ticks from now.
    func report(remaining: Int, of limit: Int = 10, resetIn: Int, clock: ManualClock) {
        let reset = clock.now.offset + .steps(resetIn)
        report(RateLimit(limit: limit, remaining: remaining, used: limit - remaining,
                         reset: Date(timeIntervalSince1970: Double(reset.components.seconds)), resource: "search"))
    }
}
