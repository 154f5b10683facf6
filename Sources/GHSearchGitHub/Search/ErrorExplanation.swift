/// GitHub's explanation of a refused request, read from a body such as
/// `{"message":"Validation Failed","errors":[{"message":"The search is longer
/// than 256 characters.","resource":"Search","field":"q","code":"invalid"}]}`:
/// the `message`, then each error's own `message` — or, for an error that
/// has none, its field and code (`q missing`). nil when the body is not an
/// error object with a message. Text is returned as GitHub sent it; making
/// it terminal-safe is the describer's job.
enum ErrorExplanation {
    /// At most this many errors are read (GitHub sends one or two).
    static let maximumErrors = 5

    static func read(_ body: [UInt8]) -> String? {
        body.withUnsafeBufferPointer { buffer -> String? in
            var cursor = JSONCursor(bytes: buffer)
            cursor.skipByteOrderMark()
            cursor.skipWhitespace()
            guard cursor.byte == UInt8(ascii: "{") else { return nil }
            var message: String?
            var details: [String] = []
            do throws(JSONMalformed) {
                _ = try cursor.members(explanationKeys) { (cursor: inout JSONCursor, index: Int) throws(JSONMalformed) in
                    if index == 0 { message = try cursor.stringValue(); return }
                    guard cursor.byte == UInt8(ascii: "[") else { return try cursor.skipValue() }
                    try cursor.array { (cursor: inout JSONCursor) throws(JSONMalformed) in
                        guard details.count < maximumErrors else { return try cursor.skipValue() }
                        if let detail = try cursor.errorDetail() { details.append(detail) }
                    }
                }
                try cursor.expectEnd()
            } catch {
                return nil
            }
            guard let message, !message.isEmpty else { return nil }
            return details.isEmpty ? message : message + ": " + details.joined(separator: "; ")
        }
    }
}

private let explanationKeys = JSONKeys(["message", "errors"])
private let detailKeys = JSONKeys(["message", "field", "code"])

private extension JSONCursor {
    /// One element of `errors`: its message, else `field code`; nil for anything else.
    mutating func errorDetail() throws(JSONMalformed) -> String? {
        var parts: [String?] = [nil, nil, nil]
        _ = try members(detailKeys) { (cursor: inout JSONCursor, index: Int) throws(JSONMalformed) in
            parts[index] = try cursor.stringValue()
        }
        if let message = parts[0], !message.isEmpty { return message }
        let fallback = [parts[1], parts[2]].compactMap { $0 }.filter { !$0.isEmpty }
        return fallback.isEmpty ? nil : fallback.joined(separator: " ")
    }
}
