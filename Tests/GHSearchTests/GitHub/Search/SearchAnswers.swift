import GHSearchCLI
import Synchronization
import GHSearchGitHub

/// Search answers in GitHub's format.
enum SearchAnswers {
    static func page(total: Int, names: [String], incomplete: Bool = false, link: String? = nil,
                     remaining: Int = 9, limit: Int = 10, etag: String? = nil) -> HTTPResponse {
        let items = names.map { #"{"id":1,"name":"\#($0)","full_name":"o/\#($0)","html_url":"https://github.com/o/\#($0)","stargazers_count":3,"score":1.0}"# }
        let body = #"{"total_count":\#(total),"incomplete_results":\#(incomplete),"items":[\#(items.joined(separator: ","))]}"#
        var headers = HTTPHeaders([("x-ratelimit-limit", String(limit)), ("x-ratelimit-remaining", String(remaining)),
                                   ("x-ratelimit-reset", "2000000000"), ("x-ratelimit-resource", "search"),
                                   ("x-ratelimit-used", String(limit - remaining))])
        if let link { headers.append(name: "link", value: link) }
        if let etag { headers.append(name: "etag", value: etag) }
        return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8))
    }

    static func status(_ status: Int, _ body: String, remaining: Int = 9) -> HTTPResponse {
        HTTPResponse(status: status, headers: HTTPHeaders([
            ("x-ratelimit-limit", "10"), ("x-ratelimit-remaining", String(remaining)), ("x-ratelimit-reset", "2000000000"),
            ("x-ratelimit-resource", "search"),
        ]), body: Array(body.utf8))
    }

    static let tooLong = #"{"message":"Validation Failed","errors":[{"message":"The search is longer than 256 characters.","resource":"Search","field":"q","code":"invalid"}],"documentation_url":"https://docs.github.com/v3/search/","status":"422"}"#
    static let missing = #"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}],"documentation_url":"https://docs.github.com/v3/search","status":"422"}"#
    static let beyondCap = #"{"message":"Only the first 1000 search results are available","documentation_url":"https://docs.github.com/v3/search/","status":"422"}"#
    static let rateLimited = #"{"message":"API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}"#
}
