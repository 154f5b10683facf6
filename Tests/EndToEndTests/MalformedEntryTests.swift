import FakeGitHub
import Foundation
import Testing
import TestSupport

/// A list whose entries are not all repositories (docs/RELIABILITY.md,
/// "Answers"): the ones that are still show, and the rest is never lost
/// silently. `--once` prints the good rows, then an `Error:` line saying how
/// many entries were left out and which URL sent them, and exits 1; the
/// interactive status line says it; a batch user (REST or GraphQL) is a
/// failed record, as a list cut short is. (Was: dropped without a word, exit 0.)
@Suite(.standardTimeLimit, .sanitizerReports) struct MalformedEntryTests {
    static func firstURL(_ fake: FakeServerFixture, _ login: String) -> String {
        "\(fake.apiURL)/users/\(login)/repos?per_page=100"
    }

    static func leftOut(_ count: Int, from url: String, laterPages: Int = 0) -> String {
        let pages = laterPages == 0 ? "" : " and \(laterPages) later page\(laterPages == 1 ? "" : "s")"
        return count == 1
            ? "1 entry of the list from \(url)\(pages) is not a repository (an object with a string \"name\"), so it was left out."
            : "\(count) entries of the list from \(url)\(pages) are not repositories (objects with a string \"name\"), so they were left out."
    }

    /// The bodies the lead met by hand, and what is left of them.
    static let bodies: [(body: String, skipped: Int, names: [String])] = [
        (#"[{"id":"x","name":5,"html_url":null}]"#, 1, []),
        (#"[{"id":1}]"#, 1, []),
        ("[1,2]", 2, []),
        (#"[{"id":1,"name":"a","html_url":"https://github.com/u/a"},{"id":2,"name":7}]"#, 1, ["a"]),
    ]

    @Test(arguments: 0..<4, [false, true])
    func onceSaysWhatWasLeftOutAndFails(_ index: Int, json: Bool) async throws {
        let (body, skipped, names) = Self.bodies[index]
        let fake = try FakeServerFixture()
        fake.server.addFault(.json(status: 200, body), matching: .login("u"), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "u", "--api-url", fake.apiURL, "--no-cache"]
                                                + (json ? ["--json", "name,url"] : []))
        #expect(run.status == 1, "\(run.stdout)")
        var message = "Error: " + Self.leftOut(skipped, from: Self.firstURL(fake, "u"))
        if names.count == 1 { message += " Printed the one repository it did hold." }
        if names.count > 1 { message += " Printed the \(names.count) repositories it did hold." }
        #expect(run.stderr == message + "\n")
        if names.isEmpty {
            #expect(run.stdout.isEmpty)
        } else if json {
            #expect(run.stdout == "[\n  {\"name\":\"a\",\"html_url\":\"https://github.com/u/a\"}\n]\n")
        } else {
            #expect(run.stdout == "a\thttps://github.com/u/a\n")
        }
        #expect(fake.repositoryRequests.count == 1, "not retried")
    }

    /// `null` is JSON: said as what it is, like `{}`.
    @Test func aNullBodyIsNotAList() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.json(status: 200, "null"), matching: .login("octocat"), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL, "--no-cache"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: Unexpected answer from \(fake.apiURL): the server answered with something other than a list of repositories.\n")
    }

    /// The fake's switch: every page of user250's three opens with three
    /// entries that are not repositories. Every repository is still
    /// printed (a page of 100 and 3 is full, not short), and the count is
    /// the sum over the pages, serially or 4 pages at a time.
    @Test(arguments: [["--jobs", "1"], ["--jobs", "4"]])
    func everyPageIsFollowedAndTheCountIsSummed(_ jobs: [String]) async throws {
        let fake = try FakeServerFixture()
        fake.server.setMalformedEntries(MalformedEntries.sample, forLogin: "user250")
        let run = try await ProcessRun.ghsearch(["--once", "user250", "--api-url", fake.apiURL, "--no-cache"] + jobs)
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").count == 250)
        #expect(run.stderr == "Error: " + Self.leftOut(9, from: Self.firstURL(fake, "user250"), laterPages: 2)
                + " Printed the 250 repositories it did hold.\n")
        #expect(fake.repositoryRequests.count == 3)
    }

