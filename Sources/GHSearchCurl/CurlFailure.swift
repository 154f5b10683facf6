import CCurl
import GHSearchGitHub

/// A transfer that libcurl ended with an error, and its meaning as an
/// `HTTPError`.
struct CurlFailure {
    /// libcurl's result code.
    let code: CURLcode
    /// The text libcurl left in `CURLOPT_ERRORBUFFER` (may be empty).
    let detail: String
    /// Whether the write callback refused the body because it passed the cap.
    let bodyCapReached: Bool
    /// Whether the header callback refused a header because they passed theirs.
    let headerCapReached: Bool
    /// The request's cap on the decoded body.
    let maxBodyBytes: Int
    /// Header values that must never appear in a message (credentials).
    let secrets: [String]

    var httpError: HTTPError {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .hostNotFound(message)
        case CURLE_COULDNT_CONNECT:
            return .couldNotConnect(message)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut(message)
        case CURLE_WRITE_ERROR where bodyCapReached, CURLE_FILESIZE_EXCEEDED:
            return .bodyTooLarge(limit: maxBodyBytes)
        case CURLE_WRITE_ERROR where headerCapReached:
            return .headerTooLarge
        case CURLE_OUT_OF_MEMORY:
            // How libcurl 7.88 refuses a header line over 100 kB ("Avoided
            // giant realloc for header", in its verbose log only); a real
            // allocation failure would not get this far.
            return .headerTooLarge
        case _ where detail.hasPrefix("Too large response headers"):
            return .headerTooLarge
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_BAD_CONTENT_ENCODING:
            return .connectionFailed(message)
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
            return .invalidURL(message)
        default:
            return .other("\(summary) (libcurl error \(code.rawValue))" + (detail.isEmpty ? "" : ": \(redacted(detail))"))
        }
    }

    /// libcurl's detailed text when it left one, else its generic one.
    private var message: String {
        detail.isEmpty ? summary : redacted(detail)
    }

    /// libcurl's generic description of `code`.
    private var summary: String {
        String(cString: ghs_curl_easy_strerror(code))
    }

    /// `text` with every secret replaced, so that no credential can leak into
    /// a message even if libcurl ever quoted one.
    private func redacted(_ text: String) -> String {
        secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacing($1, with: "[redacted]") }
    }
}

extension CurlFailure {
    /// The credential values in `headers`: whole `Authorization` and
    /// `Proxy-Authorization` values, and their last word alone (the token
    /// after `Bearer`/`token`).
    static func secrets(in headers: HTTPHeaders) -> [String] {
        let values = headers.values(for: "Authorization") + headers.values(for: "Proxy-Authorization")
        let tokens = values.compactMap { $0.split(separator: " ").last.map(String.init) }
            .filter { $0.count >= 4 }  // a word this short is no secret and would blur the message
        return (values + tokens).sorted { $0.count > $1.count }
    }
}
