/// `GET /search/repositories`, one attempt: retry is `RepositoryService`'s.
extension GitHubClient {
    /// One page of a search at `url`: the first page's URL
    /// (`endpoint.searchRepositoriesURL`), or a `Link` target exactly as given.
    public func fetchSearchPage(_ url: String) async throws(GitHubError) -> SearchResultPage {
        let answer = try await get(url, read: { (body: [UInt8]) throws(GitHubError) in try GitHubClient.searchContent(body) },
                                   failure: { response, rateLimit in GitHubClient.searchError(for: response, rateLimit: rateLimit) })
        return GitHubClient.searchPage(answer.content, from: url, link: answer.link, rateLimit: answer.rateLimit,
                                       fromCache: answer.fromCache)
    }

    static func searchContent(_ body: [UInt8]) throws(GitHubError) -> SearchPageScanner.Content {
        switch SearchPageScanner.scan(body) {
        case .success(let content):
            return content
        case .failure(.notJSON):
            throw .invalidResponse("the server's answer is not JSON")
        case .failure(.notASearchAnswer(let message)):
            throw .invalidResponse("the server answered with something other than search results"
                + (message.map { ": \($0)" } ?? ""))
        }
    }

    static func searchPage(_ content: SearchPageScanner.Content, from url: String, link: LinkHeader, rateLimit: RateLimit?,
                           fromCache: Bool = false) -> SearchResultPage {
        SearchResultPage(
            page: RepositoryPage(repositories: content.repositories, next: link.next, last: link.last,
                                 rateLimit: rateLimit, fromCache: fromCache,
                                 notRepositories: SkippedEntries(content.skipped, from: url)),
            totalCount: content.totalCount, incompleteResults: content.incompleteResults)
    }

    /// A refused search: 422 is GitHub's verdict on the query (or a page
    /// past the first 1,000 results), in its own words; a 404 means the API
    /// has no search (a wrong `--api-url`: named as such when the answer
    /// is not even GitHub's); the rest as for any answer.
    static func searchError(for response: HTTPResponse, rateLimit: RateLimit?) -> GitHubError {
        switch response.status {
        case 422:
            return .invalidQuery(ErrorExplanation.read(response.body) ?? "Validation Failed")
        case 404 where !GitHubAnswerSignature.looksLikeGitHub(response):
            return .notGitHubAPI
        case 404:
            return .unexpectedStatus(404, message: RepositoryDecoder.errorMessage(response.body))
        case 401 where RepositoryDecoder.errorMessage(response.body) == "Requires authentication":
            return .authenticationRequired
        default:
            return GitHubClient.error(for: response, login: "", rateLimit: rateLimit)
        }
    }
}
