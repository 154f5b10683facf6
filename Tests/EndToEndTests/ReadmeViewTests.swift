import FakeGitHub
import Foundation
import Testing
import TestSupport

/// README preview as a person uses it: the real binary in tmux
/// against the fake GitHub. The detail view scrolls through the metadata
/// and the README (and a resize keeps the place); the side preview follows
/// Down presses, its superseded README transfers aborted (the server's log
/// is the oracle); without a token it fetches only once the selection rests.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct ReadmeViewTests {
    /// `12–40 of 230` on the status line: the first, last and total lines.
    static func position(_ screen: [String]) -> (first: Int, last: Int, total: Int)? {
        guard let status = screen.dropLast().last, let range = status.range(of: #"\d+–\d+ of \d+$"#, options: .regularExpression)
        else { return nil }
        let numbers = status[range].split { !$0.isNumber }.compactMap { Int($0) }
        return numbers.count == 3 ? (numbers[0], numbers[1], numbers[2]) : nil
    }

    /// Whether the preview shows `name`'s detail with its README answered
    /// (its text, or "no README": the fake has one for some repositories only).
    static func previewShows(_ name: String, _ screen: [String]) -> Bool {
        screen.first?.contains("│scotteg/\(name)") == true && !screen.contains { $0.contains("Loading the README") }
            && screen.contains { $0.hasSuffix("│\(name)") || $0.contains("│*This repository has no README.*") }
    }

    /// The README paths the server saw, in order.
    static func readmeRequests(_ fake: FakeServerFixture) -> [RecordedRequest] {
        fake.server.requests.filter { $0.path.hasSuffix("/readme") }
    }

    /// ghsearch at 100×14 (or `width`) without colours, Tab pressed on `readmes/long`.
    static func openLongReadme(width: Int = 100, on server: FakeServerFixture? = nil) async throws
        -> (FakeServerFixture, TmuxSession) {
        let fake = try server ?? FakeServerFixture(users: BuiltInDataSet.users + [BuiltInReadmes.user])
        let tmux = try await TmuxSession.ghsearch(fake, ["readmes long"], width: width, height: 14,
                                                  environment: ["NO_COLOR": "1"])
        try await tmux.expectScreen("the filtered row") { $0.first?.hasPrefix("1 Repository (of 9)") == true }
        try await tmux.press("Down", "Tab")
        return (fake, tmux)
    }

    @Test func tabThenScrollToTheEndOfALongReadmeAndBack() async throws {
        let (fake, tmux) = try await Self.openLongReadme()
        defer { tmux.close() }
        try await tmux.expectScreen("the README's first lines") { screen in
            screen.first?.hasPrefix("readmes/long") == true && Self.position(screen).map { $0.first == 1 && $0.last == 11 } == true
        }
        // The metadata first: every field can be scrolled to, whole.
        try await tmux.press("NPage")
        try await tmux.expectScreen("the clone lines, whole") { screen in
            screen.contains("Clone (SSH)     git@github.com:readmes/long.git")
                && screen.contains("URL             https://github.com/readmes/long")
        }
        try await tmux.press("End")
        try await tmux.expectScreen("the end of the README") { screen in
            guard let p = Self.position(screen) else { return false }
            return p.last == p.total && p.first == p.total - 10 && screen[11] == "The end."
        }
        let total = Self.position(try await tmux.screen())!.total
        #expect(total > 300, "30 sections of headings, lists, code and tables")
        try await tmux.press("PPage")
        try await tmux.expectScreen("a page up") { Self.position($0).map { $0.first == total - 20 } == true }
        try await tmux.press("Up")
        try await tmux.expectScreen("a line up") { Self.position($0).map { $0.first == total - 21 } == true }
        try await tmux.press("C-n")
        try await tmux.expectScreen("Ctrl-N: a line down") { Self.position($0).map { $0.first == total - 20 } == true }
        try await tmux.press("Home")
        try await tmux.expectScreen("the top again") { Self.position($0).map { $0.first == 1 } == true }
        #expect(try await tmux.screen().last == "user> readmes long", "the prompt kept its line")
        #expect(Self.readmeRequests(fake).map(\.path) == ["/repos/readmes/long/readme"])
        #expect(Self.readmeRequests(fake).first?.headers["Accept"] == "application/vnd.github.raw+json")
        // Leaving and opening again costs nothing: this session has the answer.
        try await tmux.press("Escape")
        try await tmux.expectScreen("the list") { $0.first?.hasPrefix("1 Repository") == true }
        try await tmux.press("Tab")
        try await tmux.expectScreen("the detail view again") { $0.first?.hasPrefix("readmes/long") == true }
        #expect(Self.readmeRequests(fake).count == 1)
    }

    @Test func leavingTheDetailViewAbortsTheReadmeTransfer() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.stalled(afterBytes: 0), matching: RequestMatcher(path: "/repos/octocat/editor-core/readme"))
        let tmux = try await TmuxSession.ghsearch(fake, ["octocat editor-core"], width: 100, height: 20,
                                                  environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("the filtered row") { $0.first?.hasPrefix("1 Repository (of 8)") == true }
        try await tmux.press("Down", "Tab")
        try await tmux.expectScreen("the README loading") { screen in
            Self.position(screen).map { $0.total < 30 } == true || screen.contains("*Loading the README…*")
        }
        #expect(await fake.waitUntil(timeout: .seconds(10)) { $0.contains { $0.path.hasSuffix("/readme") } })
        try await tmux.press("Escape")
        #expect(await fake.waitUntil(timeout: .seconds(10)) { log in
            log.first { $0.path.hasSuffix("/readme") }?.clientHungUp == true
        }, "the README transfer was aborted")
    }

    @Test func aResizeWhileScrolledKeepsTheLineAtTheTop() async throws {
        let (fake, tmux) = try await Self.openLongReadme()
        defer { tmux.close(); withExtendedLifetime(fake) {} }  // the server lives as long as the test
        try await tmux.expectScreen("the README laid out") { Self.position($0).map { $0.total > 300 } == true }
        // Page down until the heading "Section 4" is on screen, then bring it to the top.
        var row: Int?
        var first = 1
        for _ in 0..<30 where row == nil {
            try await tmux.press("NPage")
            let shownFirst = first
            let screen = try await tmux.waitFor { Self.position($0).map { $0.first != shownFirst } == true } ?? []
            first = Self.position(screen)?.first ?? first
            row = screen.indices.dropLast().first { screen[$0] == "Section 4" && screen[$0 + 1].hasPrefix("─────────") }
        }
        let downs = try #require(row, "Section 4 never showed") - 1
        if downs > 0 { _ = try await tmux.tmux(["send-keys", "-t", tmux.name] + Array(repeating: "Down", count: downs)) }
        try await tmux.expectScreen("Section 4 at the top") { $0.count > 2 && $0[1] == "Section 4" && $0[2] == "─────────" }
        let before = Self.position(try await tmux.screen())!
        try await tmux.resize(width: 50, height: 20)
        try await tmux.expectScreen("Section 4 still at the top, re-wrapped") { screen in
            guard screen.count > 1, screen[1] == "Section 4", let p = Self.position(screen) else { return false }
            return p.total > before.total && p.last - p.first == 16
        }
        try await tmux.resize(width: 100, height: 14)
        try await tmux.expectScreen("and back") { screen in
            screen.count > 1 && screen[1] == "Section 4" && Self.position(screen).map { $0 == before } == true
        }
    }

    /// A resize with the detail view open ends with the body laid out at
    /// the new width: as many lines as the README opened at that width in
    /// a second ghsearch. (A frame drawn before the layout's answer shows
    /// the old body cut to the width; the screens never lay out.)
    @Test func aResizeEndsWithTheBodyLaidOutAtTheNewWidth() async throws {
        let (fake, tmux) = try await Self.openLongReadme()
        defer { tmux.close(); withExtendedLifetime(fake) {} }  // the server lives as long as the test
        let wide = try #require(try await tmux.waitFor { Self.position($0).map { $0.total > 300 } == true },
                                "the README laid out at 100 columns")
        let wideTotal = try #require(Self.position(wide)).total
        let (_, narrow) = try await Self.openLongReadme(width: 60, on: fake)
        defer { narrow.close() }
        let opened = try #require(try await narrow.waitFor { Self.position($0).map { $0.total > wideTotal } == true },
                                  "the README laid out at 60 columns")
        let narrowTotal = try #require(Self.position(opened)).total
        try await tmux.resize(width: 60, height: 14)
        try await tmux.expectScreen("the body laid out at 60 columns after the resize") { screen in
            screen.first?.hasPrefix("readmes/long") == true && Self.position(screen).map { $0.total == narrowTotal } == true
        }
    }

    @Test func theSidePreviewFollowsTenQuickMovesFetchingTheFirstAndTheLast() async throws {
        let fake = try FakeServerFixture()
        let scotteg = try #require(BuiltInDataSet.users.first { $0.login == "scotteg" })
        // Every README takes 3 s to come: a superseded one is still in flight.
        for repository in scotteg.repositories {
            fake.server.addFault(.stalled(afterBytes: 0, for: .seconds(3)),
                                 matching: RequestMatcher(path: "/repos/scotteg/\(repository.name)/readme"), times: nil)
        }
        let tmux = try await TmuxSession.ghsearch(fake, ["scotteg"], width: 170, height: 30,
                                                  environment: ["NO_COLOR": "1", "GH_TOKEN": "t0ken"])
        defer { tmux.close() }
        try await tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        // The first row is selected as the rows arrive: its README comes first (after its 3 s).
        let list = try await tmux.screen()
        let name = { (row: Int) in String(list[row].dropFirst(2).prefix { $0 != " " }) }
        let (selected, first, last) = (name(2), name(3), name(12))
        try await tmux.expectScreen("the first row's README in the preview") { Self.previewShows(selected, $0) }
        // Ten Downs in one write: the program reads them in one go.
        _ = try await tmux.tmux(["send-keys", "-t", tmux.name] + Array(repeating: "Down", count: 10))
        try await tmux.expectScreen("the eleventh row selected") { screen in
            screen.firstIndex { $0.hasPrefix("› ") } == 12
        }
        try await tmux.expectScreen("the last row's README in the preview") { Self.previewShows(last, $0) }
        let readmes = Self.readmeRequests(fake)
        #expect(readmes.map(\.path) == ["/repos/scotteg/\(selected)/readme", "/repos/scotteg/\(first)/readme",
                                        "/repos/scotteg/\(last)/readme"],
                "of the ten quick moves at most the first and the last are fetched")
        #expect(await fake.waitUntil(timeout: .seconds(10)) { log in
            log.first { $0.path == "/repos/scotteg/\(first)/readme" }?.clientHungUp == true
        }, "the superseded transfer was aborted")
        #expect(readmes.allSatisfy { $0.headers["Authorization"] == "Bearer t0ken" })
    }

    @Test func withoutATokenThePreviewFetchesOnlyAfterTheSelectionRests() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["scotteg", "--preview"], width: 120, height: 30,
                                                  environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        // The first row, selected as the rows arrive, rests: its README comes.
        let first = String(try await tmux.screen()[2].dropFirst(2).prefix { $0 != " " })
        try await tmux.expectScreen("the first row's README in the preview") { Self.previewShows(first, $0) }
        #expect(Self.readmeRequests(fake).map(\.path) == ["/repos/scotteg/\(first)/readme"])
        _ = try await tmux.tmux(["send-keys", "-t", tmux.name] + Array(repeating: "Down", count: 5))
        try await tmux.expectScreen("the sixth row selected") { $0.firstIndex { $0.hasPrefix("› ") } == 7 }
        let sixth = String(try await tmux.screen()[7].dropFirst(2).prefix { $0 != " " })
        try await tmux.expectScreen("the sixth row's README in the preview") { Self.previewShows(sixth, $0) }
        #expect(Self.readmeRequests(fake).map(\.path) == ["/repos/scotteg/\(first)/readme", "/repos/scotteg/\(sixth)/readme"],
                "only the READMEs the selection rested on")
        // Alt-V hides the preview; the list takes the whole width again.
        try await tmux.press("M-v")
        try await tmux.expectScreen("no preview") { screen in
            screen.first?.hasPrefix("34 Repositories") == true && !screen.contains { $0.contains("│scotteg/") }
        }
    }
}
