import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchQuota

/// Quota-aware pacing in the user mode, through the real session, pipeline
/// and throttle in virtual time: `torvalds` typed at 150 ms a key. With a
/// token the stream is the reference one (throttle 0.3 s, leading and
/// latest); without one a name is searched when typing pauses, and a login
/// GitHub did not know is not asked again.
@Suite(.standardTimeLimit) struct NamePacingSessionTests {
    static let keyInterval = Duration.milliseconds(150)

    /// Types `text` after `start`, one letter per `keyInterval`, each key
    /// taken by the stream before the clock moves on. `emitted` says, for a
    /// line, how many keys the stream must have let through once that
    /// line's time has come (the window's end is handled before the key
    /// typed at the same instant, as a timer that fires first would).
    /// With `requests`, each key let through must also have reached the
    /// HTTP client before the next is typed: in virtual time the next key
    /// comes at once, and the stream switching to it may otherwise cancel
    /// the previous request before it was sent (a sanitized run did).
    func type(_ text: String, after start: String = "", on h: SessionHarness,
              passedAt emitted: [String: Int] = [:], requests: Bool = false) async throws {
        var line = start
        for (index, letter) in text.enumerated() {
            if index > 0 {
                h.clock.advance(by: Self.keyInterval)
                if let count = emitted[line + String(letter)] {
                    try await h.passed.wait(until: { $0.count >= count }, "\(count) keys let through before '\(line)\(letter)'")
                    if requests {
                        try await h.http.waitUntil({ $0.count >= count }, "\(count) requests sent before '\(line)\(letter)'")
                    }
                }
            }
            line.append(letter)
            let taken = h.keysTaken.value
            h.send(.lineChanged(line))
            try await h.keysTaken.wait(until: { $0 > taken }, "'\(line)' taken by the stream")
        }
    }

    @Test func withATokenTheReferenceThrottleSendsTheLeadingAndTheLatestOfEachWindow() async throws {
        let h = try SessionHarness(token: "t0ken")
        // Keys at 0, 150, …, 1050 ms; windows end at 300, 600, 900, 1200 ms.
        try await type("torvalds", on: h, passedAt: ["tor": 2, "torva": 3, "torvald": 4], requests: true)
        h.clock.advance(by: .milliseconds(150))
        try await h.passed.wait(until: { $0.count == 5 }, "the latest key at the last window's end")
        #expect(h.passed.value.map { $0.subject?.displayName ?? "" } == ["t", "to", "torv", "torval", "torvalds"])
        try await h.http.waitUntil({ $0.count == 5 }, "five requests")
        #expect(h.http.urls == ["t", "to", "torv", "torval", "torvalds"].map(h.url))
        #expect(h.model.namePacing == nil)
    }

    @Test func withoutATokenANameTypedWithoutAPauseCostsOneRequest() async throws {
        let h = try SessionHarness(pacesNames: true)
        try await type("torvalds", on: h)
        #expect(h.http.calls.isEmpty, "nothing while typing")
        #expect(h.model.namePacing == .noToken, "the status line says why")
        h.clock.advance(by: .milliseconds(800))  // typing paused
        try await h.http.waitForCalls(1)
        #expect(h.http.urls == [h.url("torvalds")])
        #expect(h.passed.value.map { $0.subject?.displayName ?? "" } == ["torvalds"])
        _ = h.http.answer(0, Answers.repositories("torvalds", names: ["linux"]))
        try await h.waitFor("torvalds's rows") { $0.results?.subject == .user("torvalds") && $0.searching == nil }
        #expect(h.model.namePacing == nil)
        #expect(h.http.calls.count == 1)
    }

    @Test func withoutATokenAPrefixThatWasNotFoundIsNeverAskedAgain() async throws {
        let h = try SessionHarness(pacesNames: true)
        try await type("tor", on: h)
        h.clock.advance(by: .milliseconds(800))  // a pause after "tor"
        try await h.http.waitForCalls(1)
        _ = h.http.answer(0, Answers.notFound)
        try await h.waitFor("tor not found") { $0.status == .failed(.userNotFound("tor"), subject: .user("tor")) }
        // On to "torvalds" at 150 ms a key; the extensions of "tor" wait for the pause.
        h.clock.advance(by: Self.keyInterval)
        try await type("valds", after: "tor", on: h)
        #expect(h.http.calls.count == 1, "nothing while typing")
        h.clock.advance(by: .milliseconds(800))
        try await h.http.waitForCalls(2)
        _ = h.http.answer(1, Answers.repositories("torvalds", names: ["linux"]))
        try await h.waitFor("torvalds's rows") { $0.results?.subject == .user("torvalds") && $0.searching == nil }
        // Back to "tor", with a pause there: its answer is known, nothing is sent.
        for line in ["torvald", "torval", "torva", "torv", "tor"] {
            h.clock.advance(by: Self.keyInterval)
            let taken = h.keysTaken.value
            h.send(.lineChanged(line))
            try await h.keysTaken.wait(until: { $0 > taken }, "'\(line)' taken")
        }
        h.clock.advance(by: .milliseconds(800))
        try await h.waitFor("tor not found again") { $0.status == .failed(.userNotFound("tor"), subject: .user("tor")) && $0.searching == nil }
        #expect(h.http.urls == [h.url("tor"), h.url("torvalds")], "two requests in all, none for 'tor' after its 404")
    }

    @Test func theCoreLimitBelowTheReserveAlsoPacesNamesWithAToken() async throws {
        var policy = QuotaThrottlePolicy(coreReserve: 10)
        policy.pacesNames = false
        var machine = QuotaDecisions<SearchKey, ManualClock.Instant>(policy: policy)
        let start = ManualClock().now
        _ = machine.reportedCore(remaining: 9, resetAt: start.advanced(by: .seconds(3600)), now: start)
        let key = SearchKey(subject: .user("t"), generation: 0, urgent: false)
        #expect(machine.received(key, now: start).emit == nil, "a name waits for a pause below the reserve")
        #expect(machine.timerFired(now: start.advanced(by: .milliseconds(800))).emit == key)
        var plenty = QuotaDecisions<SearchKey, ManualClock.Instant>(policy: policy)
        _ = plenty.reportedCore(remaining: 4000, resetAt: start.advanced(by: .seconds(3600)), now: start)
        #expect(plenty.received(key, now: start).emit == key, "the reference throttle's leading key")
    }
}
