import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// The decoder and the error mapping against answers api.github.com really sent.
@Suite(.standardTimeLimit) struct RecordedAnswersTests {
    @Test(arguments: ["bitwiseman.p1", "bitwiseman.p6", "jacquev6.p1", "sferik.p1", "github3py.p1", "codeforamerica.p1"])
    func decodesEveryRecordedRepositoryPage(_ name: String) throws {
        let recording = try Recording(name)
        let repositories = try RepositoryDecoder.decode(recording.body)
        #expect(repositories.count == recording.itemCount)
        #expect(repositories.allSatisfy { !$0.name.isEmpty && ($0.htmlURL?.hasPrefix("https://github.com/") ?? false) })
    }

    @Test func decodesFieldsOfARealRepository() throws {
        let repositories = try RepositoryDecoder.decode(try Recording("bitwiseman.p1").body)
        let first = try #require(repositories.first)
        #expect(first.owner?.login == "bitwiseman")
        #expect(first.fullName == "bitwiseman/\(first.name)")
        #expect(first.createdAt != nil && first.pushedAt != nil)
        // Non-ASCII text arrives intact (SOURCES.md lists these).
        let github3py = try RepositoryDecoder.decode(try Recording("github3py.p1").body)
        #expect(github3py.contains { $0.description?.contains("™") ?? false })
        let cfa = try RepositoryDecoder.decode(try Recording("codeforamerica.p1").body)
        #expect(cfa.contains { $0.description?.contains("\u{00A0}") ?? false })
    }

    @Test func readsTheRecordedLinkHeaderExactlyAsGiven() throws {
        let recording = try Recording("bitwiseman.p1")
        let link = LinkHeader(fields: recording.headers.values(for: "Link"))
        #expect(link.next == "https://api.github.com/user/1958953/repos?per_page=30&page=2")
        #expect(link.last == "https://api.github.com/user/1958953/repos?per_page=30&page=6")
        let lastPage = LinkHeader(fields: try Recording("bitwiseman.p6").headers.values(for: "link"))
        #expect(lastPage.next == nil)
        #expect(lastPage.target(rel: "prev") == "https://api.github.com/user/1958953/repos?per_page=30&page=5")
    }

    @Test func recordedRateLimitHeaders() throws {
        let limit = try #require(RateLimit(headers: try Recording("bitwiseman.p1").headers))
        #expect(limit.limit == 5000 && limit.remaining == 4344)
        #expect(limit.reset == Date(timeIntervalSince1970: 1_572_055_286))
        #expect(limit.quotaText == "4344/5000")
    }

    @Test func mapsRecordedErrors() throws {
        func mapped(_ name: String) throws -> GitHubError {
            let r = try Recording(name)
            return GitHubClient.error(for: r.response, login: "someone", rateLimit: RateLimit(headers: r.headers))
        }
        #expect(try mapped("not_found_user.recorded") == .userNotFound("someone"))
        #expect(try mapped("bad_credentials.recorded_2020") == .badCredentials(message: "Bad credentials"))
        // 2013: remaining 0 and no reset header at all.
        guard case .rateLimited(let limit) = try mapped("rate_limit_exceeded.recorded") else {
            Issue.record("primary rate limit not recognised"); return
        }
        #expect(limit.remaining == 0 && limit.limit == 60 && limit.reset == nil)
        guard case .secondaryRateLimit(let retryAfter, _) = try mapped("secondary_rate_limit.recorded_abuse") else {
            Issue.record("abuse limit not recognised"); return
        }
        #expect(retryAfter == 60)
        guard case .secondaryRateLimit(nil, let message) = try mapped("secondary_rate_limit.modern") else {
            Issue.record("modern secondary limit not recognised"); return
        }
        #expect(message?.contains("secondary rate limit") == true)
        #expect(try mapped("server_error_502") == .serverError(status: 502))
        #expect(try mapped("service_unavailable_503_unicorn") == .serverError(status: 503))
        #expect(try mapped("server_error_502").isRetryable)
        #expect(try !mapped("not_found_user.recorded").isRetryable)
        #expect(try !mapped("rate_limit_exceeded.recorded").isRetryable)
    }

    @Test func modernObservedErrorTexts() throws {
        let data = try Data(contentsOf: Recording.directory.appendingPathComponent("observed_texts.json"))
        let texts = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        func body(_ key: String) throws -> [UInt8] {
            let entry = try #require(texts[key] as? [String: Any])
            let text = try #require((entry["body"] ?? entry["body_template"]) as? String)
            return Array(text.utf8)
        }
        let secondary = HTTPResponse(status: 403, body: try body("secondary_rate_limit"))
        #expect(GitHubClient.error(for: secondary, login: "x", rateLimit: nil) == .secondaryRateLimit(retryAfter: nil, message: RepositoryDecoder.errorMessage(secondary.body)))
        let primary = HTTPResponse(status: 403, body: try body("rate_limit_unauthenticated"))
        #expect(GitHubClient.error(for: primary, login: "x", rateLimit: RateLimit(limit: 60, remaining: 0)) == .rateLimited(RateLimit(limit: 60, remaining: 0)))
        let authenticated = HTTPResponse(status: 403, body: try body("rate_limit_authenticated"))
        guard case .rateLimited = GitHubClient.error(for: authenticated, login: "x", rateLimit: nil) else {
            Issue.record("authenticated primary limit not recognised by its message"); return
        }
        let notFound = HTTPResponse(status: 404, body: try body("not_found_user_repos"))
        #expect(GitHubClient.error(for: notFound, login: "x", rateLimit: nil) == .userNotFound("x"))
    }
}
