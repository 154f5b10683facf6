import Foundation

/// The JSON body of `POST /graphql`: `{"query": …, "variables": {…}, "operationName": …}`.
struct GraphQLRequest: Sendable {
    var query: String
    var variables: [String: GraphQLValue]
    var operationName: String?

    enum Problem: Error, Equatable {
        /// The body is not a JSON object (GitHub: 400 "Problems parsing JSON").
        case notJSON
        /// No `query` string (GitHub answers 200 with an error).
        case noQuery
    }

    static func parse(_ body: [UInt8]) throws(Problem) -> GraphQLRequest {
        guard let json = try? JSONDecoder().decode(JSONValue.self, from: Data(body)), case .object(let members) = json else {
            throw .notJSON
        }
        guard case .string(let query)? = members["query"] else { throw .noQuery }
        var variables: [String: GraphQLValue] = [:]
        if case .object(let given)? = members["variables"] {
            for (name, value) in given { variables[name] = value.graphQLValue }
        }
        var operationName: String?
        if case .string(let name)? = members["operationName"] { operationName = name }
        return GraphQLRequest(query: query, variables: variables, operationName: operationName)
    }

    /// Any JSON value, with booleans kept apart from numbers.
    private indirect enum JSONValue: Decodable {
        case null, bool(Bool), int(Int), double(Double), string(String)
        case array([JSONValue]), object([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Int.self) { self = .int(value) }
            else if let value = try? container.decode(Double.self) { self = .double(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
            else { self = .object(try container.decode([String: JSONValue].self)) }
        }

        var graphQLValue: GraphQLValue {
            switch self {
            case .null: .null
            case .bool(let b): .bool(b)
            case .int(let i): .int(i)
            case .double(let d): .float(d)
            case .string(let s): .string(s)
            case .array(let items): .list(items.map(\.graphQLValue))
            case .object(let members):
                .object(members.keys.sorted().map { .init(name: $0, value: members[$0]?.graphQLValue ?? .null) })
            }
        }
    }
}
