/// Raw JSON bytes placed into a served object verbatim, for hostile-data
/// tests: a value of the wrong type, an unusual escape, even bytes that are
/// not UTF-8 or not JSON at all.
public struct JSONFragment: Sendable, Hashable {
    /// The bytes written after `"key":`, unchanged.
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Raw JSON text, e.g. `"42"`, `"[1,2]"`, `"\"\\u001b[2J\""`.
    public static func raw(_ text: String) -> JSONFragment {
        JSONFragment(bytes: Array(text.utf8))
    }

    /// A JSON string holding `text`, escaped the way GitHub escapes.
    public static func string(_ text: String) -> JSONFragment {
        var writer = JSONWriter()
        writer.string(text)
        return JSONFragment(bytes: writer.bytes)
    }

    public static let null = JSONFragment(bytes: Array("null".utf8))
}
