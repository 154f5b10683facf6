/// Header fields in the order they came, with case-insensitive lookup.
public struct HTTPHeaderFields: Sendable, Hashable, Sequence {
    public private(set) var fields: [HTTPHeaderField]

    public init(_ fields: [HTTPHeaderField] = []) {
        self.fields = fields
    }

    /// The first value of the named field, if any.
    public subscript(name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of the named field, in order.
    public func values(named name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    public func makeIterator() -> IndexingIterator<[HTTPHeaderField]> {
        fields.makeIterator()
    }

    mutating func append(_ name: String, _ value: String) {
        fields.append(HTTPHeaderField(name: name, value: value))
    }

    /// Replaces every field with this name by one field at the first one's place.
    mutating func set(_ name: String, _ value: String) {
        let lowered = name.lowercased()
        guard let index = fields.firstIndex(where: { $0.name.lowercased() == lowered }) else {
            append(name, value)
            return
        }
        fields[index] = HTTPHeaderField(name: name, value: value)
        var position = 0
        fields.removeAll { field in
            defer { position += 1 }
            return position > index && field.name.lowercased() == lowered
        }
    }

    mutating func remove(_ name: String) {
        let lowered = name.lowercased()
        fields.removeAll { $0.name.lowercased() == lowered }
    }
}

/// One header line.
public struct HTTPHeaderField: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
