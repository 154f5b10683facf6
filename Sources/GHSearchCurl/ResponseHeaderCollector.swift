import GHSearchGitHub

/// Builds the final response's header fields from the raw lines libcurl
/// hands to its header callback, one line at a time.
///
/// libcurl reports the header block of every response it reads on the way,
/// `100 Continue` included: a new status line (`HTTP/…`) therefore starts
/// the collection afresh, so only the last response's fields remain.
struct ResponseHeaderCollector {
    private(set) var headers = HTTPHeaders()

    /// Takes one raw header line, CRLF included.
    mutating func consume(line: UnsafeRawBufferPointer) {
        let text = ArraySlice(line)
        if text.starts(with: Self.statusLinePrefix) {
            headers = HTTPHeaders()
            return
        }
        let trimmed = Self.trimmingWhitespace(text)
        guard !trimmed.isEmpty else { return }  // the blank line ending the block
        if let first = text.first, first == Self.space || first == Self.tab {
            appendContinuation(trimmed)
            return
        }
        guard let colon = trimmed.firstIndex(of: Self.colon) else { return }  // not a field: ignore
        let name = Self.trimmingWhitespace(trimmed[..<colon])
        guard !name.isEmpty else { return }
        let value = Self.trimmingWhitespace(trimmed[(colon + 1)...])
        headers.append(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// An obsolete folded line (starting with a space or tab) continues the
    /// previous field's value.
    private mutating func appendContinuation(_ piece: ArraySlice<UInt8>) {
        guard let last = headers.fields.last else { return }
        var fields = headers.fields
        fields[fields.count - 1] = (last.name, last.value + " " + String(decoding: piece, as: UTF8.self))
        headers = HTTPHeaders(fields)
    }

    /// The bytes without leading and trailing spaces, tabs, CR and LF.
    private static func trimmingWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isWhitespace: (UInt8) -> Bool = { $0 == space || $0 == tab || $0 == 0x0D || $0 == 0x0A }
        guard let start = bytes.firstIndex(where: { !isWhitespace($0) }),
              let end = bytes.lastIndex(where: { !isWhitespace($0) })
        else { return [] }
        return bytes[start...end]
    }

    private static let statusLinePrefix = Array("HTTP/".utf8)
    private static let colon = UInt8(ascii: ":")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
}
