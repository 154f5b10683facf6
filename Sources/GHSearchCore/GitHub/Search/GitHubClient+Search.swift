/// `GET /search/repositories`, one attempt: retry is `RepositoryService`'s.
extension GitHubClient {
    /// One page of a search at `url`: the first page's URL
    /// (`endpoint.searchRepositoriesURL`), or a `Link` target exactly as given.
    public func fetchSearchPage(_ url: String) async throws(GitHubError) -> SearchResultPage {
        let exchange = try await exchange(url)
        let response = exchange.response
        switch response.status {
        case 200:
            let content = try GitHubClient.searchContent(response.body)
            let linkFields = response.headers.values(for: "link")
            if let cache, let etag = response.headers["etag"], !etag.isEmpty {
                cache.store(CachedResponse(etag: etag, link: linkFields.isEmpty ? nil : linkFields.joined(separator: ", "),
                                           body: response.body), for: exchange.cacheKey)
            }
            return GitHubClient.searchPage(content, link: LinkHeader(fields: linkFields), rateLimit: exchange.rateLimit)
        case 304:
            guard let cached = exchange.cached else {
                throw .unexpectedStatus(304, message: "Not Modified for a request that was not conditional")
            }
            let content: SearchPageScanner.Content
            do { content = try GitHubClient.searchContent(cached.body) } catch {
                throw .invalidResponse("the cached answer could not be read")
            }
            return GitHubClient.searchPage(content, link: LinkHeader(cached.link ?? ""), rateLimit: exchange.rateLimit,
                                           fromCache: true)
        default:
            throw GitHubClient.searchError(for: response, rateLimit: exchange.rateLimit)
        }
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

    static func searchPage(_ content: SearchPageScanner.Content, link: LinkHeader, rateLimit: RateLimit?,
                           fromCache: Bool = false) -> SearchResultPage {
        SearchResultPage(
            page: RepositoryPage(repositories: content.repositories, next: link.next, last: link.last,
                                 rateLimit: rateLimit, fromCache: fromCache),
            totalCount: content.totalCount, incompleteResults: content.incompleteResults)
    }

    /// A refused search: 422 is GitHub's verdict on the query (or a page
    /// past the first 1,000 results), in its own words; a 404 means the API
    /// has no search (a wrong `--api-url`); the rest as for any answer.
    static func searchError(for response: HTTPResponse, rateLimit: RateLimit?) -> GitHubError {
        switch response.status {
        case 422:
            return .invalidQuery(ErrorExplanation.read(response.body) ?? "Validation Failed")
        case 404:
            return .unexpectedStatus(404, message: RepositoryDecoder.errorMessage(response.body))
        case 401 where RepositoryDecoder.errorMessage(response.body) == "Requires authentication":
            return .authenticationRequired
        default:
            return GitHubClient.error(for: response, login: "", rateLimit: rateLimit)
        }
    }
}
