import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The interactive mode as a person uses it: the real binary in tmux, keys
/// typed with send-keys, the screen read with capture-pane, the fake GitHub's
/// request log as the witness of what went over the network.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct InteractiveTests {
    func start(_ fake: FakeServerFixture, _ arguments: [String] = [], width: Int = 110, height: Int = 24,
               environment: [String: String] = [:]) async throws -> TmuxSession {
        try await TmuxSession.ghsearch(fake, arguments, width: width, height: height, environment: environment)
    }


    @Test func typingANameKeyByKeyShowsItsRepositories() async throws {
        let fake = try FakeServerFixture()
        // Every prefix answers slowly, so superseded requests are still in flight.
        for prefix in ["s", "sc", "sco", "scot", "scott", "scotte"] {
            fake.server.setLatency(.seconds(5), forLogin: prefix)
        }
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        // Human typing speed, 50 ms a key, paced by tmux itself: the input being tested, not a wait.
        let typingStarted = ContinuousClock.now
        try await tmux.typeKeyByKey("scotteg", interval: .milliseconds(50))
        let typing = typingStarted.duration(to: .now)
        try await tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        let screen = try await tmux.screen()
        #expect(screen.contains { $0.hasPrefix("cache-demo ") })
        #expect(screen.last == "user> scotteg")

        let requests = fake.repositoryRequests
        // The reference pipeline sends the first text at once, then at most
        // one per 0.3 s window: 3 for keys typed within 0.6 s; a loaded
        // machine (each key is a tmux process) types slower, and so may it.
        let windows = Int((typing / .milliseconds(300)).rounded(.up))
        #expect(requests.count <= max(3, 1 + windows), "\(requests.map(\.target)) typed in \(typing)")
        #expect(requests.last?.pathSegments == ["users", "scotteg", "repos"])
        // Every superseded request was aborted: the server saw the client hang up.
        let superseded = requests.dropLast()
        #expect(await fake.waitUntil(timeout: standardWait) { log in
            log.filter { $0.path.hasSuffix("/repos") }.dropLast().allSatisfy(\.clientHungUp)
        }, "superseded: \(superseded.map { ($0.target, $0.clientHungUp) })")
    }

    @Test func aSlowAnswerForAnEarlierNameNeverReplacesALaterOne() async throws {
        let fake = try FakeServerFixture()
        fake.server.setLatency(.seconds(2), forLogin: "torvalds")
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.submit("torvalds")
        #expect(await fake.waitUntil(timeout: standardWait) { $0.contains { $0.path == "/users/torvalds/repos" } })
        try await tmux.press("C-u")
        try await tmux.submit("octocat")
        try await tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        // The torvalds request is aborted: the server sees the hang-up and
        // stops its delayed answer, so no answer for it can still arrive.
        #expect(await fake.waitUntil(timeout: standardWait) { log in
            guard let torvalds = log.first(where: { $0.path == "/users/torvalds/repos" }) else { return false }
            return torvalds.clientHungUp && torvalds.isFinished
        })
        let screen = try await tmux.screen()
        #expect(screen.first?.hasPrefix("8 Repositories") == true)
        #expect(!screen.contains { $0.contains("github.com/torvalds/") })
    }

    @Test func afterAnUnknownUserTheNextNameStillWorks() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.submit("nobody-at-all")
        try await tmux.expectScreen("the not-found status") { $0.contains { $0.contains("User 'nobody-at-all' not found on GitHub.") } }
        #expect(try await tmux.screen().first?.hasPrefix("0 Repositories") == true)
        try await tmux.press("C-u")
        try await tmux.type("torvalds")
        try await tmux.expectScreen("torvalds' repositories") { $0.first?.hasPrefix("7 Repositories") == true }
    }

    @Test func localFilterSelectionAndClear() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["scotteg"])
        defer { tmux.close() }
        try await tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        let before = fake.repositoryRequests
        try await tmux.type(" 'cache")
        try await tmux.expectScreen("the filtered count") { $0.first?.hasPrefix("5 Repositories (of 34)") == true }
        try await tmux.press("Down", "Down")
        try await tmux.press("C-u")
        try await tmux.expectScreen("an empty search") { $0.first?.hasPrefix("0 Repositories") == true && $0.last?.hasPrefix("user> ") == true && $0.last?.contains("scotteg") == false }
        try await tmux.expectNothingSearched(since: before, on: fake)  // filtering and clearing send nothing
    }

    @Test func theRemainingPagesLoadWithoutAKey() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["user250"], height: 30)
        defer { tmux.close() }
        try await tmux.expectScreen("all three pages, the exact count") { $0.first?.hasPrefix("250 Repositories") == true }
        let targets = fake.repositoryRequests.map(\.target)
        #expect(targets.count == 3 && targets.contains { $0.contains("page=2") } && targets.contains { $0.contains("page=3") })
    }

    @Test func spentQuotaShowsALiveCountdown() async throws {
        // A window far longer than the test takes even on a loaded machine:
        // the countdown must be seen moving before the reset searches again.
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 1, resetSeconds: 100))
        let tmux = try await start(fake, ["octocat"])
        defer { tmux.close() }
        try await tmux.expectScreen("octocat") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.expectScreen("the quota") { $0.contains { $0.contains("quota 0/1") } }
        try await tmux.press("C-u")
        try await tmux.submit("torvalds")
        try await tmux.expectScreen("the rate-limit status") { $0.contains { $0.contains("rate limit is used up") } }
        let first = try await tmux.screen().first { $0.contains("rate limit is used up") } ?? ""
        try await tmux.expectScreen("the countdown moving") { screen in
            screen.contains { $0.contains("rate limit is used up") && $0 != first }
        }
    }

    @Test func resizeKeepsTheLayout() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["scotteg"], width: 120, height: 24)
        defer { tmux.close() }
        try await tmux.expectScreen("the table") { $0.first?.hasPrefix("34 Repositories") == true && $0[1].contains("DESCRIPTION") }
        try await tmux.resize(width: 60, height: 16)
        try await tmux.expectScreen("the narrow layout") { screen in
            screen.count == 16 && screen.first?.hasPrefix("34 Repositories") == true
                && screen[1].hasPrefix("NAME") && screen[1].contains("DESCRIPTION") && !screen[1].contains("URL")
                && screen.last?.hasPrefix("user> scotteg") == true
                && screen.allSatisfy { $0.count <= 60 }
        }
    }

    @Test func ctrlCRestoresTheTerminal() async throws {
        let fake = try FakeServerFixture()
        let dir = ProcessRun.scratchDirectory()
        let script = "stty -a > \(dir)/before; \(TmuxSession.shellQuote(Binary.ghsearch)) --api-url \(fake.apiURL) octocat; echo \"exit=$?\"; stty -a > \(dir)/after; sleep 30"
        let tmux = try await TmuxSession.start(["/bin/sh", "-c", script], environment: ["HOME": dir, "XDG_STATE_HOME": dir])
        defer { tmux.close() }
        try await tmux.expectScreen("octocat") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("C-c")
        try await tmux.expectScreen("the shell again") { $0.contains("exit=130") }  // fzf's status for Ctrl-C
        let saved = try await tmux.waitFor { _ in FileManager.default.fileExists(atPath: "\(dir)/after") }
        #expect(saved != nil)
        let before = try String(contentsOfFile: "\(dir)/before", encoding: .utf8)
        let after = try String(contentsOfFile: "\(dir)/after", encoding: .utf8)
        #expect(before == after)
    }

    @Test func hostileRepositoryTextNeverReachesTheTerminal() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["hostile"], width: 120, height: 16)
        defer { tmux.close() }
        let titleBefore = try await tmux.paneTitle()
        try await tmux.expectScreen("the hostile rows") { $0.first?.hasPrefix("6 Repositories") == true }
        try await tmux.press("Down", "Down", "Down", "Tab")  // the detail view shows the full description too
        try await tmux.expectScreen("the detail view") { $0.contains { $0.hasPrefix("↑↓ PgUp/PgDn Home/End scroll · Esc back") } }
        try await tmux.press("Escape")
        try await tmux.expectScreen("the list again") { $0.first?.hasPrefix("6 Repositories") == true }
        let screen = try await tmux.screen()
        // Nothing was cleared or moved: the title is still on top, the prompt at the bottom,
        // and no row is wider than the terminal.
        #expect(screen.count == 16 && screen.last?.hasPrefix("user> hostile") == true)
        #expect(screen.allSatisfy { DisplayColumns.width(Substring($0)) <= 120 })
        // The OSC title sequence in a description never reached the terminal.
        #expect(try await tmux.paneTitle() == titleBefore)
        #expect(!screen.joined().contains("pwned") || screen.joined().contains("sets a title"))
        // The only styling on screen is the program's own SGR: no colour 31 (red) from the server's C1 CSI.
        let styled = try await tmux.styledScreen()
        #expect(!styled.contains("\u{1B}[31m"))
    }

    @Test func withoutATerminalItPointsAtOnce() async throws {
        // A new session has no controlling terminal: /dev/tty cannot be opened.
        let run = try await offThePoolInScope { try ProcessRun.runBlocking("/usr/bin/setsid", ["-w", Binary.ghsearch, "octocat"]) }
        #expect(run.status == 64)
        #expect(run.stderr.contains("--once"))
        let dumb = try await ProcessRun.ghsearchOnTerminal(["octocat"], environment: ["TERM": "dumb"])
        #expect(dumb.status == 64)
    }
}
