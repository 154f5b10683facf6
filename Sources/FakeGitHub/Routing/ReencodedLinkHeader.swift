/// The `Link` header of `GET /search/repositories` and `GET /user/repos`.
///
/// GitHub writes these links from the parameters it read, not from the
/// request's text: each query value is form-encoded afresh (letters, digits
/// and `*-._` as they are, a space as `+`, any other byte as `%XX`), so
/// `q=swift lang:go` comes back as `q=swift+lang%3Ago` and the commas of
/// `affiliation=owner,collaborator` as `%2C` (a 2020 `curl -i` of
/// `search/repositories?q=swift&per_page=1` in public notes; a 2026
/// measurement of `user/repos` in jv-k/gh-runs). Parameters keep the
/// request's order with `page` last; relations come in GitHub's order:
/// prev, next, last, first.
enum ReencodedLinkHeader {
    static func value(url: String, queryItems: [QueryItem], page: Int, lastPage: Int) -> String? {
        guard lastPage > 1 || page > 1 else { return nil }
        let kept = queryItems.filter { $0.name != "page" }
            .map { "\(formEncoded($0.name))=\(formEncoded($0.value))" }
        func link(_ number: Int, _ relation: String) -> String {
            "<\(url)?\((kept + ["page=\(number)"]).joined(separator: "&"))>; rel=\"\(relation)\""
        }
        var parts: [String] = []
        if page > 1 { parts.append(link(page - 1, "prev")) }
        if page < lastPage {
            parts.append(link(page + 1, "next"))
            parts.append(link(lastPage, "last"))
        }
        if page > 1 { parts.append(link(1, "first")) }
        return parts.joined(separator: ", ")
    }

    /// `application/x-www-form-urlencoded`, as Ruby's `encode_www_form_component` writes it.
    static func formEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                out += "+"
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
