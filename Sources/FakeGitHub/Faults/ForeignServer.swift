import Glibc

/// Another server than GitHub's API at the API root, as a wrong
/// `--api-url` meets one (docs/RELIABILITY.md, "Answers"): none of the
/// headers GitHub sends with every answer (`x-github-request-id`,
/// `x-github-media-type`, `x-ratelimit-*`) and none of its error bodies.
/// Served for every request by `FakeGitHubServer.setForeignServer(_:)`
/// (`fake-github --foreign KIND`).
public enum ForeignServer: String, Sendable, CaseIterable {
    /// GitLab's API (`/api/v4`): a JSON 404, `{"message":"404 Not Found"}`.
    case gitLab = "gitlab"
    /// A web server's 404 page (HTML).
    case notFoundPage = "not-found-page"
    /// A web server (or a login portal) answering every path with a page: 200, HTML.
    case webPage = "web-page"

    func answer(method: String) -> Answer {
        var headers = HTTPHeaderFields()
        headers.append("date", HTTPDate.string(fromEpochSeconds: Int(time(nil))))
        let status: Int, body: String
        switch self {
        case .gitLab:
            status = 404
            body = #"{"message":"404 Not Found"}"#
            headers.append("content-type", "application/json")
            headers.append("x-request-id", "01JEXAMPLE0GITLAB00000000")
            headers.append("x-gitlab-meta", #"{"correlation_id":"01JEXAMPLE0GITLAB00000000","version":"1"}"#)
        case .notFoundPage:
            status = 404
            body = "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
            headers.append("content-type", "text/html")
            headers.append("server", "nginx")
        case .webPage:
            status = 200
            body = "<!DOCTYPE html>\n<html lang=\"en\"><head><title>Sign in</title></head><body><form>…</form></body></html>\n"
            headers.append("content-type", "text/html; charset=utf-8")
            headers.append("server", "nginx")
        }
        return Answer(status: status, headers: headers, body: .bytes(Array(body.utf8)), delivery: .complete,
                      omitBody: method == "HEAD")
    }
}
