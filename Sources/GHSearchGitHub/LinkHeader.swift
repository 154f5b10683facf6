import GHSearchText
/// A parsed RFC 8288 `Link` header, as GitHub sends it for pagination:
/// `<https://api.github.com/user/1958953/repos?per_page=30&page=2>; rel="next", <…>; rel="last"`.
///
/// Targets are kept exactly as given (GitHub's links point at
/// `/user/{numeric id}/repos`, not the path that was requested). Anything
/// malformed is skipped rather than guessed at; no input makes it crash.
public struct LinkHeader: Sendable, Equatable {
    public struct Link: Sendable, Equatable {
        public var target: String
        public var relations: [String]
    }

    public private(set) var links: [Link]

    public init(_ header: String) {
        links = LinkHeader.parse(Array(header.utf8))
    }

    /// Joins several `Link` header fields (a response may repeat the field).
    public init(fields: [String]) {
        links = fields.flatMap { LinkHeader.parse(Array($0.utf8)) }
    }

    /// The target of the first link whose `rel` includes `relation` (case-insensitive).
    public func target(rel relation: String) -> String? {
        links.first { $0.relations.contains { $0.caseInsensitiveEquals(relation) } }?.target
    }

    public var next: String? { target(rel: "next") }
    public var last: String? { target(rel: "last") }

    private static func parse(_ bytes: [UInt8]) -> [Link] {
        var links: [Link] = []
        var i = 0
        let n = bytes.count
        while i < n {
            // Find the start of a link-value: '<'.
            while i < n, bytes[i] != UInt8(ascii: "<") { i += 1 }
            guard i < n else { break }
            let targetStart = i + 1
            guard let close = bytes[targetStart...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let target = String(decoding: bytes[targetStart..<close], as: UTF8.self)
                .trimmingSpaces()
            i = close + 1
            // Parameters up to the next ',' outside a quoted string.
            var relations: [String] = []
            while i < n, bytes[i] != UInt8(ascii: ",") {
                if bytes[i] == UInt8(ascii: ";") {
                    i += 1
                    let (name, value, end) = parseParameter(bytes, from: i)
                    i = end
                    if name.caseInsensitiveEquals("rel"), relations.isEmpty {
                        relations = value.split(separator: " ").map(String.init)
                    }
                } else {
                    i += 1
                }
            }
            if !target.isEmpty, !target.contains(where: { $0 == "<" }) {
                links.append(Link(target: target, relations: relations))
            }
        }
        return links
    }

    /// Parses `name="value"` or `name=value` starting at `start`; returns the
    /// index of the ';' or ',' that ends it (or the end of input).
    private static func parseParameter(_ bytes: [UInt8], from start: Int) -> (String, String, Int) {
        var i = start
        let n = bytes.count
        var name: [UInt8] = []
        while i < n, bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ";"), bytes[i] != UInt8(ascii: ",") {
            if bytes[i] != UInt8(ascii: " ") && bytes[i] != UInt8(ascii: "\t") { name.append(bytes[i]) }
            i += 1
        }
        var value: [UInt8] = []
        if i < n, bytes[i] == UInt8(ascii: "=") {
            i += 1
            while i < n, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
            if i < n, bytes[i] == UInt8(ascii: "\"") {
                i += 1
                while i < n, bytes[i] != UInt8(ascii: "\"") {
                    if bytes[i] == UInt8(ascii: "\\"), i + 1 < n { i += 1 }
                    value.append(bytes[i])
                    i += 1
                }
                if i < n { i += 1 }  // closing quote
                while i < n, bytes[i] != UInt8(ascii: ";"), bytes[i] != UInt8(ascii: ",") { i += 1 }
            } else {
                while i < n, bytes[i] != UInt8(ascii: ";"), bytes[i] != UInt8(ascii: ",") {
                    value.append(bytes[i])
                    i += 1
                }
            }
        }
        return (String(decoding: name, as: UTF8.self),
                String(decoding: value, as: UTF8.self).trimmingSpaces(), i)
    }
}
