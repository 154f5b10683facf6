import FakeGitHub
import Foundation
import Testing

/// The interactive mode as a person uses it: the real binary in tmux, keys
/// typed with send-keys, the screen read with capture-pane, the fake GitHub's
/// request log as the witness of what went over the network.
@Suite(.timeLimit(.minutes(2)), .serialized, .enabled(if: TmuxSession.isAvailable)) struct InteractiveTests {
    func start(_ fake: FakeServerFixture, _ arguments: [String] = [], width: Int = 110, height: Int = 24,
               environment: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession.ghsearch(fake, arguments, width: width, height: height, environment: environment)
    }


    @Test func typingANameKeyByKeyShowsItsRepositories() throws {
        let fake = try FakeServerFixture()
        // Every prefix answers slowly, so superseded requests are still in flight.
        for prefix in ["s", "sc", "sco", "scot", "scott", "scotte"] {
            fake.server.setLatency(.seconds(5), forLogin: prefix)
        }
        let tmux = try start(fake)
        defer { tmux.close() }
        try tmux.expectScreen("the prompt") { $0.last?.hasPrefix(">") == true }
        let typingStarted = ContinuousClock.now
        for key in "scotteg" {
            try tmux.type(String(key))
            Thread.sleep(forTimeInterval: 0.05)  // human typing speed: the input being tested, not a wait
        }
        let typing = typingStarted.duration(to: .now)
        try tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        let screen = try tmux.screen()
        #expect(screen.contains { $0.contains("https://github.com/scotteg/") })
        #expect(screen.last == "> scotteg")

        let requests = fake.repositoryRequests
        // The reference pipeline sends the first text at once, then at most
        // one per 0.3 s window: 3 for keys typed within 0.6 s; a loaded
        // machine (each key is a tmux process) types slower, and so may it.
        let windows = Int((typing / .milliseconds(300)).rounded(.up))
        #expect(requests.count <= max(3, 1 + windows), "\(requests.map(\.target)) typed in \(typing)")
        #expect(requests.last?.pathSegments == ["users", "scotteg", "repos"])
        // Every superseded request was aborted: the server saw the client hang up.
        let superseded = requests.dropLast()
        #expect(fake.server.waitUntil(timeout: .seconds(10)) { log in
            log.filter { $0.path.hasSuffix("/repos") }.dropLast().allSatisfy(\.clientHungUp)
        }, "superseded: \(superseded.map { ($0.target, $0.clientHungUp) })")
    }

    @Test func aSlowAnswerForAnEarlierNameNeverReplacesALaterOne() throws {
        let fake = try FakeServerFixture()
        fake.server.setLatency(.seconds(2), forLogin: "torvalds")
        let tmux = try start(fake)
        defer { tmux.close() }
        try tmux.type("torvalds")
        try tmux.press("Enter")
        #expect(fake.server.waitUntil(timeout: .seconds(10)) { $0.contains { $0.path == "/users/torvalds/repos" } })
        try tmux.press("C-u")
        try tmux.type("octocat")
        try tmux.press("Enter")
        try tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        // The torvalds request is aborted: the server sees the hang-up and
        // stops its delayed answer, so no answer for it can still arrive.
        #expect(fake.server.waitUntil(timeout: .seconds(10)) { log in
            guard let torvalds = log.first(where: { $0.path == "/users/torvalds/repos" }) else { return false }
            return torvalds.clientHungUp && torvalds.isFinished
        })
        let screen = try tmux.screen()
        #expect(screen.first?.hasPrefix("8 Repositories") == true)
        #expect(!screen.contains { $0.contains("github.com/torvalds/") })
    }

    @Test func afterAnUnknownUserTheNextNameStillWorks() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake)
        defer { tmux.close() }
        try tmux.type("nobody-at-all")
        try tmux.press("Enter")
        try tmux.expectScreen("the not-found status") { $0.contains { $0.contains("User 'nobody-at-all' not found on GitHub.") } }
        #expect(try tmux.screen().first?.hasPrefix("0 Repositories") == true)
        try tmux.press("C-u")
        try tmux.type("torvalds")
        try tmux.expectScreen("torvalds' repositories") { $0.first?.hasPrefix("7 Repositories") == true }
    }

    @Test func localFilterSelectionAndClear() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake, ["scotteg"])
        defer { tmux.close() }
        try tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        let before = fake.repositoryRequests.count
        try tmux.type(" cache")
        try tmux.expectScreen("the filtered count") { $0.first?.hasPrefix("5 Repositories (of 34)") == true }
        try tmux.press("Down", "Down")
        try tmux.press("C-u")
        try tmux.expectScreen("an empty search") { $0.first?.hasPrefix("0 Repositories") == true && $0.last?.hasPrefix("> ") == true && $0.last?.contains("scotteg") == false }
        #expect(fake.repositoryRequests.count == before, "filtering and clearing send nothing")
    }

    @Test func pageDownLoadsTheNextPage() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake, ["user250"], height: 30)
        defer { tmux.close() }
        try tmux.expectScreen("the first page") { $0.first?.hasPrefix("100+ Repositories") == true }
        for _ in 0..<5 { try tmux.press("PageDown") }
        try tmux.expectScreen("two pages") { $0.first?.hasPrefix("200+ Repositories") == true }
        #expect(fake.repositoryRequests.map(\.target).contains { $0.contains("page=2") })
    }

    @Test func spentQuotaShowsALiveCountdown() throws {
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 1, resetSeconds: 40))
        let tmux = try start(fake, ["octocat"])
        defer { tmux.close() }
        try tmux.expectScreen("octocat") { $0.first?.hasPrefix("8 Repositories") == true }
        try tmux.expectScreen("the quota") { $0.contains { $0.contains("quota 0/1") } }
        try tmux.press("C-u")
        try tmux.type("torvalds")
        try tmux.press("Enter")
        try tmux.expectScreen("the rate-limit status") { $0.contains { $0.contains("rate limit is used up") } }
        let first = try tmux.screen().first { $0.contains("rate limit is used up") } ?? ""
        try tmux.expectScreen("the countdown moving") { screen in
            screen.contains { $0.contains("rate limit is used up") && $0 != first }
        }
    }

    @Test func resizeKeepsTheLayout() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake, ["scotteg"], width: 120, height: 24)
        defer { tmux.close() }
        try tmux.expectScreen("the table") { $0.first?.hasPrefix("34 Repositories") == true && $0[1].contains("DESCRIPTION") }
        try tmux.resize(width: 60, height: 16)
        try tmux.expectScreen("the narrow layout") { screen in
            screen.count == 16 && screen.first?.hasPrefix("34 Repositories") == true
                && screen[1].hasPrefix("NAME") && !screen[1].contains("DESCRIPTION")
                && screen.last?.hasPrefix("> scotteg") == true
                && screen.allSatisfy { $0.count <= 60 }
        }
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        let fake = try FakeServerFixture()
        let dir = ProcessRun.scratchDirectory()
        let script = "stty -a > \(dir)/before; \(TmuxSession.shellQuote(Binary.ghsearch)) --api-url \(fake.apiURL) octocat; echo \"exit=$?\"; stty -a > \(dir)/after; sleep 30"
        let tmux = try TmuxSession(["/bin/sh", "-c", script], environment: ["HOME": dir, "XDG_STATE_HOME": dir])
        defer { tmux.close() }
        try tmux.expectScreen("octocat") { $0.first?.hasPrefix("8 Repositories") == true }
        try tmux.press("C-c")
        try tmux.expectScreen("the shell again") { $0.contains("exit=0") }
        let saved = try tmux.waitFor { _ in FileManager.default.fileExists(atPath: "\(dir)/after") }
        #expect(saved != nil)
        let before = try String(contentsOfFile: "\(dir)/before", encoding: .utf8)
        let after = try String(contentsOfFile: "\(dir)/after", encoding: .utf8)
        #expect(before == after)
    }

    @Test func hostileRepositoryTextNeverReachesTheTerminal() throws {
        let fake = try FakeServerFixture()
        let tmux = try start(fake, ["hostile"], width: 120, height: 16)
        defer { tmux.close() }
        let titleBefore = try tmux.paneTitle()
        try tmux.expectScreen("the hostile rows") { $0.first?.hasPrefix("6 Repositories") == true }
        try tmux.press("Down", "Down", "Down", "Tab")  // the detail view shows the full description too
        try tmux.expectScreen("the detail view") { $0.contains { $0.hasPrefix("Esc or Backspace") } }
        try tmux.press("Escape")
        try tmux.expectScreen("the list again") { $0.first?.hasPrefix("6 Repositories") == true }
        let screen = try tmux.screen()
        // Nothing was cleared or moved: the title is still on top, the prompt at the bottom,
        // and no row is wider than the terminal.
        #expect(screen.count == 16 && screen.last?.hasPrefix("> hostile") == true)
        #expect(screen.allSatisfy { DisplayColumns.width(Substring($0)) <= 120 })
        // The OSC title sequence in a description never reached the terminal.
        #expect(try tmux.paneTitle() == titleBefore)
        #expect(!screen.joined().contains("pwned") || screen.joined().contains("sets a title"))
        // The only styling on screen is the program's own SGR: no colour 31 (red) from the server's C1 CSI.
        let styled = try tmux.styledScreen()
        #expect(!styled.contains("\u{1B}[31m"))
    }

    @Test func withoutATerminalItPointsAtOnce() throws {
        let run = try ProcessRun.ghsearch(["octocat"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--once"))
        let dumb = try ProcessRun.ghsearchOnTerminal(["octocat"], environment: ["TERM": "dumb"])
        #expect(dumb.status == 64)
    }
}
