import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive

/// What a person reads for the search errors, in English and Korean.
@Suite(.standardTimeLimit) struct SearchErrorDescriptionTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let utc = TimeZone(identifier: "UTC")!

    private func english(_ error: GitHubError) -> String {
        error.describe(apiURL: "https://api.github.com", now: now, timeZone: utc)
    }

    private func korean(_ error: GitHubError) -> String {
        KoreanErrors.describe(error, apiURL: "https://api.github.com", now: now, timeZone: utc)
    }

    @Test func searchLimitSaysSearchAndWhatATokenGives() {
        let anonymous = GitHubError.rateLimited(RateLimit(limit: 10, remaining: 0, reset: now.addingTimeInterval(42), resource: "search"))
        #expect(english(anonymous)
            == "GitHub's search limit is used up (0/10 left); it resets at 22:14:02 (in 42s). A token (GH_TOKEN) raises it to 30 searches a minute.")
        #expect(korean(anonymous).hasPrefix("GitHub 검색 한도를 모두 사용했습니다 (0/10 남음)"))
        #expect(korean(anonymous).hasSuffix("분당 30회로 늘어납니다."))
        let withToken = GitHubError.rateLimited(RateLimit(limit: 30, remaining: 0, resource: "search"))
        #expect(english(withToken) == "GitHub's search limit is used up (0/30 left).")
        let core = GitHubError.rateLimited(RateLimit(limit: 60, remaining: 0))
        #expect(english(core) == "GitHub's rate limit is used up (0/60 left). A token (GH_TOKEN) raises the limit to 5,000 requests an hour.")
    }

    @Test func refusedSearchQuotesGitHubSafely() {
        #expect(english(.invalidQuery("Validation Failed: The search is longer than 256 characters."))
            == "GitHub refused the search: Validation Failed: The search is longer than 256 characters.")
        let hostile = english(.invalidQuery("bad \u{1B}[2J\u{07} text"))
        #expect(!hostile.unicodeScalars.contains { $0.value < 0x20 })
        #expect(korean(.invalidQuery("x")) == "GitHub이 검색을 거부했습니다: x")
        #expect(GitHubError.invalidQuery("x").exitStatus == .usage)  // the user's query, refused: bad usage like a bad id
        #expect(GitHubError.queryTooLong(limit: 16_384).exitStatus == .usage)
        #expect(!GitHubError.invalidQuery("x").isRetryable)
    }

    @Test func missingTokenAndTooLongQuery() {
        #expect(english(.authenticationRequired).contains("GH_TOKEN"))
        #expect(korean(.authenticationRequired).contains("GH_TOKEN"))
        #expect(english(.queryTooLong(limit: 16_384)).contains("16384 bytes"))
        #expect(korean(.queryTooLong(limit: 16_384)).contains("16384바이트"))
    }
}
