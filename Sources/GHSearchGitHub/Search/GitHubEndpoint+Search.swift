/// URLs of the search API and of the token's own repositories.
extension GitHubEndpoint {
    /// `{base}/search/repositories?q=…&sort=…&order=…&per_page=…`. The query
    /// is one percent-encoded query value: whatever it holds (`&`, `#`, `%`,
    /// `+`, `=`, line breaks, any Unicode), it can neither end the value nor
    /// add a parameter nor reach the path.
    public func searchRepositoriesURL(_ request: RepositorySearchRequest) -> String {
        var query = ["q=" + percentEncodedQueryValue(request.query)]
        if let sort = request.sort {
            query.append("sort=\(sort.rawValue)")
            if let order = request.order { query.append("order=\(order.rawValue)") }
        }
        query.append("per_page=\(request.perPage)")
        return "\(baseURL)/search/repositories?" + query.joined(separator: "&")
    }

    /// `{base}/user/repos?per_page=…&affiliation=…&visibility=…&sort=…&direction=…`.
    public func ownRepositoriesURL(_ options: OwnRepositoryOptions) -> String {
        var query = ["per_page=\(options.perPage)"]
        if !options.affiliations.isEmpty {
            query.append("affiliation=" + options.affiliations.map(\.rawValue).joined(separator: ","))
        }
        if let visibility = options.visibility { query.append("visibility=\(visibility.rawValue)") }
        if let sort = options.sort?.apiSort { query.append("sort=\(sort)") }
        if let direction = options.sort?.apiDirection { query.append("direction=\(direction)") }
        return "\(baseURL)/user/repos?" + query.joined(separator: "&")
    }
}

/// `text` as a URL query value: every byte but the unreserved ones
/// (letters, digits, `-`, `.`, `_`, `~`) as `%XX`, so a space is `%20` and
/// a `+` is `%2B` (a server reads a raw `+` as a space).
public func percentEncodedQueryValue(_ text: String) -> String {
    percentEncodedUnreserved(text, encodingDots: false)
}

/// `text` with every byte but RFC 3986's unreserved ones (letters, digits,
/// `-`, `.`, `_`, `~`) as `%XX`; `.` too when `encodingDots`.
func percentEncodedUnreserved(_ text: String, encodingDots: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    let hex: [Character] = Array("0123456789ABCDEF")
    for byte in text.utf8 {
        switch byte {
        case 48...57, 65...90, 97...122, 45, 95, 126:  // digits, letters, - _ ~
            out.append(Character(Unicode.Scalar(byte)))
        case 46 where !encodingDots:
            out.append(".")
        default:
            out.append("%")
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0xF)])
        }
    }
    return out
}