    /// GitHub's real format stays the default: the same user without the switch.
    @Test func withoutTheSwitchTheListIsWhole() async throws {
        let fake = try FakeServerFixture()
        fake.server.setMalformedEntries(MalformedEntries.sample, forLogin: "user250")
        fake.server.setMalformedEntries([], forLogin: "user250")
        let run = try await ProcessRun.ghsearch(["--once", "user250", "--api-url", fake.apiURL, "--no-cache"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.split(separator: "\n").count == 250)
    }

    @Test func aSearchSaysWhichItemsWereNotRepositories() async throws {
        let fake = try FakeServerFixture()
        let body = #"{"total_count":3,"incomplete_results":false,"items":[{"name":"a","html_url":"https://github.com/o/a"},{"id":2},7]}"#
        fake.server.addFault(.json(status: 200, body), matching: RequestMatcher(path: "/search/repositories"), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "--search", "kit", "--api-url", fake.apiURL, "--no-cache"])
        #expect(run.status == 1)
        #expect(run.stdout == "a\thttps://github.com/o/a\n")
        #expect(run.stderr.hasPrefix("Error: 2 entries of the list from \(fake.apiURL)/search/repositories?q=kit"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("are not repositories (objects with a string \"name\"), so they were left out. Printed the one repository it did hold.\n"))
    }

    // MARK: Batch

    @Test func aBatchUserWithEntriesLeftOutIsAFailedRecord() async throws {
        let fake = try FakeServerFixture()
        fake.server.setMalformedEntries(MalformedEntries.sample, forLogin: "octocat")
        let run = try await ProcessRun.ghsearch(["--batch", try BatchTests.inputFile(["octocat", "torvalds"]),
                                                 "--api-url", fake.apiURL, "--no-cache", "-q"])
        #expect(run.status == 1, "\(run.stderr)")
        let objects = try BatchTests.objects(run.stdout)
        #expect(objects.map { $0["user"] as? String } == ["octocat", "torvalds"])
        #expect(objects.first?["error"] as? String == "invalid_response")
        #expect(objects.first?["message"] as? String == Self.leftOut(3, from: Self.firstURL(fake, "octocat")))
        #expect(objects.last?["count"] as? Int == 7, "the batch goes on after it")
    }

    @Test func aGraphQLBatchUserWithNodesLeftOutIsAFailedRecord() async throws {
        let fake = try FakeServerFixture()
        fake.server.setMalformedEntries(MalformedEntries.sample, forLogin: "octocat")
        let run = try await ProcessRun.ghsearch(["--batch", try BatchTests.inputFile(["octocat", "torvalds"]), "--api", "graphql",
                                                 "--api-url", fake.apiURL, "--no-cache", "-q"],
                                                environment: GraphQLBatchTests.graphQLToken)
        #expect(run.status == 1, "\(run.stderr)")
        let objects = try BatchTests.objects(run.stdout)
        let octocat = try #require(objects.first { $0["user"] as? String == "octocat" })
        #expect(octocat["error"] as? String == "invalid_response")
        #expect(octocat["message"] as? String == Self.leftOut(3, from: "\(fake.apiURL)/graphql"))
        #expect(objects.first { $0["user"] as? String == "torvalds" }?["count"] as? Int == 7)
    }
}

/// The interactive mode says it on its status line, where it says other
/// incomplete lists, with the rows that are repositories in the table.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct InteractiveMalformedEntryTests {
    @Test func theStatusLineSaysWhatWasLeftOut() async throws {
        let fake = try FakeServerFixture()
        fake.server.setMalformedEntries(MalformedEntries.sample, forLogin: "octocat")
        let tmux = try await TmuxSession.ghsearch(fake, ["--no-cache"], width: 220, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        try await tmux.submit("octocat")
        let message = MalformedEntryTests.leftOut(3, from: MalformedEntryTests.firstURL(fake, "octocat"))
        try await tmux.expectScreen("the rows and what was left out") { screen in
            screen.first?.hasPrefix("8 Repositories") == true && screen.contains { $0.hasPrefix(message) }
        }
    }

    @Test func aListOfNothingButEntriesLeftOutIsNotAnEmptyList() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.json(status: 200, "[1,2]"), matching: .login("u"), times: nil)
        let tmux = try await TmuxSession.ghsearch(fake, ["--no-cache"], width: 220, height: 20)
        defer { tmux.close() }
        try await tmux.expectScreen("the prompt") { $0.last?.hasPrefix("user>") == true }
        try await tmux.submit("u")
        let message = MalformedEntryTests.leftOut(2, from: MalformedEntryTests.firstURL(fake, "u"))
        try await tmux.expectScreen("what was left out, not 'no repositories'") { screen in
            screen.first?.hasPrefix("0 Repositories") == true && screen.contains { $0.hasPrefix(message) }
        }
    }
}
