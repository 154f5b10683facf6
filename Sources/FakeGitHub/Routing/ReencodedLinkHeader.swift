/// The `Link` header of `GET /search/repositories` and `GET /user/repos`.
///
/// GitHub writes these links from the parameters it read, not from the
/// request's text: each query value is form-encoded afresh (letters, digits
/// and `*-._` as they are, a space as `+`, any other byte as `%XX`), so
/// `q=swift lang:go` comes back as `q=swift+lang%3Ago` and the commas of
/// `affiliation=owner,collaborator` as `%2C` (a 2020 `curl -i` of
/// `search/repositories?q=swift&per_page=1` in public notes; a 2026
/// measurement of `user/repos` in jv-k/gh-runs). Parameters keep the
/// request's order with `page` last; relations as for every list
/// (`LinkHeader.relations`).
enum ReencodedLinkHeader {
    static func value(url: String, queryItems: [QueryItem], page: Int, lastPage: Int) -> String? {
        let kept = queryItems.filter { $0.name != "page" }
            .map { "\(formEncoded($0.name))=\(formEncoded($0.value))" }
        return LinkHeader.relations(url: url, keptPairs: kept, page: page, lastPage: lastPage)
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
