/// Variables: coercing the request's values against the operation's
/// declarations, and substituting them into argument values.
enum GraphQLValues {
    /// The value with every variable replaced by its value (null when absent).
    static func resolve(_ value: GraphQLValue, variables: [String: GraphQLValue]) -> GraphQLValue {
        switch value {
        case .variable(let name): variables[name] ?? .null
        case .list(let items): .list(items.map { resolve($0, variables: variables) })
        case .object(let members): .object(members.map { .init(name: $0.name, value: resolve($0.value, variables: variables)) })
        default: value
        }
    }

    /// Every declared variable's value (given, else its default, else null),
    /// or the errors GitHub answers for values that do not fit the types.
    static func coerce(_ given: [String: GraphQLValue], declared: [GraphQLVariableDefinition]) -> Result<[String: GraphQLValue], GraphQLErrorList> {
        var values: [String: GraphQLValue] = [:]
        var errors: [GraphQLError] = []
        for definition in declared {
            let value = given[definition.name] ?? definition.defaultValue ?? .null
            if let problem = problem(value, definition.type) {
                errors.append(GraphQLError(extensions: [("value", describe(value)), ("problem", problem)],
                                           message: "Variable $\(definition.name) of type \(definition.type) was provided invalid value"))
            }
            values[definition.name] = value
        }
        return errors.isEmpty ? .success(values) : .failure(GraphQLErrorList(errors: errors))
    }

    private static func problem(_ value: GraphQLValue, _ type: GraphQLTypeReference) -> String? {
        switch type {
        case .nonNull(let inner):
            if value == .null { return "Expected value to not be null" }
            return problem(value, inner)
        case .list(let inner):
            if value == .null { return nil }
            if case .list(let items) = value { return items.lazy.compactMap { problem($0, inner) }.first }
            return problem(value, inner)
        case .named(let name):
            if value == .null { return nil }
            switch (name, value) {
            case ("String", .string), ("ID", .string), ("ID", .int), ("Int", .int), ("Float", .int), ("Float", .float),
                 ("Boolean", .bool), ("URI", .string), ("DateTime", .string):
                return nil
            case ("String", _), ("ID", _), ("Int", _), ("Float", _), ("Boolean", _):
                return "Could not coerce value \(describe(value)) to \(name)"
            default:
                return nil
            }
        }
    }

    private static func describe(_ value: GraphQLValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .float(let f): String(f)
        case .string(let s), .enumValue(let s): "\"\(s)\""
        case .variable(let v): "$\(v)"
        case .list: "[…]"
        case .object: "{…}"
        }
    }

    /// A string or enum value's text.
    static func text(_ value: GraphQLValue?) -> String? {
        switch value {
        case .string(let s)?, .enumValue(let s)?: s
        default: nil
        }
    }

    /// The texts of a list of strings or enums (a single one counts as a list of one).
    static func texts(_ value: GraphQLValue?) -> [String]? {
        switch value {
        case .list(let items)?: items.compactMap { text($0) }
        case .string(let s)?, .enumValue(let s)?: [s]
        default: nil
        }
    }

    static func int(_ value: GraphQLValue?) -> Int? {
        if case .int(let i)? = value { return i }
        return nil
    }

    static func member(_ name: String, of value: GraphQLValue?) -> GraphQLValue? {
        guard case .object(let members)? = value else { return nil }
        return members.first { $0.name == name }?.value
    }
}

/// Errors that end a request before it runs.
struct GraphQLErrorList: Error {
    var errors: [GraphQLError]
}
