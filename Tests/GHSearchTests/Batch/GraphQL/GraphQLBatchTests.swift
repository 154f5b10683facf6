import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// The planner and bookkeeping of a GraphQL batch, without I/O: GitHub's
/// limits are never exceeded, further pages continue from their cursors,
/// and each answer means the right thing for each user.
@Suite(.standardTimeLimit) struct GraphQLBatchTests {
    static let plain = GraphQLRepositorySelection(fields: [.name, .html_url])
    static let everything = GraphQLRepositorySelection(fields: RepositoryField.allCases)

    /// A server in miniature: `counts[login]` repositories per owner
    /// (unknown logins answer null), cursors are positions.
    static func answer(_ plan: GraphQLQueryPlan, counts: [String: Int]) -> GraphQLResponse {
        var owners: [String: GraphQLResponse.OwnerAnswer] = [:]
        for (index, page) in plan.owners.enumerated() {
            guard let count = counts[page.login] else {
                owners[GraphQLQueryPlan.alias(index)] = .null
                continue
            }
            let start = page.after.flatMap(Int.init) ?? 0
            let end = min(count, start + page.first)
            let repositories = (start..<max(start, end)).map { Repository(name: "\(page.login)-\($0)") }
            owners[GraphQLQueryPlan.alias(index)] = .page(.init(repositories: repositories, totalCount: count,
                                                                hasNextPage: end < count, endCursor: String(end)))
        }
        return GraphQLResponse(owners: owners)
    }

