import FakeGitHub
import Foundation
import Testing
import TestSupport

/// A revisit drawn at once (stale-while-revalidate): a user whose first page
/// is in the response cache is drawn from it before GitHub answers the
/// revalidation, marked on the status line, then unmarked on the 304, or
/// redrawn with the new rows when the answer changed. The fake delays its
/// answers about the user by 2 s, so the cached frame is there long before.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct RevalidationTests {
    /// A fake whose octocat was fetched once into a fresh cache (by `--once`),
    /// then made to answer about octocat 2 s late.
    static func cachedOctocat() async throws -> (FakeServerFixture, cache: String) {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        let first = try await OfflineTests.once(["octocat"], fake, cache: cache)
        #expect(first.status == 0, "\(first.stderr)")
        fake.server.setLatency(.seconds(2), forLogin: "octocat")
        fake.server.resetLog()
        return (fake, cache)
    }

    static let mark = "cached just now · checking for changes…"

    @Test func theCachedRowsShowMarkedBeforeThe304ThenUnmarked() async throws {
        let (fake, cache) = try await Self.cachedOctocat()
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat"], width: 110, height: 20, environment: ["XDG_CACHE_HOME": cache])
        defer { tmux.close() }
        try await tmux.expectScreen("the cached rows, marked, before the answer") { screen in
            screen.first?.hasPrefix("8 Repositories") == true && screen.contains { $0.hasPrefix(Self.mark) }
        }
        #expect(fake.repositoryRequests.allSatisfy { $0.responseStatus == nil }, "GitHub has not answered yet")
        try await tmux.expectScreen("the mark gone after the 304") { screen in
            screen.first?.hasPrefix("8 Repositories") == true && !screen.contains { $0.contains("checking for changes") }
        }
        let requests = fake.repositoryRequests
        #expect(requests.count == 1)
        #expect(requests.first?.responseStatus == 304, "a revalidation: \(requests.map(\.responseStatus))")
        #expect(requests.first?.headers["if-none-match"] != nil)
    }

    @Test func aChangedAnswerReplacesTheCachedRows() async throws {
        let (fake, cache) = try await Self.cachedOctocat()
        let changed = #"[{"id":424242,"name":"brand-new","full_name":"octocat/brand-new","html_url":"https://github.com/octocat/brand-new","description":"arrived while the old rows were shown","stargazers_count":3}]"#
        fake.server.addFault(.json(status: 200, changed), matching: .login("octocat"), times: 1)
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat"], width: 110, height: 20, environment: ["XDG_CACHE_HOME": cache])
        defer { tmux.close() }
        try await tmux.expectScreen("the cached rows, marked, before the answer") { screen in
            screen.first?.hasPrefix("8 Repositories") == true && screen.contains { $0.hasPrefix(Self.mark) }
        }
        try await tmux.expectScreen("the new rows, unmarked") { screen in
            screen.first?.hasPrefix("1 Repository") == true && screen.contains { $0.contains("brand-new") }
                && !screen.contains { $0.contains("checking for changes") }
        }
    }

    /// The interactive mode writes an answer to the cache just after
    /// showing it (50 ms later); a run that ends at once — `-1` picks the
    /// one row left by the filter as the answer arrives — still leaves it there.
    @Test func anAnswerShownIsInTheCacheAfterAnExitAtOnce() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        let tmux = try await TmuxSession.ghsearch(fake, ["-1", "octocat", "'editor-core"], width: 110, height: 20,
                                                  environment: ["XDG_CACHE_HOME": cache])
        defer { tmux.close() }
        #expect(try await tmux.waitForExit() == 0)
        let offline = try await OfflineTests.once(["octocat", "--offline"], fake, cache: cache)
        #expect(offline.status == 0, "written before the exit: \(offline.stderr)")
        #expect(offline.stdout.split(separator: "\n").count == 8)
    }

    @Test func koreanSaysItToo() async throws {
        let (fake, cache) = try await Self.cachedOctocat()
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat", "--lang", "ko"], width: 110, height: 20,
                                                  environment: ["XDG_CACHE_HOME": cache])
        defer { tmux.close() }
        try await tmux.expectScreen("the cached rows, marked in Korean") { screen in
            screen.first?.hasPrefix("저장소 8개") == true && screen.contains { $0.hasPrefix("방금 캐시 · 변경 확인 중…") }
        }
    }
}
