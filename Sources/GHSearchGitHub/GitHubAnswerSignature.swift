import FoundationEssentials

/// Whether an answer came from GitHub's API, as opposed to another server
/// at a wrong `--api-url` (GitLab's `/api/v4`, a web server, a login page).
///
/// GitHub sends `X-GitHub-Request-Id` with every answer, and its REST
/// answers carry `X-GitHub-Media-Type` and `X-RateLimit-Limit` (the 2012
/// recording of a 404 for an unknown user has only the last); its errors
/// are JSON with a `message` and a `documentation_url`. Any one of these is
/// enough.
public enum GitHubAnswerSignature {
    static let headers = ["x-github-request-id", "x-github-media-type", "x-ratelimit-limit"]

    public static func looksLikeGitHub(_ response: HTTPResponse) -> Bool {
        headers.contains { response.headers[$0] != nil } || isGitHubErrorBody(response.body)
    }

    /// `{"message": "…", "documentation_url": "…"}` (other members allowed).
    static func isGitHubErrorBody(_ body: [UInt8]) -> Bool {
        guard body.count <= 64 << 10, isJSON(body),
              let error = try? JSONDecoder().decode(ErrorBody.self, from: Data(body)) else { return false }
        return error.message != nil && error.documentationURL != nil
    }

    /// Whether `body` opens as JSON text does (an object or an array):
    /// enough to tell an API's answer from an HTML page or plain text.
    public static func isJSON(_ body: [UInt8]) -> Bool {
        let first = body.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    private struct ErrorBody: Decodable {
        var message: String?
        var documentationURL: String?

        enum CodingKeys: String, CodingKey {
            case message
            case documentationURL = "documentation_url"
        }
    }
}
