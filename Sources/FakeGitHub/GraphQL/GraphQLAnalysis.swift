/// Checks a query against `GraphQLSchema` before it runs, and prices it the
/// way GitHub documents ("Rate limits and node limits for the GraphQL API"):
///
/// - every connection that returns nodes needs `first` or `last`, 1…100;
/// - **nodes**: each connection asks for (its page size × the page sizes of
///   the connections around it); at most 500,000 in all;
/// - **cost**: each connection needs one request per node of the
///   connections around it (1 at the top); the sum divided by 100, rounded,
///   at least 1.
///
/// A connection asked only for `totalCount` needs no page size and adds no
/// nodes, but still counts its requests.
struct GraphQLAnalysis {
    static let maximumNodes = 500_000
    static let maximumPageSize = 100

    private(set) var errors: [GraphQLError] = []
    /// Requests the connections need (before dividing by 100).
    private(set) var requests = 0
    private(set) var nodes = 0
    /// The connection at which the node count went over the limit.
    private var nodeLimitCrossedAt: String?

    private let fragments: [String: GraphQLFragment]
    /// Every declared variable's value after coercion (nulls included), so
    /// a variable missing here was never declared.
    private let variables: [String: GraphQLValue]
    private let operationLabel: String
    private var depth = 0

    /// The operation's points: `requests / 100`, rounded, at least 1.
    var cost: Int { max(1, Int((Double(requests) / 100).rounded())) }

    init(operation: GraphQLOperation, fragments: [String: GraphQLFragment], variables: [String: GraphQLValue]) {
        self.fragments = fragments
        self.variables = variables
        operationLabel = operation.name ?? "anonymous query"
        walk(operation.selections, type: operation.kind == .query ? "Query" : "Mutation",
             path: [operation.kind.rawValue], multiplier: 1, fragmentsInUse: [])
        if let connection = nodeLimitCrossedAt, errors.isEmpty {
            errors.append(GraphQLError(type: "MAX_NODE_LIMIT_EXCEEDED", message:
                "By the time this query traverses to the \(connection) connection, it is requesting up to "
                + "\(Self.grouped(nodes)) possible nodes which exceeds the maximum limit of \(Self.grouped(Self.maximumNodes))."))
        }
    }

