/// The last object read at one place of a list's elements (each
/// repository's `owner`, its `license`) with the span of text it was read
/// from. Reading an object depends on nothing but its bytes and its depth,
/// and ends at its own closing brace, so the same bytes again at the same
/// depth give the same value: they are compared, not read again. (A user's
/// list holds the same owner object, a fifth of each element, in every
/// element.) Only objects: a number's reading ends at the first byte that
/// is not part of it, so `1` read before is not the start of `12`.
struct RepeatedValue<Value> {
    private var last: (value: Value, start: Int, count: Int, depth: Int)?

    /// The value at the cursor, read by `read` unless it repeats the last object.
    mutating func read(_ cursor: inout JSONCursor,
                       by read: (inout JSONCursor) throws(JSONMalformed) -> Value) throws(JSONMalformed) -> Value {
        if let last, cursor.skipRepeat(of: last.start, count: last.count, atDepth: last.depth) {
            return last.value
        }
        let start = cursor.index
        let depth = cursor.depth
        let isObject = cursor.byte == UInt8(ascii: "{")
        let value = try read(&cursor)
        last = isObject ? (value, start, cursor.index - start, depth) : nil
        return value
    }
}
