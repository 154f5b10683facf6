import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The detail view, the owner's avatar and the browser key, as a person
/// uses them: the real binary in tmux, the fake GitHub's data as the
/// oracle for what the screen shows, its request log for what was fetched.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct DetailViewTests {
    func start(_ fake: FakeServerFixture, _ arguments: [String], width: Int = 110, height: Int = 36,
               environment: [String: String] = [:]) async throws -> TmuxSession {
        try await TmuxSession.ghsearch(fake, arguments, width: width, height: height, environment: environment)
    }


    static let hugePNG = (try? Array(Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../GHSearchImageTests/Fixtures/huge.png")))) ?? []

    static func repository(_ login: String, named name: String) -> FakeRepository? {
        BuiltInDataSet.users.first { $0.login == login }?.repositories.first { $0.name == name }
    }

    static func utc(_ seconds: Int64) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute],
                                        from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
    }

    static func grouped(_ n: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.groupingSize = 3
        return formatter.string(from: NSNumber(value: n)) ?? String(n)
    }

    /// The value after `label` on the screen's line for it.
    static func field(_ label: String, in screen: [String]) -> String? {
        guard let line = screen.first(where: { $0.hasPrefix(label + "  ") }) else { return nil }
        let value = line.dropFirst(label.count).drop(while: { $0 == " " })
        // The avatar (or its box) may follow on the right, two spaces away.
        return value.components(separatedBy: "  ").first.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theDetailViewShowsTheServersDataAndGoesBackToTheListAsItWas() async throws {
        let fake = try FakeServerFixture()
        // NO_COLOR: the selection is marked with › instead of reverse video, so the screen shows it.
        let tmux = try await start(fake, ["scotteg"], height: 24, environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        // The first row is selected at once; 29 Downs: row 30 of 34, the 20-row table has scrolled by 10.
        for _ in 0..<29 { try await tmux.press("Down") }
        try await tmux.press("Tab")
        try await tmux.expectScreen("the detail view") { $0.first?.hasPrefix("scotteg/") == true }
        let detail = try await tmux.screen()
        let name = String(detail[0].dropFirst("scotteg/".count).prefix { $0 != " " })
        let repository = try #require(Self.repository("scotteg", named: name), "no repository \(name)")

        try await tmux.press("Escape")
        try await tmux.expectScreen("the list") { $0.first?.hasPrefix("34 Repositories") == true }
        let list = try await tmux.screen()
        // Selection and scroll as the 30 Downs left them: the selected row is the last of the table, and it is the one shown.
        #expect(list[21].hasPrefix("› " + name + " "), "\(list[21])")
        #expect(list.firstIndex { $0.hasPrefix("› ") } == 21)
        #expect(list.last == "user> scotteg")

        if let description = repository.description {
            let text = detail[1...4].map { $0.components(separatedBy: "  ").first ?? $0 }.joined(separator: " ")
            #expect(text.contains(description), "\(text)")
        }
        #expect(Self.field("Stars", in: detail) == Self.grouped(repository.stargazersCount))
        #expect(Self.field("Forks", in: detail) == Self.grouped(repository.forksCount))
        #expect(Self.field("Open issues", in: detail) == Self.grouped(repository.openIssuesCount))
        #expect(Self.field("Watchers", in: detail) == Self.grouped(repository.watchersCount))
        #expect(Self.field("Default branch", in: detail) == repository.defaultBranch)
        #expect(Self.field("Language", in: detail) == repository.language)
        #expect(Self.field("License", in: detail) == repository.license?.name)
        #expect(Self.field("Topics", in: detail) == (repository.topics.isEmpty ? nil : repository.topics.joined(separator: ", ")))
        #expect(Self.field("Created", in: detail)?.hasPrefix(Self.utc(repository.createdAt) + " (") == true)
        #expect(Self.field("Updated", in: detail)?.hasPrefix(Self.utc(repository.updatedAt) + " (") == true)
        #expect(Self.field("URL", in: detail) == "https://github.com/scotteg/\(name)")
        #expect(Self.field("Clone (HTTPS)", in: detail) == "https://github.com/scotteg/\(name).git")
        #expect(Self.field("Clone (SSH)", in: detail) == "git@github.com:scotteg/\(name).git")
        #expect(detail[0].contains("fork") == repository.fork)
        #expect(detail[0].contains("archived") == repository.archived)
        #expect(detail.last == "user> scotteg")

        try await tmux.press("Tab")
        try await tmux.expectScreen("the detail view again") { $0.first?.hasPrefix("scotteg/\(name)") == true }
        try await tmux.press("BSpace")
        try await tmux.expectScreen("the list as it was (after Backspace)") { $0 == list }
        try await tmux.press("Tab")
        try await tmux.expectScreen("the detail view once more") { $0.first?.hasPrefix("scotteg/\(name)") == true }
        try await tmux.press("Escape")
        try await tmux.expectScreen("the list as it was (after Esc)") { $0 == list }
        #expect(fake.repositoryRequests.count == 1, "opening and leaving the detail view searches nothing")
        try await tmux.expectNothingSearched(since: Array(fake.repositoryRequests.prefix(1)), on: fake)
    }

    @Test func theDetailViewWorksFromTheLocalFilter() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["scotteg"], environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        try await tmux.type(" 'cache")  // exact, as the filter was before it was fuzzy
        try await tmux.expectScreen("the filtered count") { $0.first?.hasPrefix("5 Repositories (of 34)") == true }
        try await tmux.press("Down")  // from the first row, selected at once
        try await tmux.expectScreen("the second row selected") { $0.firstIndex { $0.hasPrefix("› ") } == 3 }
        let list = try await tmux.screen()
        try await tmux.press("Tab")
        try await tmux.expectScreen("the detail view") { $0.first?.hasPrefix("scotteg/") == true }
        let name = String(try await tmux.screen()[0].dropFirst("scotteg/".count).prefix { $0 != " " })
        let repository = try #require(Self.repository("scotteg", named: name))
        let haystack = ([repository.name, repository.description ?? ""] + repository.topics).joined(separator: " ").lowercased()
        #expect(haystack.contains("cache"))
        try await tmux.press("Escape")
        // As it was but for the quota on the status line: the README cost a request.
        try await tmux.expectScreen("the filtered list as it was") { $0.count == list.count && $0.dropLast(2) == list.dropLast(2) }
        #expect(try await tmux.screen().last == "user> scotteg 'cache")
    }

    @Test func theAvatarIsFetchedOnceThenRevalidatedAndNeverWithTheToken() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["octocat"], environment: ["GH_TOKEN": "secret-token-123"])
        defer { tmux.close() }
        try await tmux.expectScreen("8 Repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("Down", "Tab")
        try await tmux.expectScreen("the avatar in half blocks") { $0.contains { $0.contains("▀▀▀▀") } }
        try await tmux.press("Escape")
        try await tmux.expectScreen("the list") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("Tab")
        try await tmux.expectScreen("the avatar again") { $0.contains { $0.contains("▀▀▀▀") } }
        #expect(await fake.waitUntil(timeout: standardWait) { log in
            log.filter { $0.path.hasPrefix("/avatars/") && $0.isFinished }.count == 2
        })
        let avatars = fake.server.requests.filter { $0.path.hasPrefix("/avatars/") }
        #expect(avatars.map(\.responseStatus) == [200, 304])
        #expect(avatars.allSatisfy { $0.path == "/avatars/u/583231" && $0.queryValue("s") == "64" })
        #expect(avatars.first?.headers["If-None-Match"] == nil)
        #expect(avatars.last?.headers["If-None-Match"] != nil)
        #expect(avatars.allSatisfy { $0.headers["Authorization"] == nil }, "the token goes to the API only")
    }

    @Test(arguments: [
        ScriptedResponse(status: 200, headers: [HTTPHeaderField(name: "Content-Type", value: "image/png")],
                         body: .bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really".utf8))),
        // A valid PNG header saying 20000×20000 (a decompression bomb).
        ScriptedResponse(status: 200, body: .bytes(DetailViewTests.hugePNG)),
        ScriptedResponse(status: 200, body: .bytes(Array("<html>Not an image</html>".utf8))),
        ScriptedResponse(status: 404, body: .bytes(Array("Not Found".utf8))),
        ScriptedResponse(status: 200, delivery: .truncateAfter(bytes: 60)),
    ])
    func aBrokenAvatarTakesNoRoom(_ answer: ScriptedResponse) async throws {
        #expect(DetailViewTests.hugePNG.count > 8, "the huge.png fixture is readable")
        let fake = try FakeServerFixture()
        fake.server.addFault(answer, matching: RequestMatcher(path: "/avatars/u/583231"), times: nil)
        let tmux = try await start(fake, ["octocat"])
        defer { tmux.close() }
        try await tmux.expectScreen("8 Repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("Down", "Tab")
        // No placeholder box: once the fetch has failed, the text has the whole width.
        try await tmux.expectScreen("the detail view without the avatar's box") { screen in
            screen.first?.hasPrefix("octocat/") == true && screen.contains("Owner           octocat")
                && !screen.contains { $0.contains("loading…") }
        }
        #expect(try await tmux.exitStatus() == nil, "still running")
        try await tmux.press("Escape")
        try await tmux.expectScreen("the list") { $0.first?.hasPrefix("8 Repositories") == true }
    }

    @Test func leavingTheDetailViewCancelsTheAvatarDownload() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(ScriptedResponse(delivery: .neverAnswer), matching: RequestMatcher(path: "/avatars/u/583231"))
        let tmux = try await start(fake, ["octocat"])
        defer { tmux.close() }
        try await tmux.expectScreen("8 Repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("Down", "Tab")
        try await tmux.expectScreen("the loading box") { $0.contains { $0.contains("loading…") } }
        #expect(await fake.waitUntil(timeout: standardWait) { $0.contains { $0.path.hasPrefix("/avatars/") } })
        try await tmux.press("Escape")
        #expect(await fake.waitUntil(timeout: standardWait) { log in
            log.first { $0.path.hasPrefix("/avatars/") }?.clientHungUp == true
        }, "the download was aborted")
    }

    @Test func noColourMeansNoAvatarAndNoFetch() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["octocat"], environment: ["NO_COLOR": "1"])
        defer { tmux.close() }
        try await tmux.expectScreen("8 Repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("Down", "Tab")
        try await tmux.expectScreen("the detail view") { $0.first?.hasPrefix("octocat/") == true && $0.contains { $0.hasPrefix("URL") } }
        #expect(!fake.server.requests.contains { $0.path.hasPrefix("/avatars/") })
        // (The README below the rule may draw boxes of its own.)
        let metadata = try await tmux.screen().prefix { !$0.hasPrefix("────") }
        #expect(!metadata.contains { $0.contains("▀") || $0.contains("┌") })
    }

    @Test func ctrlOPassesTheURLAsOneArgumentToTheBrowser() async throws {
        let fake = try FakeServerFixture()
        let dir = ProcessRun.scratchDirectory()
        let script = dir + "/browser"
        try "#!/bin/sh\nprintf '%s\\n' \"$#\" \"$@\" > \(dir)/opened\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let tmux = try await start(fake, ["octocat"], environment: ["BROWSER": script])
        defer { tmux.close() }
        try await tmux.expectScreen("8 Repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("Down", "C-o")
        try await tmux.expectScreen("the opened notice") { $0.contains { $0.contains("Opened in the browser: https://github.com/octocat/") } }
        let openedPath = dir + "/opened"
        #expect(await poll { (try? String(contentsOfFile: openedPath, encoding: .utf8))?.hasSuffix("\n") == true })
        let opened = try? String(contentsOfFile: openedPath, encoding: .utf8)
        let lines = opened?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count == 2 && lines.first == "1" && lines.last?.hasPrefix("https://github.com/octocat/") == true, "\(lines)")
    }

    @Test func withoutABrowserTheURLIsShown() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["octocat"], environment: ["PATH": ProcessRun.scratchDirectory()])
        defer { tmux.close() }
        try await tmux.expectScreen("8 Repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        try await tmux.press("Down", "Tab")
        try await tmux.expectScreen("the detail view") { $0.first?.hasPrefix("octocat/") == true }
        try await tmux.press("C-o")
        try await tmux.expectScreen("the URL to copy") { $0.contains { $0.contains("copy this URL: https://github.com/octocat/") } }
    }
}
