import Foundation
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive

/// User or search mode as a child feature: `ModeFeature.reduce` over
/// `ModeState`, every action's whole change of state, its exact effects and
/// what it asks of the parent (a fresh list after a toggle).
@Suite(.standardTimeLimit) struct ModeFeatureTests {
    typealias Store = FeatureStore<ModeState, ModeAction, ModeEnvironment>

    static let reset = Date(timeIntervalSince1970: 1_000_060)
    static func searchLimit(_ remaining: Int, reset: Date = Self.reset) -> RateLimit {
        RateLimit(limit: 30, remaining: remaining, reset: reset, resource: "search")
    }

    // MARK: The toggle

    @Test func aToggleKeepsTheLineAndAsksForTheOtherModesList() {
        let store = Store(line: "octo al")
        store.send(.toggle) {
            $0.savedLines = [.user: "octo al"]
            $0.mode = .search
        }
        store.receive([.setPrompt("search> ")], freshList: "")
        store.environment.line = "machine learning"
        store.send(.toggle) {
            $0.savedLines = [.user: "octo al", .search: "machine learning"]
            $0.mode = .user
        }
        store.receive([.setPrompt("user> ")], freshList: "octo al")
    }

    @Test func theCountdownRunsInSearchModeOnly() {
        let store = Store(mode: ModeState(mode: .search, searchWaitUntil: Self.reset))
        store.send(.toggle) {
            $0.savedLines = [.search: ""]
            $0.mode = .user
        }
        store.receive([.setPrompt("user> "), .cancel(.timer(.searchQuotaCountdown))], freshList: "")
        store.send(.toggle) {
            $0.savedLines = [.search: "", .user: ""]
            $0.mode = .search
        }
        store.receive([.setPrompt("search> "), .startTimer(.searchQuotaCountdown, every: .seconds(1))], freshList: "")
    }

    // MARK: The search limit's wait

    @Test func theWaitStartsAndStopsTheCountdownInSearchMode() {
        let store = Store(mode: ModeState(mode: .search))
        store.send(.quotaWait(until: Self.reset)) { $0.searchWaitUntil = Self.reset }
        store.receive([.startTimer(.searchQuotaCountdown, every: .seconds(1)), .redraw])
        store.send(.quotaWait(until: Self.reset))
        store.receive([])
        store.send(.countdownTicked)
        store.receive([.redraw])
        store.send(.quotaWait(until: nil)) { $0.searchWaitUntil = nil }
        store.receive([.cancel(.timer(.searchQuotaCountdown)), .redraw])
        store.send(.countdownTicked)
        store.receive([])
    }

    @Test func inUserModeTheWaitIsKeptWithoutACountdown() {
        let store = Store()
        store.send(.quotaWait(until: Self.reset)) { $0.searchWaitUntil = Self.reset }
        store.receive([.redraw])
        store.send(.quotaWait(until: nil)) { $0.searchWaitUntil = nil }
        store.receive([.redraw])
    }

    // MARK: The search limit

    @Test func theSearchLimitKeepsTheLowestCountOfAWindow() {
        let store = Store()
        store.send(.searchQuotaReported(Self.searchLimit(20))) { $0.searchQuota = Self.searchLimit(20) }
        store.receive([])
        store.send(.searchQuotaReported(Self.searchLimit(25)))
        store.receive([])
        store.send(.searchQuotaReported(Self.searchLimit(12))) { $0.searchQuota = Self.searchLimit(12) }
        store.receive([])
    }
}
