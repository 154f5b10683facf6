import FakeGitHub
import Foundation
import Testing
import TestSupport

/// A server whose pagination cannot be trusted (docs/RELIABILITY.md,
/// "Pagination"): links that never end, that lead back to a page already
/// seen under a new URL, pages that repeat repositories, a `rel="last"`
/// that lies. In `--once` and `--batch`, each ends in bounded memory with
/// nothing printed twice, and with a clear message and a non-zero status
/// where the result is incomplete.
@Suite(.standardTimeLimit, .sanitizerReports) struct PaginationFaultTests {
    /// Peak memory allowed for a run that gathers the most repositories
    /// ghsearch keeps for one user (100,000 small ones), in MiB (measured: 108). Under
    /// a sanitizer every allocation is padded or shadowed and freed memory waits.
    static let capCeiling = SanitizerEnvironment.variables.isEmpty ? 200 : 1_200
    /// For the faults that stop after a few pages.
    static let smallCeiling = SanitizerEnvironment.variables.isEmpty ? 100 : 400

    static func names(_ tsv: String) -> [Substring] {
        tsv.split(separator: "\n").map { $0.split(separator: "\t")[0] }
    }

    // MARK: Links that never end

    @Test func anEndlessListStopsAtTheCapInBoundedMemory() async throws {
        let fake = try FakeServerFixture()
        // Pages of 1,000 (more than asked for: a server need not listen).
        fake.server.addFault(matching: .login("endless"), respond: HostilePagination.endless(perPage: 1_000))
        let run = try await PeakMemoryRun.ghsearch(["--once", "endless", "--api-url", fake.apiURL])
        #expect(run.status == 1)
        let names = Self.names(run.stdout)
        #expect(names.count == 100_000, "everything fetched up to the cap is printed")
        #expect(Set(names).count == names.count)
        #expect(run.stderr == "Error: Stopped at 100,000 repositories, the most ghsearch gathers for one user; there are more (--limit takes fewer). Printed the 100000 repositories fetched before that.\n")
        #expect(fake.repositoryRequests.count == 100)
        #expect(!run.killed && run.peakMegabytes < Self.capCeiling, "peak RSS \(run.peakMegabytes) MiB")
    }