    private mutating func walk(_ selections: [GraphQLSelection], type: String, path: [String], multiplier: Int,
                               fragmentsInUse: Set<String>) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 48 else {
            errors.append(GraphQLError(message: "Query has depth of \(depth), which exceeds max depth of 48"))
            return
        }
        for selection in selections {
            switch selection {
            case .field(let field):
                check(field, on: type, path: path + [field.responseKey], multiplier: multiplier, fragmentsInUse: fragmentsInUse)
            case .inlineFragment(let condition, let inner):
                let target = condition ?? type
                guard GraphQLSchema.types[target] != nil else {
                    errors.append(GraphQLError(path: (path + ["... on \(target)"]).map { .key($0) },
                                               extensions: [("code", "undefinedType"), ("typeName", target)],
                                               message: "No such type \(target), so it can't be a fragment condition"))
                    continue
                }
                guard GraphQLSchema.fragment(on: target, canAppearIn: type) else {
                    errors.append(GraphQLError(path: path.map { .key($0) },
                                               message: "Fragment on \(target) can't be spread inside \(type)"))
                    continue
                }
                walk(inner, type: target, path: path + ["... on \(target)"], multiplier: multiplier, fragmentsInUse: fragmentsInUse)
            case .fragmentSpread(let name, let location):
                guard let fragment = fragments[name] else {
                    errors.append(GraphQLError(path: path.map { .key($0) }, extensions: [("code", "useAndDefineFragment"), ("fragmentName", name)],
                                               locations: [location], message: "Fragment \(name) was used, but not defined"))
                    continue
                }
                guard !fragmentsInUse.contains(name) else {
                    errors.append(GraphQLError(locations: [location], message: "Fragment \(name) contains an infinite loop"))
                    continue
                }
                guard GraphQLSchema.fragment(on: fragment.typeCondition, canAppearIn: type) else {
                    errors.append(GraphQLError(path: path.map { .key($0) }, locations: [location],
                                               message: "Fragment \(name) on \(fragment.typeCondition) can't be spread inside \(type)"))
                    continue
                }
                walk(fragment.selections, type: fragment.typeCondition, path: path + ["...\(name)"], multiplier: multiplier,
                     fragmentsInUse: fragmentsInUse.union([name]))
            }
        }
    }

    private mutating func check(_ field: GraphQLField, on type: String, path: [String], multiplier: Int, fragmentsInUse: Set<String>) {
        let errorPath = path.map { GraphQLError.PathElement.key($0) }
        guard let spec = GraphQLSchema.field(field.name, on: type) else {
            errors.append(GraphQLError(path: errorPath, extensions: [("code", "undefinedField"), ("typeName", type), ("fieldName", field.name)],
                                       locations: [field.location], message: "Field '\(field.name)' doesn't exist on type '\(type)'"))
            return
        }
        for argument in field.arguments where !spec.arguments.contains(argument.name) {
            errors.append(GraphQLError(path: errorPath + [.key(argument.name)],
                                       extensions: [("code", "argumentNotAccepted"), ("name", field.name), ("typeName", "Field"), ("argumentName", argument.name)],
                                       locations: [field.location], message: "Field '\(field.name)' doesn't accept argument '\(argument.name)'"))
        }
        let missing = spec.required.filter { name in
            guard let value = field.argument(name) else { return true }
            return resolve(value) == .null
        }
        if !missing.isEmpty {
            errors.append(GraphQLError(path: errorPath, extensions: [("code", "missingRequiredArguments"), ("className", "Field"), ("name", field.name), ("arguments", missing.joined(separator: ", "))],
                                       locations: [field.location], message: "Field '\(field.name)' is missing required arguments: \(missing.joined(separator: ", "))"))
        }
        for argument in field.arguments { checkVariables(in: argument.value, field: field) }
        switch spec.kind {
        case .scalar:
            if !field.selections.isEmpty {
                errors.append(GraphQLError(path: errorPath, extensions: [("code", "selectionMismatch"), ("nodeName", "field '\(field.name)'")],
                                           locations: [field.location],
                                           message: "Selections can't be made on scalars (field '\(field.name)' returns \(spec.type) but has selections [\(Self.names(field.selections))])"))
            }
        case .object, .list:
            guard !field.selections.isEmpty else { return missingSelections(field, spec, errorPath) }
            walk(field.selections, type: spec.type, path: path, multiplier: multiplier, fragmentsInUse: fragmentsInUse)
        case .connection:
            guard !field.selections.isEmpty else { return missingSelections(field, spec, errorPath) }
            let first = field.argument("first").map(resolve)
            let last = field.argument("last").map(resolve)
            var pageSize = 0
            for (name, value) in [("first", first), ("last", last)] {
                guard let value, value != .null else { continue }
                guard case .int(let size) = value, size >= 0 else {
                    errors.append(GraphQLError(path: errorPath, locations: [field.location],
                                               message: "Argument '\(name)' on Field '\(field.name)' has an invalid value. Expected type 'Int'."))
                    continue
                }
                if size > Self.maximumPageSize {
                    errors.append(GraphQLError(type: "EXCESSIVE_PAGINATION", path: path.dropFirst().map { .key($0) }, locations: [field.location],
                                               message: "Requesting \(size) records on the `\(field.name)` connection exceeds the `\(name)` limit of \(Self.maximumPageSize) records."))
                }
                pageSize = max(pageSize, size)
            }
            let wantsNodes = Self.asksForNodes(field.selections, fragments: fragments)
            if wantsNodes, (first ?? .null) == .null, (last ?? .null) == .null {
                errors.append(GraphQLError(type: "MISSING_PAGINATION_BOUNDARIES", path: path.dropFirst().map { .key($0) }, locations: [field.location],
                                           message: "You must provide a `first` or `last` value to properly paginate the `\(field.name)` connection."))
            }
            requests += multiplier
            if wantsNodes {
                let (asked, overflow) = multiplier.multipliedReportingOverflow(by: pageSize)
                nodes = overflow ? Int.max : min(Int.max / 2, nodes + asked)
                if nodes > Self.maximumNodes, nodeLimitCrossedAt == nil { nodeLimitCrossedAt = field.name }
            }
            let inner = multiplier.multipliedReportingOverflow(by: max(pageSize, 1))
            walk(field.selections, type: spec.type, path: path, multiplier: inner.overflow ? Int.max / 2 : inner.partialValue,
                 fragmentsInUse: fragmentsInUse)
        }
    }

    private mutating func missingSelections(_ field: GraphQLField, _ spec: GraphQLSchema.Field, _ path: [GraphQLError.PathElement]) {
        errors.append(GraphQLError(path: path, extensions: [("code", "selectionMismatch"), ("nodeName", "field '\(field.name)'")],
                                   locations: [field.location],
                                   message: "Field must have selections (field '\(field.name)' returns \(spec.type) but has no selections. Did you mean '\(field.name) { ... }'?)"))
    }

    private mutating func checkVariables(in value: GraphQLValue, field: GraphQLField) {
        switch value {
        case .variable(let name) where variables[name] == nil:
            errors.append(GraphQLError(extensions: [("code", "variableNotDefined"), ("variableName", name)], locations: [field.location],
                                       message: "Variable $\(name) is used by \(operationLabel) but not declared"))
        case .list(let items):
            for item in items { checkVariables(in: item, field: field) }
        case .object(let members):
            for member in members { checkVariables(in: member.value, field: field) }
        default:
            break
        }
    }

    private func resolve(_ value: GraphQLValue) -> GraphQLValue {
        GraphQLValues.resolve(value, variables: variables)
    }

    private static func asksForNodes(_ selections: [GraphQLSelection], fragments: [String: GraphQLFragment], depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        return selections.contains { selection in
            switch selection {
            case .field(let field): field.name == "nodes" || field.name == "edges"
            case .inlineFragment(_, let inner): asksForNodes(inner, fragments: fragments, depth: depth + 1)
            case .fragmentSpread(let name, _): fragments[name].map { asksForNodes($0.selections, fragments: fragments, depth: depth + 1) } ?? false
            }
        }
    }

    private static func names(_ selections: [GraphQLSelection]) -> String {
        selections.compactMap { if case .field(let f) = $0 { f.name } else { nil } }.joined(separator: ", ")
    }

    /// `1,000,000`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
