/// A request target split into path and query, decoded the way a server
/// must: the path is split at `/` first and each segment percent-decoded
/// afterwards, so `%2F` is a character of a segment, never a separator.
public struct RequestTarget: Sendable, Hashable {
    /// The path as sent, without the query.
    public var rawPath: String
    /// Percent-decoded path segments (`/users/a%2Fb/repos` → `users`, `a/b`, `repos`).
    /// A segment whose escapes are malformed or not UTF-8 stays as sent.
    public var segments: [String]
    /// The query as sent, without `?` (empty when none).
    public var rawQuery: String
    /// The query's `name=value` pairs as sent (still encoded), in order.
    public var rawQueryPairs: [String]
    /// Decoded query items, in order.
    public var queryItems: [QueryItem]

    public init(_ target: String) {
        var target = target[...]
        // Absolute form (`GET http://host:port/path`, as sent to proxies).
        if let schemeEnd = target.range(of: "://"), target.hasPrefix("http") {
            let afterAuthority = target[schemeEnd.upperBound...]
            target = afterAuthority.firstIndex(of: "/").map { afterAuthority[$0...] } ?? "/"
        }
        let pathPart: Substring
        if let question = target.firstIndex(of: "?") {
            pathPart = target[..<question]
            rawQuery = String(target[target.index(after: question)...])
        } else {
            pathPart = target[...]
            rawQuery = ""
        }
        rawPath = String(pathPart)
        var pieces = pathPart.split(separator: "/", omittingEmptySubsequences: false)
        if pieces.first == "" { pieces.removeFirst() }
        segments = pieces.map { Self.percentDecoded($0, plusIsSpace: false) ?? String($0) }
        rawQueryPairs = rawQuery.split(separator: "&").map(String.init)
        queryItems = rawQueryPairs.map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.percentDecoded(parts[0], plusIsSpace: true) ?? String(parts[0])
            let value = parts.count > 1 ? (Self.percentDecoded(parts[1], plusIsSpace: true) ?? String(parts[1])) : ""
            return QueryItem(name: name, value: value)
        }
    }

    /// The last value given for a query parameter.
    public func queryValue(_ name: String) -> String? {
        queryItems.last { $0.name == name }?.value
    }

    static func percentDecoded(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            } else if plusIsSpace && byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// One decoded `name=value` pair of a query.
public struct QueryItem: Sendable, Hashable {
    public var name: String
    public var value: String
}
