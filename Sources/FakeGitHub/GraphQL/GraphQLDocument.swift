/// The parsed form of a GraphQL request document (the executable subset of
/// the GraphQL language: operations, fragments, fields with aliases and
/// arguments, fragment spreads and inline fragments). Directives are read
/// and kept, not applied.
struct GraphQLDocument: Sendable {
    var operations: [GraphQLOperation]
    var fragments: [String: GraphQLFragment]
}

struct GraphQLOperation: Sendable {
    enum Kind: String, Sendable { case query, mutation, subscription }
    var kind: Kind
    var name: String?
    var variables: [GraphQLVariableDefinition]
    var selections: [GraphQLSelection]
}

struct GraphQLVariableDefinition: Sendable {
    var name: String
    var type: GraphQLTypeReference
    var defaultValue: GraphQLValue?
}

indirect enum GraphQLTypeReference: Sendable, Equatable, CustomStringConvertible {
    case named(String)
    case list(GraphQLTypeReference)
    case nonNull(GraphQLTypeReference)

    var description: String {
        switch self {
        case .named(let name): name
        case .list(let inner): "[\(inner)]"
        case .nonNull(let inner): "\(inner)!"
        }
    }
}

struct GraphQLFragment: Sendable {
    var name: String
    var typeCondition: String
    var selections: [GraphQLSelection]
}

/// Where a token starts in the query text, 1-based, as GitHub reports it.
struct GraphQLLocation: Sendable, Equatable {
    var line: Int
    var column: Int
}

indirect enum GraphQLSelection: Sendable {
    case field(GraphQLField)
    case fragmentSpread(name: String, location: GraphQLLocation)
    case inlineFragment(typeCondition: String?, selections: [GraphQLSelection])
}

struct GraphQLField: Sendable {
    var alias: String?
    var name: String
    var arguments: [(name: String, value: GraphQLValue)]
    var selections: [GraphQLSelection]
    var location: GraphQLLocation

    /// The key of this field in the answer.
    var responseKey: String { alias ?? name }

    func argument(_ name: String) -> GraphQLValue? {
        arguments.first { $0.name == name }?.value
    }
}

/// A literal or variable as written in the document.
indirect enum GraphQLValue: Sendable, Equatable {
    case variable(String)
    case int(Int)
    case float(Double)
    case string(String)
    case bool(Bool)
    case null
    case enumValue(String)
    case list([GraphQLValue])
    case object([GraphQLObjectField])

    struct GraphQLObjectField: Sendable, Equatable {
        var name: String
        var value: GraphQLValue
    }
}
