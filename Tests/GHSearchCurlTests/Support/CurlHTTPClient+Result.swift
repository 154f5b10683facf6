import GHSearchCLI
import GHSearchCurl
import GHSearchGitHub

extension CurlHTTPClient {
    /// `send`, with the outcome as a value.
    func result(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPError> {
        do {
            return .success(try await send(request))
        } catch {
            return .failure(error)
        }
    }
}
