import Foundation
import Testing
@testable import GHSearchCLI
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// The progress model and what it draws, on a manual clock (seconds after
/// `start`): one clock for the ETA and the waits, pages within a user, and
/// nothing after the summary.
@Suite struct BatchProgressDisplayTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    static func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }
    static func record(_ user: String) -> BatchRecord { BatchRecord(user: user, outcome: .repositories([])) }

    /// Seconds in `1m 05s`, `45s`, `1h 02m`.
    static func seconds(_ text: Substring) -> Int {
        var total = 0
        for part in text.split(separator: " ") {
            let number = Int(part.dropLast()) ?? 0
            switch part.last {
            case "h": total += number * 3_600
            case "m": total += number * 60
            default: total += number
            }
        }
        return total
    }

    /// The wait's countdown and the ETA of a drawn line, in seconds.
    static func waitAndETA(_ line: String) -> (wait: Int?, eta: Int?) {
        var wait: Int?
        var eta: Int?
        for part in line.split(separator: "·").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if part.hasPrefix("ETA ") { eta = seconds(part.dropFirst(4)[...]) }
            if part.hasPrefix("waiting"), let range = part.range(of: ", in ") { wait = seconds(part[range.upperBound...]) }
        }
        return (wait, eta)
    }

    @Test func theETAWhileWaitingIsNeverLessThanTheWait() {
        // 12 users, 8 requests per 15 s: the first 8 go in 2 s, then a wait.
        var progress = BatchProgress(total: 12, startedAt: Self.start)
        for i in 0..<4 {
            progress.apply(.started("u\(i)"))
            progress.apply(.finished(Self.record("u\(i)")))
        }
        progress.rateLimit = RateLimit(limit: 8, remaining: 0)
        progress.wait(BatchWait(until: Self.at(15), reason: .quota), now: Self.at(2))
        for second in stride(from: 2.0, through: 15, by: 0.5) {
            let line = progress.line(now: Self.at(second))
            let (wait, eta) = Self.waitAndETA(line)
            if let wait {
                #expect(eta != nil && eta! >= wait, "at \(second) s: \(line)")
            }
        }
        // At 2 s: 13 s of wait, then 8 users at 0.5 s each (the pace of the work).
        #expect(progress.line(now: Self.at(2)) == "4/12 users · waiting for the rate limit reset, in 13s · quota 0/8 · ETA 17s")
        // After the wait the pace counts it: 4 users in 16 s, 8 left.
        progress.settleWait(now: Self.at(16))
        #expect(progress.waiting == nil)
        #expect(progress.secondsLeft(now: Self.at(16)) == 32)
    }

    @Test func pagesOfTheUserInProgressAreShownWithTheLastWhenKnown() {
        var progress = BatchProgress(total: 12, startedAt: Self.start)
        progress.apply(.started("small"))
        progress.apply(.finished(Self.record("small")))
        progress.apply(.started("big"))
        #expect(progress.line(now: Self.at(1)) == "1/12 users · big · ETA 11s")
        progress.apply(.page("big", fetched: 12, last: 30))
        #expect(progress.line(now: Self.at(1)) == "1/12 users · big: page 12/30 · ETA 11s")
        #expect(progress.line(now: Self.at(1), catalogue: .korean) == "사용자 1/12명 · big: 12/30쪽 · 남은 시간 약 11초")
        progress.apply(.started("other"))
        progress.apply(.page("big", fetched: 13, last: nil))
        #expect(progress.line(now: Self.at(1)) == "1/12 users · big: page 13 · ETA 11s", "the user whose page came in last")
        progress.apply(.finished(Self.record("big")))
        #expect(progress.line(now: Self.at(2)) == "2/12 users · other · ETA 10s", "another user still running")
        #expect(progress.pages(of: "big") == nil)
    }

    @Test func nothingIsDrawnAfterTheSummary() {
        for style in [BatchProgressDisplay.Style.terminal(width: 80), .lines] {
            var display = BatchProgressDisplay(style: style, total: 2, catalogue: .english, startedAt: Self.start, lineInterval: 0)
            #expect(display.handle(.started("a"), quota: RateLimit(), now: Self.at(0.5)) != nil)
            _ = display.handle(.finished(Self.record("a")), quota: RateLimit(), now: Self.at(1))
            var end = BatchSummary()
            end.written = 1
            end.left = 1
            let summary = display.finish(end, quotas: [])
            #expect(summary?.hasSuffix("Done: 1 users written, 1 left.\n") == true, "\(style)")
            #expect(display.isFinished)
            // A tick, an event and a wait that lost the race with the end draw nothing.
            #expect(display.tick(quota: RateLimit(), now: Self.at(2)) == nil)
            #expect(display.handle(.finished(Self.record("b")), quota: RateLimit(), now: Self.at(2)) == nil)
            #expect(display.waiting(BatchWait(until: Self.at(9), reason: .quota), now: Self.at(2)) == nil)
            #expect(display.finish(BatchSummary(), quotas: []) == nil, "the summary once")
        }
    }

    @Test func aTerminalLineIsRedrawnAtMostEveryTenthOfASecondExceptForWaitsAndTicks() {
        var display = BatchProgressDisplay(style: .terminal(width: 80), total: 3, catalogue: .english, startedAt: Self.start)
        #expect(display.handle(.started("a"), quota: RateLimit(), now: Self.at(0.2)) == "\r0/3 users · a" + ANSI.eraseToEndOfLine)
        #expect(display.handle(.started("b"), quota: RateLimit(), now: Self.at(0.25)) == nil)
        #expect(display.tick(quota: RateLimit(), now: Self.at(0.26)) != nil)
        #expect(display.waiting(BatchWait(until: Self.at(5), reason: .quota), now: Self.at(0.27))?.contains("in 5s") == true)
        #expect(display.lineBreak == "\r" + ANSI.eraseToEndOfLine)
    }
}
