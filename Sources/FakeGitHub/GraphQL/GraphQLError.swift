/// One entry of a GraphQL answer's `errors` array, in the shape GitHub
/// sends: `type` (NOT_FOUND, …) for execution errors, `extensions.code`
/// for validation errors, `path` and `locations` where they apply.
struct GraphQLError: Sendable {
    enum PathElement: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    var type: String?
    var path: [PathElement]?
    var extensions: [(name: String, value: String)] = []
    var locations: [GraphQLLocation] = []
    var message: String

    func write(to writer: inout JSONWriter) {
        writer.raw("{")
        var first = true
        if let type {
            writer.key("type", first: first)
            first = false
            writer.string(type)
        }
        if let path {
            writer.key("path", first: first)
            first = false
            writer.array(path) { writer, element in
                switch element {
                case .key(let key): writer.string(key)
                case .index(let i): writer.int(i)
                }
            }
        }
        if !extensions.isEmpty {
            writer.key("extensions", first: first)
            first = false
            writer.raw("{")
            for (index, field) in extensions.enumerated() {
                writer.key(field.name, first: index == 0)
                writer.string(field.value)
            }
            writer.raw("}")
        }
        if !locations.isEmpty {
            writer.key("locations", first: first)
            first = false
            writer.array(locations) { writer, location in
                writer.raw("{")
                writer.key("line", first: true)
                writer.int(location.line)
                writer.key("column")
                writer.int(location.column)
                writer.raw("}")
            }
        }
        writer.key("message", first: first)
        writer.string(message)
        writer.raw("}")
    }

    /// `{"errors":[…]}`, the answer to a query that was not executed.
    static func document(_ errors: [GraphQLError]) -> [UInt8] {
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("errors", first: true)
        writeList(errors, to: &writer)
        writer.raw("}")
        return writer.bytes
    }

    static func writeList(_ errors: [GraphQLError], to writer: inout JSONWriter) {
        writer.array(errors) { writer, error in error.write(to: &writer) }
    }
}