    /// Runs a batch to its end against `counts`, checking every plan; the
    /// records and the plans.
    static func drain(_ batch: inout GraphQLBatch, counts: [String: Int], points: Int? = nil,
                      check: (GraphQLQueryPlan) -> Void = { _ in }) -> (records: [BatchRecord], plans: [GraphQLQueryPlan]) {
        var records: [BatchRecord] = []
        var plans: [GraphQLQueryPlan] = []
        while let (plan, _) = batch.nextPlan(pointsAvailable: points) {
            check(plan)
            plans.append(plan)
            records += batch.answered(plan, answer(plan, counts: counts))
        }
        #expect(batch.isFinished)
        return (records, plans)
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func limitsAreNeverExceededWhateverTheMix(seed: UInt64) {
        var random = SplitMix(seed: seed)  // seeded: a failing mix is the same mix on every run
        let selection = seed % 2 == 0 ? Self.plain : Self.everything
        var counts: [String: Int] = [:]
        let logins = (0..<Int.random(in: 1...160, using: &random)).map { "u\($0)" }
        for login in logins where Int.random(in: 0..<20, using: &random) > 0 {
            counts[login] = [0, 1, 99, 100, 101, 150, 250].randomElement(using: &random) ?? 0
        }
        let limit: Int? = Bool.random(using: &random) ? Int.random(in: 1...300, using: &random) : nil
        var configuration = GraphQLBatch.Configuration()
        configuration.maxNodes = [500_000, 30_000, 2_000].randomElement(using: &random) ?? 500_000
        var batch = GraphQLBatch(logins: logins, selection: selection, limit: limit, sortsByStars: false, configuration: configuration)
        let points = Bool.random(using: &random) ? Int.random(in: 1...60, using: &random) : nil
        var broken: [String] = []
        let (records, _) = Self.drain(&batch, counts: counts, points: points) { plan in
            if plan.owners.count > 50 { broken.append("\(plan.owners.count) owners") }
            if !plan.owners.allSatisfy({ (1...100).contains($0.first) }) { broken.append("first out of 1...100") }
            if plan.nodes > GraphQLBatch.gitHubNodeLimit || (plan.nodes > configuration.maxNodes && plan.owners.count > 1) {
                broken.append("\(plan.nodes) nodes")
            }
            if let points, plan.owners.count > 1, plan.cost > points { broken.append("cost \(plan.cost) > \(points)") }
            if Set(plan.owners.map { $0.login.lowercased() }).count != plan.owners.count { broken.append("an owner twice") }
        }
        #expect(broken.isEmpty)
        #expect(records.count == logins.count)
        for record in records {
            switch (record.outcome, counts[record.user]) {
            case (.repositories(let repositories), let count?):
                let expected = min(count, limit ?? count)
                #expect(repositories.count == expected && repositories.last?.name == (expected > 0 ? "\(record.user)-\(expected - 1)" : nil))
                #expect(Set(repositories.map(\.name)).count == repositories.count, "no page twice")
            case (.failure(.not_found, _), nil):
                break
            default:
                Issue.record("\(record.user): \(record.outcome)")
            }
        }
    }

    @Test func furtherPagesContinueFromTheirCursorsGroupedAcrossUsersBeforeNewOnes() {
        let counts = ["a": 250, "b": 150, "c": 1, "d": 0]
        var configuration = GraphQLBatch.Configuration()
        configuration.maxOwnersPerQuery = 3
        var batch = GraphQLBatch(logins: ["a", "b", "c", "d"], selection: Self.plain, limit: nil, sortsByStars: false,
                                 configuration: configuration)
        let (records, plans) = Self.drain(&batch, counts: counts)
        #expect(plans.map { $0.owners.map(\.login) } == [["a", "b", "c"], ["a", "b", "d"], ["a"]])
        #expect(plans.map { $0.owners.map(\.after) } == [[nil, nil, nil], ["100", "100", nil], ["200"]])
        // A further page asks only for what `totalCount` says is left.
        #expect(plans.map { $0.owners.map(\.first) } == [[100, 100, 100], [100, 50, 100], [50]])
        #expect(records.map(\.user) == ["c", "b", "d", "a"])
        #expect(plans.allSatisfy { $0.cost == 1 })
    }

    @Test func limitAsksForNoMoreThanNeededAndStarsSortFetchesEverything() {
        var limited = GraphQLBatch(logins: ["a"], selection: Self.plain, limit: 30, sortsByStars: false)
        let (records, plans) = Self.drain(&limited, counts: ["a": 250])
        #expect(plans.map { $0.owners.map(\.first) } == [[30]])
        #expect(records.first?.outcome == .repositories((0..<30).map { Repository(name: "a-\($0)") }))
        var starred = GraphQLBatch(logins: ["a"], selection: Self.plain, limit: 2, sortsByStars: true)
        let (_, starPlans) = Self.drain(&starred, counts: ["a": 150])
        #expect(starPlans.count == 2, "every page, then sorted locally and cut")
    }

    @Test func pointsLeftLimitHowManyCostlyOwnersAQueryTakes() {
        var batch = GraphQLBatch(logins: (0..<10).map { "u\($0)" }, selection: Self.everything, limit: nil, sortsByStars: false)
        // Each owner's page of 100 costs 301 requests, ~3 points.
        let plan = batch.nextPlan(pointsAvailable: 7)?.plan
        #expect(plan?.owners.count == 2 && plan?.cost == 6)
        let lone = batch.nextPlan(pointsAvailable: 0)?.plan
        #expect(lone?.owners.count == 1, "one owner goes whatever it costs: the gate waits for the points")
    }

    @Test func theNodeBudgetKeepsCostlyQueriesWithinGitHubsLimit() {
        var configuration = GraphQLBatch.Configuration()
        configuration.maxOwnersPerQuery = 500
        var batch = GraphQLBatch(logins: (0..<500).map { "u\($0)" }, selection: Self.everything, limit: nil, sortsByStars: false,
                                 configuration: configuration)
        let plan = batch.nextPlan(pointsAvailable: nil)?.plan
        // 2,100 nodes per owner (100 repositories, 20 topics each): 238 owners fit in 500,000.
        #expect(plan?.owners.count == 238)
        #expect((plan?.nodes ?? .max) <= 500_000)
    }

    @Test func aTimeoutHalvesTheQueryAndItsOwnersAreAskedAgainFirst() {
        var batch = GraphQLBatch(logins: (0..<150).map { "u\($0)" }, selection: Self.plain, limit: nil, sortsByStars: false)
        let first = batch.nextPlan(pointsAvailable: nil)!.plan
        #expect(first.owners.count == 50 && batch.nodeBudget == 5_000)
        #expect(batch.timedOut(first, error: .serverError(status: 502)).isEmpty)
        #expect(batch.nodeBudget == 2_500)
        let second = batch.nextPlan(pointsAvailable: nil)!.plan
        #expect(second.owners.map(\.login) == (0..<25).map { "u\($0)" })
        // Four answers in a row double the budget again, short of the size that timed out.
        let counts = Dictionary(uniqueKeysWithValues: (0..<150).map { ("u\($0)", 1) })
        var records = batch.answered(second, Self.answer(second, counts: counts))
        for _ in 0..<3 {
            let plan = batch.nextPlan(pointsAvailable: nil)!.plan
            records += batch.answered(plan, Self.answer(plan, counts: counts))
        }
        #expect(batch.nodeBudget == 4_999)
        records += Self.drain(&batch, counts: counts).records
        #expect(Set(records.map(\.user)).count == 150)
    }

    @Test func aSizeThatTimedOutIsNotTriedAgainUntilManyAnswersLater() throws {
        var configuration = GraphQLBatch.Configuration()
        configuration.maxOwnersPerQuery = 8
        configuration.forgetAfter = 12
        let logins = (0..<200).map { "u\($0)" }
        let counts = Dictionary(uniqueKeysWithValues: logins.map { ($0, 1) })
        var batch = GraphQLBatch(logins: logins, selection: Self.plain, limit: nil, sortsByStars: false, configuration: configuration)
        let nextFirst = batch.nextPlan(pointsAvailable: nil)
        let first = try #require(nextFirst).plan
        _ = batch.timedOut(first, error: .serverError(status: 502))
        var sizes: [Int] = []
        while let (plan, _) = batch.nextPlan(pointsAvailable: nil) {
            sizes.append(plan.owners.count)
            _ = batch.answered(plan, Self.answer(plan, counts: counts))
        }
        // 4 owners after the timeout, then 7 (short of the 8 that timed
        // out) until 12 answers in a row, then 8 again.
        #expect(Array(sizes.prefix(14)) == [4, 4, 4, 4, 7, 7, 7, 7, 7, 7, 7, 7, 8, 8])
    }

    @Test func anOwnerAloneInAQueryThatKeepsTimingOutFailsWithTheErrorItsNeighboursDoNot() {
        var batch = GraphQLBatch(logins: ["slow", "fast"], selection: Self.plain, limit: nil, sortsByStars: false)
        var failures: [BatchRecord] = []
        var firsts: [Int] = []
        var fast: [BatchRecord] = []
        while let (plan, _) = batch.nextPlan(pointsAvailable: nil) {
            if plan.owners.contains(where: { $0.login == "slow" }) {
                if plan.owners.count == 1 { firsts.append(plan.owners[0].first) }
                failures += batch.timedOut(plan, error: .serverError(status: 502))
            } else {
                fast += batch.answered(plan, Self.answer(plan, counts: ["fast": 3]))
            }
        }
        #expect(fast.map(\.user) == ["fast"])
        #expect(firsts == [100, 50, 25], "each try alone asks for less")
        #expect(failures.map(\.outcome) == [.failure(.server_error, message: "GitHub answered 502 (server error) to every attempt; try again later.")])
        #expect(batch.isFinished)
    }

    @Test func errorsOnOneAliasFailThatUserOnly() throws {
        var batch = GraphQLBatch(logins: ["gone", "ok", "sso", "odd", "null"], selection: Self.plain, limit: nil, sortsByStars: false)
        let nextPlan = batch.nextPlan(pointsAvailable: nil)?.plan
        var plan = try #require(nextPlan)
        var response = Self.answer(plan, counts: ["gone": 1, "ok": 2, "sso": 1, "odd": 1])
        response.owners["u0"] = .null
        response.owners["u2"] = .null
        response.owners["u3"] = .malformed("the answer has no repository list for this user")
        response.errors = [
            .init(type: "NOT_FOUND", message: "Could not resolve to a User with the login of 'gone'.", path: ["u0"]),
            .init(type: "FORBIDDEN", message: "Resource protected by organization SAML enforcement.", path: ["u2"]),
        ]
        var records = batch.answered(plan, response)
        #expect(records.map(\.user) == ["gone", "ok", "sso", "null"])
        #expect(records[0].outcome == .failure(.not_found, message: "User 'gone' not found on GitHub."))
        #expect(records[1].outcome == .repositories([Repository(name: "ok-0"), Repository(name: "ok-1")]))
        #expect(records[2].outcome == .failure(.forbidden, message: "GitHub refused the request (403): Resource protected by organization SAML enforcement."))
        #expect(records[3].outcome == .failure(.not_found, message: "User 'null' not found on GitHub."))
        // "odd" is asked again, and after three odd answers gives up.
        for _ in 0..<2 {
            let again = batch.nextPlan(pointsAvailable: nil)?.plan
            plan = try #require(again)
            #expect(plan.owners.map(\.login) == ["odd"])
            records = batch.answered(plan, GraphQLResponse(owners: ["u0": .malformed("the answer has no repository list for this user")]))
        }
        #expect(records.map(\.outcome) == [.failure(.invalid_response, message: "Unexpected answer from https://api.github.com: the answer has no repository list for this user.")])
        #expect(batch.isFinished)
    }

    @Test func aCursorSeenBeforeIsALoopNotAnEndlessBatch() throws {
        var batch = GraphQLBatch(logins: ["loop"], selection: Self.plain, limit: nil, sortsByStars: false)
        let page = GraphQLResponse.OwnerAnswer.page(.init(repositories: [Repository(name: "r")], totalCount: 9, hasNextPage: true, endCursor: "same"))
        var records: [BatchRecord] = []
        var queries = 0
        while let (plan, _) = batch.nextPlan(pointsAvailable: nil) {
            queries += 1
            records += batch.answered(plan, GraphQLResponse(owners: ["u0": page]))
        }
        #expect(queries == 2)
        #expect(records.first?.outcome == .failure(.invalid_response, message: "The server's pagination links go round in circles (back to same)."))
    }

    /// Pages of repositories with these ids, one per query, each under a
    /// new cursor, the last without a next page; the records and the number of queries.
    static func pages(_ batch: inout GraphQLBatch, _ ids: [Range<Int>], endless: Bool = false) -> (records: [BatchRecord], queries: Int) {
        var records: [BatchRecord] = []
        var queries = 0
        while let (plan, _) = batch.nextPlan(pointsAvailable: nil) {
            let ids = ids[min(queries, ids.count - 1)]
            queries += 1
            let repositories = ids.map { Repository(name: "r\($0)", id: $0) }
            let page = GraphQLResponse.Page(repositories: repositories, totalCount: 1_000_000,
                                            hasNextPage: endless || queries < ids.count, endCursor: "c\(queries)")
            records += batch.answered(plan, GraphQLResponse(owners: ["u0": .page(page)]))
        }
        return (records, queries)
    }

    @Test func aRepositoryALaterPageRepeatsIsKeptOnceByItsId() throws {
        var batch = GraphQLBatch(logins: ["shifted"], selection: Self.plain, limit: nil, sortsByStars: false)
        var records: [BatchRecord] = []
        var queries = 0
        for (number, ids) in [0..<100, 50..<150, 150..<160].enumerated() {
            let next = batch.nextPlan(pointsAvailable: nil)
            let plan = try #require(next).plan
            queries += 1
            let page = GraphQLResponse.Page(repositories: ids.map { Repository(name: "r\($0)", id: $0) }, totalCount: 160,
                                            hasNextPage: number < 2, endCursor: "c\(number)")
            records += batch.answered(plan, GraphQLResponse(owners: ["u0": .page(page)]))
        }
        #expect(queries == 3 && batch.isFinished)
        guard case .repositories(let repositories)? = records.first?.outcome else { Issue.record("\(records)"); return }
        #expect(repositories.map(\.id) == Array(0..<160))
    }

    @Test func thePageOfRepositoriesSeenBeforeUnderANewCursorIsALoop() throws {
        var batch = GraphQLBatch(logins: ["repeats"], selection: Self.plain, limit: nil, sortsByStars: false)
        let (records, queries) = Self.pages(&batch, [0..<8], endless: true)
        #expect(queries == 2, "the second page brought nothing new")
        #expect(records.map(\.outcome) == [.failure(.invalid_response, message: "The server's pagination links go round in circles (back to c2).")])
        #expect(batch.isFinished)
    }

    @Test func anOwnerWhosePagesNeverEndStopsAtTheCap() throws {
        var configuration = GraphQLBatch.Configuration()
        configuration.maxRepositories = 250
        var batch = GraphQLBatch(logins: ["endless", "next"], selection: Self.plain, limit: nil, sortsByStars: false, configuration: configuration)
        var records: [BatchRecord] = []
        var queries = 0
        while let (plan, _) = batch.nextPlan(pointsAvailable: nil) {
            var owners: [String: GraphQLResponse.OwnerAnswer] = [:]
            for (index, page) in plan.owners.enumerated() {
                let start = page.after.flatMap(Int.init) ?? 0
                let endless = page.login == "endless"
                let ids = endless ? start..<(start + page.first) : 1_000_000..<1_000_003
                owners[GraphQLQueryPlan.alias(index)] = .page(.init(repositories: ids.map { Repository(name: "r\($0)", id: $0) },
                                                                    totalCount: nil, hasNextPage: endless, endCursor: String(ids.upperBound)))
            }
            queries += 1
            records += batch.answered(plan, GraphQLResponse(owners: owners))
        }
        #expect(queries == 3, "pages of 100: the third goes past 250")
        #expect(records.map(\.user) == ["next", "endless"])
        #expect(records.last?.outcome == .failure(.too_many_repositories, message: "Stopped at 250 repositories, the most ghsearch gathers for one user; there are more (--limit takes fewer)."))
        #expect(batch.isFinished)
    }

    @Test func aFailedQueryFailsItsUsersAndAnAbandonedOneLeavesThem() throws {
        var batch = GraphQLBatch(logins: ["a", "b", "c"], selection: Self.plain, limit: nil, sortsByStars: false,
                                 configuration: { var c = GraphQLBatch.Configuration(); c.maxOwnersPerQuery = 2; return c }())
        let nextFirst = batch.nextPlan(pointsAvailable: nil)
        let first = try #require(nextFirst)
        #expect(first.started == ["a", "b"])
        let records = batch.failed(first.plan, error: .serverError(status: 500))
        #expect(records.map(\.user) == ["a", "b"] && records.allSatisfy { $0.outcome == .failure(.server_error, message: "GitHub answered 500 (server error) to every attempt; try again later.") })
        let nextSecond = batch.nextPlan(pointsAvailable: nil)
        let second = try #require(nextSecond)
        batch.abandoned(second.plan)
        #expect(batch.isFinished && !batch.hasWaitingOwners)
    }
}

/// The test inputs' generator, for the standard library's random APIs.
extension SplitMix: RandomNumberGenerator {}
