import GHSearchText
/// Replaces the API token wherever it occurs in a text, so that a server
/// quoting it back (an error message that echoes the `Authorization`
/// header, say) cannot make ghsearch print it or write it to a file.
///
/// A token shorter than `minimumLength` is not looked for: no real token is
/// that short, and replacing every occurrence of a short word would garble
/// the output.
public struct TokenRedactor: Sendable {
    public static let replacement = "[redacted]"
    public static let minimumLength = 8

    private let token: [UInt8]?

    public init(token: String?) {
        let trimmed = token?.trimmingSpaces() ?? ""
        self.token = trimmed.utf8.count >= TokenRedactor.minimumLength ? Array(trimmed.utf8) : nil
    }

    /// `text` with every occurrence of the token replaced.
    public func redact(_ text: String) -> String {
        guard token != nil else { return text }
        var text = text
        let ranges = text.withUTF8 { occurrences(in: $0) }
        guard !ranges.isEmpty else { return text }
        return String(decoding: replacing(ranges, in: Array(text.utf8)), as: UTF8.self)
    }

    /// `bytes` with every occurrence of the token replaced (a JSON string
    /// stays valid: the replacement holds no quote or backslash).
    public func redact(_ bytes: [UInt8]) -> [UInt8] {
        guard token != nil else { return bytes }
        let ranges = bytes.withUnsafeBufferPointer { occurrences(in: $0) }
        return ranges.isEmpty ? bytes : replacing(ranges, in: bytes)
    }

    /// Start offsets of the token in `haystack`, not overlapping.
    private func occurrences(in haystack: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let token, let first = token.first, haystack.count >= token.count else { return [] }
        var found: [Int] = []
        var i = 0
        let last = haystack.count - token.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < token.count, haystack[i + j] == token[j] { j += 1 }
                if j == token.count {
                    found.append(i)
                    i += token.count
                    continue
                }
            }
            i += 1
        }
        return found
    }

    private func replacing(_ starts: [Int], in bytes: [UInt8]) -> [UInt8] {
        let length = token?.count ?? 0
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var from = 0
        for start in starts {
            out += bytes[from..<start]
            out += TokenRedactor.replacement.utf8
            from = start + length
        }
        out += bytes[from...]
        return out
    }
}
