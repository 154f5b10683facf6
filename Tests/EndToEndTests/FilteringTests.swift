import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Complete, ranked filtering in a real terminal: the pages after the
/// first load in the background, the filter sees them without a key press,
/// the title becomes the exact count, a bound says `partial`, and a change
/// of name hangs up on the pages still loading (the server's log is the witness).
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct FilteringTests {
    /// Like kohsuke's list in the issue: 120 repositories on 2 pages of 100,
    /// `jenkins` and `jclouds` on the second.
    static let kohsuke: FakeUser = {
        var user = FakeData.user(login: "kohsuke", id: 50_003, repositoryCount: 120)
        for index in user.repositories.indices {
            user.repositories[index].name = String(format: "aaa-%03d", index)
            user.repositories[index].description = "library number \(index)"
            user.repositories[index].language = "Java"
            user.repositories[index].topics = []
        }
        // Rows on page 1 that mention Jenkins only in their description: ranked after the exact name.
        for index in 0..<5 { user.repositories[index].description = "a Jenkins plugin, number \(index)" }
        user.repositories[7].language = "Zig"
        user.repositories[9].language = "Zig"
        user.repositories[118].name = "jclouds"
        user.repositories[118].description = "Multi-cloud toolkit"
        user.repositories[119].name = "jenkins"
        user.repositories[119].description = "Jenkins automation server"
        return user
    }()

    func start(_ fake: FakeServerFixture, _ arguments: [String] = [], width: Int = 110, height: Int = 24)
        async throws -> TmuxSession {
        try await TmuxSession.ghsearch(fake, arguments, width: width, height: height)
    }

    @Test func aFilterTypedRightAfterTheNameFindsTheMatchOnPageTwo() async throws {
        let fake = try FakeServerFixture(users: BuiltInDataSet.users + [Self.kohsuke])
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        try await tmux.type("kohsuke jenkins")
        // The repository named exactly `jenkins` (page 2) ranks first, before
        // the five whose description only mentions Jenkins (page 1).
        try await tmux.expectScreen("jenkins, from page 2, first, with the exact count") { screen in
            screen.first?.hasPrefix("6 Repositories (of 120)") == true && screen.count > 2 && screen[2].hasPrefix("jenkins ")
        }
        #expect(fake.repositoryRequests.filter { $0.target.contains("page=2") }.count == 1)
    }

    @Test func aFilterTypedAfterAPauseFindsTheMatchOnPageTwoAndTheTitleIsExact() async throws {
        let fake = try FakeServerFixture(users: BuiltInDataSet.users + [Self.kohsuke])
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.type("kohsuke")
        try await tmux.expectScreen("the exact count once both pages are in") { screen in
            guard let title = screen.first else { return false }
            return title.hasPrefix("120 Repositories") && !title.contains("+") && !title.contains("partial")
        }
        try await tmux.type(" jcld")
        try await tmux.expectScreen("jclouds, fuzzily") { screen in
            screen.first?.hasPrefix("1 Repository (of 120)") == true && screen.contains { $0.hasPrefix("jclouds ") }
        }
    }

    @Test func theLanguageColumnIsMatchedToo() async throws {
        let fake = try FakeServerFixture(users: BuiltInDataSet.users + [Self.kohsuke])
        let tmux = try await start(fake)
        defer { tmux.close() }
        try await tmux.type("kohsuke zig")
        try await tmux.expectScreen("the two Zig repositories") { screen in
            screen.first?.hasPrefix("2 Repositories (of 120)") == true
                && screen.filter { $0.hasPrefix("aaa-00") && $0.contains("Zig") }.count == 2
        }
    }

    @Test func maxReposStopsTheLoadingAndSaysPartialUntilPageDown() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["--max-repos", "1000"])
        defer { tmux.close() }
        try await tmux.type("big")
        try await tmux.expectScreen("the bound on the status line") { screen in
            screen.contains { $0.contains("filtering 1,000 of ~3,000 (partial) — PgDn loads more") }
                && screen.first?.contains("partial") == true
        }
        #expect(fake.repositoryRequests.count == 10)
        try await tmux.press("NPage")
        try await tmux.expectScreen("a thousand more") { screen in
            screen.contains { $0.contains("filtering 2,000 of ~3,000 (partial)") }
        }
        #expect(fake.repositoryRequests.count == 20)
    }

    @Test func aChangeOfNameHangsUpOnThePagesStillLoading() async throws {
        let fake = try FakeServerFixture()
        // Every answer about big takes 3 s: pages are in flight when the name changes.
        fake.server.setLatency(.seconds(3), forLogin: "big")
        let tmux = try await start(fake, ["--max-repos", "3000"])
        defer { tmux.close() }
        try await tmux.type("big")
        #expect(await fake.waitUntil(timeout: .seconds(30)) { log in
            log.contains { $0.path.hasSuffix("/repos") && $0.target.contains("page=") && !$0.isFinished }
        }, "pages after the first were asked for")
        try await tmux.press("C-u")
        try await tmux.type("octocat")
        try await tmux.expectScreen("octocat's rows") { $0.first?.hasPrefix("8 Repositories") == true }
        #expect(await fake.waitUntil(timeout: .seconds(20)) { log in
            let pages = log.filter { $0.path.hasSuffix("/repos") && $0.target.contains("page=") }
            return !pages.isEmpty && pages.allSatisfy(\.isFinished) && pages.contains(where: \.clientHungUp)
        }, "the pages in flight were hung up on")
        // And no page of big was asked for after the change of name.
        let pages = fake.repositoryRequests.filter { $0.target.contains("page=") }
        #expect(pages.filter { !$0.clientHungUp }.count + pages.filter(\.clientHungUp).count == pages.count)
        #expect(pages.count <= 8, "\(pages.map(\.target))")
    }

    @Test func theTableKeepsTheDescriptionAndDropsTheURLWhenNarrow() async throws {
        let fake = try FakeServerFixture()
        for width in [80, 60] {
            let tmux = try await start(fake, ["scotteg"], width: width)
            defer { tmux.close() }
            try await tmux.expectScreen("scotteg's table at \(width) columns") { screen in
                screen.first?.hasPrefix("34 Repositories") == true
            }
            let header = try await tmux.screen()[1]
            #expect(header.contains("DESCRIPTION") && !header.contains("URL"), "\(width): \(header)")
        }
    }

    @Test func sortStarsOrdersTheRowsInteractively() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["--sort", "stars", "scotteg"], width: 110)
        defer { tmux.close() }
        try await tmux.expectScreen("scotteg's rows") { $0.first?.hasPrefix("34 Repositories") == true }
        let screen = try await tmux.screen()
        let header = screen[1]
        guard let column = header.range(of: "STARS") else {
            Issue.record("no STARS column: \(header)")
            return
        }
        let end = header.distance(from: header.startIndex, to: column.upperBound)
        let stars = screen[2..<min(screen.count - 2, 12)].compactMap { line -> Double? in
            let cell = line.prefix(end).split(separator: " ").last.map(String.init) ?? ""
            if cell.hasSuffix("k") { return Double(cell.dropLast()).map { $0 * 1000 } }
            return Double(cell)
        }
        #expect(stars.count >= 5 && stars == stars.sorted(by: >), "\(stars)")
    }

    @Test func aSpentQuotaShowsTheRowsLoadedBeforeNotZeroRepositories() async throws {
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 2, resetSeconds: 600))
        // No conditional requests (a 304 would bring fresh rows): the second octocat search is refused.
        let tmux = try await start(fake, ["--no-cache", "octocat"])
        defer { tmux.close() }
        try await tmux.expectScreen("octocat") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("C-u")
        try await tmux.submit("torvalds")
        try await tmux.expectScreen("torvalds") { $0.first?.hasPrefix("7 Repositories") == true }
        try await tmux.press("C-u")
        try await tmux.submit("octocat")
        // The revalidation is refused (the quota is spent): the rows stay, marked cached.
        try await tmux.expectScreen("octocat's rows, cached, with the rate-limit status") { screen in
            screen.first?.hasPrefix("8 Repositories · cached") == true
                && screen.contains { $0.contains("rate limit is used up") } && screen.contains { $0.hasPrefix("KitCore ") }
        }
    }
}