    @Test func anEndlessListWithALimitStopsAtTheLimit() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(matching: .login("endless"), respond: HostilePagination.endless())
        let run = try await ProcessRun.ghsearch(["--once", "endless", "--limit", "250", "--api-url", fake.apiURL])
        #expect(run.status == 0, "what was asked for is complete: \(run.stderr)")
        #expect(Self.names(run.stdout).count == 250)
        #expect(fake.repositoryRequests.count == 3)
    }

    @Test func anEndlessListInABatchIsOneFailedUserInBoundedMemory() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(matching: .login("endless"), respond: HostilePagination.endless(perPage: 1_000))
        let input = try BatchTests.inputFile(["endless", "octocat"])
        let run = try await PeakMemoryRun.ghsearch(["--batch", input, "--api-url", fake.apiURL, "-q"])
        #expect(run.status == 1)
        let objects = try BatchTests.objects(run.stdout)
        #expect(objects.map { $0["user"] as? String } == ["endless", "octocat"])
        #expect(objects.first?["error"] as? String == "too_many_repositories")
        #expect(objects.last?["count"] as? Int == 8, "the batch goes on after it")
        #expect(!run.killed && run.peakMegabytes < Self.capCeiling, "peak RSS \(run.peakMegabytes) MiB")
    }

    // MARK: The same page again, under new URLs

    @Test(arguments: [["--once", "octocat"], ["--once", "octocat", "--json"]])
    func theSamePageUnderEverNewURLsIsALoop(_ arguments: [String]) async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(matching: .login("octocat"), respond: HostilePagination.samePageUnderNewURLs())
        let run = try await PeakMemoryRun.ghsearch(arguments + ["--api-url", fake.apiURL])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: The server's pagination links go round in circles (back to \(fake.apiURL)/users/octocat/repos?per_page=100&page=1&visit=1). Printed the 8 repositories fetched before that."),
                "\(run.stderr)")
        if arguments.count == 2 { #expect(Self.names(run.stdout).count == 8, "printed once") }
        #expect(fake.repositoryRequests.count == 2)
        #expect(!run.killed && run.peakMegabytes < Self.smallCeiling)
    }

    @Test func theSamePageUnderEverNewURLsEndsABatchUser() async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(matching: .login("octocat"), respond: HostilePagination.samePageUnderNewURLs())
        let run = try await PeakMemoryRun.ghsearch(["--batch", try BatchTests.inputFile(["octocat", "torvalds"]),
                                                    "--api-url", fake.apiURL, "-q"])
        #expect(run.status == 1)
        let objects = try BatchTests.objects(run.stdout)
        #expect(objects.first?["error"] as? String == "invalid_response")
        #expect((objects.first?["message"] as? String)?.hasPrefix("The server's pagination links go round in circles") == true)
        #expect(objects.last?["count"] as? Int == 7)
        #expect(fake.repositoryRequests.count == 3, "2 for octocat, 1 for torvalds")
        #expect(!run.killed && run.peakMegabytes < Self.smallCeiling)
    }

    /// A token's batch through GraphQL: octocat's list goes round and round
    /// under ever new cursors, `hasNextPage` for ever (was: a query per
    /// repository seen again, up to 100,000 of them).
    @Test func theSameRepositoriesUnderEverNewCursorsEndAGraphQLBatchUser() async throws {
        let fake = try FakeServerFixture()
        fake.server.setGraphQLRepeating(owners: ["octocat"])
        let run = try await PeakMemoryRun.ghsearch(["--batch", try BatchTests.inputFile(["octocat", "torvalds"]), "--api", "graphql",
                                                    "--api-url", fake.apiURL, "-q"], environment: GraphQLBatchTests.graphQLToken)
        #expect(run.status == 1, "\(run.stderr)")
        let objects = try BatchTests.objects(run.stdout)
        #expect(objects.map { $0["user"] as? String } == ["torvalds", "octocat"])
        #expect(objects.last?["error"] as? String == "invalid_response")
        #expect((objects.last?["message"] as? String)?.hasPrefix("The server's pagination links go round in circles") == true, "\(objects)")
        #expect(objects.first?["count"] as? Int == 7)
        #expect(fake.server.requests.filter { $0.path == "/graphql" }.count == 2, "both users, then octocat's page that brings nothing new")
        #expect(!run.killed && run.peakMegabytes < Self.smallCeiling, "peak RSS \(run.peakMegabytes) MiB")
    }

    @Test func aNextLinkToTheSamePageIsALoopInABatch() async throws {
        let fake = try FakeServerFixture()
        let first = fake.server.url("/users/user250/repos?per_page=100")
        fake.server.addFault(.link("<\(first)>; rel=\"next\""), matching: .login("user250"), times: nil)
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL, "-q"], stdin: "user250\n")
        #expect(run.status == 1)
        let objects = try BatchTests.objects(run.stdout)
        #expect(objects.first?["message"] as? String == "The server's pagination links go round in circles (back to \(first)).")
        #expect(fake.repositoryRequests.count == 1, "the link is not followed at all")
    }

    // MARK: Pages that repeat repositories

    /// Three pages of 100 that overlap by half, as a list that shifts while
    /// it is read: every repository once (200), and that is the whole list.
    @Test(arguments: [["--jobs", "1"], ["--jobs", "4"]])
    func overlappingPagesPrintEachRepositoryOnce(_ jobs: [String]) async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(matching: .login("shifting"), respond: HostilePagination.pages(3) { ($0 - 1) * 50 ..< ($0 - 1) * 50 + 100 })
        let run = try await ProcessRun.ghsearch(["--once", "shifting", "--api-url", fake.apiURL] + jobs)
        #expect(run.status == 0, "\(run.stderr)")
        let names = Self.names(run.stdout)
        #expect(names.count == 200 && Set(names).count == 200, "\(names.count) rows")
        #expect(run.stderr.isEmpty)

        let batch = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL, "-q"] + jobs, stdin: "shifting\n")
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(try BatchTests.objects(batch.stdout).first?["count"] as? Int == 200)
    }

    /// Page 3 is page 1 again (under its own URL, so only its content tells).
    @Test(arguments: [["--jobs", "1"], ["--jobs", "4"]])
    func aWholePageRepeatedIsALoopAndNotPrintedTwice(_ jobs: [String]) async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(matching: .login("repeating"), respond: HostilePagination.pages(4) { $0 == 3 ? 0..<100 : ($0 - 1) * 100 ..< $0 * 100 })
        let run = try await ProcessRun.ghsearch(["--once", "repeating", "--api-url", fake.apiURL] + jobs)
        #expect(run.status == 1)
        let names = Self.names(run.stdout)
        #expect(names.count == 200 && Set(names).count == 200, "\(names.count) rows")
        #expect(run.stderr == "Error: The server's pagination links go round in circles (back to \(fake.apiURL)/users/repeating/repos?per_page=100&page=3). Printed the 200 repositories fetched before that.\n")
    }

    // MARK: A rel="last" that lies

    @Test(arguments: [["--once", "octocat"], ["--once", "octocat", "--jobs", "1"], ["--batch", "-", "-q"], ["--batch", "-", "-q", "--jobs", "4"]])
    func aLastLinkClaimingThousandsOfPagesIsNotBelieved(_ arguments: [String]) async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(matching: .login("octocat"), respond: HostilePagination.lastClaims(99_999))
        let run = try await PeakMemoryRun.ghsearch(arguments + ["--api-url", fake.apiURL], stdin: "octocat\n")
        #expect(run.status == 0, "\(run.stderr)")
        if arguments[0] == "--once" {
            #expect(Self.names(run.stdout).count == 8)
        } else {
            #expect(try BatchTests.objects(run.stdout).first?["count"] as? Int == 8)
        }
        // Page 1 holds 8 and page 2 none: the end, whatever the links say.
        #expect(fake.repositoryRequests.count == 2)
        #expect(!run.killed && run.peakMegabytes < Self.smallCeiling)
    }

    /// Pages 1 and 2 are full, page 3 (50) is the last. One job stops
    /// there: 3 requests. With 4, pages 2–5 are asked for at once, and a
    /// page answered before page 3 was frees its job for the next page:
    /// until an answer from page 3 on is seen, nothing tells that page is
    /// not needed. Only page 2 can come first that way, so the most is
    /// page 6 (page 2 answered, page 6 asked for, then page 3 answered):
    /// the short page and at most `jobs - 1` after it, what any `jobs`
    /// requests in flight can cost past the end. Fewer when an answer from
    /// page 3 on comes first, or a transfer is cancelled before it is sent.
    @Test(arguments: [["--jobs", "1"], ["--jobs", "4"]])
    func aLastLinkClaimingTooManyPagesStopsAtTheFirstShortPage(_ jobs: [String]) async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(matching: .login("user250"), respond: HostilePagination.lastClaims(99_999))
        let run = try await PeakMemoryRun.ghsearch(["--once", "user250", "--api-url", fake.apiURL] + jobs)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Set(Self.names(run.stdout)).count == 250)
        let pages = fake.repositoryRequests.map { Int($0.queryValue("page") ?? "1") ?? 0 }
        let most = jobs == ["--jobs", "1"] ? 3 : 3 + 4 - 1
        #expect(pages.count <= most && Set(pages).count == pages.count && pages.allSatisfy { $0 <= most },
                "pages after the short third one are fetched only while it is in flight: \(pages)")
        #expect(!run.killed && run.peakMegabytes < Self.smallCeiling)
    }

    @Test func pagesGoingOnPastTheirOwnLastAreStopped() async throws {
        let fake = try FakeServerFixture()
        // rel="last" says 3, but page 3 still names a next one (full pages of new repositories).
        fake.server.addFault(matching: .login("liar"), respond: { request in
            let base = "\(request.origin)\(request.path)?per_page=100&page="
            return HostilePagination.page(ids: (request.page - 1) * 100 ..< request.page * 100, request: request,
                                          link: "<\(base)\(request.page + 1)>; rel=\"next\", <\(base)3>; rel=\"last\"")
        })
        let run = try await ProcessRun.ghsearch(["--once", "liar", "--api-url", fake.apiURL])
        #expect(run.status == 1)
        #expect(Self.names(run.stdout).count == 300)
        #expect(run.stderr == "Error: The server's pages go on past the last one it announced (page 3); stopped there. Printed the 300 repositories fetched before that.\n")
        #expect(fake.repositoryRequests.count == 3)
    }

    // MARK: A page that vanishes

    @Test(arguments: [["--jobs", "1"], ["--jobs", "4"]])
    func aNotFoundOnALaterPageIsNotAnUnknownUser(_ jobs: [String]) async throws {
        let fake = try FakeServerFixture()
        fake.server.addFault(.json(status: 404, #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#),
                             matching: RequestMatcher(login: "user250", page: 2), times: nil)
        let run = try await ProcessRun.ghsearch(["--once", "user250", "--api-url", fake.apiURL] + jobs)
        #expect(run.status == 1, "not 2: the user exists")
        #expect(Self.names(run.stdout).count == 100)
        #expect(run.stderr == "Error: \(fake.apiURL) answered 404 (not found) for a later page of the list (\(fake.apiURL)/user/90000250/repos?per_page=100&page=2), though the first page was there; the list may have changed, so try again. Printed the 100 repositories fetched before that.\n")
        let batch = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL, "-q"] + jobs, stdin: "user250\n")
        #expect(try BatchTests.objects(batch.stdout).first?["error"] as? String == "invalid_response")
    }
}
