/// Recursive-descent parser for executable GraphQL documents. A syntax
/// error is reported the way GitHub's parser words it:
/// `Parse error on "}" (RCURLY) at [3, 5]`.
struct GraphQLParser {
    typealias Failure = GraphQLLexer.Failure

    private var tokens: [GraphQLLexer.Token]
    private var position = 0
    /// Nesting bound, so a hostile document cannot exhaust the stack.
    private var depth = 0
    private static let maximumDepth = 64

    private init(tokens: [GraphQLLexer.Token]) {
        self.tokens = tokens
    }

    static func parse(_ text: String) throws(Failure) -> GraphQLDocument {
        var parser = GraphQLParser(tokens: try GraphQLLexer.tokens(text))
        return try parser.document()
    }

    private var current: GraphQLLexer.Token { tokens[min(position, tokens.count - 1)] }

    private func unexpected() -> Failure {
        let token = current
        return Failure(message: "Parse error on \(token.described) at [\(token.location.line), \(token.location.column)]",
                       location: token.location)
    }

    private mutating func advance() { position += 1 }

    private func isPunctuator(_ p: String) -> Bool { current.kind == .punctuator(p) }

    private mutating func expect(_ p: String) throws(Failure) {
        guard isPunctuator(p) else { throw unexpected() }
        advance()
    }

    private mutating func name() throws(Failure) -> String {
        guard case .name(let name) = current.kind else { throw unexpected() }
        advance()
        return name
    }

    private mutating func document() throws(Failure) -> GraphQLDocument {
        var operations: [GraphQLOperation] = []
        var fragments: [String: GraphQLFragment] = [:]
        repeat {
            if isPunctuator("{") {
                operations.append(GraphQLOperation(kind: .query, name: nil, variables: [], selections: try selectionSet()))
                continue
            }
            guard case .name(let keyword) = current.kind else { throw unexpected() }
            if keyword == "fragment" {
                advance()
                let fragmentName = try name()
                guard case .name("on") = current.kind else { throw unexpected() }
                advance()
                let type = try name()
                try directives()
                fragments[fragmentName] = GraphQLFragment(name: fragmentName, typeCondition: type, selections: try selectionSet())
            } else if let kind = GraphQLOperation.Kind(rawValue: keyword) {
                advance()
                var operationName: String?
                if case .name(let n) = current.kind { operationName = n; advance() }
                let variables = isPunctuator("(") ? try variableDefinitions() : []
                try directives()
                operations.append(GraphQLOperation(kind: kind, name: operationName, variables: variables, selections: try selectionSet()))
            } else {
                throw unexpected()
            }
        } while current.kind != .end
        return GraphQLDocument(operations: operations, fragments: fragments)
    }

    private mutating func variableDefinitions() throws(Failure) -> [GraphQLVariableDefinition] {
        try expect("(")
        var definitions: [GraphQLVariableDefinition] = []
        while !isPunctuator(")") {
            try expect("$")
            let variable = try name()
            try expect(":")
            let type = try typeReference()
            var defaultValue: GraphQLValue?
            if isPunctuator("=") {
                advance()
                defaultValue = try value(constant: true)
            }
            try directives()
            definitions.append(GraphQLVariableDefinition(name: variable, type: type, defaultValue: defaultValue))
        }
        advance()
        return definitions
    }

    private mutating func typeReference() throws(Failure) -> GraphQLTypeReference {
        var type: GraphQLTypeReference
        if isPunctuator("[") {
            advance()
            type = .list(try typeReference())
            try expect("]")
        } else {
            type = .named(try name())
        }
        if isPunctuator("!") {
            advance()
            type = .nonNull(type)
        }
        return type
    }

    private mutating func directives() throws(Failure) {
        while isPunctuator("@") {
            advance()
            _ = try name()
            if isPunctuator("(") { _ = try arguments() }
        }
    }

    private mutating func selectionSet() throws(Failure) -> [GraphQLSelection] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw unexpected() }
        try expect("{")
        var selections: [GraphQLSelection] = []
        while !isPunctuator("}") {
            selections.append(try selection())
        }
        guard !selections.isEmpty else { throw unexpected() }
        advance()
        return selections
    }

    private mutating func selection() throws(Failure) -> GraphQLSelection {
        if isPunctuator("...") {
            let location = current.location
            advance()
            if case .name(let word) = current.kind, word != "on" {
                advance()
                try directives()
                return .fragmentSpread(name: word, location: location)
            }
            var typeCondition: String?
            if case .name("on") = current.kind {
                advance()
                typeCondition = try name()
            }
            try directives()
            return .inlineFragment(typeCondition: typeCondition, selections: try selectionSet())
        }
        let location = current.location
        var alias: String?
        var fieldName = try name()
        if isPunctuator(":") {
            advance()
            alias = fieldName
            fieldName = try name()
        }
        let arguments = isPunctuator("(") ? try arguments() : []
        try directives()
        let selections = isPunctuator("{") ? try selectionSet() : []
        return .field(GraphQLField(alias: alias, name: fieldName, arguments: arguments, selections: selections, location: location))
    }

    private mutating func arguments() throws(Failure) -> [(name: String, value: GraphQLValue)] {
        try expect("(")
        var arguments: [(name: String, value: GraphQLValue)] = []
        while !isPunctuator(")") {
            let argumentName = try name()
            try expect(":")
            arguments.append((argumentName, try value(constant: false)))
        }
        advance()
        return arguments
    }

    private mutating func value(constant: Bool) throws(Failure) -> GraphQLValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw unexpected() }
        switch current.kind {
        case .punctuator("$") where !constant:
            advance()
            return .variable(try name())
        case .punctuator("["):
            advance()
            var items: [GraphQLValue] = []
            while !isPunctuator("]") { items.append(try value(constant: constant)) }
            advance()
            return .list(items)
        case .punctuator("{"):
            advance()
            var fields: [GraphQLValue.GraphQLObjectField] = []
            while !isPunctuator("}") {
                let fieldName = try name()
                try expect(":")
                fields.append(.init(name: fieldName, value: try value(constant: constant)))
            }
            advance()
            return .object(fields)
        case .int(let i):
            advance()
            return .int(i)
        case .float(let f):
            advance()
            return .float(f)
        case .string(let s):
            advance()
            return .string(s)
        case .name("true"):
            advance()
            return .bool(true)
        case .name("false"):
            advance()
            return .bool(false)
        case .name("null"):
            advance()
            return .null
        case .name(let word):
            advance()
            return .enumValue(word)
        default:
            throw unexpected()
        }
    }
}
