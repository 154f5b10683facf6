import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Answers from the cache when GitHub is out of reach (RFC 5861's
/// stale-if-error): the fake answers a first run, then is stopped (or
/// answers 5xx); the cached rows are shown with a mark, `--once` exits 5,
/// nothing is written to the cache from the failed request. `--offline`
/// reads the cache only and sends nothing.
@Suite(.standardTimeLimit, .sanitizerReports) struct OfflineTests {
    /// Every file of the cache and its bytes (what a failed request must not change).
    static func files(_ cache: String) throws -> [String: Data] {
        let directory = cache + "/ghsearch"
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name != "avatars" {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        }
        return files
    }

    static func once(_ arguments: [String], _ fake: FakeServerFixture, cache: String) async throws -> ProcessRun {
        try await ProcessRun.ghsearch(["--once"] + arguments + ["--api-url", fake.apiURL], environment: ["XDG_CACHE_HOME": cache])
    }

    @Test func aStoppedServerIsAnsweredFromTheCacheWithExit5() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        let first = try await Self.once(["octocat"], fake, cache: cache)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Self.files(cache)
        let url = fake.apiURL
        fake.server.stop()

        let offline = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", url], environment: ["XDG_CACHE_HOME": cache])
        #expect(offline.status == 5, "\(offline.stderr)")
        #expect(offline.stdout == first.stdout, "the cached rows, all of them")
        #expect(offline.stderr == "Shown from the cache (cached just now) because GitHub could not be reached: "
            + "Could not connect to \(url) (offline, or the server is down).\n")
        #expect(try Self.files(cache) == before, "nothing written from the failed request")

        let korean = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", url, "--lang", "ko"],
                                                   environment: ["XDG_CACHE_HOME": cache])
        #expect(korean.status == 5)
        #expect(korean.stderr.hasPrefix("캐시에서 보여 줍니다 (방금 받은 응답): "), "\(korean.stderr)")

        // Not cached: as before, a failure.
        let unknown = try await ProcessRun.ghsearch(["--once", "torvalds", "--api-url", url], environment: ["XDG_CACHE_HOME": cache])
        #expect(unknown.status == 1)
        #expect(unknown.stdout == "")
    }

    @Test func serverErrorsAfterEveryAttemptAreAnsweredFromTheCacheAndRateLimitsAreNot() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        let first = try await Self.once(["octocat", "--json", "name"], fake, cache: cache)
        #expect(first.status == 0)
        let before = try Self.files(cache)
        fake.server.addFault(.serverError(503), matching: .login("octocat"), times: nil)
        fake.server.resetLog()
        let stale = try await Self.once(["octocat", "--json", "name"], fake, cache: cache)
        #expect(stale.status == 5, "\(stale.stderr)")
        #expect(stale.stdout == first.stdout)
        #expect(stale.stderr.hasSuffix("GitHub answered 503 (server error) to every attempt; try again later.\n"), "\(stale.stderr)")
        #expect(fake.repositoryRequests.map(\.responseStatus) == [503, 503, 503], "every attempt first")
        #expect(try Self.files(cache) == before)

        // A spent rate limit keeps today's answer: exit 3, no rows.
        let limitedFake = try FakeServerFixture()
        let limitedCache = ProcessRun.scratchDirectory()
        #expect(try await Self.once(["octocat"], limitedFake, cache: limitedCache).status == 0)
        limitedFake.server.setQuota(QuotaConfiguration(limit: 0))
        let limited = try await Self.once(["octocat"], limitedFake, cache: limitedCache)
        #expect(limited.status == 3, "\(limited.stderr)")
    }

    @Test func aSearchIsAnsweredFromTheCacheToo() async throws {
        let fake = try OnceSearchTests.fixture()
        let cache = ProcessRun.scratchDirectory()
        let first = try await Self.once(["--search", "user:ml-lab"], fake, cache: cache)
        #expect(first.status == 0, "\(first.stderr)")
        let url = fake.apiURL
        fake.server.stop()
        let stale = try await ProcessRun.ghsearch(["--once", "--search", "user:ml-lab", "--api-url", url],
                                                  environment: ["XDG_CACHE_HOME": cache])
        #expect(stale.status == 5, "\(stale.stderr)")
        #expect(stale.stdout == first.stdout)
    }

    @Test func offlineReadsOnlyTheCacheAndSaysWhenItIsEmpty() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        let empty = try await Self.once(["octocat", "--offline"], fake, cache: cache)
        #expect(empty.status == 1)
        #expect(empty.stdout == "")
        #expect(empty.stderr == "Error: Not in the cache, and --offline sends nothing: run it once without --offline first.\n")
        #expect(fake.server.requests.isEmpty, "nothing sent")

        let first = try await Self.once(["octocat"], fake, cache: cache)
        fake.server.resetLog()
        let offline = try await Self.once(["octocat", "--offline"], fake, cache: cache)
        #expect(offline.status == 0, "--offline asked for the cache: \(offline.stderr)")
        #expect(offline.stdout == first.stdout)
        #expect(offline.stderr == "Shown from the cache (cached just now; --offline).\n")
        #expect(fake.server.requests.isEmpty, "nothing sent: \(fake.server.requests.map(\.target))")

        let conflict = try await Self.once(["octocat", "--offline", "--no-cache"], fake, cache: cache)
        #expect(conflict.status == 64)
        #expect(conflict.stderr.contains("'--offline' reads only the cache and '--no-cache' turns it off"), "\(conflict.stderr)")
    }
}

/// The interactive mode with GitHub out of reach: the cached rows, and the
/// mark on the status line.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct InteractiveOfflineTests {
    @Test func theCachedRowsShowWithTheMarkOnTheStatusLine() async throws {
        let fake = try FakeServerFixture()
        let cache = ProcessRun.scratchDirectory()
        #expect(try await OfflineTests.once(["octocat"], fake, cache: cache).status == 0)
        fake.server.stop()
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat"], width: 110, height: 20, environment: ["XDG_CACHE_HOME": cache])
        defer { tmux.close() }
        try await tmux.expectScreen("the cached rows, marked") { screen in
            screen.first?.hasPrefix("8 Repositories") == true
                && screen.contains { $0.hasPrefix("cached just now · offline") }
        }
    }

    @Test func offlineSaysWhatIsNotCached() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat", "--offline"], width: 110, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("not in the cache") { screen in
            screen.contains { $0.hasPrefix("Not in the cache, and --offline sends nothing") }
        }
        #expect(fake.server.requests.isEmpty)
    }
}
