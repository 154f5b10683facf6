import GHSearchGitHub

/// Checks on a request that libcurl would not make itself: C strings end at
/// NUL, and libcurl sends header lines as given, so a line break in a value
/// would let it smuggle further headers.
enum RequestValidation {
    static func check(_ request: HTTPRequest) throws(HTTPError) {
        guard !request.url.utf8.contains(0) else {
            throw .invalidURL("The URL contains a NUL character")
        }
        for field in request.headers {
            guard !field.name.isEmpty, field.name.utf8.allSatisfy(isTokenByte) else {
                throw .other("A request header name is not a valid HTTP field name")
            }
            guard !field.value.utf8.contains(where: { $0 == 0 || $0 == 0x0A || $0 == 0x0D }) else {
                throw .other("The value of request header \(field.name) contains a line break or NUL")
            }
        }
    }

    /// RFC 9110 `tchar`: the bytes allowed in a field name.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
