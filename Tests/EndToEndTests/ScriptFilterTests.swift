import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The interactive filter without a terminal: `--once USER WORDS…`
/// prints the rows the prompt shows for `USER WORDS`, in the same order,
/// over every page; `--filter`, `--query`, `-1` and `-0`.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct ScriptFilterTests {
    /// fzf's syntax, GitHub's qualifiers, sorts and smart case, over user250's 250 repositories (3 pages).
    static let queries = [
        "kit", "json swift", "'swift", "^rx", "demo$", "!swift", "json | cache", "language:rust",
        "language:swift stars:>100", "topic:cli", "fork:false archived:false", "sort:stars", "sort:name-asc ui",
        "-language:swift ui", "pushed:>2018-01-01 net", "'kit'", "Kit", "stars:10..500 !demo",
        "term | shell language:go", "is:public ios",
    ]

    /// The names `--once` prints (its TSV's first column).
    static func names(_ tsv: String) -> [String] {
        tsv.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    /// The queries in groups of five, each group a test of its own (one prompt, five `--once` runs).
    @Test(arguments: 0..<4)
    func onceAndThePromptShowTheSameRowsInTheSameOrder(group: Int) async throws {
        let fake = try FakeServerFixture()
        let queries = Array(Self.queries[group * 5 ..< group * 5 + 5])
        var expected: [[String]] = []
        for (index, query) in queries.enumerated() {
            // The words unquoted, as a shell passes them; every other one through --filter.
            let words = query.split(separator: " ").map(String.init)
            let arguments = index.isMultiple(of: 2) ? ["--once", "user250"] + words : ["--filter", query, "user250"]
            let run = try await ProcessRun.ghsearch(arguments + ["--api-url", fake.apiURL])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(query): \(run.status) \(run.stderr)")
            expected.append(Self.names(run.stdout))
        }
        // The queries tell rows apart: not all empty, not all the same.
        #expect(Set(expected.map(\.count)).count > 2, "\(expected.map(\.count))")

        let tmux = try await TmuxSession.ghsearch(fake, ["user250"], width: 150, height: 60)
        defer { tmux.close() }
        try await tmux.expectScreen("user250's 250 rows, every page in") { screen in
            screen.first?.hasPrefix("250 Repositories") == true && screen.first?.contains("+") == false
        }
        var typed = ""
        for (query, names) in zip(queries, expected) {
            // Erase the last filter (and its space), then type this one after the name.
            if !typed.isEmpty { try await tmux.sendBytes(Array(repeating: 0x7F, count: typed.count + 1)) }
            try await tmux.type(" " + query)
            typed = query
            let shown = min(names.count, 40)
            try await tmux.expectScreen("'\(query)': \(names.count) rows, \(names.prefix(shown))") { screen in
                guard screen.last?.hasSuffix("user250 " + query) == true,
                      let title = screen.first, title.hasPrefix("\(names.count) Repositor"),
                      title.contains("(of 250)") || names.count == 250
                else { return false }
                let rows = screen.dropFirst(2).prefix(shown).map { String($0.prefix { $0 != " " }) }
                return rows == Array(names.prefix(shown))
            }
        }
    }

    @Test func queryStartsThePromptWithTheFilterTyped() async throws {
        let fake = try FakeServerFixture()
        let once = try await ProcessRun.ghsearch(["--once", "user250", "json", "swift", "--api-url", fake.apiURL])
        let names = Self.names(once.stdout)
        #expect(!names.isEmpty)
        let tmux = try await TmuxSession.ghsearch(fake, ["user250", "--query", "json swift"], width: 150, height: 60)
        defer { tmux.close() }
        try await tmux.expectScreen("the filter typed and its rows") { screen in
            screen.last?.hasSuffix("user250 json swift") == true
                && screen.first?.hasPrefix("\(names.count) Repositor") == true && screen.first?.contains("(of 250)") == true
                && screen.dropFirst(2).first?.hasPrefix(names[0] + " ") == true
        }
    }

    @Test func selectOnePrintsTheOnlyRowAndExitZeroExitsOne() async throws {
        let fake = try FakeServerFixture()
        let once = try await ProcessRun.ghsearch(["--once", "user250", "--json", "name,html_url", "--api-url", fake.apiURL])
        // A name on the last page that matches itself only.
        let all = try JSONSerialization.jsonObject(with: Data(once.stdout.utf8)) as? [[String: Any]] ?? []
        let unique = all.reversed().compactMap { $0["name"] as? String }.first { name in
            all.filter { ($0["name"] as? String)?.lowercased().contains(name.lowercased()) == true }.count == 1
        }
        let name = try #require(unique)
        let shell = try await PickTests.Shell.start(fake)
        defer { shell.tmux.close() }
        try await shell.run(fake, ["-1", "user250", "^" + name + "$"])
        let one = try await shell.finished()
        #expect(one.status == 0 && one.out == "https://github.com/user250/\(name)" && one.sttySame, "\(one)")

        try await shell.run(fake, ["-0", "user250", "zzzqqqxxx"])
        let none = try await shell.finished()
        #expect(none.status == 1 && none.out.isEmpty && none.sttySame, "\(none)")

        // More than one row: -1 leaves the prompt up, as fzf does.
        try await shell.run(fake, ["-1", "-0", "user250", "kit"])
        try await shell.waitForList("the rows of kit") { $0.first?.contains("(of 250)") == true }
        try await shell.tmux.press("Escape")
        #expect(try await shell.finished().status == 130)
    }

    @Test func exitZeroInOnceIsStatusOneAndNoOutput() async throws {
        let fake = try FakeServerFixture()
        let none = try await ProcessRun.ghsearch(["--once", "octocat", "zzzqqqxxx", "-0", "--api-url", fake.apiURL])
        #expect(none.status == 1 && none.stdout.isEmpty, "\(none.stderr)")
        let some = try await ProcessRun.ghsearch(["--once", "octocat", "zzzqqqxxx", "--api-url", fake.apiURL])
        #expect(some.status == 0 && some.stdout.isEmpty)
    }

    @Test func aMisspeltQualifierIsAUsageErrorBeforeAnyRequest() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "lang:go", "--api-url", fake.apiURL])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: lang: is not a qualifier; did you mean language:?\n"), "\(run.stderr)")
        #expect(fake.repositoryRequests.isEmpty)
    }

    @Test func queryFlagsFilterTheListAsTheirQualifiersDo() async throws {
        let fake = try FakeServerFixture()
        let flags = try await ProcessRun.ghsearch(["--once", "user250", "--language", "swift", "--topic", "cli", "--source",
                                                   "--no-archived", "--visibility", "public", "--api-url", fake.apiURL])
        let typed = try await ProcessRun.ghsearch(["--once", "user250", "language:swift", "topic:cli", "fork:false",
                                                   "archived:false", "is:public", "--api-url", fake.apiURL])
        #expect(flags.status == 0 && typed.status == 0)
        #expect(!flags.stdout.isEmpty && flags.stdout == typed.stdout)
        // In a batch, each user's list.
        let batch = try await ProcessRun.ghsearch(["--batch", "-", "--language", "swift", "--topic", "cli", "--source",
                                                   "--no-archived", "--json", "name", "--api-url", fake.apiURL],
                                                  stdin: "user250\noctocat\n")
        #expect(batch.status == 0, "\(batch.stderr)")
        let first = try #require(batch.stdout.split(separator: "\n").first)
        let record = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        let rows = (record?["repositories"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(rows == Self.names(typed.stdout), "\(first)")
    }
}
