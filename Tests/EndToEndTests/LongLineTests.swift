import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The prompt as a person uses it at 80 columns: a line longer than the
/// row scrolls sideways (every part of it reachable, `<`/`>` where text is
/// hidden), GitHub's 256-character limit on a search is said before
/// anything is sent, keys typed right after a resize are all kept, and the
/// status line keeps its point (two rows for a long message, whole hints).
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct LongLineTests {
    /// 300 characters of search text (no qualifiers), each position told
    /// apart by its neighbours so a window of it is found at one place.
    static let longQuery: String = {
        var words: [String] = []
        var index = 0
        while words.joined(separator: " ").count < 300 {
            words.append("w\(index)x")
            index += 1
        }
        return String(words.joined(separator: " ").prefix(299)) + "z"  // no blank at the end
    }()

    /// The text of the prompt row after `prompt`, without its markers, and
    /// whether text is hidden before and after it.
    static func window(_ row: String, prompt: String) -> (text: String, before: Bool, after: Bool)? {
        guard row.hasPrefix(prompt) else { return nil }
        var text = Substring(row.dropFirst(prompt.count))
        let before = text.hasPrefix("<")
        if before { text = text.dropFirst() }
        let after = text.hasSuffix(">")
        if after { text = text.dropLast() }
        return (String(text).trimmingCharacters(in: .whitespaces), before, after)
    }

    static func searches(_ fake: FakeServerFixture) -> [RecordedRequest] {
        fake.server.requests.filter { $0.path == "/search/repositories" }
    }

    @Test func aSearchOf300CharactersScrollsIsSaidTooLongAndNeverReachesTheServerPast256() async throws {
        let query = Self.longQuery
        #expect(query.count == 300)
        var configuration = FakeGitHubConfiguration(users: BuiltInDataSet.users, quota: QuotaConfiguration(limit: 5000))
        configuration.search = SearchConfiguration()
        let fake = try FakeServerFixture(configuration: configuration)
        let tmux = try await TmuxSession.ghsearch(fake, ["--search", "--no-preview"], width: 80, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("the search prompt") { $0.last?.hasPrefix("search>") == true }
        try await tmux.type(query)
        // The end of the line, the cursor after it, the start hidden; the limit said at once.
        try await tmux.expectScreen("the line's end and GitHub's limit") { screen in
            guard let row = screen.last, let window = Self.window(row, prompt: "search> ") else { return false }
            let status = screen.dropLast().suffix(2).joined(separator: " ")
            return window.before && !window.after && query.hasSuffix(window.text) && window.text.count > 60
                && status.contains("300 characters") && status.contains("256")
        }
        // Every part of the line is reachable: Home, then Right across it.
        try await tmux.press("Home")
        var covered = Set<Int>()
        try await tmux.expectScreen("the line's start") { screen in
            guard let window = Self.window(screen.last ?? "", prompt: "search> ") else { return false }
            return !window.before && window.after && query.hasPrefix(window.text)
        }
        for step in 0...5 {
            if step > 0 { try await tmux.tmux(["send-keys", "-t", tmux.name, "-N", "60", "Right"]) }
            let cursor = min(300, step * 60)
            let screen = try #require(try await tmux.waitFor { screen in
                guard let window = Self.window(screen.last ?? "", prompt: "search> ") else { return false }
                guard let range = query.range(of: window.text) else { return false }
                let start = query.distance(from: query.startIndex, to: range.lowerBound)
                return start <= cursor && cursor <= start + window.text.count
            }, "the window around position \(cursor)")
            let window = try #require(Self.window(screen.last ?? "", prompt: "search> "))
            let range = try #require(query.range(of: window.text))
            let start = query.distance(from: query.startIndex, to: range.lowerBound)
            covered.formUnion(start..<(start + window.text.count))
            #expect(DisplayColumns.width(Substring(screen.last ?? "")) <= 80)
        }
        #expect(covered.count == 300, "every character was on screen once scrolled to: \(300 - covered.count) never were")
        // Shortened to GitHub's 256, the search goes out.
        try await tmux.press("End")
        try await tmux.tmux(["send-keys", "-t", tmux.name, "-N", "44", "BSpace"])
        let shortened = String(query.prefix(256))
        #expect(await fake.waitUntil(timeout: .seconds(30)) { requests in
            requests.contains { $0.path == "/search/repositories" && $0.queryValue("q") == shortened.trimmingCharacters(in: .whitespaces) }
        }, "the search of the shortened line")
        let sent = Self.searches(fake).compactMap { $0.queryValue("q") }
        #expect(sent.allSatisfy { $0.count <= 256 }, "the server never saw more than 256 characters: \(sent.map(\.count))")
        #expect(Self.searches(fake).allSatisfy { $0.responseStatus != 422 },
                "no 422: \(Self.searches(fake).map { "\($0.responseStatus.map(String.init) ?? "-") \($0.queryValue("q")?.count ?? 0)" })")
    }

    @Test func aUserModeLineOf200CharactersScrollsAndFiltersAsItStands() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--no-preview", "octocat"], width: 80, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        let filter = String((0..<192).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        try await tmux.type(" " + filter)  // "octocat " + 192 = 200 characters
        try await tmux.expectScreen("the line's end, its start hidden, the filter applied") { screen in
            guard let window = Self.window(screen.last ?? "", prompt: "user> ") else { return false }
            return window.before && !window.after && filter.hasSuffix(window.text) && window.text.count >= 70
                && screen.first?.hasPrefix("0 Repositories (of 8)") == true
        }
        try await tmux.press("Home")
        try await tmux.expectScreen("the line's start, its end hidden") { screen in
            guard let window = Self.window(screen.last ?? "", prompt: "user> ") else { return false }
            return !window.before && window.after && window.text.hasPrefix("octocat abcdef")
        }
        #expect(fake.repositoryRequests.map(\.path) == ["/users/octocat/repos"], "the filter touches no network")
    }

    @Test func keysTypedWithin30MillisecondsOfAResizeFrom5To80ColumnsAreAllKept() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--no-preview"], width: 80, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        for attempt in 1...20 {
            try await tmux.press("C-u")
            try await tmux.resize(width: 5, height: 20)
            try await tmux.expectScreen("the narrow screen drawn (try \(attempt))") { screen in
                screen.allSatisfy { $0.count <= 5 } && screen.last?.isEmpty == false
            }
            let word = "sferik\(attempt)"
            try await tmux.resize(width: 80, height: 20, thenType: word)
            try await tmux.expectScreen("'\(word)' kept whole (try \(attempt))") { $0.last == "user> " + word }
        }
    }

    @Test(arguments: ["en", "ko"])
    func theRateLimitMessageKeepsItsResetTimeAndAdviceAt80Columns(language: String) async throws {
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 1, resetSeconds: 1800))
        let tmux = try await TmuxSession.ghsearch(fake, ["--no-preview", "octocat"], width: 80, height: 20,
                                                  environment: ["LANG": language == "ko" ? "ko_KR.UTF-8" : "en_US.UTF-8"])
        defer { tmux.close() }
        try await tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix(language == "ko" ? "저장소 8개" : "8 Repositories") == true }
        try await tmux.press("C-u")
        try await tmux.submit("torvalds")
        try await tmux.expectScreen("the rate limit's message with its reset time and advice") { screen in
            let status = screen.dropLast().suffix(2).joined(separator: " ")
            let hasClock = status.range(of: #"\d\d:\d\d:\d\d"#, options: .regularExpression) != nil
            return hasClock && status.contains("GH_TOKEN") && status.contains("5,000")
        }
        let screen = try await tmux.screen()
        #expect(screen.allSatisfy { DisplayColumns.width(Substring($0)) <= 80 })
    }

    @Test func theListsHintsEndOnAWholeItemAt80Columns() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await TmuxSession.ghsearch(fake, ["--no-preview", "octocat"], width: 80, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("octocat's repositories") { $0.first?.hasPrefix("8 Repositories") == true }
        let screen = try #require(try await tmux.waitFor { $0.dropLast().last?.contains("Enter print") == true })
        let status = screen.dropLast().last ?? ""
        #expect(!status.contains("…"), "no hint cut mid-word: \(status)")
        let items = ["Enter print", "Alt-C clone", "Alt-Y copy", "Alt-H homepage", "Alt-I issues", "Esc quit"]
        let hints = status.components(separatedBy: " · ")
            .map { $0.components(separatedBy: "  ").first!.trimmingCharacters(in: .whitespaces) }
            .drop { !items.contains($0) }  // the list's state before them
        #expect(!hints.isEmpty && hints.allSatisfy(items.contains), "whole hints only: \(hints) in \(status)")
    }

    @Test func withoutATokenTorvaldsTypedAt150MillisecondsAKeyCostsAtMostTwoRequests() async throws {
        let fake = try FakeServerFixture(quota: QuotaConfiguration(limit: 60))
        let tmux = try await TmuxSession.ghsearch(fake, ["--no-preview"], width: 100, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        try await tmux.typeKeyByKey("torvalds", interval: .milliseconds(150))
        try await tmux.expectScreen("torvalds's repositories") { $0.first?.hasPrefix("7 Repositories") == true }
        let requests = fake.repositoryRequests.map(\.path)
        #expect(requests.count <= 2, "\(requests)")
        #expect(requests.last == "/users/torvalds/repos")
        #expect(try await tmux.screen().contains { $0.contains("not found") } == false)
    }
}
