import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchText
@testable import GHSearchScripting

/// Reading a batch's input, writing its lines, and finding where a killed run stopped.
@Suite(.standardTimeLimit) struct BatchFilesTests {
    @Test func inputSkipsBlanksAndCommentsAndKeepsEachUserOnce() {
        let input = BatchInput(text: "# users\r\noctocat\r\n\n  torvalds  # the kernel\nOctocat\nbad/name\n\t\nbad/name\n" + String(repeating: "a", count: 40) + "\n")
        #expect(input.entries == [
            .search("octocat"), .search("torvalds"), .invalid("bad/name", reason: .badCharacter("/")),
            .invalid(String(repeating: "a", count: 40), reason: .tooLong(40)),
        ])
        #expect(input.duplicates == 2)
        #expect(input.excluding(["octocat", "bad/name"]).entries.map(\.user) == ["torvalds", String(repeating: "a", count: 40)])
    }

    @Test func inputOfNothingIsEmpty() {
        #expect(BatchInput(text: "").entries.isEmpty)
        #expect(BatchInput(text: "\n\n# only comments\n").entries.isEmpty)
    }

    @Test func recordsAreOneJSONLineEach() throws {
        let ok = BatchRecord(user: "x", outcome: .repositories([
            Repository(name: "a\"b", htmlURL: "https://github.com/x/a"), Repository(name: "c\n\u{1b}[2J", htmlURL: nil),
        ]))
        #expect(ok.jsonLine(fields: BatchRecord.defaultFields)
            == #"{"user":"x","count":2,"repositories":[{"name":"a\"b","html_url":"https://github.com/x/a"},{"name":"c\n\u001b[2J","html_url":null}]}"# + "\n")
        let failed = BatchRecord(user: "nobody", outcome: .failure(.not_found, message: "User 'nobody' not found on GitHub."))
        #expect(failed.jsonLine(fields: [.name]) == #"{"user":"nobody","error":"not_found","message":"User 'nobody' not found on GitHub."}"# + "\n")
        for line in [ok, failed].map({ $0.jsonLine(fields: [.name, .stargazers_count, .topics]) }) {
            #expect(line.filter { $0 == "\n" }.count == 1 && line.hasSuffix("\n"))
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test func errorCodesNameEachKindOfFailure() {
        #expect(BatchErrorCode(.userNotFound("x")) == .not_found)
        #expect(BatchErrorCode(.rateLimited(RateLimit())) == .rate_limited)
        #expect(BatchErrorCode(.secondaryRateLimit(retryAfter: 1, message: nil)) == .rate_limited)
        #expect(BatchErrorCode(.transport(.timedOut("x"))) == .network)
        #expect(BatchErrorCode(.serverError(status: 503)) == .server_error)
        #expect(BatchErrorCode(.badCredentials(message: nil)) == .bad_credentials)
        #expect(BatchErrorCode(.invalidResponse("x")) == .invalid_response)
        #expect(BatchErrorCode(.paginationLoop("x")) == .invalid_response)
    }

    @Test func resumeFindsFinishedUsersAndCutsAPartialLastLine() {
        let text = #"{"user":"a","count":0,"repositories":[]}"# + "\n"
            + #"{"user":"B","error":"not_found","message":"m"}"# + "\n"
            + "not json\n"
            + #"{"user":"c","count":1,"repo"#
        let resume = BatchResume(output: Array(text.utf8))
        #expect(resume.finished == ["a", "b"])
        #expect(resume.keptLength == text.utf8.count - #"{"user":"c","count":1,"repo"#.utf8.count)
    }

    @Test func resumeOfAnEmptyOrLineLessFile() {
        #expect(BatchResume(output: []) == BatchResume(finished: [], keptLength: 0))
        #expect(BatchResume(output: Array(#"{"user":"a""#.utf8)) == BatchResume(finished: [], keptLength: 0))
    }

    @Test func progressLine() {
        let start = Date(timeIntervalSince1970: 1_000)
        var progress = BatchProgress(total: 40, startedAt: start)
        progress.apply(.started("octocat"))
        for _ in 0..<10 { progress.apply(.finished(BatchRecord(user: "x", outcome: .repositories([])))) }
        progress.rateLimit = RateLimit(limit: 60, remaining: 50)
        #expect(progress.line(now: start.addingTimeInterval(10)) == "10/40 users · octocat · quota 50/60 · ETA 30s")
        progress.wait(BatchWait(until: start.addingTimeInterval(55), reason: .quota), now: start.addingTimeInterval(10))
        // The wait, then the 30 users left at the pace so far (was: `ETA 30s`, less than the wait).
        #expect(progress.line(now: start.addingTimeInterval(10)) == "10/40 users · waiting for the rate limit reset, in 45s · quota 50/60 · ETA 1m 15s")
    }

    @Test func aBatchOfQueriesCountsQueries() {
        let start = Date(timeIntervalSince1970: 1_000)
        var progress = BatchProgress(total: 4, startedAt: start, items: .queries)
        progress.apply(.started("machine learning"))
        progress.apply(.finished(BatchRecord(user: "x", outcome: .failure(.invalid_response, message: "no"), isQuery: true)))
        #expect(progress.line(now: start.addingTimeInterval(10)) == "1/4 queries · 1 failed · machine learning · ETA 30s")
        #expect(progress.line(now: start.addingTimeInterval(10), catalogue: .korean) == "검색어 1/4개 · 1개 실패 · machine learning · 남은 시간 약 30초")
        #expect(Catalogue.english.batchDone(written: 3, failed: 1, left: 1, quota: "7/10", .queries)
                == "Done: 3 queries written, 1 failed, 1 left; quota left 7/10.")
        #expect(Catalogue.korean.batchDone(written: 3, failed: 1, left: 1, quota: nil, .queries) == "완료: 검색어 3개 기록, 1개 실패, 1개 남음.")
        #expect(Catalogue.english.stoppedByCredentials(left: 2, .queries).contains("stopped with 2 queries left"))
    }
}
