import GHSearchGitHub
/// A JSON document as a small tree, read with `JSONCursor` (same strictness
/// as the REST decoder; any bytes give a result, never a trap). GraphQL
/// answers are read this way: their shape follows the query, so a tree is
/// simpler than a dedicated scanner, and they are small (the fields asked for).
indirect enum GraphQLJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A whole number, or nil for another number.
    case number(Int?)
    /// A string, or nil when one of its escapes is invalid.
    case string(String?)
    case array([GraphQLJSON])
    /// Of duplicate keys, the first counts.
    case object([String: GraphQLJSON])

    /// The document in `bytes`, or nil when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> GraphQLJSON? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(bytes: buffer)
            cursor.skipByteOrderMark()
            cursor.skipWhitespace()
            guard let value = try? cursor.graphQLValue() else { return nil }
            cursor.skipWhitespace()
            return cursor.isAtEnd ? value : nil
        }
    }

    subscript(key: String) -> GraphQLJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var intValue: Int? {
        if case .number(let n) = self { return n }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var arrayValue: [GraphQLJSON]? {
        if case .array(let items) = self { return items }
        return nil
    }
}

private extension JSONCursor {
    mutating func graphQLValue() throws(JSONMalformed) -> GraphQLJSON {
        switch byte {
        case UInt8(ascii: "{"):
            var members: [String: GraphQLJSON] = [:]
            try object { (cursor: inout JSONCursor, key: JSONString) throws(JSONMalformed) in
                let value = try cursor.graphQLValue()
                if let name = key.value, members[name] == nil { members[name] = value }
            }
            return .object(members)
        case UInt8(ascii: "["):
            var items: [GraphQLJSON] = []
            try array { (cursor: inout JSONCursor) throws(JSONMalformed) in
                items.append(try cursor.graphQLValue())
            }
            return .array(items)
        case UInt8(ascii: "\""):
            return .string(try string().value)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(number().int)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return .bool(try bool() ?? false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            throw JSONMalformed()
        }
    }
}
